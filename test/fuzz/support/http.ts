// A raw HTTP client for the fuzz tests: the request line is sent exactly as generated (fetch would
// normalise dot segments and refuse some bytes), over one keep-alive agent.
import http from 'node:http';

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded: sent verbatim. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function send(baseUrl: string, req: FuzzRequest): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const r = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.target,
        agent,
        headers: { ...req.headers, ...(req.body !== undefined ? { 'content-length': String(req.body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error(`no answer in 30 s to ${req.method} ${req.target}`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

export function describeRequest(req: FuzzRequest): string {
  const body = req.body === undefined ? '' : ` body=${JSON.stringify(req.body.toString('utf8').slice(0, 300))}`;
  return `${req.method} ${req.target.slice(0, 300)} headers=${JSON.stringify(req.headers)}${body}`;
}
