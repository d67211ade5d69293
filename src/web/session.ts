// The signed-in API key lives in sessionStorage only (this tab, gone when it closes): never in a URL,
// localStorage, a cookie or a log. GraphiQL at /graphql reads it from the same tab to prefill its header.
const KEY = 'tp.apiKey';

export function storedKey(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeKey(apiKey: string): void {
  sessionStorage.setItem(KEY, apiKey);
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY);
}
