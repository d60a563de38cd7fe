import { describe, expect, it } from 'vitest';
import { MESSAGES, readPaymentForm } from './paymentForm';
import { TEST_BANKS } from './testCards';

const asOf = new Date('2027-03-15T00:00:00Z');
const validCard = { cardName: 'Aroha Ngata', cardNumber: '4111 1111 1111 1111', cardExpiry: '08/29', cardCvc: '123' };

describe('card form', () => {
  it('decides a valid card and keeps only its last 4 digits', () => {
    expect(readPaymentForm('CreditCard', validCard, asOf)).toEqual({ valid: true, decision: { approved: true, responseText: 'APPROVED' }, cardLast4: '1111' });
    expect(readPaymentForm('CreditCard', { ...validCard, cardNumber: '4000000000000002' }, asOf)).toMatchObject({ valid: true, decision: { approved: false }, cardLast4: '0002' });
  });

  it('reports each invalid field and keeps the name and expiry, never the number or code', () => {
    const attempt = readPaymentForm('CreditCard', { cardName: ' ', cardNumber: '4111 1111 1111 1112', cardExpiry: '01/20', cardCvc: '12' }, asOf);
    expect(attempt).toEqual({
      valid: false,
      errors: [
        { field: 'cardName', message: MESSAGES.cardName },
        { field: 'cardNumber', message: 'Enter a valid card number' },
        { field: 'cardExpiry', message: 'Enter an expiry date in the future, as MM/YY' },
        { field: 'cardCvc', message: 'Enter the 3 or 4 digit security code' },
      ],
      kept: { cardName: '', cardExpiry: '01/20' },
    });
  });

  it('treats a missing body as empty fields', () => {
    expect(readPaymentForm('CreditCard', undefined, asOf)).toMatchObject({ valid: false, kept: { cardName: '', cardExpiry: '' } });
  });
});

describe('bank form', () => {
  it('decides the chosen test bank', () => {
    expect(readPaymentForm('Account2Account', { bank: TEST_BANKS[0]!.id }, asOf)).toEqual({ valid: true, decision: { approved: true, responseText: 'APPROVED' }, cardLast4: null });
    expect(readPaymentForm('Account2Account', { bank: TEST_BANKS[1]!.id }, asOf)).toMatchObject({ valid: true, decision: { approved: false } });
  });

  it('asks for a bank when none (or no test bank) is chosen', () => {
    for (const body of [{}, { bank: 'some-other-bank' }]) {
      expect(readPaymentForm('Account2Account', body, asOf)).toEqual({ valid: false, errors: [{ field: 'bank', message: 'Choose your bank' }], kept: {} });
    }
  });
});
