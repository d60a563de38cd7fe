// Local checks on files the user picks, before anything is uploaded, and the
// help text that states the limits. Pure functions: no DOM, no React. The
// accepted types and the size limit are the host's (its uploader's `accept`);
// the engine itself knows none.

export const DEFAULT_MAX_FILES = 5;

/** What the checks need to know about a picked file (a DOM `File` fits). */
export interface CandidateFile {
  name: string;
  size: number;
  type: string;
}

export interface FileLimits {
  /** The `accept` attribute value: extensions (`.pdf`) and/or MIME types (`image/*`), comma separated. */
  accept?: string;
  maxFiles: number;
  /** The largest file, in bytes; no size check without it. */
  maxSizeBytes?: number;
  /**
   * The `pattern` the field's schema sets for a file's name (see
   * fileNamePatternOf): names are checked against the very rule the form's
   * validator and the upload API apply. Without it, DEFAULT_NAME_PATTERN.
   */
  namePattern?: string;
}

export type RejectionCode = 'duplicate' | 'invalidName' | 'type' | 'tooLarge' | 'tooMany';

export interface Rejection {
  code: RejectionCode;
  /** The file's name (for `tooMany`, the first file that did not fit). */
  name: string;
}

export interface SelectionResult<F extends CandidateFile> {
  accepted: F[];
  rejections: Rejection[];
}

/**
 * Default messages; `{name}`, `{max}`, `{size}` and `{types}` are filled in.
 * Forms may override each through `ui:options.messages`. The type and size
 * messages are worded as the upload API words its own refusals.
 */
export const DEFAULT_REJECTION_MESSAGES: Readonly<Record<RejectionCode, string>> = {
  duplicate: 'A file with name {name} has already been selected',
  invalidName: 'Please check the file name is not empty and does not contain any special characters',
  type: 'This type of file is not accepted here. Accepted types: {types}',
  tooLarge: 'The file is larger than {size}',
  tooMany: 'Max of {max} files allowed',
};

/**
 * Only for a file list whose schema sets no name pattern: letters (any
 * script), digits, space and _ . - ( ) [ ] { } , &. A form's own rule comes
 * from its schema (namePattern), so the browser never keeps a second copy of it.
 */
export const DEFAULT_NAME_PATTERN = '^[\\p{L}\\p{M}0-9 _.()[\\]{},&-]+$';

const compiledPatterns = new Map<string, RegExp | undefined>();

/** The pattern as the schema's validator reads it (Unicode mode); undefined when it does not compile. */
function namePatternRegExp(pattern: string): RegExp | undefined {
  if (!compiledPatterns.has(pattern)) {
    let compiled: RegExp | undefined;
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = undefined;
    }
    compiledPatterns.set(pattern, compiled);
  }
  return compiledPatterns.get(pattern);
}

/**
 * The `pattern` of `items.properties.fileName` in a file list's (dereferenced)
 * schema, e.g. schemas/common/file.json's fileReference; undefined when none.
 */
export function fileNamePatternOf(listSchema: unknown): string | undefined {
  const items = (listSchema as { items?: unknown } | undefined)?.items;
  const fileName = (items as { properties?: Record<string, unknown> } | undefined)?.properties?.['fileName'];
  const pattern = (fileName as { pattern?: unknown } | undefined)?.pattern;
  return typeof pattern === 'string' && pattern !== '' ? pattern : undefined;
}

/** Not blank, and matching the name pattern (the schema's when given). */
export function hasValidName(name: string, pattern: string = DEFAULT_NAME_PATTERN): boolean {
  const rule = namePatternRegExp(pattern) ?? namePatternRegExp(DEFAULT_NAME_PATTERN)!;
  return name.trim() !== '' && rule.test(name);
}

