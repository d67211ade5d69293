// The wall clock as the domain's Clock port (src/domain/ports.ts); tests may pass another.
import type { Clock } from './ports.js';

export const systemClock: Clock = { now: () => new Date() };
