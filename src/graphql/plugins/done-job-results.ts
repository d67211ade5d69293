// Results of `job(id)` queries kept in memory, for done jobs and for running jobs whose read is held:
// a done job is immutable (its poll body is stored once at publish; src/domain/jobs/done-cache.ts), and a
// running job's held read stands until its row changes (src/domain/jobs/poll-read.ts). So the same query
// with the same variables by the same API key yields the same result while every job it names keeps the
// same read version (`jobReadVersion`: `done`, or the held read's number), and execution (thousands of
// fields for 50 target people; the whole GraphQL pipeline for a small poll) can be skipped. Only documents
// whose root fields are all `job` and that select nothing but what the job's row determines (not
// `webhookDeliveries`, not `preview`) are cached. The version is taken before execution, whose reads are
// never older than it, so a result is never kept under a version newer than its data. An LRU bounded in
// bytes (GRAPHQL_RESULT_CACHE_BYTES): each entry keeps only its serialised text, weighed with its key.
import { Kind, OperationTypeNode, print, visit, type DocumentNode, type ExecutionResult, type OperationDefinitionNode, type ValueNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { jobReadVersion } from '../../domain/jobs/queries.js';
import type { GraphQLContext } from '../context.js';
import type { DoneResultNote } from '../fast-path.js';
import { ByteLru, stringBytes } from './byte-lru.js';

const MUTABLE_FIELDS = new Set(['webhookDeliveries', 'preview']);
/** Bookkeeping bytes of one entry beside its key and text. */
const ENTRY_OVERHEAD_BYTES = 200;

interface Shape {
  /** The `job` root fields' `id` arguments, as literals or variable names. */
  ids: Array<{ literal: string } | { variable: string }>;
  text: string;
}

const shapes = new WeakMap<DocumentNode, Shape | null>();

function idOf(value: ValueNode | undefined): Shape['ids'][number] | null {
  if (!value) return null;
  if (value.kind === Kind.STRING || value.kind === Kind.INT) return { literal: value.value };
  if (value.kind === Kind.VARIABLE) return { variable: value.name.value };
  return null;
}

/** The cacheable shape of a document, or null when it is not a pure query of immutable job fields. */
function shapeOf(document: DocumentNode, operationName: string | null | undefined): Shape | null {
  const known = shapes.get(document);
  if (known !== undefined) return known;
  let shape: Shape | null = null;
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (op && op.operation === OperationTypeNode.QUERY) {
    let mutable = false;
    visit(document, { Field: (f) => void (MUTABLE_FIELDS.has(f.name.value) && (mutable = true)) });
    const roots = op.selectionSet.selections;
    const ids: Shape['ids'] = [];
    let pure = !mutable && operations.length === 1;
    for (const sel of roots) {
      if (sel.kind !== Kind.FIELD) pure = false;
      else if (sel.name.value === '__typename') continue;
      else if (sel.name.value !== 'job') pure = false;
      else {
        const id = idOf(sel.arguments?.find((a) => a.name.value === 'id')?.value);
        if (id) ids.push(id);
        else pure = false;
      }
    }
    if (pure && ids.length > 0) shape = { ids, text: print(document) };
  }
  shapes.set(document, shape);
  return shape;
}

function resolveIds(shape: Shape, variables: Record<string, unknown> | null | undefined): string[] | null {
  const out: string[] = [];
  for (const id of shape.ids) {
    const v = 'literal' in id ? id.literal : variables?.[id.variable];
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    out.push(String(v));
  }
  return out;
}

/** A result served from its serialised text: `data` is parsed only if something reads it (WebSocket). */
function fromText(text: string): ExecutionResult {
  const result = { stringify: () => text } as ExecutionResult & { stringify: () => string };
  let parsed: ExecutionResult | undefined;
  Object.defineProperty(result, 'data', { enumerable: true, get: () => (parsed ??= JSON.parse(text) as ExecutionResult).data });
  return result;
}

export function useDoneJobResults(maxBytes: number): Plugin<GraphQLContext> & { cache: ByteLru<string> } {
  const results = new ByteLru<string>(maxBytes, (key, text) => stringBytes(key) + stringBytes(text) + ENTRY_OVERHEAD_BYTES);
  return {
    cache: results,
    onExecute({ args, setResultAndStopExecution }) {
      const shape = shapeOf(args.document, args.operationName);
      const context = args.contextValue as Partial<GraphQLContext> & { doneResult?: DoneResultNote };
      const caller = context.caller;
      const db = context.deps?.db;
      if (!shape || !caller || !db) return;
      const ids = resolveIds(shape, args.variableValues);
      if (!ids) return;
      const versions: string[] = [];
      for (const id of ids) {
        const v = jobReadVersion(db, caller, id);
        if (v === undefined) return;
        versions.push(v);
      }
      const key = `${caller.apiKeyId}\n${versions.join(',')}\n${JSON.stringify(args.variableValues ?? {})}\n${shape.text}`;
      const note = (): void => {
        // tells the HTTP fast path (src/graphql/fast-path.ts) that this answer depends only on these jobs' reads
        if (context.doneResult) {
          context.doneResult.jobIds = ids;
          context.doneResult.versions = versions;
        }
      };
      const hit = results.get(key);
      if (hit !== undefined) {
        setResultAndStopExecution(fromText(hit));
        note();
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!('data' in result) || (result as ExecutionResult).errors) return;
          // Serialise once: graphql-yoga uses a result's own `stringify` when it has one.
          const executed = result as ExecutionResult & { stringify?: (r: unknown) => string };
          const text = (executed.stringify ?? JSON.stringify)(executed);
          executed.stringify = () => text;
          results.set(key, text);
          note();
        },
      };
    },
  };
}
