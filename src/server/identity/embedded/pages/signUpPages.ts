// Sign-up by confirmed email: the "check your email" answer (the same whether
// or not the address has an account), the confirmation link's pages and their
// outcomes.
import { errorFor, errorSummary, textInput, type FieldError } from '../../../pages/formParts';
import { html } from '../../../pages/html';
import { renderPage } from '../../../pages/layout';
import { CONFIRM_EMAIL_PATH, FORGOT_PASSWORD_PATH } from '../paths';

/** The answer to every acceptable sign-up form: it must not reveal whether the email has an account. */
export function signUpMailSentPage({ publicUrl, email }: { publicUrl: string; email: string }): string {
  const content = html`<h1>Check your email</h1>
<div class="panel" role="status">
<p>We have sent an email to ${email}. Open the link in it to confirm your email address and finish creating your account.</p>
</div>
<p>The link works once, for 24 hours. If the email does not arrive in a few minutes, check your junk mail folder, or go back and create your account again.</p>
<ul class="links">
<li><a href="${publicUrl}/login">Back to sign in</a></li>
<li><a href="${publicUrl}/">Back to the portal</a></li>
</ul>`;
  return renderPage({ title: 'Check your email', publicUrl, content });
}

/**
 * The link opened in another browser than the one that signed up: the
 * password chosen then proves it is the same person (someone who merely
 * received the mail cannot finish a sign-up they did not start).
 */
export function confirmWithPasswordPage({ publicUrl, token, email, errors = [] }: { publicUrl: string; token: string; email: string; errors?: FieldError[] }): string {
  const content = html`<h1>Confirm your email address</h1>
${errorSummary(errors)}
<p>To finish creating your account for ${email}, enter the password you chose when you created it.</p>
<form class="form" method="post" action="${CONFIRM_EMAIL_PATH}" novalidate>
<input type="hidden" name="token" value="${token}">
${textInput({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'password') })}
<div class="button-row"><button class="button button--primary" type="submit">Confirm email address</button></div>
</form>
<p>If you did not create an account with this email address, you can close this page: no account is created.</p>`;
  return renderPage({ title: 'Confirm your email address', publicUrl, content, hasErrors: errors.length > 0 });
}

export function emailConfirmedPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>Your email address is confirmed</h1>
<div class="panel" role="status"><p>Your account is ready. Sign in with your email address and the password you chose.</p></div>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/login">Sign in</a></div>`;
  return renderPage({ title: 'Your email address is confirmed', publicUrl, content });
}

/** The email got an account before this link was used (e.g. another confirmation link of the same address). */
export function alreadyRegisteredPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>You already have an account</h1>
<p>There is already an account for this email address. Sign in with it, or reset its password if you have forgotten it.</p>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/login">Sign in</a></div>
<ul class="links"><li><a href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></li></ul>`;
  return renderPage({ title: 'You already have an account', publicUrl, content });
}

export function confirmLinkInvalidPage({ publicUrl }: { publicUrl: string }): string {
  const content = html`<h1>This link is not valid anymore</h1>
<p>This confirmation link has already been used, or it has expired (links are valid for 24 hours).</p>
<p>If you have already confirmed your email address, sign in. Otherwise, create your account again from the sign-in page.</p>
<div class="button-row"><a class="button button--primary" href="${publicUrl}/login">Sign in</a></div>
<ul class="links"><li><a href="${publicUrl}/">Back to the portal</a></li></ul>`;
  return renderPage({ title: 'This link is not valid anymore', publicUrl, content });
}
