// The embedded ICP registry, as staff edit it (GET/POST/PUT
// /api/staff/icp-registry; schemas/staff-icp-entry): what the disconnection
// form's ICP lookup finds when no industry registry is configured
// (docs/operations/icp-registry.md). Adding goes through the same code as
// `npm run icp:add` (src/server/icp/addIcp.ts), so both refuse the same
// things in the same words. An ICP number never changes: editing an entry
// changes its site address and address id.
import type { Transaction } from 'kysely';
import type { Executor } from '../../accounts/profileRepository';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../../errors';
import { addIcp, IcpCommandError } from '../../icp/addIcp';
import { STAFF_DEFAULT_RECORDS_PER_PAGE, type StaffIcpEntry, type StaffIcpRegistryPage, type StaffIcpRegistryQuery } from '../../../shared/api/staff';
import type { StaffIcpEntryForm } from '../../../shared/generated/types/staff-icp-entry';
import { checkedActionDocument, refusedField } from '../actions/staffActionContext';
import { containsPattern, startsWithPattern } from '../../db/likePattern';
import { recordReferenceListChange } from './referenceListChanges';

const FORM = 'staff-icp-entry';
export const ICP_NOT_FOUND_MESSAGE = 'The registry has no such ICP';
export const ICP_NUMBER_FIXED_MESSAGE = 'The ICP number of an entry cannot change: add the other ICP instead';

const COLUMNS = ['icp_number', 'label', 'address_id', 'added_by', 'added_at'] as const;

function toEntry(row: { icp_number: string; label: string; address_id: string | null; added_by: string; added_at: Date }): StaffIcpEntry {
  return { icpNumber: row.icp_number, label: row.label, addressId: row.address_id, addedBy: row.added_by, addedAt: row.added_at.toISOString() };
}

/** The entry as the history keeps it. */
function recorded(entry: StaffIcpEntry) {
  return { icpNumber: entry.icpNumber, label: entry.label, addressId: entry.addressId };
}

export async function listIcpEntries(db: Executor, query: StaffIcpRegistryQuery): Promise<StaffIcpRegistryPage> {
  const page = query.page ?? 1;
  const recordsPerPage = query.recordsPerPage ?? STAFF_DEFAULT_RECORDS_PER_PAGE;
  const search = query.search?.trim() ?? '';
  let filtered = db.selectFrom('icp_registry');
  if (search !== '') {
    filtered = filtered.where((eb) =>
      eb.or([eb('icp_number', 'like', startsWithPattern(search.toUpperCase())), eb(eb.fn('lower', ['label']), 'like', containsPattern(search.toLowerCase()))]),
    );
  }
  const [rows, count] = await Promise.all([
    filtered
      .select(COLUMNS)
      .orderBy('icp_number')
      .limit(recordsPerPage)
      .offset((page - 1) * recordsPerPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { page, recordsPerPage, totalRecords: Number(count.total), entries: rows.map(toEntry) };
}

export async function addIcpEntry(db: Executor, by: string, body: unknown): Promise<StaffIcpEntry> {
  const form = await checkedActionDocument<StaffIcpEntryForm>(FORM, body);
  return db.transaction().execute(async (trx) => {
    let added;
    try {
      added = await addIcp(trx, { icpNumber: form.icpNumber, label: form.label, addressId: form.addressId, addedBy: by });
    } catch (error) {
      if (!(error instanceof IcpCommandError)) throw error;
      // addIcp refuses an ICP already in the registry in words that name its site; anything else the form missed is a bad request.
      const exists = await trx.selectFrom('icp_registry').select('icp_number').where('icp_number', '=', form.icpNumber.trim().toUpperCase()).executeTakeFirst();
      throw exists ? new ApiError(409, error.message) : new ApiError(400, VALIDATION_FAILED_MESSAGE, [{ pointer: '', message: error.message }]);
    }
    const entry: StaffIcpEntry = { ...added, addedAt: added.addedAt.toISOString() };
    await recordReferenceListChange(trx, { list: 'icp_registry', action: 'added', key: entry.icpNumber, by, before: null, after: recorded(entry) });
    return entry;
  });
}

async function updateIcpEntry(trx: Transaction<DatabaseSchema>, icpNumber: string, form: StaffIcpEntryForm): Promise<StaffIcpEntry | undefined> {
  const row = await trx
    .updateTable('icp_registry')
    .set({ label: form.label.trim(), address_id: form.addressId?.trim() || null })
    .where('icp_number', '=', icpNumber)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

export async function changeIcpEntry(db: Executor, by: string, icpNumberInPath: string, body: unknown): Promise<StaffIcpEntry> {
  const form = await checkedActionDocument<StaffIcpEntryForm>(FORM, body);
  const icpNumber = icpNumberInPath.trim().toUpperCase();
  if (form.icpNumber.trim().toUpperCase() !== icpNumber) throw refusedField('/icpNumber', ICP_NUMBER_FIXED_MESSAGE);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('icp_registry').select(COLUMNS).where('icp_number', '=', icpNumber).forUpdate().executeTakeFirst();
    const after = before ? await updateIcpEntry(trx, icpNumber, form) : undefined;
    if (!before || !after) throw new ApiError(404, ICP_NOT_FOUND_MESSAGE);
    await recordReferenceListChange(trx, { list: 'icp_registry', action: 'changed', key: icpNumber, by, before: recorded(toEntry(before)), after: recorded(after) });
    return after;
  });
}
