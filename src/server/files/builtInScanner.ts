// The embedded scanner: reports the EICAR anti-virus test string anywhere in
// the file, so the whole upload-and-scan path can be exercised (and an
// infected file seen) without a virus scanner installed. It finds nothing
// else: production uses clamd (VIRUS_SCANNER=clamd).
import type { ScanVerdict, VirusScanner } from './virusScanner';

/**
 * The 68-character EICAR test string, assembled from two halves so that this
 * source file is not itself reported by anti-virus software.
 */
export const EICAR_TEST_STRING = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-' + 'STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** The name ClamAV's own database gives the EICAR test file. */
export const EICAR_SIGNATURE_NAME = 'Eicar-Test-Signature';

const EICAR = Buffer.from(EICAR_TEST_STRING, 'latin1');

export class BuiltInScanner implements VirusScanner {
  async scan(data: Buffer): Promise<ScanVerdict> {
    return data.includes(EICAR) ? { clean: false, signature: EICAR_SIGNATURE_NAME } : { clean: true };
  }
}
