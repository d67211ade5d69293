// A local server speaking the HTTP source protocol (src/sources/http/README.md) over an embedded
// dataset (default: the bundled sample), so tests can compare NETWORK_SOURCE=http with the embedded
// source. SourceErrors of the embedded source become protocol answers: not_found → 404, retryable →
// 503 with Retry-After (seconds, rounded up), permanent → 422. `intercept` lets a test answer a request
// itself (faults, bad bodies); `requests` records every path asked for, with its Authorization header.
// The roster's optional `filter` is evaluated over the embedded index (`ignoreFilter`: as a server that
// does not know it would).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR, SourceError } from '../../src/sources/index.js';
import { queryOfProtocolFilter, type ProtocolFilter } from '../../src/sources/query-protocol.js';

export interface Intercepted {
  status: number;
  body: string;
  headers?: Record<string, string>;
  /** Never answer (timeouts): the request ends when the client gives up. */
  hang?: boolean;
}

export interface ProtocolServer {
  url: string;
  requests: Array<{ path: string; authorization: string | undefined }>;
  intercept: ((path: string) => Intercepted | undefined) | null;
  close(): Promise<void>;
}

export async function startProtocolServer(opts: { dataset?: string; token?: string; ignoreFilter?: boolean } = {}): Promise<ProtocolServer> {
  const source = new EmbeddedNetworkSource(await loadDataset(opts.dataset ?? SAMPLE_DATASET_DIR));
  const state: ProtocolServer = { url: '', requests: [], intercept: null, close: async () => {} };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push({ path: req.url ?? '', authorization: req.headers.authorization });
    const fault = state.intercept?.(req.url ?? '');
    if (fault) {
      if (fault.hang) return;
      return send(res, fault.status, fault.body, fault.headers);
    }
    if (opts.token && req.headers.authorization !== `Bearer ${opts.token}`) return send(res, 401, { error: 'unauthorized' });
    // Path segments arrive URL-encoded; split first, then decode each.
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    try {
      if (parts.length === 1 && parts[0] === 'companies') {
        const slug = url.searchParams.get('slug');
        if (!slug) return send(res, 400, { error: 'slug required' });
        return send(res, 200, await companyLine(source, (await source.resolveCompany({ kind: 'slug', slug })).id));
      }
      if (parts[0] !== 'companies' || !/^\d+$/.test(parts[1] ?? '')) return send(res, 404, { error: 'no such path' });
      const companyId = Number(parts[1]);
      if (parts.length === 2) {
        await source.resolveCompany({ kind: 'id', id: companyId });
        return send(res, 200, await companyLine(source, companyId));
      }
      if (parts.length === 3 && parts[2] === 'roster') {
        const limit = Number(url.searchParams.get('limit') ?? '100');
        // The optional roster filter: honoured unless the test says to ignore it (an older server).
        const filter = url.searchParams.get('filter');
        const query = filter && !opts.ignoreFilter ? queryOfProtocolFilter(JSON.parse(filter) as ProtocolFilter) : undefined;
        const page = await source.scanRoster(companyId, url.searchParams.get('cursor'), limit, query);
        return send(res, 200, query ? { ...page, filter_applied: true } : page);
      }
      if (parts.length === 4 && parts[2] === 'people') return send(res, 200, await source.enrichProfile(companyId, parts[3]!));
      if (parts.length === 5 && parts[2] === 'people' && parts[4] === 'verification') {
        // The protocol's 404 for a person not on the roster (the embedded source answers employed:false).
        if (!source.dataset.rosters.get(companyId)?.position.has(parts[3]!)) return send(res, 404, { error: 'not on the roster' });
        const v = await source.verifyCandidate(companyId, parts[3]!);
        return send(res, 200, { employed: v.employed, email_status: v.email_status });
      }
      return send(res, 404, { error: 'no such path' });
    } catch (err) {
      if (!(err instanceof SourceError)) return send(res, 500, { error: 'internal' });
      if (err.kind === 'not_found') return send(res, 404, { error: err.message });
      if (err.kind === 'retryable') return send(res, 503, { error: err.message }, { 'retry-after': String(Math.ceil((err.retryAfterMs ?? 1000) / 1000)) });
      return send(res, 422, { error: err.message });
    }
  };

  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await source.close();
  };
  return state;
}

/** The company line as stored in companies.ndjson (with its slug; `_simulate` is the server's own business). */
async function companyLine(source: EmbeddedNetworkSource, id: number): Promise<unknown> {
  const line = source.dataset.companies.get(id);
  if (!line) throw new SourceError('not_found', `company ${id} not found`);
  const { _simulate, ...rest } = line;
  return rest;
}
