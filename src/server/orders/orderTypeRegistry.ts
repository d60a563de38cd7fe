// What differs from one order type to the next, in one place: how a draft is
// summarised in the drafts list, how a submitted document splits into the
// orders stored (livening: one per metered site), and which files each stored
// order keeps. Adding the next order type is adding an entry here and in
// orderTypes.ts, never a branch in the services.
import type { JsonObject } from '../db/schema';
import type { OutgoingMail } from '../mail/outbox';
import { liveningConfirmationMail } from './confirmationMail';
import { liveningDraftSummary, requesterContact, splitLiveningOrder } from './liveningOrder';
import type { OrderType } from './orderTypes';

/** One stored order's worth of a submitted document. */
export interface OrderPart {
  siteIndex: number;
  /** JSON pointer of this part in the submitted document (e.g. `/metered/sites/1`); '' for the whole document. */
  pointer: string;
  document: JsonObject;
  summary: JsonObject & { siteLabel: string; siteNumber: number; siteCount: number };
}

export interface OrderTypeBehaviour {
  /** What the drafts list shows of an unfinished document of this type (any of it may be missing). */
  draftSummary(document: JsonObject): JsonObject;
  /** The orders to store for a valid document: one per part. */
  split(document: JsonObject): OrderPart[];
  /** Where the parts sit in the document (files under it belong to one part; others to every part); undefined when there is one part. */
  partsPointer?: string;
  /** The mail confirming one stored order, to whoever the type says (none when there is no address). */
  confirmationMail(document: JsonObject, part: OrderPart, details: ConfirmationContext): OutgoingMail | undefined;
}

/** What a confirmation mail needs beyond the document: the order number and the support contacts. */
export interface ConfirmationContext {
  orderNumber: string;
  supportPhone: string;
  supportEmail: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export const ORDER_TYPE_BEHAVIOUR: Record<OrderType, OrderTypeBehaviour> = {
  LiveningIcpOrder: {
    draftSummary: liveningDraftSummary,
    split: (document) => splitLiveningOrder(document).map(({ sitePointer, ...part }) => ({ ...part, pointer: sitePointer })),
    partsPointer: '/metered/sites',
    // To the requester (the first contact), one per stored order.
    confirmationMail(document, part, details) {
      const requester = requesterContact(document);
      const to = text(requester?.['email']);
      if (to === '') return undefined;
      const { siteLabel, siteNumber, siteCount } = part.summary;
      return liveningConfirmationMail({ to, firstName: text(requester?.['firstName']), siteLabel, siteNumber, siteCount, ...details });
    },
  },
};

/** The file references a part keeps: those inside it, and those outside every part (a file for the whole order). */
export function filesOfPart<T extends { pointer: string }>(behaviour: OrderTypeBehaviour, part: OrderPart, files: readonly T[]): T[] {
  if (part.pointer === '' || behaviour.partsPointer === undefined) return [...files];
  const partsPrefix = `${behaviour.partsPointer}/`;
  return files.filter((reference) => reference.pointer.startsWith(`${part.pointer}/`) || !reference.pointer.startsWith(partsPrefix));
}
