// Single flight for reads: identical concurrent reads (same key) share one, without ever answering a
// caller from a read that started before its call, so a read made after a committed change sees it.

/**
 * `load` wrapped so that every caller gets the result of a `load(key)` that started after its call: at
 * most one load per key runs, and the callers arriving meanwhile share the next one, started when the
 * running one settles. N concurrent callers of one key cost about one load per load's duration.
 */
export function singleFlight<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  interface Slot {
    running: Promise<T>;
    next: Promise<T> | null;
  }
  const slots = new Map<string, Slot>();
  const start = (key: string, slot: Slot): Promise<T> => {
    let p: Promise<T>;
    try {
      p = load(key);
    } catch (err) {
      p = Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    slot.running = p;
    // Settled with nobody waiting for a newer load: the key is free again.
    const settle = () => {
      if (slot.running === p && slot.next === null && slots.get(key) === slot) slots.delete(key);
    };
    p.then(settle, settle);
    return p;
  };
  return (key) => {
    const slot = slots.get(key);
    if (!slot) {
      const fresh: Slot = { running: Promise.resolve() as Promise<T>, next: null };
      slots.set(key, fresh);
      return start(key, fresh);
    }
    // The running load may have started before this call: share the next one.
    slot.next ??= slot.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        slot.next = null;
        return start(key, slot);
      });
    return slot.next;
  };
}
