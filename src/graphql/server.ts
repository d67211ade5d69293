// GraphQL over HTTP (graphql-yoga, GraphiQL) and over WebSocket (graphql-ws) on /graphql. Both check
// the API key before reading or parsing anything the caller sends. Guards: README "Limits and protections".
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError, getOperationAST, getVariableValues, type DocumentNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { Context as WsContext, ServerOptions } from 'graphql-ws';
import type { Deps } from '../deps.js';
import { AppError } from '../domain/errors.js';
import { errorHeaders, httpStatus } from '../rest/errors.js';
import { asServiceUnavailable } from '../db/unavailable.js';
import { authenticate, revokedKeyIds, type Caller } from '../domain/accounts/keys.js';
import type { GraphQLContext } from './context.js';
import { forWebSocket, graphqlCode, maskError, toGraphQLError, useErrorCodes } from './errors.js';
import { schema } from './schema/index.js';
import { useInputText } from './plugins/input-text.js';
import { useOperationLimits } from './plugins/limits.js';
import { LRUCache } from 'lru-cache';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { contentCodingRefused, readBody } from '../http/body.js';
import { firstValue, sendJson } from '../http/server.js';
import { bodiesRead, bodyTypeRefused, disregardUnanswerableAccept, useStrictParams } from './media.js';
import { renderGraphiQLPage } from './graphiql.js';
import { Request as FetchRequest } from '@whatwg-node/fetch';

/** Heap bytes a parsed document costs per character of its text (measured: ~56). */
export const DOCUMENT_BYTES_PER_CHAR = 64;
/** How often open WebSocket connections are checked against revoked keys (all processes revoke). */
export const REVOCATION_CHECK_MS = 500;

async function contextFor(deps: Deps, apiKey: string | null | undefined, transport: 'http' | 'ws'): Promise<GraphQLContext> {
  const caller = await authenticate(deps, apiKey).catch((err: unknown) => {
    throw err instanceof AppError ? toGraphQLError(err) : err;
  });
  return { deps, caller, transport };
}

function wsKey(ctx: WsContext<Record<string, unknown> | undefined, Extra>): string | undefined {
  const params = ctx.connectionParams ?? {};
  if (typeof params.apiKey === 'string') return params.apiKey;
  if (typeof params['X-API-Key'] === 'string') return params['X-API-Key'];
  return firstValue(ctx.extra.request.headers['x-api-key']);
}

/** Subscriptions are served over WebSocket only: over HTTP (SSE, multipart) they are refused. */
const useNoHttpSubscriptions: Plugin<GraphQLContext> = {
  onSubscribe({ args, setResultAndStopExecution }) {
    if ((args.contextValue as Partial<GraphQLContext>).transport !== 'ws') {
      setResultAndStopExecution({
        errors: [
          new GraphQLError('Subscriptions are served over WebSocket only (graphql-ws on /graphql).', { extensions: { code: graphqlCode('bad_request') } }),
        ],
      });
    }
  },
};

/**
 * Queries and mutations run compiled by graphql-jit (@envelop/graphql-jit), from a document's second run on (a document sent
 * once is not worth its compilation): the executor was the largest part of a small query's CPU (job(id) 125 -> 91 us a
 * request, issue 23). Subscriptions, and variables that do not coerce (graphql-js's 400 and message), keep graphql-js.
 * graphql-jit 0.8.7 keeps part of every compilation for the life of the process (a module-level `lodash.memoize` around
 * `joinOriginPaths`; measured: 1,000 distinct 3.8 KB documents compiled and dropped still held 495 MB after a full GC,
 * ≈ 128 bytes per character). So a caller sending distinct documents must not be able to grow the heap: only documents of
 * at most JIT_MAX_CHARS characters are compiled, and at most JIT_MAX_DOCUMENTS of them over the process's life (≈ 26 MB at
 * worst); later ones keep graphql-js. A client's operations are few and short (a poll's query is 361 characters).
 */
export const JIT_MAX_CHARS = 1024;
export const JIT_MAX_DOCUMENTS = 200;
type JitArgs = { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null };

