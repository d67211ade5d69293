// Builds "maximal" GraphQL queries from the live schema (so they follow schema changes): every field of
// a type that needs no argument, recursively, to a given depth. Used to drive the limits and the heap test.
import { getNamedType, isLeafType, isObjectType, isInterfaceType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';

/** The selection set text of `type`, `depth` levels deep (leaf fields only at the last level). */
export function fullSelection(type: GraphQLNamedType, depth: number, seen: string[] = []): string {
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 1 && !seen.includes(named.name)) {
      const inner = fullSelection(named, depth - 1, [...seen, type.name]);
      if (inner) parts.push(`${field.name} ${inner}`);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}

/** A query with `aliases` aliased `job(id:)` root fields, each selecting the whole Job `depth` deep. */
export function maximalJobQuery(schema: GraphQLSchema, ids: string[], opts: { depth?: number; salt?: string } = {}): string {
  const job = schema.getType('Job')!;
  const selection = fullSelection(job, opts.depth ?? 4);
  const roots = ids.map((id, i) => `a${i}: job(id: "${id}") ${selection}`).join(' ');
  return `query Q${opts.salt ?? ''} { ${roots} }`;
}

/** The longest chain of object fields (no required arguments) under `type`, as nested selection text. */
export function deepestChain(type: GraphQLNamedType, seen: string[] = []): { depth: number; text: string } {
  let best = { depth: 1, text: '{ __typename }' };
  if (!isObjectType(type) && !isInterfaceType(type)) return best;
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named) || seen.includes(named.name)) continue;
    const inner = deepestChain(named, [...seen, type.name]);
    if (inner.depth + 1 > best.depth) best = { depth: inner.depth + 1, text: `{ ${field.name} ${inner.text} }` };
  }
  return best;
}
