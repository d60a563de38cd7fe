import type { ClientConfig } from '../../clientConfig';

/** When the server's configuration does not say (an older server): spec 3 leaves the size open. */
export const FALLBACK_RECORDS_PER_PAGE = 10;

/** The list's page size: the deployment's orderRecordsPerPage (client-config). */
export function recordsPerPageOf(config: Partial<Pick<ClientConfig, 'orderRecordsPerPage'>>): number {
  const size = config.orderRecordsPerPage;
  return typeof size === 'number' && Number.isSafeInteger(size) && size >= 1 ? size : FALLBACK_RECORDS_PER_PAGE;
}
