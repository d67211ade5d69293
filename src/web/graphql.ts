// The typed GraphQL tag of the dashboard: every operation below is checked against schema.graphql
// (through src/web/graphql-env.d.ts, written by `npm run schema:print`), so `tsc` fails when the
// schema changes under an operation.
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
