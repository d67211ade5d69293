// limit/skip come validated (types, bounds) by the OpenAPI document; defaults are the document's too.
export function pageOf(query: Record<string, unknown>, defaultLimit: number): { limit: number; skip: number } {
  const limit = typeof query.limit === 'number' ? query.limit : defaultLimit;
  const skip = typeof query.skip === 'number' ? query.skip : 0;
  return { limit, skip };
}
