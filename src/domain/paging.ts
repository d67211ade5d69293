// The one check of `limit`/`skip` paging parameters (GET /v1/jobs: limit ≤ 100; GET /v1/credits:
// limit ≤ 200). REST also states the bounds in the OpenAPI document; GraphQL arguments arrive here unchecked.
import { AppError } from './errors.js';

export function checkPage(page: { limit: number; skip: number }, maxLimit: number): { limit: number; skip: number } {
  const { limit, skip } = page;
  const badLimit = !Number.isInteger(limit) || limit < 1 || limit > maxLimit;
  if (badLimit || !Number.isInteger(skip) || skip < 0) {
    throw new AppError('validation_error', `limit must be 1..${maxLimit} and skip ≥ 0`, {
      details: [{ loc: ['query', badLimit ? 'limit' : 'skip'], msg: badLimit ? `must be an integer from 1 to ${maxLimit}` : 'must be an integer ≥ 0', type: 'range' }],
    });
  }
  return page;
}
