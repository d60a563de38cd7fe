// The load generator of `npm run bench:api`, run as a child process so that
// its CPU time is not counted as the API's: autocannon POSTs the given
// livening orders, in turn, each with a fresh transaction key (so every
// request stores new orders). The parent sends { url, path, documents,
// connections, durationSeconds, settleSeconds, cookie } over IPC (path: the
// route to POST to, default /api/livening-icp, or the baseline route; cookie:
// the guest session the orders' files belong to).
//
// The first settleSeconds of the run are load but not measured: all the
// connections open and send at once, and the queue that burst builds is the
// load generator's start, not the route's steady state. When they are over,
// the child sends { settled: true } (the parent starts its own counters then),
// and at the end { ok, result, window }: autocannon's result for the whole run
// (errors, timeouts), and for the measured window only the answers by status,
// every 2xx latency in ms, the window's length and this process's CPU time.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const KEY_MARK = '00000000-0000-4000-8000-00000000c0de';

process.once('message', ({ url, path = '/api/livening-icp', documents, connections, durationSeconds, settleSeconds = 0, cookie }) => {
  // Serialised once; only the key changes per request.
  const templates = documents.map((document) => JSON.stringify({ ...document, transactionKey: KEY_MARK }).split(KEY_MARK));
  let next = 0;
  let measuring = false;
  let windowStart = 0;
  let cpuBefore = process.cpuUsage();
  const latencies = [];
  const statusCounts = {};
  const settle = setTimeout(() => {
    measuring = true;
    windowStart = performance.now();
    cpuBefore = process.cpuUsage();
    process.send({ settled: true });
  }, settleSeconds * 1000);

  const instance = autocannon(
    {
      url,
      connections,
      duration: durationSeconds + settleSeconds,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', cookie },
          setupRequest: (request) => {
            const [before, after] = templates[next++ % templates.length];
            return { ...request, body: `${before}${randomUUID()}${after}` };
          },
        },
      ],
    },
    (error, result) => {
      clearTimeout(settle);
      if (error) {
        process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
        return;
      }
      const windowMs = measuring ? performance.now() - windowStart : 0;
      const cpu = process.cpuUsage(cpuBefore);
      process.send({ ok: true, result, window: { windowMs, latencies, statusCounts, cpuMs: (cpu.user + cpu.system) / 1000 } }, () => process.exit(0));
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!measuring) return;
    statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
});
