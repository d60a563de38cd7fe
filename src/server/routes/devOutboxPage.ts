// The development outbox as a page: the newest mails, newest first, with
// their links clickable so a developer can follow a password-reset link.
import { formatNzDateTime } from '../../shared/format';
import type { OutboxMessage } from '../mail/outbox';
import { textInput } from '../pages/formParts';
import { html, type SafeHtml } from '../pages/html';
import { renderPage } from '../pages/layout';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text and turns each http(s) address in it into a link. */
export function linkify(text: string): SafeHtml {
  const parts: SafeHtml[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)]+$/, ''); // trailing punctuation belongs to the sentence
    const start = match.index ?? 0;
    parts.push(html`${text.slice(last, start)}<a href="${url}">${url}</a>`);
    last = start + url.length;
  }
  parts.push(html`${text.slice(last)}`);
  return html`${parts}`;
}

function mailCard(message: OutboxMessage, index: number): SafeHtml {
  const headingId = `mail-${index}-subject`;
  return html`<li class="mail">
<article aria-labelledby="${headingId}">
<h2 class="mail__subject" id="${headingId}">${message.subject}</h2>
<dl class="mail__meta">
<dt>To</dt><dd>${message.to}</dd>
<dt>Kind</dt><dd>${message.kind}</dd>
<dt>Time</dt><dd><time datetime="${message.createdAt.toISOString()}">${formatNzDateTime(message.createdAt)}</time></dd>
</dl>
<p class="mail__body">${linkify(message.text)}</p>
</article>
</li>`;
}

export function devOutboxPage({ publicUrl, messages, to }: { publicUrl: string; messages: OutboxMessage[]; to: string }): string {
  const count = messages.length === 0 ? 'No mails' : messages.length === 1 ? '1 mail' : `${messages.length} mails, newest first`;
  const summary = to ? `${count} to ${to}` : count;
  const content = html`<h1>Outbox</h1>
<p>Mails the portal would send. Development only: nothing here is delivered.</p>
<form class="outbox__filter" method="get" action="/dev/outbox" role="search" aria-label="Filter mails">
${textInput({ id: 'to', label: 'Recipient email', type: 'email', autocomplete: 'off', value: to, required: false })}
<div class="button-row"><button class="button button--primary" type="submit">Filter</button>${to ? html`<a href="/dev/outbox">Show all</a>` : ''}</div>
</form>
<p role="status">${summary}</p>
${messages.length ? html`<ul class="outbox__list">${messages.map(mailCard)}</ul>` : ''}`;
  return renderPage({ title: 'Outbox', publicUrl, content, width: 'wide' });
}
