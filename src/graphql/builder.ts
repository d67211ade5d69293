// The Pothos builder: plugins and scalars only. Types and fields live in src/graphql/schema/.
// Relay plugin: the Node interface with global ids (base64 of "Type:id"), node(id:), cursor connections.
import SchemaBuilder, { type ObjectFieldsShape } from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { GraphQLContext } from './context.js';

const NODE_TYPES = new Set(['Job', 'WebhookDelivery', 'ApiKey', 'Persona']);
const NO_NODE = { typename: '', id: '' };

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
}>({
  plugins: [PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.deps.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false, description: 'The page: one edge per item, in order.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    // node(id:) answers null for an id that names no object of the caller, whatever it is: a REST job_id,
    // text that is not a global id, another type (a malformed key of a Node type: see ownRow).
    decodeGlobalID: (globalID) => {
      try {
        const decoded = decodeGlobalID(globalID);
        if (NODE_TYPES.has(decoded.typename)) return decoded;
      } catch {
        // not a global id
      }
      return NO_NODE;
    },
    idFieldOptions: { description: 'Global id (Relay): unique across types; pass it to node(id:).' },
    nodeTypeOptions: { description: 'An object with a global id, fetchable with node(id:). Clients normalise their caches by it.' },
    nodeQueryOptions: {
      description: 'Any object with a global id that belongs to the caller (null when there is none).',
      args: { id: { description: 'A global id (the `id` field of a Node).' } },
      resolve: (_root, args, _ctx, _info, resolveNode) => (args.id.typename === NO_NODE.typename ? null : resolveNode(args.id)),
    },
    nodesQueryOptions: false,
    pageInfoTypeOptions: { description: 'Where a page sits in its connection.' },
    hasNextPageFieldOptions: { description: 'True when items follow this page (ask again with after: endCursor).' },
    hasPreviousPageFieldOptions: { description: 'True when items precede this page.' },
    startCursorFieldOptions: { description: 'Cursor of the first item of the page; null when the page is empty.' },
    endCursorFieldOptions: { description: 'Cursor of the last item of the page; pass it as `after` for the next page. Null when the page is empty.' },
    pageInfoFieldOptions: { description: 'Cursors and whether more pages exist.' },
    cursorFieldOptions: { description: 'Opaque cursor of this item; pass it as `after` to read on from here.' },
    firstArgOptions: { description: 'Page size (default 20).' },
    afterArgOptions: { description: 'Return the items after this cursor (an endCursor or edge cursor of an earlier page).' },
    lastArgOptions: { description: 'Page size when paging backwards (with before).' },
    beforeArgOptions: { description: 'Return the items before this cursor.' },
  },
});

/** The builder's type parameters (for helpers that take a field builder). */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A plain object type (not a Node, not a Prisma model): its name, its description and its fields. */
export function objectType<T>(name: string, description: string, fields: ObjectFieldsShape<Types, T>) {
  return builder.objectRef<T>(name).implement({ description, fields });
}

// Texts by Date (never changed in place): a finished job's dates are the same objects at every read (toISOString: 1.3 % of a poll's CPU profile).
const isoTexts = new WeakMap<Date, string>();
const isoText = (d: Date) => isoTexts.get(d) ?? isoTexts.set(d, d.toISOString()).get(d)!;
builder.scalarType('DateTime', {
  description: 'A point in time: ISO 8601 date-time in UTC, e.g. 2026-11-23T01:02:03.456Z.',
  serialize: (v) => (v instanceof Date ? isoText(v) : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('invalid DateTime');
    return d;
  },
});

builder.queryType({ description: 'Reads. Every field needs an API key (X-API-Key header, or connectionParams.apiKey over WebSocket).' });
builder.mutationType({ description: 'Changes. Every field needs an API key.' });
builder.subscriptionType({ description: 'Live streams over graphql-ws on /graphql (API key in connectionParams.apiKey).' });
