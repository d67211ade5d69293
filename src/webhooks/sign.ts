// Standard Webhooks 1.0 signing: `v1,<base64 HMAC-SHA256(key, "${id}.${timestamp}.${body}")>`, where
// the key is the base64-decoded part of the secret after `whsec_`. Several secrets (during a rotation)
// give several space-separated signatures.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function generateSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

export function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('webhook secrets start with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

/** The `webhook-signature` header value: one `v1,…` per secret, space-separated. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets.map((s) => signature(s, id, timestamp, body)).join(' ');
}
