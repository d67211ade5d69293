// The error catalogue as a schema enum, so clients can generate exhaustive switches. `extensions.code`
// of every error carries the same lowercase code as the REST envelope (`invalid_input`); the enum value
// is its SCREAMING_SNAKE_CASE spelling (INVALID_INPUT). The catalogue itself is src/domain/errors.ts.
import { builder } from '../builder.js';
import { ERRORS, wireCode, type ErrorCode } from '../../domain/errors.js';
import { HTTP_STATUS } from '../../rest/errors.js';

const codes = [...new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode))];

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description:
    'Every error code the API returns. A GraphQL error carries the lowercase spelling in `extensions.code` (the same code as REST), e.g. INVALID_INPUT is `invalid_input`.',
  values: Object.fromEntries(
    codes.map((code) => [
      code.toUpperCase(),
      { value: code, description: `\`${code}\` (REST status ${HTTP_STATUS[code as ErrorCode]}): ${ERRORS[code as ErrorCode].message}` },
    ]),
  ),
});

builder.queryField('errorCodes', (t) =>
  t.field({
    type: [ErrorCodeEnum],
    description: 'The error catalogue (every value of `extensions.code`, upper-cased).',
    resolve: () => codes,
  }),
);