/** Whether a run of a document is compiled (see above); one gate per service process. */
export function jitGate(maxDocuments = JIT_MAX_DOCUMENTS, maxChars = JIT_MAX_CHARS): (args: JitArgs) => boolean {
  const runBefore = new WeakSet<DocumentNode>();
  const compiled = new WeakSet<DocumentNode>();
  let compilations = 0;
  return ({ schema, document, operationName, variableValues }) => {
    if (!runBefore.has(document)) return !runBefore.add(document);
    const op = getOperationAST(document, operationName);
    if (op?.operation === 'subscription' || 'errors' in getVariableValues(schema, op?.variableDefinitions ?? [], variableValues ?? {})) return false;
    if (compiled.has(document)) return true;
    if (compilations >= maxDocuments || (document.loc?.end ?? Infinity) > maxChars) return false;
    compilations += 1;
    return !!compiled.add(document);
  };
}
const useCompiledExecution = useGraphQlJit({}, { enableIf: jitGate() });

// Validation results by parsed document (the schema and the rules never change in a running service). graphql-yoga's own cache keys them by
// the rules' names, joined at every request (≈ 3 % of a small query's CPU, issue 23). Last of the plugins: it keeps what graphql-armor's hooks saw.
const validated = new WeakMap<DocumentNode, readonly Error[]>();
const useValidationCache: Plugin = {
  onValidate({ params, setResult }) {
    const known = validated.get(params.documentAST);
    if (known) return setResult(known);
    return ({ result }) => void validated.set(params.documentAST, result);
  },
};

// @whatwg-node/server parses a URL when a plugin reads it unless the request has `parsedUrl`, which the ponyfill's getter made for each (2.6 % of a poll's CPU).
class LazyUrlRequest extends FetchRequest {
  readonly parsedUrl = undefined;
}

