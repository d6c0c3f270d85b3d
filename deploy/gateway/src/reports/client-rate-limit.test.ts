import { ClientRateLimit } from './client-rate-limit';

describe('ClientRateLimit', () => {
  it('allows a burst, then the average rate, per client', () => {
    let now = 0;
    const limit = new ClientRateLimit({ perMinute: 30, burst: 3, maxClients: 10 }, () => now);
    expect([1, 2, 3, 4].map(() => limit.take('a'))).toEqual([true, true, true, false]);
    expect(limit.take('b')).toBe(true);
    now += 1000;
    expect(limit.take('a')).toBe(false);
    now += 1000; // 30 a minute: one token every 2 s
    expect(limit.take('a')).toBe(true);
    expect(limit.take('a')).toBe(false);
  });

  it('keeps at most maxClients, dropping the least recently seen', () => {
    const limit = new ClientRateLimit({ perMinute: 30, burst: 1, maxClients: 100 }, () => 0);
    for (let i = 0; i < 1000; i++) limit.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limit.size).toBe(100);
    // The most recent ones are still held: their bucket is empty.
    expect(limit.take('10.0.3.231')).toBe(false);
    expect(limit.take('10.0.0.0')).toBe(true);
  });
});
