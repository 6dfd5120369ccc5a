import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key';

describe('the key a client is counted by', () => {
  it('is an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = '2001:db8:85a3:1::/64';
    for (const ip of [
      '2001:db8:85a3:1::1',
      '2001:0db8:85a3:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:1:0:0:0:42',
      '2001:db8:85a3:1:abcd::',
    ]) {
      expect(clientKeyOf(ip), ip).toBe(key);
    }
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:85a3:2::1')).not.toBe(key);
  });
});
