import { describe, expect, it } from 'vitest';
import { bodyTooSlow, clientKey, PerClient } from './connection-limits';

describe('clientKey', () => {
  it('counts an IPv4 address as itself, mapped or not', () => {
    expect(clientKey('197.34.10.2')).toBe('197.34.10.2');
    expect(clientKey('::ffff:197.34.10.2')).toBe('197.34.10.2');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:abcd:ef01:2345:6789')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:DB8:0:1:ffff::1%eth0')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:2::5')).not.toBe(clientKey('2001:db8:0:1::5'));
  });
});

describe('PerClient', () => {
  it('refuses one over the cap for that client only, and takes again once one is released', () => {
    const open = new PerClient(2);
    expect(open.take('a')).toBe(true);
    expect(open.take('a')).toBe(true);
    expect(open.take('a')).toBe(false);
    expect(open.take('b')).toBe(true);
    expect(open.count('a')).toBe(2);
    open.release('a');
    expect(open.take('a')).toBe(true);
  });

  it('forgets a client that holds nothing', () => {
    const open = new PerClient(5);
    open.take('a');
    open.take('b');
    open.release('a');
    open.release('b');
    open.release('b');
    expect(open.clients).toBe(0);
    expect(open.count('b')).toBe(0);
  });
});

describe('bodyTooSlow', () => {
  const rate = { bodyTimeoutMs: 10_000, bodyMinBytesPerSecond: 500 };

  it('gives any body its first allowance', () => {
    expect(bodyTooSlow(9_999, 0, rate)).toBe(false);
    expect(bodyTooSlow(10_001, 0, rate)).toBe(true);
  });

  it('extends it by a second for every 500 bytes received', () => {
    // A 32 KB order at 1 KB/s (a very poor mobile line) arrives in 32 s: always ahead of its deadline.
    for (let s = 1; s <= 32; s++) expect(bodyTooSlow(s * 1000, s * 1000, rate)).toBe(false);
    // A byte every 2 s: cut off just after the first allowance.
    expect(bodyTooSlow(10_000, 5, rate)).toBe(false);
    expect(bodyTooSlow(10_100, 5, rate)).toBe(true);
  });
});
