// GraphQL operations generated from the schema the running service introspects (never from hand-written
// field lists, so they follow every schema change): for every query and mutation root field, arguments
// as variables or literals (valid per their types, wrong types, hostile text, out-of-range numbers,
// unknown enum values, missing required ones), a selection of leaf fields, and text mutations of the
// document itself (parse and validation errors).
import fc from 'fast-check';
import {
  buildClientSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { hostileInteger, hostileJson, hostileNumber, hostileString } from './values.js';

export function schemaFrom(introspection: IntrospectionQuery): GraphQLSchema {
  return buildClientSchema(introspection);
}

export interface GqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A value of an input type, valid by construction (the hostile part is in the strings and numbers). */
function valueFor(type: GraphQLInputType, known: string[], depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, known, depth);
  const nullable = (a: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: a }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(valueFor(type.ofType, known, depth + 1), { maxLength: depth > 2 ? 0 : 3 }));
  if (isEnumType(type)) return nullable(fc.constantFrom(...type.getValues().map((v) => v.name)));
  if (isInputObjectType(type)) {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const f of Object.values(type.getFields())) {
      model[f.name] = depth > 3 ? fc.constant(null) : valueFor(f.type, known, depth + 1);
      if (isNonNullType(f.type)) required.push(f.name);
    }
    return nullable(fc.record(model, { requiredKeys: required }));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return nullable(fc.oneof(fc.integer({ min: -2, max: 250 }), fc.constantFrom(0, 1, 100, 2147483647, -2147483648)));
      case 'Float':
        return nullable(hostileNumber);
      case 'Boolean':
        return nullable(fc.boolean());
      case 'ID':
        return nullable(
          fc.oneof(
            { weight: 2, arbitrary: craftedGlobalId(known) },
            { weight: 2, arbitrary: hostileString },
            ...(known.length ? [fc.constantFrom(...known)] : []),
          ),
        );
      case 'String':
        return nullable(
          fc.oneof(
            { weight: 2, arbitrary: hostileString },
            { weight: known.length ? 2 : 0, arbitrary: known.length ? fc.constantFrom(...known) : hostileString },
          ),
        );
      default:
        return nullable(fc.oneof(hostileString, hostileJson));
    }
  }
  return hostileJson;
}

/** Types a global id may name: every Node type of the schema, types that are no Node, and none. */
const GLOBAL_ID_TYPES = ['Job', 'Persona', 'ApiKey', 'WebhookDelivery', 'Account', 'LedgerEntry', 'Query', 'Node', '', 'job'];

/**
 * A crafted global id (base64 of `Type:payload`, as the Relay plugin encodes them): every type, with a
 * payload that is malformed, a missing UUID, another type's id, or a known value (ids of another account among them).
 */
export function craftedGlobalId(known: string[]): fc.Arbitrary<string> {
  const payload = fc.oneof(
    hostileString,
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '-'.repeat(36), 'job_aaaaaaaaaaaaaaaaaaaaaaaa', '1', '-1', '9'.repeat(30), ''),
    ...(known.length ? [fc.constantFrom(...known)] : []),
  );
  return fc
    .tuple(fc.oneof(fc.constantFrom(...GLOBAL_ID_TYPES), hostileString), payload, fc.boolean())
    .map(([type, id, padded]) => Buffer.from(`${type}:${id}`).toString(padded ? 'base64' : 'base64url'));
}

/** A value that the type refuses (or might): wrong type, out of range, unknown enum value. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(hostileJson, hostileInteger, fc.constantFrom(2147483648, -2147483649, 1.5, 'NOT_A_VALUE', {}, [], true));

/** A GraphQL literal for a JSON-ish value (strings printed with JSON escapes, which GraphQL shares). */
function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, isListType(getNullableType(type)) ? (getNullableType(type) as any).ofType : type)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? type)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string' && isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  return JSON.stringify(value) ?? 'null';
}

/** Leaf fields (no required arguments) of an output type, nested to `depth`; always at least __typename. */
function selectionFor(type: GraphQLOutputType, depth: number, pick: (n: number) => boolean): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
  const parts = ['__typename'];
  Object.values((named as GraphQLObjectType).getFields()).forEach((f, i) => {
    if (f.args.some((a) => isNonNullType(a.type))) return;
    const inner = getNamedType(f.type);
    if (isScalarType(inner) || isEnumType(inner)) {
      if (pick(i)) parts.push(f.name);
    } else if (depth > 0 && pick(i + 7)) {
      parts.push(`${f.name} ${selectionFor(f.type, depth - 1, (n) => pick(n + i + 13))}`);
    }
  });
  return `{ ${parts.join(' ')} }`;
}

function fieldOperation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, known: string[]): fc.Arbitrary<GqlOperation> {
  const args = field.args;
  return fc
    .record({
      values: fc.tuple(
        ...args.map((a) =>
          fc.oneof({ weight: 8, arbitrary: valueFor(a.type, known) }, { weight: 1, arbitrary: wrongValue }, { weight: 1, arbitrary: fc.constant(undefined) }),
        ),
      ),
      asLiteral: fc.tuple(...args.map(() => fc.boolean())),
      mask: fc.integer({ min: 0, max: 2 ** 30 }),
      depth: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ values, asLiteral, mask, depth }) => {
      const defs: string[] = [];
      const uses: string[] = [];
      const variables: Record<string, unknown> = {};
      args.forEach((a, i) => {
        const v = values[i];
        if (v === undefined) return; // omitted (a validation error when required)
        if (asLiteral[i]) {
          uses.push(`${a.name}: ${literal(v, a.type)}`);
        } else {
          defs.push(`$a${i}: ${a.type.toString()}`);
          uses.push(`${a.name}: $a${i}`);
          variables[`a${i}`] = v;
        }
      });
      const selection = selectionFor(field.type, depth, (n) => ((mask >> (n % 30)) & 1) === 1);
      const query = `${kind} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${uses.length ? `(${uses.join(', ')})` : ''} ${selection} }`;
      return { query, variables, operationName: 'Fuzz' };
    });
}

/** Valid-looking operations for every query and mutation field, and mutations of their text. */
export function operationsFor(schema: GraphQLSchema, known: string[]): fc.Arbitrary<GqlOperation> {
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  const fields = roots.flatMap(([kind, type]) => (type ? Object.values(type.getFields()).map((f) => fieldOperation(kind, f, known)) : []));
  const valid = fc.oneof(...fields);
  const mutatedText = fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), fc.constantFrom('delete', 'insert', 'duplicate'), hostileString), { minLength: 1, maxLength: 3 }))
    .map(([op, edits]) => {
      let q = op.query;
      for (const [at, kind, text] of edits) {
        const i = q.length ? at % q.length : 0;
        q =
          kind === 'delete'
            ? q.slice(0, i) + q.slice(i + 1)
            : kind === 'insert'
              ? q.slice(0, i) + text + q.slice(i)
              : q.slice(0, i) + q.slice(i, i + 20) + q.slice(i);
      }
      return { ...op, query: q };
    });
  const wrongShape = fc.record({
    query: fc.oneof(hostileString, hostileJson as fc.Arbitrary<any>),
    variables: hostileJson as fc.Arbitrary<any>,
    operationName: fc.option(hostileString, { nil: undefined }),
  });
  return fc.oneof({ weight: 8, arbitrary: valid }, { weight: 2, arbitrary: mutatedText }, { weight: 1, arbitrary: wrongShape });
}
