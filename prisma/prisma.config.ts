// Prisma CLI configuration (Prisma 7 keeps the datasource URL here, not in schema.prisma).
// `prisma migrate deploy` works with it where the native schema engine is available; the service
// itself applies prisma/migrations with its own migrator (src/db/migrate.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: './schema.prisma',
  migrations: { path: './migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres' },
});
