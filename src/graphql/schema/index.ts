// Imports every part of the schema, then builds it. Nothing else lives here.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../builder.js';
import './errors.js';
import './people.js';
import './job/types.js';
import './job/queries.js';
import './job/mutations.js';
import './job/subscriptions.js';
import './account.js';
import './persona.js';
import './webhook.js';

export const schema = builder.toSchema();

/** The checked-in schema.graphql is exactly this text (test/graphql/graphql.test.ts keeps it true). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
