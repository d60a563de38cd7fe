// The largest file a customer may upload, in one place so the help centre says
// what the upload field enforces. The field's default (FileUploadWidget,
// 20 971 520 bytes) is the same 20 MB; a later issue makes the server enforce it too.
export const MAX_UPLOAD_MEGABYTES = 20;

/** The same limit in bytes (binary megabytes, as the upload field counts them). */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
