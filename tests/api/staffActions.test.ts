// The back office's actions end to end (src/shared/api/staff.ts; issue 16,
// "Staff side"): each action through its route, on an order a customer
// submitted through theirs. What each leaves behind: the order's state, its
// event (who, before, after, detail), the mails in the outbox, the payment
// row, the company document the customer can then download. And what each
// refuses: the form's messages (400) with nothing written, the transitions
// the order's state does not allow (409), and a change from a version
// someone else has already changed (409, one event).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderView } from '../../src/shared/api/staff';
import { addDays, todayInNewZealand } from '../../src/shared/validation/keywords';
import { userOwnerKey } from '../../src/server/auth/guestSession';
import { FILE_NOT_SCANNED_MESSAGE } from '../../src/server/orders/fileReferences';
import { ORDER_CHANGED_MEANWHILE_MESSAGE } from '../../src/server/orders/lifecycle/orderChanges';
import {
  NOT_UNDER_CANCELLATION_REVIEW_MESSAGE,
  ORDER_CLOSED_MESSAGE,
  UNDER_CANCELLATION_REVIEW_MESSAGE,
  UNKNOWN_ACTIVITY_MESSAGE,
  END_BEFORE_START_MESSAGE,
} from '../../src/server/orders/lifecycle/orderTransitions';
import { DOCUMENT_ALREADY_ATTACHED_MESSAGE } from '../../src/server/staff/actions/attachDocument';
import { STAFF_FILE_INFECTED_MESSAGE } from '../../src/server/staff/staffOrderFile';
import { formatNzd } from '../../src/shared/format/nzd';
import { formatCalendarDate } from '../../src/shared/format/calendarDate';
import { createOrdersTestContext, insertUploadedFile, personalCustomer, randomMd5, type OrdersTestContext } from './orderFixtures';
import type { Caller } from './profileFixtures';
import {
  eventsOf,
  mailsAbout,
  paymentsOf,
  requestCancellationOf,
  staffMember,
  staffView,
  submitDisconnectionOrder,
  submitLiveningOrder,
  submitNewConnectionOrder,
  type StaffMember,
} from './staffFixtures';

const VALIDATION_FAILED = 'There is a problem with the information you entered';
const REQUESTER_EMAIL = 'aroha.ngata@example.co.nz';

let context: OrdersTestContext;
let staff: StaffMember;
let customer: Caller;
const today = todayInNewZealand();

beforeAll(async () => {
  context = await createOrdersTestContext();
  staff = await staffMember(context);
  customer = await personalCustomer(context);
});
afterAll(async () => context?.subject.close());

function post(orderId: string, action: string, body: unknown) {
  return staff.call('POST', `/api/staff/orders/${orderId}/${action}`, body);
}

/** What a refused action answers: the API's 400 with exactly these field messages. */
function expectRefused(response: Awaited<ReturnType<typeof post>>, errors: Array<{ pointer: string; message: string }>) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; errors: Array<{ pointer: string; message: string }> };
  expect(body.message).toBe(VALIDATION_FAILED);
  expect(body.errors).toEqual(expect.arrayContaining(errors));
  expect(body.errors).toHaveLength(errors.length);
}

function expectConflict(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ message });
}

/** The rows an action writes, to prove a refused one wrote none. */
async function writtenRows() {
  const { db } = context.subject.database;
  const count = async (table: 'order_event' | 'order_payment' | 'order_file' | 'outbox_message') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { events: await count('order_event'), payments: await count('order_payment'), files: await count('order_file'), mails: await count('outbox_message') };
}

