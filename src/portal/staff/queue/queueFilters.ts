// The queue's filters live in the page address (/staff?orderType=…&page=2),
// so a filtered queue can be shared and the back button undoes a filter. The
// address uses the API's own query names; anything in it the API would refuse
// (an unknown job type, a negative age) is dropped rather than shown as an
// error, as a hand-edited address should still open the queue.
import { ORDER_TYPE_NAMES, type OrderType } from '../../../shared/api/orders';
import { PROGRESS_STATUSES, type ProgressStatus } from '../../../shared/orders/orderState';
import { STAFF_MAX_SEARCH_LENGTH } from '../../../shared/api/staff';

export interface QueueFilters {
  /** Part of the order number or the address; '' for none. */
  search: string;
  orderType: OrderType | undefined;
  progressStatus: ProgressStatus | undefined;
  /** The current activity as the workflow names it. */
  activity: string | undefined;
  /** Only orders submitted more than this many days ago. */
  olderThanDays: number | undefined;
  cancellationRequested: boolean;
  page: number;
}

export const NO_FILTERS: QueueFilters = {
  search: '',
  orderType: undefined,
  progressStatus: undefined,
  activity: undefined,
  olderThanDays: undefined,
  cancellationRequested: false,
  page: 1,
};

/** The API's limit on the age filter (100 years). */
const MAX_AGE_DAYS = 36_500;
const MAX_ACTIVITY_LENGTH = 60;

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return text !== null && (values as readonly string[]).includes(text) ? (text as T) : undefined;
}

export function filtersFromParams(params: URLSearchParams): QueueFilters {
  const activity = params.get('activity')?.trim();
  return {
    search: (params.get('search') ?? '').trim().slice(0, STAFF_MAX_SEARCH_LENGTH),
    orderType: oneOf(ORDER_TYPE_NAMES, params.get('orderType')),
    progressStatus: oneOf(PROGRESS_STATUSES, params.get('progressStatus')),
    activity: activity && activity.length <= MAX_ACTIVITY_LENGTH ? activity : undefined,
    olderThanDays: wholeNumber(params.get('olderThanDays'), 0, MAX_AGE_DAYS),
    cancellationRequested: params.get('cancellationRequested') === 'true',
    page: wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
  };
}

/** Only what differs from no filter, in a fixed order, so equal filters make equal addresses. */
export function paramsFromFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search !== '') params.set('search', filters.search);
  if (filters.orderType) params.set('orderType', filters.orderType);
  if (filters.progressStatus) params.set('progressStatus', filters.progressStatus);
  if (filters.activity) params.set('activity', filters.activity);
  if (filters.olderThanDays !== undefined) params.set('olderThanDays', String(filters.olderThanDays));
  if (filters.cancellationRequested) params.set('cancellationRequested', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The filters after one changes: any change but the page's starts again at
 * page 1, since page 7 of the old queue means nothing in the new one.
 */
export function withFilter(filters: QueueFilters, change: Partial<QueueFilters>): QueueFilters {
  const next = { ...filters, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The queue's API path for these filters. */
export function queueApiPath(filters: QueueFilters, recordsPerPage: number): string {
  const params = paramsFromFilters(filters);
  params.set('page', String(filters.page));
  params.set('recordsPerPage', String(recordsPerPage));
  return `/staff/orders?${params.toString()}`;
}
