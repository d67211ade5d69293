// The one check of paging parameters. Details name the parameter (`limit`); transports add where it was
// (REST: ["query", "limit"]).
// `limit`/`skip` (GET /v1/jobs: limit ≤ 100; GET /v1/credits:
// limit ≤ 200). REST also states the bounds in the OpenAPI document; GraphQL arguments arrive here unchecked.
import { AppError } from './errors.js';

/** Largest `skip` (PostgreSQL's OFFSET is a bigint; ours stays in int32 like every other integer). */
export const SKIP_MAX = 2_147_483_647;

export function checkPage(page: { limit: number; skip: number }, maxLimit: number): { limit: number; skip: number } {
  const { limit, skip } = page;
  const badLimit = !Number.isInteger(limit) || limit < 1 || limit > maxLimit;
  if (badLimit || !Number.isInteger(skip) || skip < 0 || skip > SKIP_MAX) {
    throw new AppError('validation_error', `limit must be 1..${maxLimit} and skip ≥ 0`, {
      details: [
        {
          loc: [badLimit ? 'limit' : 'skip'],
          msg: badLimit ? `must be an integer from 1 to ${maxLimit}` : `must be an integer from 0 to ${SKIP_MAX}`,
          type: 'range',
        },
      ],
    });
  }
  return page;
}

/** Cursor paging (GraphQL connections): a page size of 1..maxSize, `size` named for the error. */
export function checkPageSize(size: number, maxSize: number, name = 'first'): number {
  if (!Number.isInteger(size) || size < 1 || size > maxSize) {
    throw new AppError('validation_error', `${name} must be 1..${maxSize}`, {
      details: [{ loc: [name], msg: `must be an integer from 1 to ${maxSize}`, type: 'range' }],
    });
  }
  return size;
}

/** Where a keyset page starts: the item before it (`after`, newest-first order) or after it (`before`). */
export type PageBoundary<K> = { after: K } | { before: K } | null;
