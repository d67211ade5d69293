// A least-recently-used map bounded by the total weight (estimated bytes) of its entries, not by their
// number: the GraphQL caches hold documents, compiled queries and results whose size a caller controls,
// so a count bound is no bound. An entry heavier than the whole budget is not kept at all.

export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  /** The most recently used key: a hit on it is already in place (no re-insertion; the common repeated poll). */
  private newest: string | undefined;

  constructor(
    readonly maxBytes: number,
    private readonly weigh: (key: string, value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, e);
      this.newest = key;
    }
    return e.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = Math.max(1, Math.ceil(this.weigh(key, value)));
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.newest = key;
    this.total += bytes;
    for (const [k, e] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(k);
      this.total -= e.bytes;
    }
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    if (key === this.newest) this.newest = undefined;
    this.total -= e.bytes;
  }

  /** Estimated bytes held. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Bytes of a JavaScript string in V8's heap (one byte per character when Latin-1, else two). */
export function stringBytes(s: string): number {
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u00ff]/.test(s) ? s.length * 2 : s.length;
}
