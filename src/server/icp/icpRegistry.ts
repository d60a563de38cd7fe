// The ICP registry behind GET /api/address/icp/{icpNumber}: the disconnection
// form looks up the ICP a customer typed and shows the site address it
// belongs to (spec 3, "ICP lookup result: id, label"). The embedded default is
// a table in our database, seeded from the bundled address sample; production
// asks the industry registry (docs/operations/icp-registry.md).
import { isValidIcp } from '../../shared/validation/keywords/icp';

/** One ICP as the lookup answers it: `id` is the ICP number (upper case), `label` the site address on one line. */
export interface IcpRecord {
  id: string;
  label: string;
}

export interface IcpRegistry {
  /**
   * The ICP, or undefined when the registry does not know it (or knows no
   * address for it). Given a well-formed, upper-case ICP (see `wellFormedIcp`).
   */
  find(icpNumber: string): Promise<IcpRecord | undefined>;
}

/** The registry cannot answer now (network, timeout, credentials, quota); the route answers 503. */
export class IcpRegistryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IcpRegistryUnavailableError';
  }
}

/**
 * The ICP number as registries write it (upper case) when the text is one:
 * 15 characters, the format and the checksum right. Undefined otherwise.
 * People type the network code and checksum letters in lower case, so case
 * does not matter; whitespace does (it is not trimmed away).
 */
export function wellFormedIcp(text: string): string | undefined {
  return isValidIcp(text) ? text.toUpperCase() : undefined;
}
