// Limits on the shape of a GraphQL operation, checked by graphql-armor (a maintained library) before
// anything executes: tokens (while parsing), depth, aliases, cost and directives (while validating).
// Field suggestions ("Did you mean …?") are masked so the schema cannot be guessed by probing.
// A rejected operation gets extensions.code QUERY_TOO_COMPLEX from the error catalogue.
import type { GraphQLError } from 'graphql';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config.js';
import { graphqlCode } from '../errors.js';

export type LimitsConfig = Pick<Config, 'GRAPHQL_MAX_TOKENS' | 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_COST' | 'GRAPHQL_MAX_DIRECTIVES'>;

/**
 * graphql-armor reports "Syntax Error: <limit> exceeded" without a code: give it the catalogue's, and its
 * HTTP status, 400, whatever the Accept header (`spec: false`; src/graphql/errors.ts keeps it for the token limit).
 */
function asCatalogueError(_ctx: unknown, error: GraphQLError): void {
  error.message = error.message.replace(/^Syntax Error: /, '');
  Object.assign(error.extensions, { code: graphqlCode('query_too_complex'), http: { status: 400, spec: false } });
}

export function useOperationLimits(cfg: LimitsConfig): Plugin[] {
  const onReject = [asCatalogueError];
  const armor = new EnvelopArmor({
    maxTokens: { n: cfg.GRAPHQL_MAX_TOKENS, onReject },
    maxDepth: { n: cfg.GRAPHQL_MAX_DEPTH, onReject },
    maxAliases: { n: cfg.GRAPHQL_MAX_ALIASES, onReject },
    costLimit: { maxCost: cfg.GRAPHQL_MAX_COST, onReject },
    maxDirectives: { n: cfg.GRAPHQL_MAX_DIRECTIVES, onReject },
    blockFieldSuggestion: { enabled: true },
  });
  return armor.protect().plugins as Plugin[];
}
