// Results of pure functions of a text (a title, a headline, a persona's definition), remembered: titles and definitions
// repeat across people, personas and jobs. Bounded by forgetting everything when full: a constant cost per read and no
// per-entry bookkeeping on the matcher's hot path, where an evicted entry only costs its recomputation. Used by the title
// reader, the persona compiler and the source query (src/sources/query.ts).
export class TextMemo<T> {
  private readonly memo = new Map<string, T>();

  constructor(private readonly max: number) {}

  /** The remembered result for `text`, or `compute()`'s, remembered. */
  get(text: string, compute: () => T): T {
    const hit = this.memo.get(text);
    if (hit !== undefined) return hit;
    const out = compute();
    if (this.memo.size >= this.max) this.memo.clear();
    this.memo.set(text, out);
    return out;
  }
}
