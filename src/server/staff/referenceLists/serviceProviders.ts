// Inspectors and retailers, as staff edit them (GET/POST/PUT
// /api/staff/service-providers; schemas/staff-service-provider). Both lists,
// withdrawn entries too, each in the livening form's order. A name is unique
// within its list (any case, surrounding spaces aside): the livening order
// stores the name, so two entries with one name could not be told apart.
// An entry stays in its list; withdrawing it (active false) stops the form
// offering it, and orders that named it keep its name.
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../accounts/profileRepository';
import type { DatabaseSchema, ServiceProviderKind } from '../../db/schema';
import { ApiError } from '../../errors';
import type { StaffServiceProvider } from '../../../shared/api/staff';
import type { StaffServiceProviderForm } from '../../../shared/generated/types/staff-service-provider';
import { checkedActionDocument, refusedField } from '../actions/staffActionContext';
import { firstFreeSlug, providerSlug } from './providerSlug';
import { recordReferenceListChange } from './referenceListChanges';

const FORM = 'staff-service-provider';
export const PROVIDER_NOT_FOUND_MESSAGE = 'No inspector or retailer has this id';
export const PROVIDER_KIND_FIXED_MESSAGE = 'An entry stays in its list: add it to the other list instead';

export function duplicateProviderMessage(name: string): string {
  return `"${name}" is already in this list`;
}

const UNIQUE_VIOLATION = '23505';

function isDuplicateName(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && constraint === 'service_provider_kind_name_key';
}

const COLUMNS = ['id', 'kind', 'name', 'active'] as const;

export async function listStaffServiceProviders(db: Executor): Promise<StaffServiceProvider[]> {
  return db.selectFrom('service_provider').select(COLUMNS).orderBy('kind').orderBy('sort_order').orderBy('name').orderBy('id').execute();
}

async function refuseDuplicateName(trx: Transaction<DatabaseSchema>, kind: ServiceProviderKind, name: string, exceptId?: string): Promise<void> {
  let query = trx
    .selectFrom('service_provider')
    .select('id')
    .where('kind', '=', kind)
    .where(sql<string>`lower(trim(name))`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(409, duplicateProviderMessage(name));
}

/** Runs a change, answering a duplicate name that slipped past the check (two staff at once) as the check would. */
async function withDuplicateNameRefused<T>(name: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isDuplicateName(error)) throw new ApiError(409, duplicateProviderMessage(name));
    throw error;
  }
}

export async function addServiceProvider(db: Executor, by: string, body: unknown): Promise<StaffServiceProvider> {
  const form = await checkedActionDocument<StaffServiceProviderForm>(FORM, body);
  const name = form.name.trim();
  return withDuplicateNameRefused(name, () =>
    db.transaction().execute(async (trx) => {
      await refuseDuplicateName(trx, form.kind, name);
      const slug = providerSlug(name);
      const taken = await trx.selectFrom('service_provider').select('id').where('id', 'like', `${slug}%`).execute();
      const last = await trx
        .selectFrom('service_provider')
        .select((eb) => eb.fn.max('sort_order').as('sortOrder'))
        .where('kind', '=', form.kind)
        .executeTakeFirst();
      const added = await trx
        .insertInto('service_provider')
        .values({ id: firstFreeSlug(slug, new Set(taken.map((row) => row.id))), kind: form.kind, name, active: form.active, sort_order: Number(last?.sortOrder ?? 0) + 1 })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await recordReferenceListChange(trx, { list: 'service_provider', action: 'added', key: added.id, by, before: null, after: { ...added } });
      return added;
    }),
  );
}

export async function changeServiceProvider(db: Executor, by: string, id: string, body: unknown): Promise<StaffServiceProvider> {
  const form = await checkedActionDocument<StaffServiceProviderForm>(FORM, body);
  const name = form.name.trim();
  return withDuplicateNameRefused(name, () =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('service_provider').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new ApiError(404, PROVIDER_NOT_FOUND_MESSAGE);
      if (form.kind !== before.kind) throw refusedField('/kind', PROVIDER_KIND_FIXED_MESSAGE);
      await refuseDuplicateName(trx, before.kind, name, id);
      const after = await trx
        .updateTable('service_provider')
        .set({ name, active: form.active })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await recordReferenceListChange(trx, { list: 'service_provider', action: 'changed', key: id, by, before: { ...before }, after: { ...after } });
      return after;
    }),
  );
}
