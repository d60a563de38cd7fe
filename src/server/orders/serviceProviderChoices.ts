// The livening inspector and power retailer an order names must be on the
// reference lists the company's staff maintain (service_provider, active rows):
// the schema can only say "a non-empty id". The names the server stores come
// from those lists too, so staff never read a name a client made up.
import type { Kysely } from 'kysely';
import type { DatabaseSchema, JsonObject, ServiceProviderKind } from '../db/schema';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { UNKNOWN_INSPECTOR_MESSAGE, UNKNOWN_RETAILER_MESSAGE } from './messages';
import type { ReferenceCheck } from './orderTypeRegistry';

interface ProviderChoice {
  idField: string;
  nameField: string;
  kind: ServiceProviderKind;
  unknownMessage: string;
}

const LIVENING_CHOICES: ProviderChoice[] = [
  { idField: 'liveningInspectorId', nameField: 'liveningInspector', kind: 'livening_inspector', unknownMessage: UNKNOWN_INSPECTOR_MESSAGE },
  { idField: 'powerRetailerId', nameField: 'powerRetailer', kind: 'power_retailer', unknownMessage: UNKNOWN_RETAILER_MESSAGE },
];

/** Checks the chosen providers of a (validated) livening order and returns it with their current names. */
export async function checkLiveningProviders(db: Kysely<DatabaseSchema>, document: JsonObject): Promise<ReferenceCheck> {
  const ids = LIVENING_CHOICES.map((choice) => document[choice.idField]).filter((id): id is string => typeof id === 'string');
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('service_provider').select(['id', 'kind', 'name']).where('id', 'in', ids).where('active', '=', true).execute();
  const errors: FieldError[] = [];
  const named: JsonObject = { ...document };
  for (const choice of LIVENING_CHOICES) {
    const id = document[choice.idField];
    const row = rows.find((candidate) => candidate.id === id && candidate.kind === choice.kind);
    if (!row) errors.push({ pointer: `/${choice.idField}`, message: choice.unknownMessage });
    else named[choice.nameField] = row.name;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, document: named };
}
