// A token bucket per client address: `perMinute` on average with bursts of `burst`. The map keeps
// at most `maxClients` entries, dropping the least recently seen, so a flood of addresses costs a
// bounded amount of memory (an evicted client merely starts again with a full bucket).

export interface RateLimitOptions {
  perMinute: number;
  burst: number;
  maxClients: number;
}

export class ClientRateLimit {
  private readonly clients = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `client`; false when it has none left. */
  take(client: string): boolean {
    const now = this.now();
    const { perMinute, burst, maxClients } = this.options;
    const held = this.clients.get(client);
    const tokens = held ? Math.min(burst, held.tokens + ((now - held.at) / 60_000) * perMinute) : burst;
    // Re-inserted: the map's order is then least recently seen first.
    this.clients.delete(client);
    const allowed = tokens >= 1;
    this.clients.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.clients.size > maxClients) this.clients.delete(this.clients.keys().next().value!);
    return allowed;
  }

  get size(): number {
    return this.clients.size;
  }
}
