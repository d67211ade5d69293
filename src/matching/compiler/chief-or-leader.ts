// Session 52: "el CMO o director de marketing", "the CTO or the engineering director", "the CRO or the sales director": a
// director of the chief's own function said as the chief's alternative is whoever leads the function below a chief, at the
// rung its title says there (head, director or VP), not the director rung alone: at a company of 120 people the marketing
// leader is a "Head of Marketing" or a "Responsable de Marketing".
import { functionOf, type AreaKey, type Selector } from '../criteria.js';
import { words } from './top-rung.js';

/** The function each chief leads. DATA. */
export const CHIEF_FUNCTION: Readonly<Record<string, AreaKey>> = {
  cmo: 'marketing',
  cfo: 'finance',
  cro: 'sales',
  chro: 'human_resources',
  cio: 'it',
  cto: 'software',
  cpo: 'product',
  // (Not the COO: heads of operations are also the heads of each site or plant, "Betriebsleiter"; set 51's labels.)
};
/** "or" in six languages, with a determiner after it. */
const OR = '(?:or|o|ou|oder|of|u)(?: (?:the|el|la|le|der|die|den|o|a|de|het))?';

export function chiefOrLeader(definition: string, include: Selector[]): void {
  const text = ` ${words(definition)} `;
  include.forEach((s, i) => {
    const chief = include[i - 1];
    const fn = chief && chief.roles.length === 1 && !chief.areas.length && !chief.levels.length ? CHIEF_FUNCTION[chief.roles[0] as string] : undefined;
    if (!fn || s.roles.length || s.traits.length || s.rung || s.levels.length !== 1 || s.levels[0] !== 'director') return;
    if (!s.areas.length || !s.areas.every((a) => functionOf(a) === functionOf(fn))) return;
    if (!chief || !new RegExp(` ${words(chief.text)} ${OR} ${words(s.text)} `).test(text)) return;
    s.levels = ['head', 'director', 'vp'];
  });
}
