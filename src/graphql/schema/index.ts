// Imports every entity's types and fields, then builds the schema. Nothing else lives here.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../builder.js';
import './account.js';
import './job.js';
import './persona.js';
import './webhook.js';

export const schema = builder.toSchema();

/** The checked-in schema.graphql is exactly this text (test/graphql-schema.test.ts keeps it true). */
export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}
