// Where in an enterprise org chart the people a selector names sit (`Selector.scope`), read from the selector's own words:
// "the Group CFO", "directors of finance at group HQ" (group); "the divisional CFOs", "heads of BU" (division); "regional
// sales leaders in EMEA", "die Regionalchefs" (region); "the country finance directors", "der Landesgesellschaften",
// "directores generales de filial", "Directeur Financier France" (country). A selector naming the group and the countries
// together, or three scopes, means anywhere ("global or local", "op elk niveau: groep, divisie, regio of land"); "below group
// level" is every scope but the group; people said to be "their" others' ("the country managers and their finance
// directors") sit where those others do. The words: lexicon-enterprise.ts and reader/scope-vocab.ts.
import type { Criteria, Scope, Selector } from '../criteria.js';
import {
  BELOW_GROUP,
  COUNTRY_SAID,
  DIVISION_SAID,
  GROUP_SAID,
  NOT_SCOPE_SAID,
  OF_SCOPE,
  REGION_SAID,
  THEIR,
  UNIT_HEADS,
  UNIT_NUMBER_ONE,
} from './lexicon-enterprise.js';

function scopesIn(text: string): Scope[] {
  const t = ` ${text.replace(NOT_SCOPE_SAID, ' ')} `;
  const found: Scope[] = [];
  if (GROUP_SAID.test(t)) found.push('group');
  if (DIVISION_SAID.test(t)) found.push('division');
  if (REGION_SAID.test(t)) found.push('region');
  if (COUNTRY_SAID.test(t)) found.push('country');
  return found;
}

/**
 * The scopes a selector's words name. A list read as one selector ("gerentes de zona, directores regionales") takes a scope
 * only when each of its items names one, or when the scope is said of them all: after a preposition at its end ("the VPs and
 * directors of finance at group HQ", "finance director je Land") or at its head ("die Finanzleitung der Landesgesellschaften:
 * Leiter Finanzen, …"); an adjective of one item ("gerentes regionais, diretor de varejo") is that item's alone.
 */
function scopesOf(text: string): Scope[] {
  if (BELOW_GROUP.test(` ${text} `)) return ['division', 'region', 'country'];
  const items = text.split(/\s*,\s*/).filter(Boolean);
  const each = items.map(scopesIn);
  const first = items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  const whole = each.every((x) => x.length > 0) || (items.length > 1 && (OF_SCOPE.test(` ${last} `) || OF_SCOPE.test(` ${first} `)));
  const found = whole ? [...new Set(each.flat())] : [];
  const anywhere = found.length >= 3 || (found.length === 2 && found.includes('group') && found.includes('country'));
  return anywhere ? [] : found;
}

/**
 * A selector with its scope; the heads of a unit below the group ("country managers", "landendirecteuren") are its number one
 * whatever the title says ("Managing Director, Germany", "General Manager UK"): that unit's chief executive or general manager.
 */
function withScope<T extends Selector>(s: T, scope: Scope[]): T {
  if (!scope.length) return s;
  const heads = !scope.includes('group') && s.roles.some((r) => UNIT_HEADS.has(r));
  return { ...s, scope, ...(heads ? { roles: [...new Set([...s.roles, ...UNIT_NUMBER_ONE])] } : {}) };
}

/** The persona's selectors with the org-chart scope their words name. */
export function orgScopes(criteria: Criteria): Criteria {
  let before: Scope[] = [];
  const include = criteria.include.map((s) => {
    const own = scopesOf(s.text);
    const scope = own.length ? own : THEIR.test(s.text) ? before : [];
    before = scope;
    return withScope(s, scope);
  });
  const exclude = criteria.exclude.map((e) => {
    const out = withScope(e, scopesOf(e.text));
    return e.unless ? { ...out, unless: withScope(e.unless, scopesOf(e.unless.text)) } : out;
  });
  return { ...criteria, include, exclude };
}
