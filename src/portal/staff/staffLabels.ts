// The words the back office puts on the API's values. Job types and
// activities come from the workflows (schemas/workflows/), the company's
// document types from the attach-a-document form's own option labels
// (schemas/staff-order-document/ui.json), customers' uploads from the
// attachment types: each label is written once, where analysts edit it.
import { COMPANY_DOCUMENT_LABELS, humanise } from '../orders/orderLabels';
import { ORDER_TYPE_NAMES, type OrderType } from '../../shared/api/orders';
import { CANCELLATION_REVIEW_ACTIVITY, type ProgressStatus } from '../../shared/orders/orderState';
import { WORKFLOWS, workflowOf } from '../../shared/orders/workflows';
import { ATTACHMENT_TYPES } from '../../shared/uploadLimits';

export const UNKNOWN_JOB_TYPE = 'Unmapped job type';

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** `siteAccessContact` or `activity-set` -> `Site access contact`, `Activity set`: for names the console has no words for. */
export { humanise };

/** The workflow's title: "ICP Request (Livening)". */
export function jobTypeName(orderType: string): string {
  return workflowOf(orderType)?.title ?? UNKNOWN_JOB_TYPE;
}

export const JOB_TYPE_CHOICES: ReadonlyArray<{ value: OrderType; label: string }> = ORDER_TYPE_NAMES.map((orderType) => ({
  value: orderType,
  label: WORKFLOWS[orderType].title,
}));

/** "in progress" -> "In progress". */
export function progressStatusName(status: ProgressStatus | string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * The activities a queue filter offers: the job type's own, in its order, or
 * every workflow's (each name once) when no job type is chosen; then the
 * portal's own activity for orders under cancellation review.
 */
export function activityChoices(orderType: OrderType | undefined): string[] {
  const workflows = orderType ? [WORKFLOWS[orderType]] : ORDER_TYPE_NAMES.map((name) => WORKFLOWS[name]);
  const names = workflows.flatMap((workflow) => workflow.activities.map((activity) => activity.name));
  return [...new Set([...names, CANCELLATION_REVIEW_ACTIVITY])];
}


/** A file's document type in words: the company's (Quote, Design plan…) or a customer upload's (Site plan…). */
export function documentTypeName(documentType: string): string {
  if (has(COMPANY_DOCUMENT_LABELS, documentType)) return COMPANY_DOCUMENT_LABELS[documentType]!;
  if (has(ATTACHMENT_TYPES, documentType)) return ATTACHMENT_TYPES[documentType]!.label;
  return humanise(documentType);
}

/** What each kind of event in an order's history means (src/server/orders/lifecycle and the staff actions). */
const EVENT_KIND_NAMES: Record<string, string> = {
  submitted: 'Order submitted',
  'activity-set': 'Activity set',
  'messages-posted': 'Messages to the customer changed',
  'document-attached': 'Document attached',
  'cancellation-requested': 'Customer asked to cancel',
  'cancellation-accepted': 'Cancellation accepted',
  'cancellation-declined': 'Cancellation declined',
  'quote-issued': 'Quote issued',
  'payment-received': 'Payment received',
};

export function eventKindName(kind: string): string {
  return has(EVENT_KIND_NAMES, kind) ? EVENT_KIND_NAMES[kind]! : humanise(kind);
}

const ACTOR_KIND_NAMES: Record<string, string> = { customer: 'Customer', guest: 'Guest', staff: 'Staff', system: 'System' };

export function actorKindName(kind: string): string {
  return has(ACTOR_KIND_NAMES, kind) ? ACTOR_KIND_NAMES[kind]! : humanise(kind);
}

/** A file's size as people read it: "820 bytes", "14.2 KB", "3.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
