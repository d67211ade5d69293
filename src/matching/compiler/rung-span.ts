// Session 35: a list of rungs is the band they span. "Mgr, Head, VP", "team leads and directors", "gerente, VP": a buyer
// listing the rungs of an area's leaders means the rungs between the lowest and the highest named too (a director between a
// head and a VP, a manager between a team lead and a director). The ends stay as said: "VP and director titles" are no heads,
// "managers and heads of operations" no directors (head = director on the ladder, but a list names which of the two), and a
// partner is in only when said (a firm's partners are no rung of its managers). Only an area's lists of leaders' rungs
// (team lead and up) are spanned: company-wide rungs ("directors, VPs and C-level": the executive rungs), a seat taken at
// the top of a company (`rung`), a list with a ceiling or a named role stay as said.
import { LEVEL_RANK, LEVELS, type Level, type Selector } from '../criteria.js';
import type { Piece } from './piece.js';

/**
 * The lowest rung a band may start at: team leads, when the managers are named too ("coordenador, gerente, diretor"). Team
 * leads beside a head alone are two seats said apart ("the champion (head of support) and the users (team leads)"), not a
 * band that takes in the managers between them.
 */
const LOWEST_LEADER = LEVEL_RANK.team_lead;

export function spanRungs(include: Selector[]): void {
  for (const s of include) {
    if (s.rung || s.ceiling || s.roles.length || !s.areas.length) continue;
    // A partner or an owner is a seat beside the ladder ("socio": partners and owners), never the end of a band.
    const ranks = s.levels.filter((l) => l !== 'partner' && l !== 'owner').map((l) => LEVEL_RANK[l]);
    if (ranks.length < 2) continue;
    const lo = Math.min(...ranks);
    const hi = Math.max(...ranks);
    if (lo < LOWEST_LEADER || lo === hi || (lo < LEVEL_RANK.manager && !s.levels.includes('manager'))) continue;
    const span = LEVELS.filter((l: Level) => LEVEL_RANK[l] > lo && LEVEL_RANK[l] < hi && l !== 'partner');
    s.levels = LEVELS.filter((l) => s.levels.includes(l) || span.includes(l));
  }
}

/**
 * "Hoofd HR/P&O", "Head of Sales/Marketing", "VP Finance / Ops": an area alone after a slash is another area of the rung
 * before it (the head of P&O, the head of marketing), not everyone in that area; people named after it ("senior buyers /
 * category managers") keep their own rungs.
 */
export function slashSharesRung(list: Piece[]): void {
  list.forEach((p, i) => {
    const q = list[i + 1];
    if (!q || !p.slashAfter || !p.ownLevel || !p.levels.length || !p.areas.length || p.roles.length || q.mode !== p.mode || q.clause !== p.clause) return;
    const bareArea =
      q.areas.length > 0 &&
      !q.noun &&
      !q.levels.length &&
      !q.roles.length &&
      !q.traits.length &&
      !q.employment.length &&
      !q.any &&
      !q.all &&
      !q.whole &&
      !q.icNoun;
    // "VPs, heads and directors of finance / accounting": rungs listed before the piece are the whole run's, shared later.
    const rungsBefore = list.slice(0, i).some((x) => x.clause === p.clause && x.mode === p.mode && x.levels.length > 0 && !x.areas.length && !x.roles.length);
    if (!bareArea || q.unknown.length || rungsBefore) return;
    q.levels = [...p.levels];
    q.ownLevel = true;
  });
}
