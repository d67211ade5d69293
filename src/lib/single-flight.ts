// Batched single flight for reads: concurrent reads share loads, without ever answering a caller from a
// load that started before its call, so a read made after a committed change sees it.

/**
 * `loadMany` wrapped so that every caller gets its key from a `loadMany` that started after its call.
 * At most `maxInFlight` loads run at once; callers arriving while that many run wait together, and the
 * next load (started as soon as one settles) reads every key they asked for, each once. A key that
 * `loadMany` does not answer resolves to `undefined`. So N concurrent reads, of one key or of many,
 * cost about `maxInFlight` loads per load's duration instead of N.
 */
export function batchedReads<T>(loadMany: (keys: string[]) => Promise<Map<string, T>>, maxInFlight = 2): (key: string) => Promise<T | undefined> {
  interface Waiter {
    resolve(v: T | undefined): void;
    reject(err: unknown): void;
  }
  let pending = new Map<string, Waiter[]>();
  let running = 0;
  const flush = (): void => {
    if (pending.size === 0 || running >= maxInFlight) return;
    const batch = pending;
    pending = new Map();
    running += 1;
    let load: Promise<Map<string, T>>;
    try {
      load = loadMany([...batch.keys()]);
    } catch (err) {
      load = Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    void load
      .then(
        (found) => {
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
        },
        (err: unknown) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        running -= 1;
        flush();
      });
  };
  return (key) =>
    new Promise<T | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      flush();
    });
}
