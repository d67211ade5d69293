// One urql client per signed-in key: queries and mutations over HTTP with X-API-Key, subscriptions
// over graphql-ws with `connectionParams.apiKey`. An authentication error anywhere (HTTP answer, or the
// socket closed 4401/4403) signs the user out with the catalogue's message.
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { isAuthError, shownError } from './errors.js';

export interface Session {
  client: Client;
  ws: WsClient;
}

const AUTH_CLOSE_CODES = new Set([4401, 4403]);

export function createSession(apiKey: string, onAuthFailure: (message: string) => void): Session {
  const ws = createWsClient({
    url: `${location.origin.replace(/^http/, 'ws')}/graphql`,
    connectionParams: { apiKey },
    lazy: true,
    retryAttempts: 3,
    shouldRetry: (event) => !(event instanceof CloseEvent && AUTH_CLOSE_CODES.has(event.code)),
    on: {
      closed: (event) => {
        if (event instanceof CloseEvent && AUTH_CLOSE_CODES.has(event.code)) {
          onAuthFailure(event.reason === 'missing_api_key' ? 'No `X-API-Key` header.' : 'The API key is unknown or inactive.');
        }
      },
    },
  });
  const client = new Client({
    url: '/graphql',
    preferGetMethod: false,
    requestPolicy: 'cache-and-network',
    fetchOptions: () => ({ headers: { 'X-API-Key': apiKey } }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (isAuthError(error)) onAuthFailure(shownError(error)?.message ?? 'The API key is unknown or inactive.');
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
  return { client, ws };
}

/** A fresh key for one logical submission: a repeat click reuses it, so no second job is created. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return 'dash-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
