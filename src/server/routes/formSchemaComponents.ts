// The forms' JSON Schemas (schemas/<form>/schema.json and the parts of
// schemas/common/ they use) as components of the OpenAPI document, read from
// schemas/ when the document is first built: the document shows a form
// document exactly as its precompiled validator checks it, and never a copy
// that could drift. Each file becomes one component (`LiveningForm`,
// `common.address`); its `$ref`s, relative to its `$id`, are rewritten to
// point into the document (`#/components/schemas/common.address/$defs/...`),
// which OpenAPI 3.1 (JSON Schema 2020-12) resolves without the files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { formComponentName } from '../../shared/api/forms';

const SCHEMAS_DIR = new URL('../../../schemas/', import.meta.url);
/** Every schema's `$id` is this base plus its path under schemas/ (docs/schema-authoring.md). */
const SCHEMA_ID_BASE = 'https://schemas.portal.example/';
const COMPONENTS = '#/components/schemas/';

type JsonObject = Record<string, unknown>;

/** The forms with a schema under schemas/: every folder but common/. */
export function documentedForms(): string[] {
  return readdirSync(SCHEMAS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'common' && existsSync(new URL(`${entry.name}/schema.json`, SCHEMAS_DIR)))
    .map((entry) => entry.name)
    .sort();
}

/** `livening/schema.json` → `LiveningForm` (as the form's generated type); `common/address.json` → `common.address`. */
function componentNameOf(relativePath: string): string {
  const [folder = '', file = ''] = relativePath.split('/');
  return folder === 'common' ? `common.${file.replace(/\.json$/, '')}` : formComponentName(folder);
}

/** Where a `$ref` of the schema `baseId` leads: the file under schemas/, and the same reference inside the document. */
function placeReference(reference: string, baseId: string): { file: string; documentReference: string } {
  const target = new URL(reference, baseId);
  if (!target.href.startsWith(SCHEMA_ID_BASE)) throw new Error(`The reference ${reference} of ${baseId} leads outside schemas/`);
  const file = target.pathname.slice(1);
  const fragment = target.hash.replace(/^#/, '');
  return { file, documentReference: `${COMPONENTS}${componentNameOf(file)}${fragment}` };
}

/** A copy of the schema with its references placed in the document; `found` collects the files it references. */
function rewriteReferences(node: unknown, baseId: string, found: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteReferences(item, baseId, found));
  if (typeof node !== 'object' || node === null) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const { file, documentReference } = placeReference(value, baseId);
      found.add(file);
      copy[key] = documentReference;
    } else {
      copy[key] = rewriteReferences(value, baseId, found);
    }
  }
  return copy;
}

/** The components of every form's schema and of each common schema a form reaches. */
export function formSchemaComponents(): Record<string, JsonObject> {
  const components: Record<string, JsonObject> = {};
  const pending = documentedForms().map((form) => `${form}/schema.json`);
  const done = new Set<string>();
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (done.has(file)) continue;
    done.add(file);
    const { $id: _id, $schema: _dialect, ...schema } = JSON.parse(readFileSync(new URL(file, SCHEMAS_DIR), 'utf8')) as JsonObject;
    const found = new Set<string>();
    components[componentNameOf(file)] = rewriteReferences(schema, `${SCHEMA_ID_BASE}${file}`, found) as JsonObject;
    pending.push(...found);
  }
  return components;
}
