// Webhooks: queues and delivery workers. (Filled in by the webhooks work.)
import type { Deps } from '../deps.js';

export async function startWebhooks(_deps: Deps, _opts: { workers: boolean }): Promise<void> {}