export function createGraphQL(deps: Deps) {
  const cfg = deps.config;
  // Parsed and validated documents, bounded in estimated bytes (an entry larger than the bound is not kept).
  const documentBytes = Math.max(1, cfg.GRAPHQL_DOCUMENT_CACHE_BYTES);
  const documents = new LRUCache<string, DocumentNode>({
    maxSize: documentBytes,
    sizeCalculation: (_d, text) => Math.max(1, text.length * (2 + DOCUMENT_BYTES_PER_CHAR)),
  });
  const parseErrors = new LRUCache<string, object>({ maxSize: Math.ceil(documentBytes / 16), sizeCalculation: (_e, text) => 2 * text.length + 512 });
  deps.metrics.graphqlCacheBytes.collectFrom(async () => [[{ cache: 'documents' }, documents.calculatedSize]]);
  // HTTP callers (checked by `handle`) by request: an extra server context is merged by @whatwg-node/server
  // with a property-descriptor copy at every request (`completeAssign`, ≈ 2 % of job(id)'s CPU profile).
  const callers = new WeakMap<IncomingMessage, Caller>();
  const yoga = createYoga<{ req: IncomingMessage }>({
    schema,
    graphqlEndpoint: '/graphql',
    fetchAPI: { Request: LazyUrlRequest },
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, deps.log) },
    multipart: false,
    // The body limit is applied by `handle` below, which reads the body before yoga sees the request.
    maxRequestBodySize: false,
    parserAndValidationCache: { documentCache: documents, errorCache: parseErrors, validationCache: false },
    plugins: [useStrictParams(), ...useOperationLimits(cfg), useNoHttpSubscriptions, useErrorCodes(), useInputText(), useCompiledExecution, useValidationCache],
    // GraphiQL offline, the key asked for first and passed to subscriptions (src/graphql/graphiql.ts).
    graphiql: true,
    renderGraphiQL: renderGraphiQLPage,
    // CORS is applied once for every route by the HTTP server (CORS_ORIGINS), not by yoga.
    cors: false,
    // Over HTTP the key was checked by `handle` below (before the body was read); over WebSocket there is
    // no fetch Request: the ws onSubscribe hook below builds that context.
    context: ({ req, request }: { req?: IncomingMessage; request?: Request }) => {
      const caller = req && callers.get(req);
      if (caller) return { deps, caller, transport: 'http' as const };
      return request ? contextFor(deps, request.headers.get('x-api-key'), 'http') : ({} as GraphQLContext);
    },
  });

  /** GraphQL over HTTP: the key and the declared body size are checked before yoga reads anything. */
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // HEAD is GET without the body (the response, made for a HEAD request, writes none).
    if (req.method === 'HEAD') req.method = 'GET';
    // Yoga renders GraphiQL (and executes nothing) for any GET asking for HTML, `?query=` links included
    // (GraphiQL prefills its editor from them); a browser cannot send the key with such a navigation.
    const graphiqlPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (graphiqlPage || req.method === 'OPTIONS') return void (await yoga.handle(req, res));
    disregardUnanswerableAccept(req);
    let caller: Caller;
    try {
      caller = await authenticate(deps, firstValue(req.headers['x-api-key']));
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > cfg.BODY_LIMIT_BYTES) {
        throw new AppError('payload_too_large', `The request body is larger than ${cfg.BODY_LIMIT_BYTES} bytes.`);
      }
      const refused = contentCodingRefused(req) ?? bodyTypeRefused(req);
      if (refused) throw refused;
      // Read here with the one body limit (src/http/body.ts, as REST does) and handed to our request parser
      // whole (src/graphql/media.ts): yoga's streamed read (a TransformStream counting bytes, an
      // AbortController per stream) was ≈ 10 % of a small query's CPU (issue 23's profile).
      if (req.method === 'POST') bodiesRead.set(req, await readBody(req, cfg.BODY_LIMIT_BYTES));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // An unread body is not drained: the connection closes instead.
      const close: Record<string, string> = req.complete ? {} : { connection: 'close' };
      const body = { errors: [{ message: err.message, extensions: { code: graphqlCode(err.code) } }] };
      return sendJson(res, httpStatus(err), body, { ...close, ...errorHeaders(err) });
    }
    callers.set(req, caller);
    // One writeHead and end, not @whatwg-node/server's write, then end, behind four chained promises (issue 23); an error thrown is our 500.
    // Streamed answers (SSE, multipart) are written whole too: over HTTP an operation has one result (subscriptions are WebSocket-only).
    const response = await yoga.handleNodeRequestAndResponse(req, res, { req });
    if (!res.destroyed) res.writeHead(response.status, Object.fromEntries(response.headers)).end(await response.text());
  };

  const attachWebSockets = (server: Server) => {
    // maxPayload: a message larger than the body limit closes the connection (1009) before it is buffered whole.
    const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: cfg.BODY_LIMIT_BYTES });
    type Ctx = WsContext<Record<string, unknown> | undefined, Extra>;
    /** Open, authenticated connections by API key id (subscription caps and revocation), and each one's key. */
    const byKey = new Map<string, Set<Ctx>>();
    const conns = new WeakMap<Ctx, { keyId: string; accepted: Set<string> }>();
    const forget = (ctx: Ctx) => {
      const keyId = conns.get(ctx)?.keyId ?? '';
      byKey.get(keyId)?.delete(ctx);
      if (byKey.get(keyId)?.size === 0) byKey.delete(keyId);
    };
    // Open subscriptions, counted exactly: a subscription counts once accepted here (the check and the count
    // with no await between them) and while graphql-ws holds it as running (`ctx.subscriptions`, which it
    // updates at once when the client completes it or the connection closes). Subscribes still being set up
    // do not count, so bursts, on one connection or many, can neither pass the limits nor poison them.
    const openOn = (ctx: Ctx): Set<string> => {
      const ids = conns.get(ctx)?.accepted ?? new Set<string>();
      for (const id of ids) if (!(id in ctx.subscriptions)) ids.delete(id);
      return ids;
    };
    const takeSlot = (ctx: Ctx, id: string): AppError | null => {
      const [perConnection, perKey] = [cfg.GRAPHQL_MAX_SUBSCRIPTIONS_PER_CONNECTION, cfg.GRAPHQL_MAX_SUBSCRIPTIONS_PER_KEY];
      const mine = openOn(ctx);
      if (mine.size >= perConnection)
        return new AppError('subscription_limit', `At most ${perConnection} open subscriptions per connection.`, { limit: perConnection });
      const ofKey = [...(byKey.get(conns.get(ctx)?.keyId ?? '') ?? [])].reduce((n, c) => n + openOn(c).size, 0);
      if (ofKey >= perKey) return new AppError('subscription_limit', `At most ${perKey} open subscriptions per API key.`, { limit: perKey });
      mine.add(id);
      return null;
    };
    const closeRevoked = async () => {
      if (byKey.size === 0) return;
      const revoked = await revokedKeyIds(deps.db.prisma, [...byKey.keys()]);
      for (const id of revoked) {
        for (const ctx of byKey.get(id) ?? []) ctx.extra.socket.close(4401, 'invalid_api_key');
        byKey.delete(id);
      }
    };
    const revocationTimer = setInterval(() => {
      closeRevoked().catch((err: unknown) => deps.log.warn('revocation check failed', { err }));
    }, REVOCATION_CHECK_MS);
    revocationTimer.unref();

    type Root = { execute: NonNullable<ServerOptions['execute']>; subscribe: NonNullable<ServerOptions['subscribe']> };
    const options: ServerOptions<Record<string, unknown> | undefined, Extra> = {
      execute: (args) => (args.rootValue as Root).execute(args),
      subscribe: (args) => (args.rootValue as Root).subscribe(args),
      onConnect: async (ctx) => {
        try {
          const caller = await authenticate(deps, wsKey(ctx));
          conns.set(ctx, { keyId: caller.apiKeyId, accepted: new Set() });
          byKey.set(caller.apiKeyId, (byKey.get(caller.apiKeyId) ?? new Set<Ctx>()).add(ctx));
          return true;
        } catch (err) {
          const outage = asServiceUnavailable(err);
          // 1013 "Try Again Later": graphql-ws clients reconnect; 4401 would tell them to drop the key.
          if (outage) ctx.extra.socket.close(1013, 'service_unavailable');
          else ctx.extra.socket.close(4401, err instanceof AppError ? err.code : 'invalid_api_key');
          return false;
        }
      },
      onClose: (ctx) => forget(ctx),
      // Errors leave in HTTP's words (src/graphql/errors.ts `forWebSocket`), whichever way they are sent.
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => forWebSocket(e, deps.log)),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: result.errors.map((e) => forWebSocket(e, deps.log)) } : undefined),
      onSubscribe: async (ctx, id, payload) => {
        const env = yoga.getEnveloped({ req: ctx.extra.request, socket: ctx.extra.socket, params: payload });
        // Each step's refusal is the client's error, never a crash: graphql-armor's limits throw from validation
        // (yoga catches that for HTTP). Anything unexpected is masked as HTTP masks it (internal_error, logged).
        let contextValue: GraphQLContext, document: DocumentNode, errors: readonly GraphQLError[];
        try {
          contextValue = { ...(await env.contextFactory()), ...(await contextFor(deps, wsKey(ctx), 'ws')) };
          document = env.parse(payload.query);
          errors = env.validate(env.schema, document);
        } catch (e) {
          return [maskError(e, deps.log)];
        }
        if (errors.length) return errors;
        if (getOperationAST(document, payload.operationName)?.operation === 'subscription') {
          const refused = takeSlot(ctx, id);
          if (refused) return [toGraphQLError(refused)];
        }
        return {
          schema: env.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute: env.execute, subscribe: env.subscribe },
        };
      },
    };
    const cleanup = useServer(options, wss);
    return {
      async close() {
        clearInterval(revocationTimer);
        await cleanup.dispose();
        await new Promise<void>((r) => wss.close(() => r()));
      },
    };
  };

  return { yoga, handle, attachWebSockets };
}
