// The core of `npm run icp:add`: staff add an ICP to the embedded registry
// (docs/operations/icp-registry.md), e.g. for a new connection livened after
// the sample was seeded. Every refusal is an IcpCommandError whose message
// says what to fix; nothing is written unless the whole request is right.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { formatNzDate } from '../../shared/format';
import { icpChecksum } from '../../shared/validation/keywords/icp';
import { wellFormedIcp } from './icpRegistry';

/** Longest site address label accepted (as the address lookup's query). */
export const ICP_LABEL_MAX_LENGTH = 200;
const ICP_FORMAT = /^\d{10}[A-Z]{2}[0-9A-F]{3}$/;

export class IcpCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcpCommandError';
  }
}

export interface AddIcpRequest {
  /** As typed: any case; surrounding spaces are ignored. */
  icpNumber: string;
  /** The site address on one line, as the lookup will show it. */
  label: string;
  /** The address lookup's id of the site, when known. */
  addressId?: string;
  /** Who adds it (kept in added_by). */
  addedBy: string;
}

export interface AddedIcp {
  icpNumber: string;
  label: string;
  addressId: string | null;
  addedBy: string;
  addedAt: Date;
}

/** The ICP number upper-cased, or the reason it is not one. */
export function checkIcpNumber(typed: string): string {
  const icp = typed.trim().toUpperCase();
  const valid = wellFormedIcp(icp);
  if (valid) return valid;
  if (!ICP_FORMAT.test(icp)) {
    throw new IcpCommandError(
      `${JSON.stringify(typed)} is not an ICP number: an ICP has 15 characters, 10 digits, a 2-letter network code and a 3-character checksum (e.g. 0000123456NK${icpChecksum('0000123456NK')}).`,
    );
  }
  throw new IcpCommandError(`${icp} is not a valid ICP number: its last 3 characters (the checksum) do not match the first 12. Check it for a typing mistake.`);
}

function requiredText(value: string | undefined, what: string, maxLength: number): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new IcpCommandError(`Give ${what}.`);
  if (text.length > maxLength) throw new IcpCommandError(`${what[0]!.toUpperCase()}${what.slice(1)} is ${text.length} characters long; at most ${maxLength} fit.`);
  return text;
}

export async function addIcp(db: Kysely<DatabaseSchema>, request: AddIcpRequest): Promise<AddedIcp> {
  const icpNumber = checkIcpNumber(request.icpNumber);
  const label = requiredText(request.label, 'the site address (--address)', ICP_LABEL_MAX_LENGTH);
  const addressId = request.addressId?.trim() || null;
  const addedBy = requiredText(request.addedBy, 'who adds the ICP (--added-by)', 100);

  // One statement: two staff adding the same ICP at once cannot both succeed.
  const row = await db
    .insertInto('icp_registry')
    .values({ icp_number: icpNumber, address_id: addressId, label, added_by: addedBy })
    .onConflict((oc) => oc.column('icp_number').doNothing())
    .returning(['icp_number', 'label', 'address_id', 'added_by', 'added_at'])
    .executeTakeFirst();
  if (!row) {
    const existing = await db.selectFrom('icp_registry').select(['label', 'added_by', 'added_at']).where('icp_number', '=', icpNumber).executeTakeFirst();
    throw new IcpCommandError(
      existing
        ? `ICP ${icpNumber} is already in the registry, at ${existing.label} (added by ${existing.added_by} on ${formatNzDate(existing.added_at)}). Nothing was changed.`
        : `ICP ${icpNumber} is already in the registry. Nothing was changed.`,
    );
  }
  return { icpNumber: row.icp_number, label: row.label, addressId: row.address_id, addedBy: row.added_by, addedAt: row.added_at };
}
