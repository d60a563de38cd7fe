// A quote to pay as GET /api/payments/{paymentId} answers it, for the payment
// pages' unit tests.
import type { BillingDetails, OrderPayment } from '../../../shared/api/payments';

export const SAVED_BILLING: BillingDetails = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  businessName: 'Ngata Builders',
  email: 'aroha@example.nz',
  mobile: '021 123 4567',
  manuallyEnteredBillingAddress: true,
  manualBillingAddress: { addressString: 'PO Box 1234', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' },
};

export function orderPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    paymentId: 'pay-1',
    orderId: 'order-1',
    orderNumber: 'NC-2026-000042',
    siteAddress: '12 Kōwhai Drive, Karori, Wellington 6012',
    siteSuburb: 'Karori',
    siteCity: 'Wellington',
    jobCategory: 'Simple electricity connection',
    serviceType: 'New connection (one lot)',
    description: 'Connection of one lot',
    totalPrice: 1234.56,
    totalPriceCents: 123456,
    quoteExpiry: '2027-03-05',
    status: 'Ready To Pay',
    paidDate: null,
    paymentReference: null,
    billingDetails: SAVED_BILLING,
    billingDetailsSaved: true,
    paymentMethod: 'CreditCard',
    ...overrides,
  };
}
