// ClamAV's clamd over TCP, with the INSTREAM command (VIRUS_SCANNER=clamd):
//   client: "zINSTREAM\0", then chunks as <4-byte big-endian length><bytes>,
//           then a zero-length chunk (4 zero bytes) to end the stream;
//   clamd:  "stream: OK\0" (clean) or "stream: <signature> FOUND\0" (infected).
// Anything else, a refused or broken connection, or no answer in time means the
// scanner is unavailable (ScannerUnavailableError): the file stays pending and
// is tried again later, never passed as clean.
import { once } from 'node:events';
import net from 'node:net';
import { ScannerUnavailableError, type ScanVerdict, type VirusScanner } from './virusScanner';

export interface ClamdScannerOptions {
  host: string;
  port: number;
  /** The whole exchange (connect, send, verdict) must finish within this time. */
  timeoutMs: number;
  /**
   * Bytes per INSTREAM chunk. clamd refuses a stream longer than its
   * StreamMaxLength (in clamd.conf, at least the upload limit); chunks keep each
   * write small whatever the file size.
   */
  chunkBytes?: number;
}

export const DEFAULT_CLAMD_CHUNK_BYTES = 64 * 1024;

const NUL = 0;

/** The INSTREAM request for `data`, frame by frame. */
export function* instreamFrames(data: Uint8Array, chunkBytes = DEFAULT_CLAMD_CHUNK_BYTES): Generator<Buffer> {
  if (!Number.isInteger(chunkBytes) || chunkBytes < 1) throw new Error('chunkBytes must be a positive integer');
  yield Buffer.from('zINSTREAM\0', 'latin1');
  for (let offset = 0; offset < data.length; offset += chunkBytes) {
    const chunk = data.subarray(offset, Math.min(offset + chunkBytes, data.length));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length, 0);
    yield length;
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  yield Buffer.alloc(4); // zero-length chunk: end of stream
}

/**
 * clamd's answer to INSTREAM. `FOUND` is matched at the end, whatever the
 * signature is called (local signatures come back as `<name>.UNOFFICIAL`).
 */
export function parseInstreamReply(reply: string): ScanVerdict {
  const text = reply.replace(/\0+$/, '').trim();
  if (text === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { clean: false, signature: found[1] };
  if (/size limit exceeded/i.test(text)) {
    throw new ScannerUnavailableError(`clamd refused the file as too large (raise StreamMaxLength in clamd.conf): "${text}"`);
  }
  throw new ScannerUnavailableError(`clamd gave no verdict: "${text}"`);
}

export class ClamdScanner implements VirusScanner {
  readonly #options: Required<ClamdScannerOptions>;

  constructor(options: ClamdScannerOptions) {
    this.#options = { chunkBytes: DEFAULT_CLAMD_CHUNK_BYTES, ...options };
  }

  get address(): string {
    return `${this.#options.host}:${this.#options.port}`;
  }

  async scan(data: Buffer): Promise<ScanVerdict> {
    return parseInstreamReply(await this.#exchange(instreamFrames(data, this.#options.chunkBytes)));
  }

  /** True when clamd answers PING with PONG; rejects with ScannerUnavailableError otherwise. */
  async ping(): Promise<true> {
    const reply = (await this.#exchange([Buffer.from('zPING\0', 'latin1')])).replace(/\0+$/, '').trim();
    if (reply !== 'PONG') throw new ScannerUnavailableError(`clamd answered PING with "${reply}"`);
    return true;
  }

  /** Sends the frames on a new connection and resolves with clamd's reply (up to its NUL). */
  #exchange(frames: Iterable<Buffer>): Promise<string> {
    const { host, port, timeoutMs } = this.#options;
    return new Promise<string>((resolve, reject) => {
      const received: Buffer[] = [];
      const stopWriting = new AbortController();
      let settled = false;
      const socket = net.connect({ host, port });

      const finish = (error: Error | undefined): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopWriting.abort();
        socket.destroy();
        const reply = Buffer.concat(received).toString('utf8');
        // clamd may answer (e.g. "size limit exceeded") and close while we are still sending.
        if (reply.length > 0) resolve(reply);
        else reject(error ?? new ScannerUnavailableError(`clamd at ${this.address} closed the connection without an answer`));
      };

      const timer = setTimeout(() => {
        received.length = 0;
        finish(new ScannerUnavailableError(`clamd at ${this.address} did not answer within ${timeoutMs} ms`));
      }, timeoutMs);

      socket.on('data', (chunk: Buffer) => {
        received.push(chunk);
        if (chunk.includes(NUL)) finish(undefined);
      });
      socket.on('end', () => finish(undefined));
      socket.on('close', () => finish(undefined));
      socket.on('error', (error) => {
        finish(new ScannerUnavailableError(`clamd at ${this.address} is unavailable: ${error.message}`, { cause: error }));
      });
      socket.once('connect', () => {
        void (async () => {
          for (const frame of frames) {
            if (settled) return;
            if (!socket.write(frame)) await once(socket, 'drain', { signal: stopWriting.signal });
          }
        })().catch(() => undefined); // a broken connection is reported by 'error' / 'close'
      });
    });
  }
}