/** The tokens of an `accept` value, trimmed and lower-cased; [] accepts everything. */
export function parseAccept(accept: string | undefined): string[] {
  if (!accept) return [];
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function isAcceptedType(file: Pick<CandidateFile, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  return accept.some((token) => {
    if (token.startsWith('.')) return token === extension;
    if (token.endsWith('/*')) return mime !== '' && mime.startsWith(token.slice(0, -1));
    return mime !== '' && token === mime;
  });
}

/** The extensions and MIME types of an accept value as a message lists them: "pdf, jpg" from ".pdf,.jpg". */
export function acceptedTypesList(accept: string | undefined): string {
  return parseAccept(accept)
    .map((token) => (token.startsWith('.') ? token.slice(1) : token))
    .join(', ');
}

/** An accept value from extensions without the dot: ".pdf,.jpg" from ["pdf", "jpg"]. */
export function acceptFromExtensions(extensions: readonly string[]): string | undefined {
  const tokens = extensions.map((extension) => extension.trim().replace(/^\./, '').toLowerCase()).filter((extension) => extension !== '');
  return tokens.length > 0 ? tokens.map((extension) => `.${extension}`).join(',') : undefined;
}

/** "PDF, JPG" from ".pdf,.jpg"; MIME types are shown as given. */
export function acceptedTypesLabel(accept: string | undefined): string {
  return parseAccept(accept)
    .map((token) => (token.startsWith('.') ? token.slice(1).toUpperCase() : token))
    .join(', ');
}

/** "20 MB", "500 KB", "1.5 MB" (binary units, as the limits are written). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/** "Accepted file types: PDF, JPG. Maximum 5 files, 20 MB each." */
export function describeLimits(limits: FileLimits): string {
  const types = acceptedTypesLabel(limits.accept);
  const count = `${limits.maxFiles} ${limits.maxFiles === 1 ? 'file' : 'files'}`;
  const typesSentence = types ? `Accepted file types: ${types}. ` : '';
  const size = limits.maxSizeBytes === undefined ? '' : `, ${formatBytes(limits.maxSizeBytes)} each`;
  return `${typesSentence}Maximum ${count}${size}.`;
}

export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/**
 * Sorts newly picked files into those that may be uploaded and those
 * rejected, in the order a user would want to hear about them: a bad name,
 * a repeated name (against the files already listed and earlier files of the
 * same pick), a wrong type, too large, and finally too many files. At most
 * one `tooMany` rejection is returned.
 */
export function checkSelection<F extends CandidateFile>(
  existingNames: readonly string[],
  picked: readonly F[],
  limits: FileLimits,
): SelectionResult<F> {
  const accept = parseAccept(limits.accept);
  const names = new Set(existingNames);
  const accepted: F[] = [];
  const rejections: Rejection[] = [];
  let tooMany = false;
  for (const file of picked) {
    if (!hasValidName(file.name, limits.namePattern)) {
      rejections.push({ code: 'invalidName', name: file.name });
    } else if (names.has(file.name)) {
      rejections.push({ code: 'duplicate', name: file.name });
    } else if (!isAcceptedType(file, accept)) {
      rejections.push({ code: 'type', name: file.name });
    } else if (limits.maxSizeBytes !== undefined && file.size > limits.maxSizeBytes) {
      rejections.push({ code: 'tooLarge', name: file.name });
    } else if (existingNames.length + accepted.length >= limits.maxFiles) {
      if (!tooMany) rejections.push({ code: 'tooMany', name: file.name });
      tooMany = true;
    } else {
      names.add(file.name);
      accepted.push(file);
    }
  }
  return { accepted, rejections };
}

/** The message for one rejection, with `messages` overriding the defaults. */
export function rejectionMessage(
  rejection: Rejection,
  limits: FileLimits,
  messages: Partial<Record<RejectionCode, string>> = {},
): string {
  const template = messages[rejection.code] ?? DEFAULT_REJECTION_MESSAGES[rejection.code];
  return formatMessage(template, {
    name: rejection.name,
    max: limits.maxFiles,
    size: limits.maxSizeBytes === undefined ? '' : formatBytes(limits.maxSizeBytes),
    types: acceptedTypesList(limits.accept),
  });
}
