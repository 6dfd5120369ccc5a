import os from 'node:os';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createProcessDatabase, type ProcessDatabase } from '../test/helpers/database';
import { freePort, startAsNpmStart } from '../test/helpers/processes';
import { loadConfig } from './config/env';
import { plainLine, startLine, storyStream } from './start-up';

describe('the start line', () => {
  it("tells a newcomer where the app is, where codes go and how to fill it, with npm start's defaults", () => {
    const npmStart = loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1', DEV_GATEWAY: '1' });
    expect(startLine(npmStart)).toBe(
      'IdeaBazaar is running at http://localhost:3000 | sign-in codes go to the dev outbox at http://localhost:3000/dev/outbox | demo data: npm run seed:demo',
    );
    expect(startLine(loadConfig({ PORT: '3999' }))).toBe(
      'IdeaBazaar is running at http://localhost:3999 | sign-in codes go to the dev outbox at http://localhost:3999/dev/outbox | demo data: npm run seed:demo',
    );
  });

  it('names each provider that delivers, and offers no demo where real people sign in', () => {
    const sms = { SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'key' };
    const live = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ideabazaar.example',
      SMTP_URL: 'smtp://mail:25',
      ...sms,
      DEV_GATEWAY: '1',
    });
    expect(startLine(live)).toBe(
      'IdeaBazaar is running at https://ideabazaar.example | sign-in codes go out by e-mail and SMS',
    );
    expect(startLine(loadConfig({ SMTP_URL: 'smtp://mail:25' }))).toContain(
      '| e-mail codes are mailed, SMS codes go to the dev outbox at http://localhost:3000/dev/outbox |',
    );
    expect(startLine(loadConfig(sms))).toContain(
      '| SMS codes are texted, e-mail codes go to the dev outbox at http://localhost:3000/dev/outbox |',
    );
  });
});

describe('the story stream', () => {
  it("writes pino's lines as words while plain, then as they are", () => {
    const lines: string[] = [];
    const story = storyStream({ write: (line) => lines.push(line) });
    const log = pino({ level: 'info' }, story);
    log.info('opening the embedded database in /data/pglite');
    log.warn({ err: new Error('connection reset') }, 'idle database connection failed');
    story.plain = false;
    log.info({ reqId: 'req-1' }, 'incoming request');
    expect(lines.slice(0, 2)).toEqual([
      'opening the embedded database in /data/pglite\n',
      'warning: idle database connection failed: connection reset\n',
    ]);
    expect(JSON.parse(lines[2]!)).toMatchObject({
      level: 30,
      reqId: 'req-1',
      msg: 'incoming request',
    });
    expect(plainLine('not json\n')).toBe('not json');
    expect(plainLine('{"level":50,"msg":"shutdown failed"}')).toBe('error: shutdown failed');
  });
});

describe('the server process', () => {
  let database: ProcessDatabase | undefined;
  afterAll(() => database?.dispose());

  it('tells its start in plain lines ending with the start line, listens on this machine only, then logs JSON', async () => {
    database = await createProcessDatabase();
    const port = await freePort();
    const server = startAsNpmStart(database.env, port);
    try {
      const last = `IdeaBazaar is running at http://localhost:${port} | sign-in codes go to the dev outbox at http://localhost:${port}/dev/outbox | demo data: npm run seed:demo\n`;
      await server.waitFor(last);
      const start = server.output();
      expect(start.endsWith(last)).toBe(true);
      expect(start).toContain(`Server listening at http://127.0.0.1:${port}\n`);
      expect(start.split('\n').filter((line) => line.startsWith('{'))).toEqual([]);

      // Another address of this machine finds nothing listening.
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && !address.internal && address.family === 'IPv4');
      if (external) {
        await expect(fetch(`http://${external.address}:${port}/api/health`)).rejects.toThrow();
      }

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      await server.waitFor('"msg":"request completed"');
      const after = server.output().slice(start.length).trim().split('\n');
      for (const line of after) expect(JSON.parse(line)).toHaveProperty('level');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain('\nSIGTERM: shutting down\n');
  }, 120_000);
});
