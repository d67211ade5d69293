// The SQL migrations and prisma/schema.prisma describe the same database: every model's table, column,
// type, nullability, enum and unique/index exists as Prisma expects.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { getDatamodel } from '../../src/generated/pothos-types.js';
import { freshDatabase } from '../support/db.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';

type Field = {
  name: string;
  kind: string;
  type: string;
  isRequired: boolean;
  isList: boolean;
  isId: boolean;
  isUnique: boolean;
  dbName?: string | null;
  relationName?: string | null;
  isUpdatedAt?: boolean;
};
type Model = { fields: Field[]; dbName?: string | null; primaryKey?: { fields: string[] } | null; uniqueIndexes?: Array<{ fields: string[] }> };

const SCALAR_TO_PG: Record<string, string[]> = {
  String: ['text', 'uuid'],
  Int: ['integer'],
  BigInt: ['bigint'],
  Float: ['double precision'],
  Boolean: ['boolean'],
  DateTime: ['timestamp with time zone'],
  Json: ['jsonb'],
};

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** @@map and @map names from schema.prisma (the Pothos datamodel carries types but not database names). */
function databaseNames(): Map<string, { table: string; columns: Map<string, string> }> {
  const text = readFileSync(new URL('../../prisma/schema.prisma', import.meta.url), 'utf8');
  const out = new Map<string, { table: string; columns: Map<string, string> }>();
  for (const m of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const body = m[2]!;
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? m[1]!;
    const columns = new Map<string, string>();
    for (const line of body.split('\n')) {
      const f = /^\s+(\w+)\s+\S+.*?@map\("([^"]+)"\)/.exec(line);
      if (f && !line.trim().startsWith('@@')) columns.set(f[1]!, f[2]!);
    }
    out.set(m[1]!, { table, columns });
  }
  return out;
}

describe('database schema', () => {
  it('migrations applied to an empty database match the Prisma schema', async () => {
    const db = await freshDatabase();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      const cols = await c.query<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
        `SELECT table_name, column_name, data_type, udt_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
      );
      const byTable = new Map<string, Map<string, (typeof cols.rows)[number]>>();
      for (const r of cols.rows) {
        if (!byTable.has(r.table_name)) byTable.set(r.table_name, new Map());
        byTable.get(r.table_name)!.set(r.column_name, r);
      }
      const dm = getDatamodel().datamodel as unknown as { models: Record<string, Model> };
      const problems: string[] = [];
      const names = databaseNames();
      for (const [modelName, model] of Object.entries(dm.models)) {
        const table = names.get(modelName)?.table ?? modelName;
        const columns = byTable.get(table);
        if (!columns) {
          problems.push(`missing table ${table}`);
          continue;
        }
        const expected = new Set<string>();
        for (const f of model.fields) {
          if (f.kind === 'object') continue;
          const col = names.get(modelName)?.columns.get(f.name) ?? f.name;
          expected.add(col);
          const actual = columns.get(col);
          if (!actual) {
            problems.push(`${table}.${col} missing (field ${modelName}.${f.name}; expected column "${snake(f.name)}"?)`);
            continue;
          }
          if (f.kind === 'enum') {
            if (actual.data_type !== 'USER-DEFINED' || actual.udt_name !== f.type)
              problems.push(`${table}.${col} should be enum ${f.type}, is ${actual.udt_name}`);
          } else if (!(SCALAR_TO_PG[f.type] ?? []).includes(actual.data_type)) {
            problems.push(`${table}.${col} type ${actual.data_type} does not fit ${f.type}`);
          }
          if ((actual.is_nullable === 'NO') !== f.isRequired) problems.push(`${table}.${col} nullability differs (required: ${f.isRequired})`);
        }
        for (const col of columns.keys()) if (!expected.has(col)) problems.push(`${table}.${col} is not in the Prisma schema`);
      }
      const enums = await c.query<{ typname: string; labels: string[] }>(
        `SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
      );
      const dmEnums = (getDatamodel().datamodel as unknown as { enums?: Record<string, { values: Array<{ name: string }> }> }).enums;
      if (dmEnums) {
        for (const [name, e] of Object.entries(dmEnums)) {
          const row = enums.rows.find((r) => r.typname === name);
          if (!row) problems.push(`enum ${name} missing`);
          else if (JSON.stringify(row.labels) !== JSON.stringify(e.values.map((v) => v.name))) problems.push(`enum ${name} values differ`);
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await c.end();
      await db.drop();
    }
  });

  it('the migrator records each migration once, even when two processes start together', async () => {
    const db = await freshDatabase();
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      // The clone is migrated already; wipe the public schema to start from empty.
      await c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const results = await Promise.all([migrate(db.url), migrate(db.url), migrate(db.url)]);
      expect(results.flat().sort()).toEqual(
        listMigrations()
          .map((m) => m.name)
          .sort(),
      );
      const { rows } = await c.query('SELECT name FROM "_migrations"');
      expect(rows).toHaveLength(listMigrations().length);
    } finally {
      await c.end();
      await db.drop();
    }
  });
});
