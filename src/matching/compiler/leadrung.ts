// The compiler's grammar: "no management" next to a range that ends at the lead rung. "Data engineers up to lead
// level, no management", "ICs bis einschließlich Lead-Ebene, kein Management": the team and tech leads were asked for
// by name, so the exclusion of whoever manages people leaves them in and removes the managers and up.
import { LEVEL_RANK, LEVELS, type Exclusion, type Level, type Selector } from '../criteria.js';

const rank = (l: Level) => LEVEL_RANK[l];
const LEAD_RUNGS: Level[] = ['team_lead', 'tech_lead'];
const MANAGERS_AND_UP = LEVELS.filter((l) => rank(l) >= rank('manager') && l !== 'partner');

/**
 * An inclusion whose highest rung is the lead rung said as such ("up to and including lead level"): both lead rungs, as
 * the words for the rung give them (a noun of individual contributors alone reaches the tech lead, not the team lead).
 */
const endsAtLead = (s: Selector) => LEAD_RUNGS.every((l) => s.levels.includes(l)) && s.levels.every((l) => rank(l) <= rank('team_lead'));

/** A bare "no management", "not managers": anyone who manages people, with nothing else named. */
const bareManagement = (e: Exclusion) =>
  !e.areas.length && !e.levels.length && !e.roles.length && !e.employment.length && e.traits.length === 1 && e.traits[0] === 'manages_people';

export function keepNamedLeads(include: Selector[], exclude: Exclusion[]): void {
  if (!include.some(endsAtLead)) return;
  for (const e of exclude.filter(bareManagement)) {
    e.traits = [];
    e.levels = [...MANAGERS_AND_UP];
  }
}
