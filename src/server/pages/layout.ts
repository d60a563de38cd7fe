// The frame of every page the server renders itself (sign-in, password
// pages, the development outbox): the portal's skip link, top bar and main
// landmark, one stylesheet and no inline script, so the strict
// Content-Security-Policy holds here too.
import { html, type SafeHtml } from './html';

export const PAGE_STYLESHEET = '/oidc-assets/identity.css';
export const AUTO_SUBMIT_SCRIPT = '/oidc-assets/auto-submit.js';

export interface PageOptions {
  /** The document title (also what most pages use as their h1). */
  title: string;
  /** The portal's address, for the logo link. */
  publicUrl: string;
  content: SafeHtml;
  /** Prefixes the title with "Error: " so screen-reader users hear it first. */
  hasErrors?: boolean;
  /** 'narrow' centres a single form; 'wide' suits lists. */
  width?: 'narrow' | 'wide';
  /** External scripts (same origin), loaded deferred. */
  scripts?: string[];
}

const LOGO = html`<svg class="top-bar__mark" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#00466e"/><path d="M18 3 8 18h7l-2 11 11-16h-7z" fill="#ffd200"/></svg>`;

export function renderPage({ title, publicUrl, content, hasErrors = false, width = 'narrow', scripts = [] }: PageOptions): string {
  return html`<!DOCTYPE html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${hasErrors ? 'Error: ' : ''}${title} – Network services portal</title>
<link rel="stylesheet" href="${PAGE_STYLESHEET}">
${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="top-bar">
<a class="top-bar__logo" href="${publicUrl}/" aria-label="Network services portal home">${LOGO}<span>Network services portal</span></a>
</header>
<main id="main" class="page page--${width}" tabindex="-1">
${content}
</main>
</body>
</html>
`.value;
}
