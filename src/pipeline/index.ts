// Pipeline: pg-boss queues for the stages and delayed retries. (Filled in by the jobs work.)
import type { Deps } from '../deps.js';

/** Create the queues (every role) and, when `workers` is true, start consuming them. */
export async function startPipeline(_deps: Deps, _opts: { workers: boolean }): Promise<void> {}
