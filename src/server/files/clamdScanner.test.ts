// The INSTREAM framing and reply handling, against a fake clamd on a local
// socket. The real clamd is exercised in tests/api/clamdScanner.test.ts.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ClamdScanner, instreamFrames, parseInstreamReply } from './clamdScanner';
import { ScannerUnavailableError } from './virusScanner';

interface FakeClamd {
  port: number;
  /** Everything each connection sent, once it closed or was answered. */
  received: Buffer[];
  close(): Promise<void>;
}

/** A TCP server that reads one INSTREAM request and lets `answer` decide the reply. */
async function fakeClamd(answer: (request: Buffer, socket: net.Socket) => void): Promise<FakeClamd> {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = endOfRequest(data);
      if (end !== undefined) {
        received.push(data.subarray(0, end));
        answer(data.subarray(0, end), socket);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Length of a complete request (PING, or INSTREAM up to its zero-length chunk), if all there. */
function endOfRequest(data: Buffer): number | undefined {
  if (data.toString('latin1').startsWith('zPING\0')) return 6;
  const command = 'zINSTREAM\0';
  if (data.length < command.length) return undefined;
  let offset = command.length;
  while (offset + 4 <= data.length) {
    const length = data.readUInt32BE(offset);
    offset += 4;
    if (length === 0) return offset;
    offset += length;
  }
  return undefined;
}

/** The data an INSTREAM request carries, and its chunk sizes. */
function decode(request: Buffer): { command: string; chunks: number[]; data: Buffer } {
  const command = request.subarray(0, 10).toString('latin1');
  const chunks: number[] = [];
  const parts: Buffer[] = [];
  let offset = 10;
  for (;;) {
    const length = request.readUInt32BE(offset);
    offset += 4;
    if (length === 0) break;
    chunks.push(length);
    parts.push(request.subarray(offset, offset + length));
    offset += length;
  }
  return { command, chunks, data: Buffer.concat(parts) };
}

let server: FakeClamd | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('instreamFrames', () => {
  it('sends the command, big-endian length-prefixed chunks and a zero-length end', () => {
    const frames = [...instreamFrames(Buffer.from('abcdefghij'), 4)];
    expect(Buffer.concat(frames)).toEqual(
      Buffer.concat([
        Buffer.from('zINSTREAM\0', 'latin1'),
        Buffer.from([0, 0, 0, 4]),
        Buffer.from('abcd'),
        Buffer.from([0, 0, 0, 4]),
        Buffer.from('efgh'),
        Buffer.from([0, 0, 0, 2]),
        Buffer.from('ij'),
        Buffer.from([0, 0, 0, 0]),
      ]),
    );
  });

  it('sends only the command and the end for an empty file', () => {
    expect(Buffer.concat([...instreamFrames(Buffer.alloc(0))])).toEqual(Buffer.concat([Buffer.from('zINSTREAM\0', 'latin1'), Buffer.alloc(4)]));
  });
});

describe('parseInstreamReply', () => {
  it('reads clean and infected verdicts, whatever the signature is called', () => {
    expect(parseInstreamReply('stream: OK\0')).toEqual({ clean: true });
    expect(parseInstreamReply('stream: Eicar-Embedded.UNOFFICIAL FOUND\0')).toEqual({ clean: false, signature: 'Eicar-Embedded.UNOFFICIAL' });
    expect(parseInstreamReply('stream: Win.Test.EICAR_HDB-1 FOUND\n')).toEqual({ clean: false, signature: 'Win.Test.EICAR_HDB-1' });
  });

  it('treats anything else as the scanner being unavailable, never as clean', () => {
    expect(() => parseInstreamReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(/StreamMaxLength/);
    expect(() => parseInstreamReply('stream: Can\'t allocate memory ERROR\0')).toThrow(ScannerUnavailableError);
    expect(() => parseInstreamReply('UNKNOWN COMMAND\0')).toThrow(ScannerUnavailableError);
    expect(() => parseInstreamReply('')).toThrow(ScannerUnavailableError);
  });
});

describe('ClamdScanner against a fake clamd', () => {
  it('streams the whole file in chunks and reads a clean verdict', async () => {
    server = await fakeClamd((_request, socket) => socket.end('stream: OK\0'));
    const data = Buffer.alloc(200_000, 0x41);
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: server.port, timeoutMs: 5_000, chunkBytes: 65_536 });
    expect(await scanner.scan(data)).toEqual({ clean: true });
    const request = decode(server.received[0]!);
    expect(request.command).toBe('zINSTREAM\0');
    expect(request.chunks).toEqual([65_536, 65_536, 65_536, 3_392]);
    expect(request.data.equals(data)).toBe(true);
  });

  it('reads an infected verdict', async () => {
    server = await fakeClamd((_request, socket) => socket.end('stream: Eicar-Embedded.UNOFFICIAL FOUND\0'));
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: server.port, timeoutMs: 5_000 });
    expect(await scanner.scan(Buffer.from('x'))).toEqual({ clean: false, signature: 'Eicar-Embedded.UNOFFICIAL' });
  });

  it('answers PING', async () => {
    server = await fakeClamd((_request, socket) => socket.end('PONG\0'));
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: server.port, timeoutMs: 5_000 });
    expect(await scanner.ping()).toBe(true);
    expect(server.received[0]!.toString('latin1')).toBe('zPING\0');
  });

  it('is unavailable when nothing listens', async () => {
    server = await fakeClamd(() => undefined);
    const port = server.port;
    await server.close();
    server = undefined;
    const scanner = new ClamdScanner({ host: '127.0.0.1', port, timeoutMs: 5_000 });
    await expect(scanner.scan(Buffer.from('x'))).rejects.toThrow(ScannerUnavailableError);
  });

  it('is unavailable when clamd does not answer in time', async () => {
    server = await fakeClamd(() => undefined); // reads, never answers
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: server.port, timeoutMs: 200 });
    await expect(scanner.scan(Buffer.from('x'))).rejects.toThrow(/did not answer within 200 ms/);
  });

  it('is unavailable when clamd closes without a verdict', async () => {
    server = await fakeClamd((_request, socket) => socket.destroy());
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: server.port, timeoutMs: 5_000 });
    await expect(scanner.scan(Buffer.from('x'))).rejects.toThrow(ScannerUnavailableError);
  });

  it('reads the refusal clamd sends before the upload ends (stream too long)', async () => {
    const sockets: net.Socket[] = [];
    const refusing = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => undefined);
      socket.once('data', () => socket.end('INSTREAM size limit exceeded. ERROR\0'));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    try {
      const scanner = new ClamdScanner({ host: '127.0.0.1', port: (refusing.address() as net.AddressInfo).port, timeoutMs: 5_000 });
      await expect(scanner.scan(Buffer.alloc(5_000_000))).rejects.toThrow(/StreamMaxLength/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });
});
