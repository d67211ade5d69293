// GraphiQL at GET /graphql (in a browser), fully offline: the page, its scripts, styles and editor
// workers come inline from @graphql-yoga/render-graphiql (yoga's default page loads them from a CDN).
// Queries and mutations go over HTTP POST with the editor's headers, subscriptions over graphql-ws
// (GraphiQL's own fetcher, subscriptionsProtocol WS).
//
// One thing differs from yoga's page: the key comes first. The dashboard's of the same tab
// (sessionStorage), else a form asks for it (and checks it) before GraphiQL opens, so the schema is loaded
// with it. It is put in the Headers tab (never persisted to localStorage) and, as a browser cannot set
// headers on a WebSocket, in graphql-ws's `connectionParams.apiKey`.
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';

export const GRAPHIQL_EXAMPLE = `# Target People GraphQL. Your API key is the X-API-Key header (Headers tab).
# Run an operation with the play button (Ctrl-Enter).

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
  // Without a key the schema request would go out with a placeholder and GraphiQL would open on
  // invalid_api_key: ask for the key first, check it with one request, keep it in the tab as the
  // dashboard does, then open GraphiQL (which loads the schema with it).
  function askForKey(root, done) {
    var form = document.createElement('form');
    form.className = 'tp-key';
    form.innerHTML = '<h1>Target People GraphQL</h1><p>Paste an API key of your account: GraphiQL loads the schema and runs ' +
      'operations with it. It stays in this tab only (sessionStorage), shared with the dashboard.</p>' +
      '<label for="tp-key">API key</label><input id="tp-key" name="key" type="password" autocomplete="off" spellcheck="false" required placeholder="tp_live_…">' +
      '<button type="submit">Open GraphiQL</button><p role="alert" class="tp-key-error"></p>';
    var error = form.querySelector('.tp-key-error');
    form.onsubmit = function (event) {
      event.preventDefault();
      var key = form.key.value.trim();
      error.textContent = '';
      Promise.resolve()
        .then(function () { return fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: '{"query":"{ __typename }"}' }); })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          if (body.errors && body.errors.length) throw new Error(body.errors[0].message);
          try { sessionStorage.setItem(STORAGE_KEY, key); } catch (e) { /* storage off: the key is still used */ }
          root.removeChild(form);
          done(key);
        })
        .catch(function (err) { error.textContent = err && err.message && !/fetch/i.test(err.message) ? err.message : 'That is not a usable API key.'; });
    };
    root.appendChild(form);
    form.key.focus();
  }
  window.tpRenderGraphiQL = function (root, opts) {
    var open = function (key) {
      opts.headers = JSON.stringify({ 'X-API-Key': key }, null, 2);
      opts.connectionParams = { apiKey: key };
      YogaGraphiQL.renderYogaGraphiQL(root, opts);
    };
    var key = null;
    try { key = sessionStorage.getItem(STORAGE_KEY); } catch (e) { key = null; }
    if (key) open(key); else askForKey(root, open);
  };
})();
`;

const KEY_FORM_STYLE = `.tp-key{max-width:34rem;margin:10vh auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif;color:#1b1f24}
.tp-key label{display:block;font-weight:600;margin-top:1rem}.tp-key input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:4px}
.tp-key button{margin-top:.75rem;padding:.5rem 1rem;font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}.tp-key-error{color:#b91c1c}`;

const RENDER_CALL = 'YogaGraphiQL.renderYogaGraphiQL(';

export function renderGraphiQLPage(options: GraphiQLOptions = {}): string {
  const html = renderGraphiQL({
    ...options,
    title: 'Target People GraphQL',
    defaultQuery: GRAPHIQL_EXAMPLE,
    shouldPersistHeaders: false,
    subscriptionsProtocol: 'WS',
  });
  const at = html.lastIndexOf(RENDER_CALL);
  if (at < 0) throw new Error('@graphql-yoga/render-graphiql: render call not found');
  const withFetcher = html.slice(0, at) + 'window.tpRenderGraphiQL(' + html.slice(at + RENDER_CALL.length);
  return withFetcher.replace('</head>', () => `<style>${KEY_FORM_STYLE}</style><script>${PAGE_SCRIPT}</script>\n</head>`);
}
