// ZIP archives for generated files that are committed (the units template,
// the upload test fixtures), written by fflate. Every entry is stored, not
// compressed, and carries one fixed date, so each run writes the same bytes
// and a check can compare them with the committed file; stored entries also
// keep those bytes independent of any deflate implementation.
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  data: Uint8Array;
}

/** The modification date written on every entry. */
export interface ZipDate {
  year: number;
  month: number;
  day: number;
}

// fflate lays entries out in the order of the object's keys, and JavaScript
// puts keys that look like array indexes ("1", "20") before all others.
const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

/** A ZIP of `entries`, in the order given (a reader may need one first: OpenDocument's `mimetype`). */
export function storedZip(entries: readonly ZipEntry[], modified: ZipDate): Buffer {
  // A ZIP time has no zone and fflate writes the Date's local fields: a Date
  // built from local fields writes this date whatever the machine's time zone.
  const mtime = new Date(modified.year, modified.month - 1, modified.day);
  const files: Zippable = {};
  for (const { name, data } of entries) {
    if (ARRAY_INDEX.test(name)) throw new Error(`Entry "${name}" would not keep its place in the ZIP`);
    if (Object.hasOwn(files, name)) throw new Error(`Entry "${name}" is in the ZIP twice`);
    files[name] = data;
  }
  const zip = zipSync(files, { level: 0, mtime });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
