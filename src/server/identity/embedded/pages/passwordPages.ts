// Forgotten password: ask for a link, the "check your email" answer, the
// new-password form the link opens, and its two outcomes.
import { errorFor, errorSummary, textInput, type FieldError } from '../../../pages/formParts';
import { html } from '../../../pages/html';
import { renderPage } from '../../../pages/layout';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../paths';

export function forgotPasswordPage({ publicUrl, email, errors = [] }: { publicUrl: string; email?: string; errors?: FieldError[] }): string {
  const content = html`<h1>Reset your password</h1>
${errorSummary(errors)}
<p>Enter the email address you sign in with. We will send you a link to choose a new password.</p>
<form class="form" method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
${textInput({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: errorFor(errors, 'email') })}
<div class="button-row"><button class="button button--primary" type="submit">Send reset link</button></div>
</form>
<ul class="links">
<li><a href="${publicUrl}/login">Back to sign in</a></li>
<li><a href="${publicUrl}/">Back to the portal</a></li>
</ul>`;
  return renderPage({ title: 'Reset your password', publicUrl, content, hasErrors: errors.length > 0 });
}

/** The same answer whether or not the account exists: the page must not reveal who has an account. */
export function resetLinkSentPage({ publicUrl, email }: { publicUrl: string; email: string }): string {
  const content = html`<h1>Check your email</h1>
<div class="panel" role="status">
<p>If an account exists for ${email}, we have sent an email with a link to reset your password.</p>
</div>
<p>The link works once, for 1 hour. If the email does not arrive in a few minutes, check your junk mail folder or <a href="${FORGOT_PASSWORD_PATH}">ask for a new link</a>.</p>
<ul class="links">
<li><a href="${publicUrl}/login">Back to sign in</a></li>
</ul>`;
  return renderPage({ title: 'Check your email', publicUrl, content });
}

export function resetPasswordPage({ publicUrl, token, errors = [] }: { publicUrl: string; token: string; errors?: FieldError[] }): string {
  const content = html`<h1>Choose a new password</h1>
${errorSummary(errors)}
<form class="form" method="post" action="${RESET_PASSWORD_PATH}" novalidate>
<input type="hidden" name="token" value="${token}">
${textInput({
  id: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: 'At least 8 characters, with at least one letter and one number.',
  error: errorFor(errors, 'password'),
})}
${textInput({ id: 'confirmPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: errorFor(errors, 'confirmPassword') })}
<div class="button-row"><button class="button button--primary" type="submit">Change password</button></div>
</form>`;
  return renderPage({ title: 'Choose a new password', publicUrl, content, hasErrors: errors.length > 0 });
}

export function passwordChangedPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>Your password has been changed</h1>
<div class="panel" role="status"><p>You can now sign in with your new password. For your security, you have been signed out everywhere else.</p></div>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/login">Sign in</a></div>`;
  return renderPage({ title: 'Your password has been changed', publicUrl, content });
}

export function resetLinkInvalidPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>This link is not valid anymore</h1>
<p>This password reset link has already been used, or it has expired.</p>
<div class="button-row"><a class="button button--primary" href="${FORGOT_PASSWORD_PATH}">Request a new link</a></div>
<ul class="links">
<li><a href="${publicUrl}/">Back to the portal</a></li>
</ul>`;
  return renderPage({ title: 'This link is not valid anymore', publicUrl, content });
}