describe('progress', () => {
  it('moves the order two activities on, each an event with who, before, after and the form as detail', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const first = await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'in progress', startDate: today, note: 'Paperwork is complete' });
    expect(first.statusCode, first.body).toBe(200);
    const endDate = addDays(today, 14);
    const second = await post(orderId, 'progress', { activity: 'Awaiting inspection', progressStatus: 'on hold', startDate: today, endDate });
    expect(second.statusCode, second.body).toBe(200);

    const view = second.json() as StaffOrderView;
    expect(view.state).toMatchObject({
      progressStatus: 'on hold',
      percentageComplete: 50,
      currentActivity: 'Awaiting inspection',
      currentActivityStartDate: today,
      currentActivityEndDate: endDate,
      nextActivity: 'Livening scheduled',
      closedAt: null,
    });
    expect(view.stateVersion).toBe(3);
    expect(view.events.map((event) => event.kind)).toEqual(['submitted', 'activity-set', 'activity-set']);

    const events = await eventsOf(context, orderId);
    expect(events[1]).toMatchObject({
      sequence: 2,
      kind: 'activity-set',
      actor_kind: 'staff',
      actor_subject: staff.sub,
      actor_name: staff.email,
      before: { currentActivity: 'Order received', progressStatus: 'in progress' },
      after: { currentActivity: 'Assessing', progressStatus: 'in progress', percentageComplete: 30 },
      detail: { activity: 'Assessing', progressStatus: 'in progress', startDate: today, endDate: null, note: 'Paperwork is complete' },
    });
    expect(events[2]).toMatchObject({ before: events[1]!.after, after: view.state, detail: { activity: 'Awaiting inspection', endDate, note: null } });
  });

  it("completes the order with the workflow's last activity and mails the requester", async () => {
    const { orderId, orderNumber } = await submitLiveningOrder(customer);
    const response = await post(orderId, 'progress', { activity: 'Completed', progressStatus: 'in progress', startDate: today });
    expect(response.statusCode, response.body).toBe(200);
    const { state } = response.json() as StaffOrderView;
    expect(state).toMatchObject({ progressStatus: 'completed', percentageComplete: 100, nextActivity: null, currentActivityEndDate: today });
    expect(state.closedAt).not.toBeNull();
    const mails = await mailsAbout(context, 'order-completed', orderNumber);
    expect(mails).toEqual([expect.objectContaining({ recipient: REQUESTER_EMAIL, subject: `Your order ${orderNumber} is complete` })]);
    expect(mails[0]!.body_text).toContain('Kia ora Aroha,');
  });

  it("refuses an activity of another job type, and the form's own messages, writing nothing", async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const before = await writtenRows();
    expectRefused(await post(orderId, 'progress', { activity: 'Design', progressStatus: 'in progress', startDate: today }), [
      { pointer: '/activity', message: UNKNOWN_ACTIVITY_MESSAGE },
    ]);
    expectRefused(await post(orderId, 'progress', {}), [
      { pointer: '/activity', message: 'Choose the activity' },
      { pointer: '/progressStatus', message: 'Choose in progress or on hold' },
      { pointer: '/startDate', message: 'Enter the start date' },
    ]);
    // The form checks each date is a real day, so every message comes at once.
    expectRefused(await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'completed', startDate: '2026-02-30' }), [
      { pointer: '/progressStatus', message: 'Choose in progress or on hold' },
      { pointer: '/startDate', message: 'Enter the start date' },
    ]);
    expectRefused(await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'in progress', startDate: '2026-02-30' }), [
      { pointer: '/startDate', message: 'Enter the start date' },
    ]);
    expectRefused(await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'in progress', startDate: today, endDate: addDays(today, -1) }), [
      { pointer: '/endDate', message: END_BEFORE_START_MESSAGE },
    ]);
    expect(await writtenRows()).toEqual(before);
    expect((await staffView(staff, orderId)).state.currentActivity).toBe('Order received');
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await post('00000000-0000-4000-8000-000000000000', 'progress', { activity: 'Assessing', progressStatus: 'in progress', startDate: today });
    expect(response.statusCode).toBe(404);
    expect((await post('not-an-order', 'progress', {})).statusCode).toBe(404);
  });
});

describe('messages', () => {
  it("posts the customer's messages, and an empty one removes it", async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const posted = await post(orderId, 'messages', { infoMessage: ' The inspector is booked ', alertMessage: 'Keep the dog inside', actionMessage: 'Send the COC' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((posted.json() as StaffOrderView).state).toMatchObject({ infoMessage: 'The inspector is booked', alertMessage: 'Keep the dog inside', actionMessage: 'Send the COC' });
    const cleared = await post(orderId, 'messages', { infoMessage: 'The inspector is booked', alertMessage: '' });
    expect((cleared.json() as StaffOrderView).state).toMatchObject({ infoMessage: 'The inspector is booked', alertMessage: null, actionMessage: null });
    const events = await eventsOf(context, orderId);
    expect(events.map((event) => event.kind)).toEqual(['submitted', 'messages-posted', 'messages-posted']);
    expect(events[2]).toMatchObject({ actor_name: staff.email, before: { alertMessage: 'Keep the dog inside' }, after: { alertMessage: null } });
  });

  it('refuses a message too long, writing nothing', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const before = await writtenRows();
    expectRefused(await post(orderId, 'messages', { infoMessage: 'x'.repeat(501) }), [{ pointer: '/infoMessage', message: 'Keep each message to 500 characters' }]);
    expect(await writtenRows()).toEqual(before);
  });
});

