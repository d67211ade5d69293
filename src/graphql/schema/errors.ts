// The error catalogue as a schema enum, so clients can generate exhaustive switches: `extensions.code` of
// every GraphQL error is one of its values, exactly (JOB_NOT_FOUND; REST spells the same code in lowercase,
// `job_not_found`), plus GraphQL's own two for documents that do not parse or validate. The catalogue
// itself is src/domain/errors.ts.
import { builder } from '../builder.js';
import { ERRORS, wireCode, type ErrorCode } from '../../domain/errors.js';
import { HTTP_STATUS } from '../../rest/errors.js';
import { GRAPHQL_CODES, graphqlCode } from '../errors.js';

const codes = [...new Set((Object.keys(ERRORS) as ErrorCode[]).map(wireCode))] as ErrorCode[];

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description:
    'Every error code the API returns. `extensions.code` of a GraphQL error is one of these values, exactly as written here (JOB_NOT_FOUND); the REST envelope carries the same code in lowercase (`job_not_found`).',
  values: {
    ...Object.fromEntries(
      codes.map((code) => [
        graphqlCode(code),
        { value: graphqlCode(code), description: `REST \`${code}\` (status ${HTTP_STATUS[code]}): ${ERRORS[code].message}` },
      ]),
    ),
    ...Object.fromEntries(Object.entries(GRAPHQL_CODES).map(([code, description]) => [code, { value: code, description: `GraphQL only: ${description}` }])),
  },
});

builder.queryField('errorCodes', (t) =>
  t.field({
    type: [ErrorCodeEnum],
    description: 'Every value `extensions.code` can take (the ErrorCode enum).',
    resolve: () => [...codes.map(graphqlCode), ...Object.keys(GRAPHQL_CODES)],
  }),
);
