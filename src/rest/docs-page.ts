// The docs page (/docs, and / for a browser): Scalar's API reference (the maintained
// `@scalar/api-reference` standalone bundle, served from node_modules at /docs/api-reference.js) rendering
// /openapi.json. Nothing comes from a CDN (fonts are the system's), so it works offline. The page's
// "Test request" client talks to the server that served the page, whatever the document's `servers` say.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const DOCS_SCRIPT_PATH = '/docs/api-reference.js';

let bundle: Buffer | undefined;

/** Scalar's standalone bundle (about 4 MB), read once, beside the package's main module (it is not in its exports). */
export function docsScript(): Buffer {
  bundle ??= readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser/standalone.js'));
  return bundle;
}

/** Scalar's configuration; `servers` is filled in the browser with the page's own origin. */
const CONFIG = {
  url: '/openapi.json',
  withDefaultFonts: false, // the default fonts come from Scalar's font host; offline we use the system's
  telemetry: false,
  hideClientButton: false,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  metaData: { title: 'Target People API reference' },
  // Scalar's hosted extras (AI chat, MCP generation) need its servers: off.
  agent: { disabled: true },
  mcp: { disabled: true },
};

export function renderDocsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Target People API reference</title>
  <style>
    body { margin: 0; }
    #tp-links { display: flex; gap: 1.25rem; padding: .5rem 1rem; font: 14px system-ui, sans-serif; border-bottom: 1px solid #ddd; }
    #tp-links a { color: inherit; }
  </style>
</head>
<body>
  <nav id="tp-links" aria-label="Other surfaces">
    <strong>Target People</strong>
    <a href="/graphql">GraphQL (GraphiQL)</a>
    <a href="/openapi.json">OpenAPI document</a>
    <a href="/app/">Dashboard</a>
  </nav>
  <div id="app"></div>
  <script src="${DOCS_SCRIPT_PATH}"></script>
  <script>
    Scalar.createApiReference('#app', Object.assign(${JSON.stringify(CONFIG)}, {
      servers: [{ url: window.location.origin, description: 'This server (the one serving this page)' }],
    }));
  </script>
</body>
</html>
`;
}
