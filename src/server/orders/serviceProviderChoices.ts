// The livening inspector and power retailer an order names must be on the
// reference lists the company's staff maintain (service_provider, active rows):
// the schema can only say "a non-empty id". The names the server stores come
// from those lists too, so staff never read a name a client made up.
//
// PERFORMANCE: the check and the naming run inside the statement that stores
// the order (store_order_submission, migration 0015; submissionStore.ts), not in
// a query of their own before it: that query was a round trip on every
// submission. checkServiceProviderChoices is the same check as a query, for when
// the order is refused before it is stored (a file check failed: the lists'
// refusal is the one answered, as when they were checked first).
import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject, ServiceProviderKind } from '../db/schema';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { UNKNOWN_INSPECTOR_MESSAGE, UNKNOWN_RETAILER_MESSAGE } from './messages';

/** One choice of a reference-list entry in an order: the id at `idField` must be an active entry of `kind`; its name goes to `nameField`. */
export interface ServiceProviderChoice {
  idField: string;
  nameField: string;
  kind: ServiceProviderKind;
  /** What the order holds at idField (the form makes it a non-empty string). */
  id: unknown;
}

interface ChoiceField {
  idField: string;
  nameField: string;
  kind: ServiceProviderKind;
  unknownMessage: string;
}

const LIVENING_CHOICES: ChoiceField[] = [
  { idField: 'liveningInspectorId', nameField: 'liveningInspector', kind: 'livening_inspector', unknownMessage: UNKNOWN_INSPECTOR_MESSAGE },
  { idField: 'powerRetailerId', nameField: 'powerRetailer', kind: 'power_retailer', unknownMessage: UNKNOWN_RETAILER_MESSAGE },
];

const MESSAGES = new Map(LIVENING_CHOICES.map((choice) => [choice.idField, choice.unknownMessage]));

/** The reference-list choices of a (validated) livening order, in the order refusals are listed. */
export function liveningProviderChoices(document: JsonObject): ServiceProviderChoice[] {
  return LIVENING_CHOICES.map(({ idField, nameField, kind }) => ({ idField, nameField, kind, id: document[idField] }));
}

/** The refusal of the choices at these id fields, each at its field with its list's message. */
export function unknownChoiceErrors(idFields: readonly string[]): FieldError[] {
  return idFields.map((idField) => ({ pointer: `/${idField}`, message: MESSAGES.get(idField) ?? UNKNOWN_RETAILER_MESSAGE }));
}

/** The choices that are not active entries of their lists, as refusals (empty when all are), in one query. */
export async function checkServiceProviderChoices(db: Kysely<DatabaseSchema>, choices: readonly ServiceProviderChoice[]): Promise<FieldError[]> {
  const ids = choices.map((choice) => choice.id).filter((id): id is string => typeof id === 'string');
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('service_provider').select(['id', 'kind']).where('id', 'in', ids).where('active', '=', true).execute();
  const unknown = choices.filter((choice) => !rows.some((row) => row.id === choice.id && row.kind === choice.kind));
  return unknownChoiceErrors(unknown.map((choice) => choice.idField));
}
