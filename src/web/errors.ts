// Errors as the user sees them: the catalogue's message (GraphQL `message`, code in `extensions.code`).
import type { CombinedError } from 'urql';

/** `extensions.code` values (the schema's ErrorCode enum) that sign the session out. */
export const AUTH_CODES = new Set(['INVALID_API_KEY', 'MISSING_API_KEY']);

export interface ShownError {
  code: string;
  message: string;
}

export function shownError(error: CombinedError | undefined | null): ShownError | null {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'error';
    return { code, message: first.message };
  }
  return { code: 'network_error', message: 'The service could not be reached. Check your connection and try again.' };
}

export function isAuthError(error: CombinedError | undefined | null): boolean {
  return !!error?.graphQLErrors.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
}
