// What customers may upload, read from the one declaration both the schemas
// and the server use (schemas/common/attachment-types.json), so the help
// centre, the upload field and the upload API always agree.
import declaration from '../../schemas/common/attachment-types.json' with { type: 'json' };

export interface AttachmentTypeDefinition {
  label: string;
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
}

export const MAX_UPLOAD_BYTES: number = declaration['x-maxFileBytes'];
/** The same limit in (binary) megabytes, as help texts state it. */
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / (1024 * 1024);
export const MAX_FILES_PER_FIELD: number = declaration['x-maxFilesPerField'];

export const ATTACHMENT_TYPES: Readonly<Record<string, AttachmentTypeDefinition>> = declaration['x-attachmentTypes'];

export function isAttachmentType(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(ATTACHMENT_TYPES, name);
}

/** The extensions an attachment type accepts, or none for an unknown type. */
export function acceptedExtensions(attachmentType: string): readonly string[] {
  return isAttachmentType(attachmentType) ? (ATTACHMENT_TYPES[attachmentType]?.extensions ?? []) : [];
}

/** For an <input type="file" accept="…">: `.pdf,.jpg`. */
export function acceptAttribute(attachmentType: string): string {
  return acceptedExtensions(attachmentType)
    .map((extension) => `.${extension}`)
    .join(',');
}
