// POST /api/staff/orders/{orderId}/documents (schemas/staff-order-document):
// a company document (a quote, a design, a certificate) for the customer to
// download from their order. The file is uploaded first like every file
// (POST /api/file-upload/orderDocument) and virus-scanned; here it is accepted
// only as the staff member's own upload, of the orderDocument attachment type,
// scanned clean (the same check as an order's files: fileReferences.ts).
// The order's state does not change, so it may be attached to a closed order
// too (a completion certificate comes after completion); its event records
// what was attached, and the history keeps the order's version moving.
import type { StaffOrderDocumentForm } from '../../../shared/generated/types/staff-order-document';
import { userOwnerKey } from '../../auth/guestSession';
import { ApiError, VALIDATION_FAILED_MESSAGE } from '../../errors';
import { checkFileReferences } from '../../orders/fileReferences';
import { formDisplaySchema } from '../../validation/formSchemaVersion';
import { changeOrderAsStaff, checkedActionDocument, type StaffActionContext } from './staffActionContext';

const FORM = 'staff-order-document';
export const DOCUMENT_ALREADY_ATTACHED_MESSAGE = 'This file is already attached to the order';

export async function attachOrderDocument(context: StaffActionContext, orderId: string, body: unknown): Promise<void> {
  const form = await checkedActionDocument<StaffOrderDocumentForm>(FORM, body);
  const check = await checkFileReferences(context.db, form, await formDisplaySchema(FORM), { owner: userOwnerKey(context.actor.subject) });
  if (!check.ok) throw new ApiError(400, VALIDATION_FAILED_MESSAGE, check.errors);
  // The form takes exactly one file.
  const { file } = check.files[0]!;

  await changeOrderAsStaff(context, orderId, (order) => ({
    kind: 'document-attached',
    after: order.state,
    detail: { fileId: file.id, fileName: file.originalName, documentType: form.documentType },
    async alsoWrite(trx) {
      const inserted = await trx
        .insertInto('order_file')
        .values({ order_id: order.id, uploaded_file_id: file.id, document_type: form.documentType, source: 'company' })
        .onConflict((conflict) => conflict.constraint('order_file_pkey').doNothing())
        .executeTakeFirst();
      // Thrown inside the change's transaction: its event is not kept either.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new ApiError(409, DOCUMENT_ALREADY_ATTACHED_MESSAGE);
    },
  }));
}
