// The persona compiler's vocabulary of session 32 (DATA), found on development set 30 (personas typed in a hurry, in
// shorthand, switching languages, or in a learner's English) and written in our own words: clipped words for functions and
// rungs, the first line of management, and the leaders of an area named by a learner's "responsibles" and "chiefs of".
// Spliced into LEXICON (lexicon.ts).
import type { Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const entry = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p });
const exact = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p, exact: true });

/** Whoever leads an area, from its team leads to its director: what a learner means by its "responsibles" or "chiefs". */
const AREA_LEADERS: Level[] = ['team_lead', 'manager', 'senior_manager', 'head', 'director'];

/** The words that make managers the first line (FIRST_LINE_MANAGERS below): left out, they stay on their rungs (selector.ts). */
export const FIRST_LINE =
  /\b(first line|1st line|frontline|front line|de proximite|de premier niveau|de primera linea|de primeira linha|eerstelijns\w*|erste fuhrungsebene|unterste fuhrungsebene|der ersten ebene)\b/;

/**
 * Events said alone ("no eventos", "pas l'événementiel", "keine Veranstaltungen"): marketing's event people, who have no
 * area of their own; left out, they are those whose title says so (selector.ts), not all of marketing.
 */
export const EVENTS_WORD = /^(events?|eventos?|evenements?|evenementiel|veranstaltungen|evenementen|event marketing|eventmarketing)$/;
export const EVENT_TITLES = [
  'event',
  'events',
  'evento',
  'eventos',
  'evenement',
  'evenements',
  'evenementiel',
  'evenementielle',
  'veranstaltung',
  'veranstaltungen',
  'evenementen',
];

export const SHORTHAND_LEXICON: Entry[] = [
  // ---- clipped words --------------------------------------------------------------------------------------------------
  // "C-lvl", "c lvl only": the C-level.
  entry('c lvl|c lvls|clvl|c lvl people|c lvl execs', { k: 'level', levels: ['c_level'], weak: false }),
  // "fin + ops", "fin & acctg", "hd of fin": finance.
  entry('fin|fin team|fin teams|fin dept', { k: 'area', areas: ['finance'] }, 1),
  // "head of sales dev", "sales dev mgrs": sales development (the SDRs' team), not software.
  entry('sales dev|sales devs|sales dvlpmt|sales devt|sales develop', { k: 'area', areas: ['sales_development'] }, 4),
  // "SEO/SEM", "SEA/SEM": search marketing; the Portuguese "sem" ("without") is no negation beside it.
  exact('seo / sem|sem / seo|sea / sem|sem / sea|seo sem|sem seo|sea sem|sem sea|sem ads|sem campaigns', { k: 'area', areas: ['growth'] }, 4),

  // "chefs d'équipe inclus", "líderes incluidas", "teamleads inbegrepen": what is named belongs to the list before it.
  exact('inclus|incluse|incluses|inclues|inclusos|inclusas|incluidas|incluídas|mit drin|mit dabei|meegerekend|ook mee', { k: 'inc' }, 1),

  // ---- the first line of management ------------------------------------------------------------------------------------
  // "no first-line mgrs", "pas les managers de proximité", "sin mandos de primera línea": the managers who lead individual
  // contributors, the team-lead and manager rungs (not every manager above them).
  exact(
    'first line managers|first line manager|first line mgrs|first line mgr|1st line managers|1st line mgrs|1st line manager|frontline managers|frontline mgrs|front line managers|front line mgrs|' +
      'managers de proximite|manager de proximite|managers de premier niveau|encadrement de proximite|encadrants de proximite|' +
      'mandos de primera linea|jefes de primera linea|gerentes de primera linea|gestores de primeira linha|chefias de primeira linha|lideres de primeira linha|' +
      'eerstelijns leidinggevenden|eerstelijns leidinggevende|eerstelijnsmanagers|eerstelijns managers|' +
      'unterste fuhrungsebene|erste fuhrungsebene|fuhrungskrafte der ersten ebene',
    { k: 'level', levels: ['team_lead', 'manager'], weak: false },
    4,
  ),

  // ---- a learner's words for an area's leaders --------------------------------------------------------------------------
  // "the responsibles of the purchasing", "the chiefs of the production": its leaders from the team leads to the director
  // ("chiefs" alone, "the chief of X" and "chief X officer" stay the C-level).
  entry(
    'responsibles|the responsibles|responsibles of|the responsibles of|responsible persons|the responsible persons|chiefs of|the chiefs of',
    { k: 'level', levels: AREA_LEADERS, weak: false },
    4,
  ),
  // "shift chiefs", "chiefs of shift": a shift's team leads, on a factory's floor.
  entry('shift chiefs|shift chief|chiefs of shift|chief of shift|chiefs of the shift', { k: 'noun', areas: ['manufacturing'], levels: ['team_lead'] }, 4),
];
