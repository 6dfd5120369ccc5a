// The clients of the chat bench, in a thread of their own: every member opens the live socket
// with a ticket, each sender posts its messages one after another over HTTP, and each recipient
// notes when a message reaches its socket. Latency is from the send's start to that arrival.
import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { WebSocket } from 'ws';

async function openSocket(base, token) {
  const issued = await fetch(`${base}/api/ws/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { ticket } = await issued.json();
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?ticket=${ticket}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

parentPort.on('message', async ({ sendTo, receiveOn, pairs, perSender }) => {
  const started = new Map();
  const latencies = [];
  const failures = [];
  let last = 0;
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const expected = pairs.length * perSender;
  const sockets = await Promise.all(
    pairs.flatMap((pair) => [
      openSocket(receiveOn, pair.recipient.token).then((socket) => {
        socket.on('message', (data) => {
          const event = JSON.parse(String(data));
          if (event.type !== 'message.new' || event.message.recipient_id !== pair.recipient.id)
            return;
          const at = started.get(event.message.client_id);
          if (at === undefined) return;
          started.delete(event.message.client_id);
          last = performance.now();
          latencies.push(last - at);
          if (latencies.length === expected) done();
        });
        return socket;
      }),
      // The sender holds a socket too, as an app does: 200 sockets for 100 pairs.
      openSocket(receiveOn, pair.sender.token),
    ]),
  );
  const first = performance.now();
  await Promise.all(
    pairs.map(async (pair) => {
      for (let n = 0; n < perSender; n += 1) {
        const clientId = randomUUID();
        started.set(clientId, performance.now());
        const response = await fetch(`${sendTo}/api/chat/${pair.recipient.id}/messages`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${pair.sender.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ body: `Bench message ${n}`, client_id: clientId }),
        });
        if (response.status !== 201) failures.push(`${response.status} ${await response.text()}`);
        else await response.arrayBuffer();
      }
    }),
  );
  const timeout = new Promise((resolve) => setTimeout(resolve, 20_000));
  await Promise.race([all, timeout]);
  for (const socket of sockets) socket.terminate();
  parentPort.postMessage({ ms: last - first, latencies, sent: expected, failures });
});
