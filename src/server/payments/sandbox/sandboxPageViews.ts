// The sandbox's hosted payment page and its dead ends, rendered on the server
// like the sign-in pages (pages/layout.ts: the site's stylesheet, no inline
// script or style, so the strict Content-Security-Policy holds). Every page
// says plainly that it is the sandbox and takes no money.
import type { PaymentMethod } from '../../../shared/api/payments';
import { formatNzd } from '../../../shared/format/nzd';
import { errorFor, errorSummary, textInput, type FieldError } from '../../pages/formParts';
import { html, type SafeHtml } from '../../pages/html';
import { renderPage } from '../../pages/layout';
import { FIELDS, type KeptValues } from './paymentForm';
import { sandboxSessionPath } from './paths';
import { TEST_BANKS, TEST_CARDS } from './testCards';

/** The page is on the portal's own server: links to the portal are relative to it. */
const SAME_SITE = '';

export interface PaymentPageState {
  sessionId: string;
  merchantReference: string;
  amountCents: number;
  method: PaymentMethod;
  errors?: FieldError[];
  kept?: KeptValues;
}

function sandboxBanner(method: PaymentMethod | undefined): SafeHtml {
  const instruments =
    method === 'CreditCard'
      ? html`<p>Use a test card, with any future expiry date and any 3-digit security code:</p>
<ul>
${TEST_CARDS.map((card) => html`<li>${card.number}: ${card.approves ? 'approves' : 'declines'}</li>\n`)}</ul>
<p>Any other valid card number is declined.</p>`
      : method === 'Account2Account'
        ? html`<p>Choose a test bank: ${TEST_BANKS.map((bank, index) => html`${index > 0 ? ' or ' : ''}${bank.name}`)}.</p>`
        : html``;
  return html`<div class="panel">
<p><strong>Sandbox payment page — no real money is taken.</strong></p>
${instruments}
</div>`;
}

function cardFields(errors: readonly FieldError[], kept: KeptValues): SafeHtml {
  // The card number and security code are never put back into the page.
  return html`${textInput({ id: FIELDS.cardName, label: 'Name on card', autocomplete: 'cc-name', value: kept.cardName, error: errorFor(errors, FIELDS.cardName) })}
${textInput({ id: FIELDS.cardNumber, label: 'Card number', autocomplete: 'cc-number', hint: 'The long number on the front of the card', error: errorFor(errors, FIELDS.cardNumber) })}
${textInput({ id: FIELDS.cardExpiry, label: 'Expiry date', autocomplete: 'cc-exp', value: kept.cardExpiry, hint: 'As MM/YY, for example 08/29', error: errorFor(errors, FIELDS.cardExpiry) })}
${textInput({ id: FIELDS.cardCvc, label: 'Security code', autocomplete: 'cc-csc', hint: 'The 3 digits on the back of the card, or 4 on the front of an American Express card', error: errorFor(errors, FIELDS.cardCvc) })}`;
}

/** A radio group in the GOV.UK pattern: the legend names it, the error is read with the group. */
function bankChoice(errors: readonly FieldError[], kept: KeptValues): SafeHtml {
  const error = errorFor(errors, FIELDS.bank);
  const errorId = `${FIELDS.bank}-error`;
  return html`<div class="field${error ? ' field--error' : ''}">
<fieldset${error ? html` aria-describedby="${errorId}"` : ''}>
<legend class="field__label">Your bank</legend>
${error ? html`<p class="field__error" id="${errorId}"><span class="visually-hidden">Error:</span> ${error}</p>` : ''}
${TEST_BANKS.map((bank, index) => {
  // The first radio carries the group's id, so the error summary's link lands on it.
  const id = index === 0 ? FIELDS.bank : `${FIELDS.bank}-${bank.id}`;
  return html`<div><input type="radio" id="${id}" name="${FIELDS.bank}" value="${bank.id}"${kept.bank === bank.id ? html` checked` : ''}> <label for="${id}">${bank.name}</label></div>\n`;
})}</fieldset>
</div>`;
}

export function paymentPage({ sessionId, merchantReference, amountCents, method, errors = [], kept = {} }: PaymentPageState): string {
  const amount = formatNzd(amountCents);
  const title = method === 'CreditCard' ? 'Pay by card' : 'Pay from your bank account';
  const content = html`${sandboxBanner(method)}
<h1>${title}</h1>
${errorSummary(errors)}
<p>Reference: <strong>${merchantReference}</strong></p>
<p class="lead">Amount: <strong>${amount}</strong></p>
<form class="form" method="post" action="${sandboxSessionPath(sessionId)}" novalidate>
${method === 'CreditCard' ? cardFields(errors, kept) : bankChoice(errors, kept)}
<div class="button-row">
<button class="button button--primary" type="submit" name="action" value="pay">Pay ${amount}</button>
<button class="button button--secondary" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return renderPage({ title, publicUrl: SAME_SITE, content, hasErrors: errors.length > 0 });
}

/** `cancelledUrl`: the merchant's cancelled callback (with ?sessionId=), the way back. */
export function sessionExpiredPage({ cancelledUrl }: { cancelledUrl: string }): string {
  const title = 'This payment session has expired';
  const content = html`${sandboxBanner(undefined)}
<h1>${title}</h1>
<p>No payment was taken. Go back and start the payment again.</p>
<div class="button-row"><a class="button button--primary" href="${cancelledUrl}">Go back</a></div>`;
  return renderPage({ title, publicUrl: SAME_SITE, content });
}

export function sessionNotFoundPage(): string {
  const title = 'This payment session was not found';
  const content = html`${sandboxBanner(undefined)}
<h1>${title}</h1>
<p>No payment was taken. Check the address, or go back to the portal and start the payment again.</p>
<ul class="links"><li><a href="${SAME_SITE}/">Back to the portal</a></li></ul>`;
  return renderPage({ title, publicUrl: SAME_SITE, content });
}

/** A request the page could not read (a hostile or oversized form): no details, a way back. */
export function paymentErrorPage(): string {
  const title = 'Sorry, something went wrong';
  const content = html`${sandboxBanner(undefined)}
<h1>${title}</h1>
<p>The payment page could not process that request. Go back to the portal and check the payment before trying again.</p>
<ul class="links"><li><a href="${SAME_SITE}/">Back to the portal</a></li></ul>`;
  return renderPage({ title, publicUrl: SAME_SITE, content });
}
