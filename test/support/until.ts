// One way for a test to wait on something it cannot be told about: poll `fn` until it returns a truthy value
// (which is returned) or the time is up. A throw counts as "not yet" (e.g. a query during a database cut); the
// last one is attached to the timeout error, so a real failure still shows what went wrong.
import { setTimeout as sleep } from 'node:timers/promises';

export async function until<T>(fn: () => T | Promise<T>, timeoutMs = 20_000, what = 'the condition', everyMs = 25): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`, { cause: lastError });
    await sleep(everyMs);
  }
}
