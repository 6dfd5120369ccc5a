import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

function setup(ttlMs = 1000) {
  let version = 0;
  let clock = 0;
  let loads = 0;
  const cache = createPageCache({
    ttlMs,
    maxEntries: 2,
    version: () => version,
    now: () => clock,
  });
  return {
    cache,
    load: (value: unknown) => async () => {
      loads += 1;
      return value;
    },
    write: () => (version += 1),
    tick: (ms: number) => (clock += ms),
    loads: () => loads,
  };
}

describe('the lists’ page cache', () => {
  it('serves a page again until the catalogue moves or the time runs out', async () => {
    const s = setup();
    const first = await s.cache.get('a', s.load({ n: 1 }));
    expect(first.body).toBe('{"n":1}');
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(await s.cache.get('a', s.load({ n: 2 }))).toEqual(first);
    expect(s.loads()).toBe(1);
    s.write();
    expect((await s.cache.get('a', s.load({ n: 2 }))).body).toBe('{"n":2}');
    s.tick(1001);
    expect((await s.cache.get('a', s.load({ n: 3 }))).body).toBe('{"n":3}');
    expect(s.loads()).toBe(3);
  });

  it('keeps nothing read while a write happened, and shares one read among its callers', async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = async () => {
      await gate;
      return { n: 'old' };
    };
    const a = s.cache.get('a', slow);
    const b = s.cache.get('a', slow);
    s.write();
    // Asked after the write: does not join the read that began before it.
    const c = s.cache.get('a', s.load({ n: 'new' }));
    release();
    expect((await a).body).toBe('{"n":"old"}');
    expect((await b).body).toBe('{"n":"old"}');
    expect((await c).body).toBe('{"n":"new"}');
    // The read that straddled the write was not kept.
    expect((await s.cache.get('a', s.load({ n: 'newer' }))).body).toBe('{"n":"new"}');
  });

  it('keeps the most recently used pages, and none when the time is 0', async () => {
    const s = setup();
    await s.cache.get('a', s.load(1));
    await s.cache.get('b', s.load(2));
    await s.cache.get('a', s.load(1));
    await s.cache.get('c', s.load(3));
    expect(s.cache.size()).toBe(2);
    expect((await s.cache.get('b', s.load('b again'))).body).toBe('"b again"');

    const off = setup(0);
    await off.cache.get('a', off.load(1));
    await off.cache.get('a', off.load(1));
    expect(off.loads()).toBe(2);
    expect(off.cache.size()).toBe(0);
  });
});
