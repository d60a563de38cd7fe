// Every change staff make to a reference list (inspectors, retailers, the
// embedded ICP registry) is kept in app_event, in the change's transaction:
// who, which list and entry, and the entry before and after. The lists are
// edited in place (they are not orders: nothing is derived from a history),
// so this is where "who renamed Mercury, and when" is answered.
import type { Transaction } from 'kysely';
import type { DatabaseSchema, JsonObject } from '../../db/schema';
import { recordEvent } from '../../db/referenceData';

export const REFERENCE_LIST_CHANGED_KIND = 'reference-list-changed';

export interface ReferenceListChange {
  list: 'service_provider' | 'icp_registry';
  action: 'added' | 'changed';
  /** The entry's key: a provider's id, an ICP number. */
  key: string;
  /** The staff member's email (or subject). */
  by: string;
  before: JsonObject | null;
  after: JsonObject;
}

export async function recordReferenceListChange(trx: Transaction<DatabaseSchema>, change: ReferenceListChange): Promise<void> {
  await recordEvent(trx, REFERENCE_LIST_CHANGED_KIND, { ...change });
}
