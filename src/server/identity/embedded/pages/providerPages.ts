// Pages oidc-provider asks us to render (signing out, signed out, errors),
// plus the error pages of our own interaction routes. No stack traces and no
// internals: customers get a plain explanation and a way back.
import { html, trustedHtml } from '../../../pages/html';
import { AUTO_SUBMIT_SCRIPT, renderPage } from '../../../pages/layout';

/**
 * "Logging out": holds the provider's form (it carries the anti-forgery
 * token) and a Sign out button that submits it with logout=yes, ending the
 * whole session rather than this client's grant only. auto-submit.js presses
 * the button; without JavaScript the customer presses it.
 */
export function loggingOutPage({ publicUrl, providerForm }: { publicUrl: string; providerForm: string }): string {
  const content = html`<h1>Logging out</h1>
<p>Signing you out of the Network services portal.</p>
${trustedHtml(providerForm)}
<div class="button-row"><button class="button button--primary" type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>Sign out</button></div>`;
  return renderPage({ title: 'Logging out', publicUrl, content, scripts: [AUTO_SUBMIT_SCRIPT] });
}

export function signedOutPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>You have signed out</h1>
<p>You have been signed out of the Network services portal.</p>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/">Back to the portal</a></div>`;
  return renderPage({ title: 'You have signed out', publicUrl, content });
}

export function sessionExpiredPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>Your sign-in has expired</h1>
<p>For your security, a sign-in page is valid for one hour and only in the browser that opened it. Please start again.</p>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/login">Sign in again</a></div>
<ul class="links"><li><a href="${publicUrl}/">Back to the portal</a></li></ul>`;
  return renderPage({ title: 'Your sign-in has expired', publicUrl, content });
}

export function tooManyAttemptsPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>Too many attempts</h1>
<p>There have been too many attempts from your network. Please wait a minute and try again.</p>
<ul class="links"><li><a href="${publicUrl}/">Back to the portal</a></li></ul>`;
  return renderPage({ title: 'Too many attempts', publicUrl, content });
}

/** `code` is an OAuth error code such as `invalid_request`: public protocol vocabulary that helps support staff. */
export function signInErrorPage({ publicUrl, code }: { publicUrl: string; code?: string }): string {
  const content = html`<h1>Sorry, something went wrong</h1>
<p>We could not complete your sign-in. Please go back to the portal and try again.</p>
${code ? html`<p class="muted">Error code: ${code}</p>` : ''}
<div class="button-row"><a class="button button--primary" href="${publicUrl}/">Back to the portal</a></div>`;
  return renderPage({ title: 'Sorry, something went wrong', publicUrl, content });
}
