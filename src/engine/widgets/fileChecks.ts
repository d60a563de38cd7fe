// Local checks on files the user picks, before anything is uploaded, and the
// help text that states the limits. Pure functions: no DOM, no React.

export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_SIZE_BYTES = 20_971_520;

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
  maxSizeBytes: number;
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

/** Default messages; `{name}`, `{max}` and `{size}` are filled in. Forms may override each through `ui:options.messages`. */
export const DEFAULT_REJECTION_MESSAGES: Readonly<Record<RejectionCode, string>> = {
  duplicate: 'A file with name {name} has already been selected',
  invalidName: 'Please check the file name is not empty and does not contain any special characters',
  type: '{name} is not an accepted file type',
  tooLarge: '{name} must be smaller than {size}',
  tooMany: 'Max of {max} files allowed',
};

// Letters (any script), digits, space and _ . - ( ) [ ] { } , & — the same
// set the file reference schema accepts.
const VALID_NAME = /^[\p{L}\p{M}0-9 _.()[\]{},&-]+$/u;

export function hasValidName(name: string): boolean {
  return name.trim() !== '' && VALID_NAME.test(name);
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
  return `${typesSentence}Maximum ${count}, ${formatBytes(limits.maxSizeBytes)} each.`;
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
    if (!hasValidName(file.name)) {
      rejections.push({ code: 'invalidName', name: file.name });
    } else if (names.has(file.name)) {
      rejections.push({ code: 'duplicate', name: file.name });
    } else if (!isAcceptedType(file, accept)) {
      rejections.push({ code: 'type', name: file.name });
    } else if (file.size > limits.maxSizeBytes) {
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
    size: formatBytes(limits.maxSizeBytes),
  });
}

/** Scan polling delays: 1 s, 2 s, 4 s ... capped. */
export function scanDelay(attempt: number, capMs = 10_000): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt), capMs);
}
