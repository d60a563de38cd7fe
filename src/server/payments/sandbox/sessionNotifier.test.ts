import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverNotification } from './sessionNotifier';

/** A notification endpoint answering the given statuses in turn (the last one from then on), recording each URL. */
async function endpoint(statuses: number[]): Promise<{ url: string; calls: string[]; server: Server }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    response.statusCode = statuses[Math.min(calls.length - 1, statuses.length - 1)] ?? 200;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/payments/notifications?sessionId=abc`, calls, server };
}

function recordingLog(): { warn: (details: object, message: string) => void; warnings: Array<{ details: object; message: string }> } {
  const warnings: Array<{ details: object; message: string }> = [];
  return { warnings, warn: (details, message) => warnings.push({ details, message }) };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('sandbox payment notification', () => {
  it('is one GET of the notification address when the server answers 2xx', async () => {
    const target = await endpoint([200]);
    servers.push(target.server);
    const log = recordingLog();
    expect(await deliverNotification(target.url, { log, retryDelaysMs: [1, 1, 1] })).toBe(true);
    expect(target.calls).toEqual(['GET /api/payments/notifications?sessionId=abc']);
    expect(log.warnings).toEqual([]);
  });

  it('tries again after a failure, logging a warning each time', async () => {
    const target = await endpoint([503, 500, 200]);
    servers.push(target.server);
    const log = recordingLog();
    expect(await deliverNotification(target.url, { log, retryDelaysMs: [1, 1, 1] })).toBe(true);
    expect(target.calls).toHaveLength(3);
    expect(log.warnings.map((warning) => warning.details)).toEqual([
      expect.objectContaining({ attempt: 1, failure: 'HTTP 503' }),
      expect.objectContaining({ attempt: 2, failure: 'HTTP 500' }),
    ]);
  });

  it('gives up after 3 retries without throwing', async () => {
    const target = await endpoint([500]);
    servers.push(target.server);
    const log = recordingLog();
    expect(await deliverNotification(target.url, { log, retryDelaysMs: [1, 1, 1] })).toBe(false);
    expect(target.calls).toHaveLength(4);
    expect(log.warnings.at(-1)?.message).toMatch(/giving up/);
  });

  it('counts a server that does not answer in time, or cannot be reached, as a failure', async () => {
    const log = recordingLog();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    expect(await deliverNotification('http://127.0.0.1:9/n', { log, fetch: hanging, timeoutMs: 20, retryDelaysMs: [] })).toBe(false);
    expect(log.warnings[0]?.details).toMatchObject({ failure: 'no answer within 20 ms' });
    const refusing: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    expect(await deliverNotification('http://127.0.0.1:9/n', { log, fetch: refusing, retryDelaysMs: [] })).toBe(false);
    expect(log.warnings[1]?.details).toMatchObject({ failure: 'could not be reached' });
  });
});
