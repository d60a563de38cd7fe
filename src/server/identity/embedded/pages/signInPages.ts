// Sign in and sign up: the two faces of one login interaction. Both post
// back to the same interaction, and each links to the other.
import { errorFor, errorSummary, textInput, type FieldError } from '../../../pages/formParts';
import { html, type SafeHtml } from '../../../pages/html';
import { renderPage } from '../../../pages/layout';
import { FORGOT_PASSWORD_PATH, interactionPath } from '../paths';

export interface SignInFormState {
  publicUrl: string;
  uid: string;
  email?: string;
  errors?: FieldError[];
}

/**
 * Too many failed sign-ins: how long to wait, shaped like an error summary
 * (not tied to a field), with the reset link. Worded the same whether or not
 * the email has an account.
 */
function throttleNotice(wait: string): SafeHtml {
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title" class="error-summary__title">There is a problem</h2>
<p>Too many unsuccessful sign-in attempts. Please wait ${wait} and try again, or <a href="${FORGOT_PASSWORD_PATH}">reset your password</a>.</p>
</div>`;
}

export function signInPage({ publicUrl, uid, email, errors = [], wait }: SignInFormState & { wait?: string }): string {
  const content = html`<h1>Sign in</h1>
${wait ? throttleNotice(wait) : errorSummary(errors)}
<p>Sign in to save your orders as drafts, track them and manage your account.</p>
<form class="form" method="post" action="${interactionPath(uid, 'login')}" novalidate>
${textInput({ id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: email, error: errorFor(errors, 'email') })}
${textInput({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', error: errorFor(errors, 'password') })}
<div class="button-row"><button class="button button--primary" type="submit">Sign in</button></div>
</form>
<ul class="links">
<li><a href="${FORGOT_PASSWORD_PATH}">Forgot your password?</a></li>
<li>New to the portal? <a href="${interactionPath(uid, 'signup')}">Create an account</a></li>
<li><a href="${publicUrl}/">Back to the portal</a></li>
</ul>`;
  return renderPage({ title: 'Sign in', publicUrl, content, hasErrors: errors.length > 0 || wait !== undefined });
}

export function signUpPage({ publicUrl, uid, email, errors = [] }: SignInFormState): string {
  const content = html`<h1>Create an account</h1>
${errorSummary(errors)}
<form class="form" method="post" action="${interactionPath(uid, 'signup')}" novalidate>
${textInput({
  id: 'email',
  label: 'Email',
  type: 'email',
  autocomplete: 'email',
  value: email,
  hint: 'We send password reset links to this address. 50 characters at most.',
  error: errorFor(errors, 'email'),
})}
${textInput({
  id: 'password',
  label: 'Password',
  type: 'password',
  autocomplete: 'new-password',
  hint: 'At least 8 characters, with at least one letter and one number.',
  error: errorFor(errors, 'password'),
})}
${textInput({ id: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errorFor(errors, 'confirmPassword') })}
<div class="button-row"><button class="button button--primary" type="submit">Create account</button></div>
</form>
<ul class="links">
<li>Already have an account? <a href="${interactionPath(uid, 'login')}">Sign in</a></li>
<li><a href="${publicUrl}/">Back to the portal</a></li>
</ul>`;
  return renderPage({ title: 'Create an account', publicUrl, content, hasErrors: errors.length > 0 });
}