describe('documents', () => {
  const pdf = Buffer.from('%PDF-1.4\n% the design\n%%EOF\n');

  async function staffUpload(scanStatus: 'ok' | 'pending' | 'infected', owner = userOwnerKey(staff.sub), attachmentType = 'orderDocument') {
    return insertUploadedFile(context, { owner, md5: randomMd5(), attachmentType, scanStatus, originalName: 'Design plan.pdf', contentType: 'application/pdf', bytes: pdf });
  }

  it('attaches the staff member’s clean upload for the customer to download, recorded as an event', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const file = await staffUpload('ok');
    const response = await post(orderId, 'documents', { documentType: 'designPlan', files: [{ md5: file.md5, fileName: 'Design plan.pdf', attachmentType: 'orderDocument' }] });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as StaffOrderView;
    expect(view.files).toEqual([
      expect.objectContaining({ id: file.id, fileName: 'Design plan.pdf', documentType: 'designPlan', attachmentCategory: 'company', scanStatus: 'ok', sizeBytes: pdf.length }),
    ]);
    const events = await eventsOf(context, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'document-attached', actor_name: staff.email, detail: { fileId: file.id, fileName: 'Design plan.pdf', documentType: 'designPlan' } });
    expect(events.at(-1)!.after).toEqual(events.at(-1)!.before);

    const download = await customer.call('GET', `/api/orders/${orderId}/documents/${file.id}`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const staffDownload = await staff.call('GET', `/api/staff/orders/${orderId}/files/${file.id}`);
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.headers['content-disposition']).toContain('Design plan.pdf');

    expectConflict(
      await post(orderId, 'documents', { documentType: 'designPlan', files: [{ md5: file.md5, fileName: 'Design plan.pdf' }] }),
      DOCUMENT_ALREADY_ATTACHED_MESSAGE,
    );
  });

  it("refuses a file that is not the staff member's own clean orderDocument upload, writing nothing", async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const pending = await staffUpload('pending');
    const customers = await staffUpload('ok', userOwnerKey(customer.sub));
    const otherType = await staffUpload('ok', userOwnerKey(staff.sub), 'sitePlan');
    const before = await writtenRows();
    for (const file of [pending, customers, otherType]) {
      expectRefused(await post(orderId, 'documents', { documentType: 'letter', files: [{ md5: file.md5, fileName: 'Design plan.pdf' }] }), [
        { pointer: '/files/0/md5', message: FILE_NOT_SCANNED_MESSAGE },
      ]);
    }
    expectRefused(await post(orderId, 'documents', { documentType: 'brochure', files: [] }), [
      { pointer: '/documentType', message: 'Choose what the document is' },
      { pointer: '/files', message: 'Upload the document' },
    ]);
    expect(await writtenRows()).toEqual(before);
  });

  it('never serves an infected file to staff', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const infected = await staffUpload('infected');
    await context.subject.database.db.insertInto('order_file').values({ order_id: orderId, uploaded_file_id: infected.id, document_type: 'letter', source: 'company' }).execute();
    const response = await staff.call('GET', `/api/staff/orders/${orderId}/files/${infected.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: STAFF_FILE_INFECTED_MESSAGE });
    expect((await staffView(staff, orderId)).files).toEqual([expect.objectContaining({ id: infected.id, scanStatus: 'infected' })]);
  });
});

describe('quote', () => {
  it('creates a due payment, words the action message, moves a new connection to its quote activity and mails the requester', async () => {
    const { orderId, orderNumber } = await submitNewConnectionOrder(context, customer);
    const dueDate = addDays(today, 20);
    const response = await post(orderId, 'quote', { amountCents: 123456, dueDate, description: 'Connection of one residential lot' });
    expect(response.statusCode, response.body).toBe(200);
    const { state } = response.json() as StaffOrderView;

    const payments = await paymentsOf(context, orderId);
    expect(payments).toEqual([{ id: expect.any(String), amount_cents: 123456, due_date: dueDate, description: 'Connection of one residential lot', status: 'Ready To Pay' }]);
    expect(state.duePayments).toEqual([{ paymentId: payments[0]!.id, amountCents: 123456, dueDate, status: 'Ready To Pay', description: 'Connection of one residential lot' }]);
    expect(state.currentActivity).toBe('Awaiting payment');
    expect(state.actionMessage).toBe(`Your quote of $1,234.56 (incl. GST) is ready to pay. Please pay it by ${formatCalendarDate(dueDate)}.`);

    const events = await eventsOf(context, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'quote-issued', actor_name: staff.email, detail: { paymentId: payments[0]!.id, amountCents: 123456, dueDate } });
    const [mail] = await mailsAbout(context, 'quote-issued', orderNumber);
    expect(mail).toMatchObject({ recipient: REQUESTER_EMAIL, subject: `A quote for your order ${orderNumber}` });
    expect(mail!.body_text).toContain(`Amount (incl. GST): ${formatNzd(123456)}`);
    expect(mail!.body_text).toContain(`Payment due by: ${formatCalendarDate(dueDate)}`);
    expect(mail!.body_text).toContain('sign in and open the order to pay');
  });

  it("keeps staff's own action message", async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const response = await post(orderId, 'quote', { amountCents: 9900, dueDate: today, description: 'Inspection', actionMessage: 'Pay the inspection fee' });
    expect((response.json() as StaffOrderView).state).toMatchObject({ actionMessage: 'Pay the inspection fee', currentActivity: 'Order received' });
  });

  it("refuses the form's messages, writing nothing", async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const before = await writtenRows();
    expectRefused(await post(orderId, 'quote', { amountCents: 0, dueDate: addDays(today, -1), description: ' ' }), [
      { pointer: '/amountCents', message: 'The amount must be at least 1 cent' },
      { pointer: '/dueDate', message: 'The due date must be from today to 12 months ahead' },
      { pointer: '/description', message: 'Say what the quote is for' },
    ]);
    expectRefused(await post(orderId, 'quote', { amountCents: 12.5, dueDate: today, description: 'Design' }), [
      { pointer: '/amountCents', message: 'Enter the amount in whole cents, e.g. 123456 for $1,234.56' },
    ]);
    expect(await writtenRows()).toEqual(before);
  });
});

describe('cancellation review', () => {
  it("accepts: the order is cancelled with staff's reason, its unpaid quote withdrawn, the requester mailed", async () => {
    const { orderId, orderNumber } = await submitLiveningOrder(customer);
    expect((await post(orderId, 'quote', { amountCents: 5000, dueDate: today, description: 'Assessment' })).statusCode).toBe(200);
    await requestCancellationOf(context, orderId, customer);

    const response = await post(orderId, 'cancellation-review', { decision: 'accept', cancelReason: ' No longer required ' });
    expect(response.statusCode, response.body).toBe(200);
    const { state } = response.json() as StaffOrderView;
    expect(state).toMatchObject({ progressStatus: 'cancelled', cancelReason: 'No longer required', cancellationRequest: null, currentActivity: 'Order received', actionMessage: null });
    expect(state.duePayments.map((payment) => payment.status)).toEqual(['Cancelled']);
    expect((await paymentsOf(context, orderId)).map((payment) => payment.status)).toEqual(['Cancelled']);
    expect((await eventsOf(context, orderId)).at(-1)).toMatchObject({ kind: 'cancellation-accepted', actor_kind: 'staff', detail: { decision: 'accept', cancelReason: 'No longer required' } });
    const [mail] = await mailsAbout(context, 'order-cancelled', orderNumber);
    expect(mail).toMatchObject({ recipient: REQUESTER_EMAIL, subject: `Your order ${orderNumber} has been cancelled` });
    expect(mail!.body_text).toContain('Reason: No longer required');

    // Closed: nothing moves it any more.
    expectConflict(await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'in progress', startDate: today }), ORDER_CLOSED_MESSAGE);
    expectConflict(await post(orderId, 'messages', { infoMessage: 'Hello' }), ORDER_CLOSED_MESSAGE);
    expectConflict(await post(orderId, 'quote', { amountCents: 100, dueDate: today, description: 'More' }), ORDER_CLOSED_MESSAGE);
    expectConflict(await post(orderId, 'cancellation-review', { decision: 'accept', cancelReason: 'Again' }), NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
  });

  it('declines: the order goes back where it was, the customer reads why, the requester is mailed', async () => {
    const { orderId, orderNumber } = await submitLiveningOrder(customer);
    expect((await post(orderId, 'progress', { activity: 'Assessing', progressStatus: 'on hold', startDate: today })).statusCode).toBe(200);
    await requestCancellationOf(context, orderId, customer);
    // Under review: staff decide before anything else.
    expectConflict(await post(orderId, 'progress', { activity: 'Awaiting inspection', progressStatus: 'in progress', startDate: today }), UNDER_CANCELLATION_REVIEW_MESSAGE);
    expectConflict(await post(orderId, 'quote', { amountCents: 100, dueDate: today, description: 'More' }), UNDER_CANCELLATION_REVIEW_MESSAGE);

    const response = await post(orderId, 'cancellation-review', { decision: 'decline', message: 'The inspector has already been paid' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as StaffOrderView).state).toMatchObject({
      progressStatus: 'on hold',
      currentActivity: 'Assessing',
      nextActivity: 'Awaiting inspection',
      cancellationRequest: null,
      alertMessage: 'The inspector has already been paid',
    });
    expect((await eventsOf(context, orderId)).at(-1)).toMatchObject({ kind: 'cancellation-declined', detail: { decision: 'decline', message: 'The inspector has already been paid' } });
    const [mail] = await mailsAbout(context, 'cancellation-declined', orderNumber);
    expect(mail).toMatchObject({ recipient: REQUESTER_EMAIL, subject: `Your request to cancel order ${orderNumber}` });
    expect(mail!.body_text).toContain('The inspector has already been paid');
  });

  it("refuses a review nobody asked for (409) and the form's messages (400), writing nothing", async () => {
    const { orderId } = await submitDisconnectionOrder(customer);
    const before = await writtenRows();
    expectConflict(await post(orderId, 'cancellation-review', { decision: 'decline', message: 'No' }), NOT_UNDER_CANCELLATION_REVIEW_MESSAGE);
    expectRefused(await post(orderId, 'cancellation-review', { decision: 'accept' }), [{ pointer: '/cancelReason', message: 'Cancel reason is required' }]);
    expectRefused(await post(orderId, 'cancellation-review', { decision: 'decline', message: '  ' }), [{ pointer: '/message', message: 'Tell the customer why' }]);
    expectRefused(await post(orderId, 'cancellation-review', {}), [{ pointer: '/decision', message: 'Choose accept or decline' }]);
    expect(await writtenRows()).toEqual(before);
  });
});

describe('two staff at once', () => {
  const assessing = { activity: 'Assessing', progressStatus: 'in progress', startDate: today };

  it('acts only on the version the staff member saw: of two changes from the same version, one is refused and one event written', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const { stateVersion } = await staffView(staff, orderId);
    const other = await staffMember(context);
    const headers = { 'if-match': `"${stateVersion}"` };
    const answers = await Promise.all([
      staff.send('POST', `/api/staff/orders/${orderId}/progress`, assessing, headers),
      other.send('POST', `/api/staff/orders/${orderId}/progress`, { ...assessing, activity: 'Awaiting inspection' }, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ message: ORDER_CHANGED_MEANWHILE_MESSAGE });
    expect((await eventsOf(context, orderId)).map((event) => event.sequence)).toEqual([1, 2]);
  });

  it('without If-Match, simultaneous changes never overwrite each other: each accepted one is its own event, the others 409', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const answers = await Promise.all(['Assessing', 'Awaiting inspection', 'Livening scheduled'].map((activity) => post(orderId, 'progress', { ...assessing, activity })));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const events = await eventsOf(context, orderId);
    expect(events.map((event) => event.sequence)).toEqual(Array.from({ length: accepted.length + 1 }, (_, index) => index + 1));
    // Each event starts from the one before: nothing was lost in between.
    for (let index = 1; index < events.length; index++) expect(events[index]!.before).toEqual(events[index - 1]!.after);
  });

  it('refuses an If-Match that is not a version', async () => {
    const { orderId } = await submitLiveningOrder(customer);
    const response = await staff.send('POST', `/api/staff/orders/${orderId}/progress`, assessing, { 'if-match': '*' });
    expect(response.statusCode).toBe(400);
  });
});
