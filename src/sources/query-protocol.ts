// The source query (src/sources/query.ts) as the HTTP source protocol's compact roster filter
// (openapi/network-source.yaml `RosterFilter`), and back.
import { LEVELS, PDL_LEVEL, type JobFunction, type Level } from '../matching/criteria.js';
import { describe, FULL_ROSTER, normalise, type AreaCondition, type LevelCondition, type PdlLevel, type QueryClause, type SourceQuery } from './query.js';
import { FUNCTION_TERMS } from './query-terms-function.js';
import { LEVEL_TERMS } from './query-terms-level.js';

const uniq = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];

/** The roster filter of the HTTP source protocol (openapi/network-source.yaml `RosterFilter`). */
export interface ProtocolFilter {
  /** A person is a candidate when any clause holds. */
  any: Array<{
    /** People Data Labs `job_title_role` values (any); absent: any function. */
    roles?: JobFunction[];
    /** People Data Labs `job_title_levels` values (any); absent: any level. */
    levels?: PdlLevel[];
    /** Title words (any), beside the roles. */
    titles?: string[];
  }>;
}

/**
 * The query as the protocol's compact filter: functions and levels in People Data Labs' vocabulary, title
 * words only for named roles (a function's words are the server's own); null for `full`.
 */
export function protocolFilter(query: SourceQuery): ProtocolFilter | null {
  if (query.sourcing === 'full') return null;
  return {
    any: query.clauses.map((c) => ({
      ...(c.area && c.area.roles.length ? { roles: c.area.roles } : {}),
      // "product$" (a whole word here) goes as "product": the protocol reads a longer word anywhere, which is broader.
      ...(c.area && !c.area.roles.length ? { titles: uniq(c.area.terms.map((t) => t.replace(/\$$/, ''))) } : {}),
      ...(c.level ? { levels: c.level.levels } : {}),
    })),
  };
}

const PDL_LEVEL_RUNGS: Readonly<Record<PdlLevel, readonly Level[]>> = (() => {
  const out: Partial<Record<PdlLevel, Level[]>> = {};
  for (const l of LEVELS) (out[PDL_LEVEL[l]] ??= []).push(l);
  return out as Record<PdlLevel, Level[]>;
})();

/** A protocol filter as a query again (a server that speaks the protocol can evaluate it with `textMatches`). */
export function queryOfProtocolFilter(filter: ProtocolFilter): SourceQuery {
  const clauses: QueryClause[] = filter.any.map((c) => {
    const roles = (c.roles ?? []).filter((r): r is JobFunction => r in FUNCTION_TERMS);
    const area: AreaCondition | null = roles.length
      ? { roles, terms: uniq(roles.flatMap((r) => FUNCTION_TERMS[r])) }
      : c.titles?.length
        ? { roles: [], terms: c.titles.map(normalise).filter(Boolean) }
        : null;
    const rungs = (c.levels ?? []).flatMap((l) => PDL_LEVEL_RUNGS[l] ?? []);
    const open = rungs.some((l) => LEVEL_TERMS[l] === null);
    const level: LevelCondition | null = rungs.length && !open ? { levels: c.levels ?? [], terms: uniq(rungs.flatMap((l) => LEVEL_TERMS[l] ?? [])) } : null;
    return { area, level };
  });
  return clauses.length ? { sourcing: 'filtered', reason: describe(clauses), clauses } : FULL_ROSTER;
}
