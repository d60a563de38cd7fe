// The load generator of `npm run bench:api`, run as a child process so that
// its CPU time is not counted as the API's: autocannon POSTs the given
// livening orders, in turn, each with a fresh transaction key (so every
// request stores new orders). The parent sends { url, path, documents,
// connections, durationSeconds, cookie } over IPC (path: the route to POST to,
// default /api/livening-icp, or the baseline route; cookie: the guest session
// the orders' files belong to) and receives autocannon's result and the CPU
// time this process used.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const KEY_MARK = '00000000-0000-4000-8000-00000000c0de';

process.once('message', async ({ url, path = '/api/livening-icp', documents, connections, durationSeconds, cookie }) => {
  // Serialised once; only the key changes per request.
  const templates = documents.map((document) => JSON.stringify({ ...document, transactionKey: KEY_MARK }).split(KEY_MARK));
  let next = 0;
  const cpuBefore = process.cpuUsage();
  try {
    const result = await autocannon({
      url,
      connections,
      duration: durationSeconds,
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
    });
    const cpu = process.cpuUsage(cpuBefore);
    process.send({ ok: true, result, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
