// Validation details from the domain name a field (`["callback_url"]`, `["limit"]`); REST says where the
// field was: `["body", "callback_url"]`, `["query", "limit"]`. One translation for every handler.
import { AppError, type ValidationDetail } from '../domain/errors.js';

const autoMessage = (details: ValidationDetail[]) => (details[0] ? `${details[0].loc.join('.')}: ${details[0].msg}` : undefined);

/** Run `fn`; an AppError with details gets `where` in front of every `loc` (and in its generated message). */
export async function located<T>(where: 'body' | 'query' | 'path', fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof AppError) || !err.extras.details) throw err;
    const details = err.extras.details.map((d) => ({ ...d, loc: [where, ...d.loc] }));
    const message = err.message === autoMessage(err.extras.details) ? (autoMessage(details) ?? err.message) : err.message;
    throw new AppError(err.code, message, { ...err.extras, details });
  }
}
