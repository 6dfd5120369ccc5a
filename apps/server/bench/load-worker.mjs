// The benchmark's clients, in a thread of their own so they do not share the server's event
// loop: each client sends its requests one after another (a closed loop), all clients at once,
// over kept-alive sockets. Answers the run's wall time, each request's latency and the statuses.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

function send(agent, port, request) {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

parentPort.on('message', async ({ port, clients }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients.length });
  const latencies = [];
  const statuses = {};
  const failures = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    clients.map(async (requests) => {
      for (const request of requests) {
        const at = process.hrtime.bigint();
        const answer = await send(agent, port, request);
        latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 300 && failures.length < 3) failures.push(answer.text.slice(0, 300));
      }
    }),
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  agent.destroy();
  parentPort.postMessage({ ms, latencies, statuses, failures });
});
