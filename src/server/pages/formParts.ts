// Accessible form pieces for server-rendered pages, in the pattern the
// portal's wizard uses (GOV.UK): an error summary that links to each field,
// labels tied to inputs, errors announced through aria-describedby.
import { html, type SafeHtml } from './html';

export interface FieldError {
  /** The id of the input the error belongs to (the summary links to it). */
  field: string;
  message: string;
}

export function errorSummary(errors: readonly FieldError[]): SafeHtml {
  if (errors.length === 0) return html``;
  // autofocus moves focus here after a failed submit, so the problem is read out first.
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title" class="error-summary__title">There is a problem</h2>
<ul class="error-summary__list">
${errors.map((error) => html`<li><a href="#${error.field}">${error.message}</a></li>\n`)}</ul>
</div>`;
}

export interface InputOptions {
  id: string;
  name?: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'search';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

export function textInput({ id, name = id, label, type = 'text', autocomplete, value, hint, error, required = true }: InputOptions): SafeHtml {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const isEmail = type === 'email';
  return html`<div class="field${error ? ' field--error' : ''}">
<label class="field__label" for="${id}">${label}</label>
${hint ? html`<p class="field__hint" id="${hintId}">${hint}</p>` : ''}
${error ? html`<p class="field__error" id="${errorId}"><span class="visually-hidden">Error:</span> ${error}</p>` : ''}
<input class="field__input${error ? ' field__input--error' : ''}" id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}"${
    value !== undefined && type !== 'password' ? html` value="${value}"` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${required ? html` required` : ''}${
    isEmail ? html` spellcheck="false" autocapitalize="none"` : ''
  }>
</div>`;
}

/** The error of one field, if any. */
export function errorFor(errors: readonly FieldError[], field: string): string | undefined {
  return errors.find((error) => error.field === field)?.message;
}
