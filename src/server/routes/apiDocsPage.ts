// The API reference page (/api/docs): the OpenAPI document as HTML, grouped
// by tag, one panel per operation. Only what a reader needs to call the API:
// access, parameters, body and the answers; the schemas themselves are in
// the document it links to.
import { html, type SafeHtml } from '../pages/html';
import { renderPage } from '../pages/layout';

/** The parts of an OpenAPI 3.1 document this page shows. */
export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, unknown> | undefined>;
}

interface ApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: unknown; enum?: unknown[]; default?: unknown; minimum?: number; maximum?: number };
}

interface ApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, unknown>>;
  parameters?: ApiParameter[];
  requestBody?: { description?: string; content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
}

interface ListedOperation {
  method: string;
  path: string;
  operation: ApiOperation;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const UNTAGGED = 'Other';

function operationsOf(document: ApiDocument): ListedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method] !== undefined).map((method) => ({ method: method.toUpperCase(), path, operation: item?.[method] as ApiOperation })),
  );
}

function accessOf({ security }: ApiOperation): string {
  if (!security || security.length === 0) return 'Open to anyone.';
  const guestsToo = security.some((requirement) => Object.keys(requirement).length === 0);
  return guestsToo ? 'Guests and signed-in customers (a bearer token, when sent, must be valid).' : 'Needs a sign-in: a bearer access token.';
}

/** A parameter's type in words: `integer, 1 to 200, default 50`. */
function typeOf(schema: ApiParameter['schema'] = {}): string {
  const parts = [schema.enum ? `one of ${schema.enum.map(String).join(', ')}` : String(schema.type ?? 'any')];
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (schema.default !== undefined) parts.push(`default ${String(schema.default)}`);
  return parts.join(', ');
}

function parameterTable(parameters: ApiParameter[]): SafeHtml | '' {
  if (parameters.length === 0) return '';
  return html`<table>
<caption>Parameters</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>${parameters.map(
    (parameter) => html`<tr><th scope="row"><code>${parameter.name}</code>${parameter.required ? '' : ' (optional)'}</th><td>${parameter.in}</td><td>${typeOf(parameter.schema)}</td><td>${parameter.description ?? ''}</td></tr>`,
  )}</tbody>
</table>`;
}

function anchorOf({ method, path }: ListedOperation): string {
  return `${method}-${path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');
}

function operationPanel(listed: ListedOperation): SafeHtml {
  const { method, path, operation } = listed;
  const id = anchorOf(listed);
  const body = operation.requestBody;
  return html`<article class="panel" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><code>${method} ${path}</code></h3>
${operation.summary ? html`<p>${operation.summary}</p>` : ''}
${operation.description ? html`<p>${operation.description}</p>` : ''}
<p class="muted">${accessOf(operation)}</p>
${parameterTable(operation.parameters ?? [])}
${body ? html`<p><strong>Body</strong> (${Object.keys(body.content ?? {}).join(', ')}): ${body.description ?? ''}</p>` : ''}
<p><strong>Answers</strong></p>
<ul>${Object.entries(operation.responses ?? {}).map(([status, response]) => html`<li><strong>${status}</strong>: ${response.description ?? ''}</li>`)}</ul>
</article>`;
}

export function apiReferencePage(document: ApiDocument, { publicUrl, documentUrl }: { publicUrl: string; documentUrl: string }): string {
  const operations = operationsOf(document);
  const tagOf = (listed: ListedOperation) => listed.operation.tags?.[0] ?? UNTAGGED;
  const tags = [...(document.tags ?? []), { name: UNTAGGED, description: undefined }].filter((tag) => operations.some((listed) => tagOf(listed) === tag.name));
  const sectionId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const content = html`<h1>${document.info.title}</h1>
<p class="lead">${document.info.description ?? ''}</p>
<p>Version ${document.info.version}. The machine-readable description: <a href="${documentUrl}">${documentUrl}</a> (OpenAPI ${document.openapi}).</p>
<nav aria-label="Parts of the API"><ul class="links">${tags.map((tag) => html`<li><a href="#${sectionId(tag.name)}">${tag.name}</a></li>`)}</ul></nav>
${tags.map(
  (tag) => html`<section aria-labelledby="${sectionId(tag.name)}">
<h2 id="${sectionId(tag.name)}">${tag.name}</h2>
${tag.description ? html`<p class="muted">${tag.description}</p>` : ''}
${operations.filter((listed) => tagOf(listed) === tag.name).map(operationPanel)}
</section>`,
)}`;
  return renderPage({ title: 'API reference', publicUrl, content, width: 'wide' });
}
