// What a browser test sets up through the real API rather than the pages
// (the pages that do it are tested once elsewhere): a livening order sent as
// the signed-in customer, and a quote issued with a staff member's token.
// Shared by the order lifecycle and payment journeys.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { accessTokenOf } from './wizardLocators';

/** A New Zealand day `days` from today, YYYY-MM-DD. */
export function nzDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A livening order sent as the signed-in customer in `page`, with them as its
 * first contact (as the wizard fills it from their profile), so their lists
 * show it under their own name.
 */
export async function submitLiveningOrderAs(page: Page, contact: { firstName: string; lastName: string; email: string }): Promise<{ orderId: string; orderNumber: string }> {
  const example = JSON.parse(readFileSync('schemas/livening/examples/valid-metered-one-site-manual-units.json', 'utf8')) as { document: { contactDetails: Array<Record<string, unknown>> } };
  const [first, ...others] = example.document.contactDetails;
  const contactDetails = [{ ...first, ...contact }, ...others];
  const response = await page.request.post('/api/livening-icp', {
    data: { ...example.document, contactDetails, transactionKey: randomUUID() },
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(response.status()).toBe(201);
  const { orders } = (await response.json()) as { orders: Array<{ orderId: string; orderNumber: string }> };
  return orders[0]!;
}

/** Staff (signed in in `staff`) issue a quote for the order; its payment id. */
export async function issueQuoteAs(staff: Page, orderId: string, quote: { amountCents: number; dueDate: string; description: string }): Promise<string> {
  const token = await accessTokenOf(staff);
  const response = await staff.request.post(`/api/staff/orders/${orderId}/quote`, { data: quote, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const view = await staff.request.get(`/api/staff/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
  const { state } = (await view.json()) as { state: { duePayments: Array<{ paymentId: string }> } };
  return state.duePayments.at(-1)!.paymentId;
}
