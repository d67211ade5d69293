// GraphiQL at GET /graphql (in a browser), fully offline: the page, its scripts, styles and editor
// workers come inline from @graphql-yoga/render-graphiql (yoga's default page loads them from a CDN).
//
// Two things differ from yoga's page:
// - The default header is a valid (Latin-1) placeholder; when the dashboard of the same tab is signed in,
//   its key (sessionStorage) is used instead. Headers are never persisted to localStorage.
// - A small fetcher of our own: queries and mutations over HTTP POST with the editor's headers, and
//   subscriptions over graphql-ws (graphql-transport-ws protocol) with the editor's X-API-Key passed as
//   `connectionParams.apiKey` (a browser cannot set headers on a WebSocket, so yoga's page, which only
//   sends headers, is closed 4401 by the server).
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';

export const GRAPHIQL_PLACEHOLDER_KEY = 'tp_live_paste_your_key_here';

export const GRAPHIQL_EXAMPLE = `# Target People GraphQL. Put your API key in the Headers tab ("X-API-Key"),
# then run an operation with the play button (Ctrl-Enter).

query Overview {
  account {
    name
    tier
    creditsBalance
    creditsHeld
    jobsInFlight
    concurrencyLimit
  }
  personas {
    slug
    name
    isDefault
  }
}

# Live updates of every job of your key (run it, then submit a job elsewhere):
subscription Updates {
  jobUpdates {
    change
    jobId
    job {
      status
      stage
    }
  }
}
`;

// Runs in the page (plain ES2017, no build step). `tpRenderGraphiQL` replaces yoga's render call.
const PAGE_SCRIPT = String.raw`
(function () {
  var STORAGE_KEY = 'tp.apiKey';
  function headerValue(headers, name) {
    if (!headers) return undefined;
    var wanted = name.toLowerCase();
    for (var k in headers) if (k.toLowerCase() === wanted) return headers[k];
    return undefined;
  }
  function operationType(params, opts) {
    var doc = opts && opts.documentAST;
    if (doc && doc.definitions) {
      var ops = doc.definitions.filter(function (d) { return d.kind === 'OperationDefinition'; });
      var op = ops.find(function (d) { return !params.operationName || (d.name && d.name.value === params.operationName); }) || ops[0];
      if (op) return op.operation;
    }
    var text = String(params.query || '').replace(/#[^\n]*/g, '');
    var m = params.operationName ? new RegExp('(query|mutation|subscription)\\s+' + params.operationName + '\\b').exec(text) : /^\s*(query|mutation|subscription)\b/.exec(text);
    return m ? m[1] : 'query';
  }
  function subscribe(params, headers) {
    var url = location.origin.replace(/^http/, 'ws') + '/graphql';
    var queue = [], waiting = null, finished = false;
    function push(item) {
      if (finished) return;
      if (item.done) finished = true;
      if (waiting) { var w = waiting; waiting = null; w(item); } else queue.push(item);
    }
    var ws = new WebSocket(url, 'graphql-transport-ws');
    ws.onopen = function () {
      ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey: headerValue(headers, 'X-API-Key') } }));
    };
    ws.onmessage = function (event) {
      var msg = JSON.parse(event.data);
      if (msg.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: params.query, operationName: params.operationName, variables: params.variables } }));
      } else if (msg.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
      } else if (msg.type === 'next') {
        push({ done: false, value: msg.payload });
      } else if (msg.type === 'error') {
        push({ done: false, value: { errors: msg.payload } });
        push({ done: true, value: undefined });
        ws.close(1000);
      } else if (msg.type === 'complete') {
        push({ done: true, value: undefined });
        ws.close(1000);
      }
    };
    ws.onclose = function (event) {
      if (!finished && event.code !== 1000) {
        push({ done: false, value: { errors: [{ message: 'The WebSocket was closed (' + event.code + (event.reason ? ' ' + event.reason : '') + ').', extensions: { code: event.reason || 'connection_closed' } }] } });
      }
      push({ done: true, value: undefined });
    };
    var iterator = {
      next: function () {
        if (queue.length) return Promise.resolve(queue.shift());
        if (finished) return Promise.resolve({ done: true, value: undefined });
        return new Promise(function (resolve) { waiting = resolve; });
      },
      return: function () {
        if (ws.readyState <= 1) {
          if (ws.readyState === 1) ws.send(JSON.stringify({ id: '1', type: 'complete' }));
          ws.close(1000);
        }
        finished = true;
        return Promise.resolve({ done: true, value: undefined });
      },
    };
    iterator[Symbol.asyncIterator] = function () { return iterator; };
    return iterator;
  }
  function fetcher(params, opts) {
    var headers = Object.assign({}, (opts && opts.headers) || {});
    if (operationType(params, opts) === 'subscription') return subscribe(params, headers);
    headers['content-type'] = 'application/json';
    headers.accept = 'application/graphql-response+json, application/json';
    return fetch('/graphql', { method: 'POST', headers: headers, body: JSON.stringify(params) }).then(function (res) {
      return res.json();
    });
  }
  window.tpRenderGraphiQL = function (root, opts) {
    var key = null;
    try { key = sessionStorage.getItem(STORAGE_KEY); } catch (e) { key = null; }
    if (key) opts.headers = JSON.stringify({ 'X-API-Key': key }, null, 2);
    delete opts.endpoint;
    opts.fetcher = fetcher;
    opts.shouldPersistHeaders = false;
    YogaGraphiQL.renderYogaGraphiQL(root, opts);
  };
})();
`;

const RENDER_CALL = 'YogaGraphiQL.renderYogaGraphiQL(';

export function renderGraphiQLPage(options: GraphiQLOptions = {}): string {
  const html = renderGraphiQL({
    ...options,
    title: 'Target People GraphQL',
    defaultQuery: GRAPHIQL_EXAMPLE,
    headers: JSON.stringify({ 'X-API-Key': GRAPHIQL_PLACEHOLDER_KEY }, null, 2),
    shouldPersistHeaders: false,
  });
  const at = html.lastIndexOf(RENDER_CALL);
  if (at < 0) throw new Error('@graphql-yoga/render-graphiql: render call not found');
  const withFetcher = html.slice(0, at) + 'window.tpRenderGraphiQL(' + html.slice(at + RENDER_CALL.length);
  return withFetcher.replace('</head>', () => `<script>${PAGE_SCRIPT}</script>\n</head>`);
}
