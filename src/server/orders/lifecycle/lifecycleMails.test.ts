// Who the lifecycle mails go to and what they say: the order's requester (as
// each order type names them), with the order number in the subject; none for
// a requester without an email.
import { describe, expect, it } from 'vitest';
import { cancellationDeclinedMails, gstComponentCents, orderCancelledMails, orderCompletedMails, paymentReceiptMails, quoteIssuedMails, requesterOf, type MailedOrder } from './lifecycleMails';

const support = { supportPhone: '0508 832 867', supportEmail: 'help@network.example.nz' };

const livening: MailedOrder = {
  orderNumber: 'LIV-2026-000123',
  orderType: 'LiveningIcpOrder',
  document: {
    contactDetails: [
      { firstName: 'Sione', email: 'sione@example.co.nz', roles: { requester: false } },
      { firstName: 'Aroha', email: 'aroha@example.co.nz', roles: { requester: true } },
    ],
  },
};
const disconnection: MailedOrder = {
  orderNumber: 'DIS-2026-000001',
  orderType: 'DisconnectionOrder',
  document: { contactDetails: { requester: { firstName: 'Tane', email: 'tane@example.co.nz' }, siteContact: { firstName: 'Mere', email: 'mere@example.co.nz' } } },
};

describe('requesterOf', () => {
  it("is the contact with the requester role, a disconnection's requester, or nobody without an email", () => {
    expect(requesterOf(livening)).toEqual({ email: 'aroha@example.co.nz', firstName: 'Aroha' });
    expect(requesterOf(disconnection)).toEqual({ email: 'tane@example.co.nz', firstName: 'Tane' });
    expect(requesterOf({ orderType: 'NewConnectionOrder', document: { contactDetails: [{ firstName: 'Hemi', mobile: '021 000 0000' }] } })).toBeUndefined();
    expect(requesterOf({ orderType: 'DisconnectionOrder', document: {} })).toBeUndefined();
  });
});

describe('the mails', () => {
  it('go to the requester, name the order in the subject and say how to reach us', () => {
    const mails = [
      ...orderCompletedMails(livening, support),
      ...orderCancelledMails(livening, support, 'Cost too high'),
      ...cancellationDeclinedMails(livening, support, 'Work has started'),
      ...quoteIssuedMails(livening, support, { amountCents: 123456, dueDate: '2026-03-05', description: 'Connection of one lot' }),
    ];
    expect(mails.map((mail) => mail.kind)).toEqual(['order-completed', 'order-cancelled', 'cancellation-declined', 'quote-issued']);
    for (const mail of mails) {
      expect(mail.to).toBe('aroha@example.co.nz');
      expect(mail.subject).toContain('LIV-2026-000123');
      expect(mail.text).toMatch(/^Kia ora Aroha,\n/);
      expect(mail.text).toContain('call us on 0508 832 867 or email help@network.example.nz, quoting your order number LIV-2026-000123');
    }
    expect(mails[1]!.text).toContain('Reason: Cost too high');
    expect(mails[2]!.text).toContain('Work has started');
    expect(mails[3]!.text).toContain('Amount (incl. GST): $1,234.56');
    expect(mails[3]!.text).toContain('Payment due by: 5 March 2026');
    expect(mails[3]!.text).toContain('sign in and open the order to pay');
  });

  it('are not written for a requester without an email', () => {
    const noEmail: MailedOrder = { ...disconnection, document: { contactDetails: { requester: { firstName: 'Tane', mobile: '021 000 0000' } } } };
    expect(orderCompletedMails(noEmail, support)).toEqual([]);
    expect(quoteIssuedMails(noEmail, support, { amountCents: 1, dueDate: '2026-03-05', description: 'x' })).toEqual([]);
  });
});

describe('the payment receipt', () => {
  it('works out the GST in a GST-inclusive amount to the cent (3/23 of it)', () => {
    expect([gstComponentCents(115_00), gstComponentCents(123_456), gstComponentCents(1), gstComponentCents(23)]).toEqual([15_00, 16_103, 0, 3]);
  });

  it('goes to the payer named in the billing details, else the requester, with the amount, GST, order number and reference', () => {
    const payment = { amountCents: 123_456, reference: '0000000012345678', paidAt: new Date('2026-03-11T22:00:00Z'), description: 'Connection of one lot' };
    const [toPayer] = paymentReceiptMails(livening, support, { ...payment, payer: { email: 'accounts@example.co.nz', firstName: 'Hemi' } });
    expect(toPayer).toMatchObject({ kind: 'payment-receipt', to: 'accounts@example.co.nz', subject: 'Receipt for your payment: order LIV-2026-000123' });
    expect(toPayer!.text).toContain('Kia ora Hemi,');
    expect(toPayer!.text).toContain('Paid: $1,234.56 (incl. GST) on 12 March 2026');
    expect(toPayer!.text).toContain('GST included: $161.03');
    expect(toPayer!.text).toContain('Payment reference: 0000000012345678');
    expect(paymentReceiptMails(livening, support, payment)[0]).toMatchObject({ to: 'aroha@example.co.nz' });
  });
});
