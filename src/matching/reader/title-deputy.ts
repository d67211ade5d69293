// A deputy of a seat ("Deputy Head of Sales", "Stellv. Bereichsleiterin Operations", "Plaatsvervangend Hoofd Finance",
// "Head of customer service adjoint", "Adjunto — CFO", "COO adjunta") stands one rung below the seat: a deputy head is a
// manager, a deputy director a head (the rung under director), a deputy VP a director, a deputy chief a VP with the chief's
// area but not its role (a deputy CFO is no CFO), and a deputy manager leads a team. Only business seats: a vertical's
// ladder says its own deputies ("Deputy Head" of a school, "Stellvertretende Filialleiterin", "Deputy Branch Manager";
// "Médico Adjunto" is a rank).
import type { Fn, Tier } from '../taxonomy.js';
import type { Level } from '../criteria.js';

/** The words for a deputy, folded, in six languages. */
const DEPUTY =
  /\b(deputy|stellv|stv|stellvertretende[rn]?|stellvertreter(in)?|plaatsvervangend(e)?|adjunct|adjoint(e)?|adjunt[oa]|vice[- ](head|director|directeur|directrice|director[a]?|diretor[a]?|manager))\b/;
/** Functions whose ladders the verticals read (their deputies are rungs of their own there). */
const VERTICAL: ReadonlySet<Fn> = new Set<Fn>(['education', 'health', 'public_service', 'hospitality', 'trade', 'unknown']);
/** The seat's tier → the deputy's tier and rung. */
const BELOW: Partial<Record<Tier, readonly [Tier, Level]>> = {
  c_suite: ['vp', 'vp'],
  vp: ['director', 'director'],
  head: ['manager', 'manager'],
  director: ['head', 'head'],
  manager: ['manager', 'team_lead'],
};
/** A bare department-head word with no function ("Stellvertretende Abteilungsleiterin", "Plaatsvervangend afdelingshoofd"). */
const DEPARTMENT_HEAD =
  /\b(abteilungsleit\w*|bereichsleit\w*|leiter(in)? (abteilung|bereich)|afdelingshoofd|afdelingsmanager|hoofd|head of department|chef de departement|chefe de departamento|jef[ea] de departamento)\b/;

const FUNCTION_DIRECTOR = /\b(direct(eur|rice)|director(a)?|diretor(a)?|direktor(in)?|directeur)\b|\bfinanzdirektor(in)?\b/;
const GENERAL = /\b(managing|general(e)?|geral|executive|ejecutiv[oa]|executiv[oa])\b/;

export interface Deputy {
  tier: Tier;
  rung: Level;
}

/**
 * The tier and rung of a deputy, or undefined when the title is no deputy of a business seat. `defaultRole`: the role key is
 * the one built from the area and tier (or a chief's), not a vertical's own role. `written`: the title as written (folded).
 */
export function deputyOf(t: string, written: string, tier: Tier, fn: Fn, defaultRole: boolean): Deputy | undefined {
  if (!DEPUTY.test(t) || !defaultRole) return undefined;
  const below = BELOW[tier];
  if (!below) return undefined;
  if (VERTICAL.has(fn) && !(fn === 'unknown' && tier === 'head' && DEPARTMENT_HEAD.test(t))) return undefined;
  // "Directeur financier adjoint", "Director Financiero Adjunto": the deputy of a chief named as a function's director is
  // that function's director (a deputy CFO or COO is a VP).
  if (tier === 'c_suite' && FUNCTION_DIRECTOR.test(written) && !GENERAL.test(written)) return { tier: 'director', rung: 'director' };
  return { tier: below[0], rung: below[1] };
}
