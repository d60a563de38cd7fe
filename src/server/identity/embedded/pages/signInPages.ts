// Sign in and sign up: the two faces of one login interaction. Both post
// back to the same interaction, and each links to the other.
import { errorFor, errorSummary, textInput, type FieldError } from '../../../pages/formParts';
import { html } from '../../../pages/html';
import { renderPage } from '../../../pages/layout';
import { FORGOT_PASSWORD_PATH, interactionPath } from '../paths';

export interface SignInFormState {
  publicUrl: string;
  uid: string;
  email?: string;
  errors?: FieldError[];
}

export function signInPage({ publicUrl, uid, email, errors = [] }: SignInFormState): string {
  const content = html`<h1>Sign in</h1>
${errorSummary(errors)}
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
  return renderPage({ title: 'Sign in', publicUrl, content, hasErrors: errors.length > 0 });
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
