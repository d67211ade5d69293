// GraphQL over HTTP (graphql-yoga, GraphiQL in a browser) and over WebSocket (graphql-ws) on /graphql.
// Both build their context through the same function, so the API key is checked the same way:
// `X-API-Key` header over HTTP, `connectionParams.apiKey` (or `X-API-Key`) over WebSocket.
import type { IncomingMessage, Server } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { GraphQLError, Kind } from 'graphql';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { WebSocketServer } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { ServerOptions } from 'graphql-ws';
import type { Deps } from '../deps.js';
import { AppError } from '../domain/errors.js';
import { authenticate } from '../domain/accounts/keys.js';
import type { GraphQLContext } from './context.js';
import { maskError, toGraphQLError } from './errors.js';
import { schema } from './schema/index.js';
import { useDoneJobResults } from './plugins/done-job-results.js';

async function contextFor(deps: Deps, apiKey: string | null | undefined, transport: 'http' | 'ws'): Promise<GraphQLContext> {
  try {
    const caller = await authenticate(deps.db.prisma, apiKey);
    return { deps, caller, transport };
  } catch (err) {
    if (err instanceof AppError) throw toGraphQLError(err);
    throw err;
  }
}

export function createGraphQL(deps: Deps) {
  const yoga = createYoga<{ req: IncomingMessage }>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error) },
    // Queries run through graphql-jit (compiled once per document, cached): a finished job's
    // `job(id)` asks for thousands of fields, which the reference executor walks several times slower.
    // Mutations and subscriptions keep the reference executor.
    plugins: [
      useDoneJobResults(),
      useGraphQlJit({}, {
        enableIf: (args) => args.document.definitions.every((d) => d.kind !== Kind.OPERATION_DEFINITION || d.operation === 'query'),
      }),
    ],
    graphiql: {
      title: 'Target People GraphQL',
      headers: JSON.stringify({ 'X-API-Key': 'tp_live_…' }),
      subscriptionsProtocol: 'WS',
    },
    // Over WebSocket there is no fetch Request: the ws onSubscribe hook below builds that context.
    context: ({ request }: { request?: Request }) =>
      request ? contextFor(deps, request.headers.get('x-api-key'), 'http') : ({} as GraphQLContext),
  });

  const attachWebSockets = (server: Server) => {
    const wss = new WebSocketServer({ server, path: '/graphql' });
    type Root = { execute: NonNullable<ServerOptions['execute']>; subscribe: NonNullable<ServerOptions['subscribe']> };
    const options: ServerOptions<Record<string, unknown> | undefined, Extra> = {
        execute: (args) => (args.rootValue as Root).execute(args),
        subscribe: (args) => (args.rootValue as Root).subscribe(args),
        onConnect: async (ctx) => {
          const params = ctx.connectionParams ?? {};
          const fromParams = typeof params.apiKey === 'string' ? params.apiKey : typeof params['X-API-Key'] === 'string' ? params['X-API-Key'] : undefined;
          const header = ctx.extra.request.headers['x-api-key'];
          const key = fromParams ?? (Array.isArray(header) ? header[0] : header);
          try {
            await authenticate(deps.db.prisma, key);
            return true;
          } catch (err) {
            const code = err instanceof AppError ? err.code : 'invalid_api_key';
            ctx.extra.socket.close(4401, code);
            return false;
          }
        },
        onSubscribe: async (ctx, _id, payload) => {
          const params = ctx.connectionParams ?? {};
          const header = ctx.extra.request.headers['x-api-key'];
          const key = typeof params.apiKey === 'string' ? params.apiKey : typeof params['X-API-Key'] === 'string' ? params['X-API-Key'] : Array.isArray(header) ? header[0] : header;
          const { schema: s, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            socket: ctx.extra.socket,
            params: payload,
          });
          let document;
          try {
            document = parse(payload.query);
          } catch (e) {
            return [e instanceof GraphQLError ? e : new GraphQLError('Syntax error')];
          }
          const errors = validate(s, document);
          if (errors.length) return errors;
          let contextValue: GraphQLContext;
          try {
            contextValue = { ...(await contextFactory()), ...(await contextFor(deps, key, 'ws')) };
          } catch (e) {
            return [e instanceof GraphQLError ? e : new GraphQLError('invalid_api_key', { extensions: { code: 'invalid_api_key' } })];
          }
          return {
            schema: s,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue,
            rootValue: { execute, subscribe },
          };
        },
    };
    const cleanup = useServer(options, wss);
    return {
      async close() {
        await cleanup.dispose();
        await new Promise<void>((r) => wss.close(() => r()));
      },
    };
  };

  return { yoga, attachWebSockets };
}
