// One pg pool per process, shared by Prisma (through @prisma/adapter-pg) and the few raw queries
// (row locks, LISTEN/NOTIFY, pg-boss).
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

export type { PrismaClient };
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

export interface Database {
  url: string;
  pool: pg.Pool;
  prisma: PrismaClient;
  close(): Promise<void>;
}

export function openDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    /* idle client errors (server restart) are retried by the pool */
  });
  // Every interactive transaction gets waits generous enough for a busy pool: Prisma's defaults (2 s to
  // start, 5 s in all) turn a busy moment into internal errors, since parallel writers of one account or
  // job queue on its row lock inside their transactions (seen: persona creates racing under load 15).
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: 20_000, timeout: 60_000 } });
  let closed = false;
  return {
    url,
    pool,
    prisma,
    async close() {
      if (closed) return;
      closed = true;
      await prisma.$disconnect().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
