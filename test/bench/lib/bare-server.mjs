// The baseline of the polling scenario: a bare node:http server answering fixed bytes from memory
// (the exact body and content type the service answers), whatever the request. Reads the request body
// (so POST baselines do the same socket work) and prints its port on stdout.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.BARE_BODY_FILE);
const type = process.env.BARE_CONTENT_TYPE || 'application/json; charset=utf-8';
const server = http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
