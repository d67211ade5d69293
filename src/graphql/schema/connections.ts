// Cursor connections (Relay): the connection arguments become a domain keyset boundary, and a domain
// page becomes edges + pageInfo. Cursors are opaque base64url strings of the item's keyset position.
import type { DefaultConnectionArguments } from '@pothos/plugin-relay';
import { validationError } from '../../domain/errors.js';
import type { PageBoundary } from '../../domain/paging.js';

export const DEFAULT_PAGE_SIZE = 20;

export function encodeCursor(parts: string[]): string {
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

/** The `arity` parts of a cursor; validation_error naming the argument when it is not one (`valid` checks the parts further). */
export function decodeCursor(cursor: string, name: string, arity: number, valid: (parts: string[]) => boolean): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== arity || parts.some((p) => p === '') || !valid(parts))
    throw validationError([{ loc: [name], msg: 'is not a cursor of this connection', type: 'value_error' }]);
  return parts;
}

export interface PageRequest<K> {
  size: number;
  from: PageBoundary<K>;
  backwards: boolean;
}

/** first/after page forwards (newest first); last/before page backwards. */
export function pageRequest<K>(args: DefaultConnectionArguments, decode: (cursor: string, name: string) => K): PageRequest<K> {
  const backwards = args.last != null || args.before != null;
  if (backwards && (args.first != null || args.after != null)) {
    throw validationError([{ loc: ['last'], msg: 'use first/after or last/before, not both', type: 'value_error' }]);
  }
  if (backwards) {
    return { size: args.last ?? DEFAULT_PAGE_SIZE, from: args.before != null ? { before: decode(args.before, 'before') } : null, backwards };
  }
  return { size: args.first ?? DEFAULT_PAGE_SIZE, from: args.after != null ? { after: decode(args.after, 'after') } : null, backwards };
}

/** Edges and pageInfo of a domain page. */
export function connectionOf<T>(req: PageRequest<unknown>, items: T[], hasMore: boolean, cursorOf: (item: T) => string) {
  const edges = items.map((node) => ({ node, cursor: cursorOf(node) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: req.backwards ? req.from !== null : hasMore,
      hasPreviousPage: req.backwards ? hasMore : req.from !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
