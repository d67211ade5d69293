// The URL of another database on the same server (the one helper for the tests, their global set-up
// and the benchmarks; it imports nothing from vitest so the benchmarks can use it too).
export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
