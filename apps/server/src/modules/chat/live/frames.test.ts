import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { chatter, connectLive, type Chatter } from '../../../../test/helpers/chat';

let t: TestApp;
let base: string;
let member: Chatter;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'info', chatPingMs: 30_000 },
    logStream: { write: (line) => void lines.push(line) },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  member = await chatter(t, 'frames@example.com');
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}
const logged = () => lines.map((line) => JSON.parse(line) as LogLine);

/** Sends one raw frame on a fresh socket; the close code, and what was logged meanwhile. */
async function sendFrame(frame: string) {
  const live = await connectLive(base, member.token);
  const from = lines.length;
  const closed = new Promise<number>((resolve) => live.socket.once('close', resolve));
  live.socket.send(frame);
  const code = await closed;
  // The server's close handlers and their log lines come a moment after the client's close.
  await vi.waitFor(() => expect(lines.length).toBeGreaterThan(from));
  return { code, lines: logged().slice(from) };
}

describe('frames the live socket refuses', () => {
  it('closes on a frame over 4 KiB (1009) with one warning, no error and no stack', async () => {
    const report = vi.spyOn(t.app, 'reportError');
    const { code, lines: after } = await sendFrame(
      JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }),
    );
    expect(code).toBe(1009);
    expect(after.filter((line) => line.level >= 50)).toEqual([]);
    expect(after.some((line) => JSON.stringify(line).includes('stack'))).toBe(false);
    expect(after).toContainEqual(
      expect.objectContaining({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
    );
    expect(report).not.toHaveBeenCalled();
  });

  it('closes on a frame that is not JSON (1007) with one warning, no error and no stack', async () => {
    const { code, lines: after } = await sendFrame('{"type": "ping"');
    expect(code).toBe(1007);
    expect(after.filter((line) => line.level >= 50)).toEqual([]);
    expect(after.some((line) => JSON.stringify(line).includes('stack'))).toBe(false);
    expect(after).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'chat socket frame is not JSON' }),
    );
  });
});
