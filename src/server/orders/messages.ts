// Every message the orders API words itself. Field messages of the order
// forms come from their JSON Schemas (schemas/livening/...), not from here.

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find that order';
export const DRAFT_NOT_FOUND_MESSAGE = 'We could not find that draft order';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'We could not find that document';
export const TRANSACTION_KEY_MESSAGE = 'The order needs a transaction key (a UUID) to be submitted';
export const ORDER_NOT_OBJECT_MESSAGE = 'The order must be a JSON object';
export const ORDER_TYPE_MESSAGE = 'Enter a valid order type';
export const DRAFT_TOO_LARGE_MESSAGE = 'The draft order is too large to save';
export const DRAFT_ID_REQUIRED_MESSAGE = 'Say which draft order to delete (orderId)';
export const ORDER_LIST_STATUS_MESSAGE = 'Choose which orders to list: open or closed';
/** spec 3 section 5, "Cancel". */
export const CANCEL_REASON_REQUIRED_MESSAGE = 'Cancel reason is required';
export const CANCEL_ORDER_ID_MESSAGE = 'Say which order to cancel (orderId)';
export const NO_SITES_MESSAGE = 'Add at least one site';
export const ALREADY_SUBMITTED_ELSEWHERE_MESSAGE = 'This order was already submitted';
export const KEY_USED_FOR_ANOTHER_ORDER_MESSAGE =
  'This order was already submitted with different details, so nothing was changed. To send different details, start a new order';
export const UNKNOWN_INSPECTOR_MESSAGE = 'Choose a livening inspector from the list';
export const UNKNOWN_RETAILER_MESSAGE = 'Choose a power retailer from the list';
/** The ICP lookup found no such ICP (the form's own words for it, spec 3 "Disconnection flow"). */
export const NO_ICP_FOUND_MESSAGE = 'No ICP found';
export const ICP_REGISTRY_UNAVAILABLE_MESSAGE = 'We could not check the ICP number just now. Please try again in a few minutes';
