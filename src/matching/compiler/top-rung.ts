// The company-relative top rung: "IT, only its head", "finance: only the top one", "the most senior HR person", "whoever
// leads marketing", "le plus haut responsable RH", "die ranghöchste Person im Einkauf", "el máximo responsable de IT",
// "quem manda na TI", "de hoogste baas van finance". Such words do not name a rung: the top of IT is the CIO at one
// company and the IT manager at another. An inclusion of an area said so takes the area's leaders from the manager rung
// up and only the most senior of them at each company (`Selector.rung: 'top'`; decided over a company's matches in
// src/pipeline/decisions.ts `companyRungs`). Vocabulary: lexicon-top.ts. Grammar, over the words of the inclusion and
// the few words before them in the definition (a list under a heading loses its "only": "TI: apenas o gerente de TI"):
// - a phrase of the top by itself ("top one", "most senior", "ranghöchste", "máximo responsable", "hoogste baas", "its head");
// - a who-word and, within three words, a verb of leading ("whoever runs", "wer die IT leitet", "quem manda"), when
//   nobody else of that function (and no named role) is asked for: "recruiters and whoever leads recruiting" are the
//   recruiters' leaders, not only the top one;
// - "only" (not "not only"), an optional determiner, up to two words, then one boss noun in the singular that ends the
//   words, is followed by "of" / an area word or by one last word ("only its head", "nur der IT-Leiter", "nur der Leiter
//   Einkauf", "solo el jefe", "alleen het hoofd ICT"), or a determiner, the boss noun then "only" / "seul" ("le
//   responsable seul", "the head of IT only"; not "manager and up only");
// within the piece of the list the inclusion stands in (up to a comma, semicolon, colon or parenthesis). A bare area named
// just before its top ("IT, only its head") names nobody else.
// A named role ("only the GC", "seulement le DSI", "solo el director financiero") stays that role: it names a seat. After
// words that set people below the top in the same sentence or item ("everyone below the most senior IT person", "por
// debajo del máximo responsable", "their deputies"), a top phrase says whom they are below, and names no top.
import { functionOf, LEVEL_RANK, levelsBetween, type Selector, type Span } from '../criteria.js';
import { norm } from '../reader/text.js';
import { DOES_PAYROLL } from './lexicon.js';
import { THEIR } from './lexicon-enterprise.js';
import { BELOW_WORDS, BOSS_NOUNS, DETERMINERS, LEAD_VERBS, NOT_WORDS, OF_WORDS, ONLY_AFTER, ONLY_BEFORE, TOP_PHRASES, WHO_WORDS } from './lexicon-top.js';

/**
 * The rungs a top inclusion takes: said by a boss noun ("only its head", "nur der IT-Leiter"), an area's leaders from the
 * manager rung up; said by a phrase of the top ("the most senior person in finance", "die ranghöchste Person im
 * Einkauf"), any rung, so the top of an area of two buyers is the senior one.
 */
const TOP_LEVELS = levelsBetween('manager', 'c_level');
/**
 * Session 51: a fallback's top stands in for a seat the company lacks, so it is whoever is most senior there from the team
 * lead up: at a small company HR's most senior person may lead a team ("Personalreferentin (Teamleitung)") and run it.
 */
const FALLBACK_TOP_LEVELS = levelsBetween('team_lead', 'c_level');
const TOP_ANY_LEVELS = levelsBetween('entry', 'c_level');

/** Words before an inclusion's own that may say it is the top ("only", a determiner, "le plus"). */
const BEFORE = 3;

/** Text as words: folded, letters and digits only, one space apart ("IT-Leiter" is "it leiter"). */
export const words = (s: string) =>
  norm(s)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const alternatives = (xs: readonly string[]) => xs.join('|');
// A phrase of the top, or "top" and one or two words before a word of a person ("the top IT person", "the top finance one").
const TOP = new RegExp(`(?:^| )(?:${alternatives(TOP_PHRASES)}|top(?: [^\\s\\d]\\S*){1,2} (?:person|people|one|guy|boss))(?: |$)`);

/** Whether words say the top by a phrase of the top ("the most senior", "ranghöchste"), not by a boss noun. */
export const saysTopPhrase = (text: string): boolean => TOP.test(words(text));
const WHO_LEADS = new RegExp(`(?:^| )(?:${alternatives(WHO_WORDS)})(?: \\S+){0,3} (?:${alternatives(LEAD_VERBS)})(?: |$)`);
const DET = `(?: (?:${alternatives(DETERMINERS)}))?`;
const BOSS = `(?:${alternatives(BOSS_NOUNS)})`;
// The end of the words, "of" and the area ("head of IT", "jefe de TI"), or one word that ends them ("Leiter Einkauf", "gerente financeiro").
const AFTER_BOSS = `(?:$| (?:${alternatives(OF_WORDS)})(?: |$)| \\S+$)`;
const ONLY_THE_BOSS = new RegExp(`(?:^| )(?:${alternatives(ONLY_BEFORE)})${DET}(?: \\S+){0,2} ${BOSS}${AFTER_BOSS}`);
const NOT_ONLY = new RegExp(`(?:^| )(?:${alternatives(NOT_WORDS)}) (?:${alternatives(ONLY_BEFORE)})(?: |$)`);
// "le responsable seul", "the head of IT only": a determiner, the boss noun, "of" and one word at most, then "only".
// (Session 55: not "the production manager only where there is no plant director": that "only" opens a condition on a seat.)
const CONDITION_AFTER =
  '(?:where|wherever|if|when|in case|unless|donde|si|cuando|onde|se|quando|wo|wenn|falls|sofern|ou|quand|lorsque|waar|als|wanneer|indien)';
const BOSS_ONLY = new RegExp(
  `(?:^| )(?:${alternatives(DETERMINERS)})(?: \\S+)? ${BOSS}(?: (?:${alternatives(OF_WORDS)}) \\S+)? (?:${alternatives(ONLY_AFTER)})(?: (?!${CONDITION_AFTER}(?: |$))|$)`,
);

/**
 * Whether words say the top of an area: `said` ("only its head", "el máximo responsable", "the most senior"), `who` ("whoever
 * runs it": the top only when nobody else of the function is named beside it), or not at all.
 */
export function saysTop(text: string): 'said' | 'who' | undefined {
  const t = words(text);
  if (TOP.test(t) || (!NOT_ONLY.test(t) && (ONLY_THE_BOSS.test(t) || BOSS_ONLY.test(t)))) return 'said';
  return WHO_LEADS.test(t) ? 'who' : undefined;
}

/** Where one piece of a list ends and the next begins: the few words before an inclusion are looked for in its own piece. */
const PIECE_BREAK = /[.,;:!?()[\]{}|\n\u2013\u2014\u2022]+/u;

/** The inclusion's words with the few before them in their piece of the definition, at each place they stand there. */
function inContext(definition: string, text: string): string[] {
  const own = words(text);
  if (!own) return [];
  const out: string[] = [];
  for (const piece of norm(definition).split(PIECE_BREAK)) {
    const all = ` ${words(piece)} `;
    for (let at = all.indexOf(` ${own} `); at >= 0; at = all.indexOf(` ${own} `, at + 1)) {
      const before = all.slice(0, at).trim().split(' ').filter(Boolean).slice(-BEFORE);
      out.push([...before, own].join(' '));
    }
  }
  return out.length ? out : [own];
}

const BELOW = new RegExp(`(?:^| )(?:${alternatives(BELOW_WORDS)})(?: |$)`);
/** Where a sentence, or an item of a list of committees, ends. */
const ITEM_BREAK = /[.;!?\n]+/u;

/** "Everyone below the most senior IT person": the inclusion stands after words that set people below the top. */
function belowTop(definition: string, text: string): boolean {
  const own = words(text);
  return norm(definition)
    .split(ITEM_BREAK)
    .some((item) => {
      const all = ` ${words(item)} `;
      const at = all.indexOf(` ${own} `);
      return at >= 0 && BELOW.test(all.slice(0, at + own.length + 1).trim());
    });
}

/** "IT, only its head": the bare area named right before its top (one piece of the definition after the other) names nobody else. */
function areaOfTop(definition: string, area: Selector, top: Selector): boolean {
  const bare =
    !area.levels.length && !area.roles.length && !area.traits.length && !area.employment.length && !area.titles?.length && !area.rung && !area.employer;
  const same = area.areas.length === top.areas.length && area.areas.every((a) => top.areas.includes(a));
  return bare && same && ` ${words(definition)} `.includes(` ${words(area.text)} ${words(top.text)} `);
}

/**
 * "their team leads", "sus coordinadores", "ihre Teamleiter": people of the rungs below a top, named by a possessive, referred
 * back to those before (not "their leaders", a rewritten "whoever heads it").
 */
export const refersBack = (s: Selector) => THEIR.test(`${words(s.text)} `) && s.levels.length > 0 && s.levels.every((l) => LEVEL_RANK[l] <= LEVEL_RANK.manager);

/** The rungs "whoever runs X" reads to alone (the head and up): none other said ("…, team leads and up" keeps them all). */
const leaderRungsOnly = (s: Selector) => !s.levels.length || (s.levels.includes('head') && s.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.head));

/**
 * "Whoever leads marketing": no other inclusion names a role or the same function (the bare area before it aside), and
 * no rung was said with it but a leader's ("whoever runs purchasing at director level or higher" keeps its rungs).
 */
function alone(s: Selector, include: readonly Selector[], definition: string): boolean {
  const fns = new Set(s.areas.map(functionOf));
  // ("whoever runs support and their team leads": the people referred back to it are its own, not another seat.)
  const others = include.filter((x, i) => x !== s && !(include[i + 1] === s && areaOfTop(definition, x, s)) && !refersBack(x));
  return leaderRungsOnly(s) && others.every((x) => !x.roles.length && !x.areas.some((a) => fns.has(functionOf(a))));
}

/**
 * Marks the inclusions of an area said to be its top (`rung: 'top'`, the area's leaders from the manager rung up) and
 * drops from `unrecognised` the words so read ("die ranghöchste Person im Einkauf" is read now).
 */
export function topRungs(include: Selector[], definition: string, unrecognised: Span[]): void {
  for (const s of [...include]) {
    if (!s.areas.length || s.roles.length || s.titles?.length || s.employment.some((e) => e === 'board' || e === 'advisor')) continue;
    const said = inContext(definition, s.text).map(saysTop);
    if (!said.includes('said') && !(said.includes('who') && alone(s, include, definition) && !DOES_PAYROLL.test(words(s.text)))) continue;
    if (belowTop(definition, s.text)) continue;
    s.rung = 'top';
    s.levels = [...(inContext(definition, s.text).some(saysTopPhrase) ? TOP_ANY_LEVELS : TOP_LEVELS)];
    for (let i = unrecognised.length - 1; i >= 0; i -= 1) {
      const u = unrecognised[i] as Span;
      const [own, span] = [` ${words(s.text)} `, ` ${words(u.text)} `];
      if (u.side === 'include' && (own.includes(span) || span.includes(own))) unrecognised.splice(i, 1);
    }
    const at = include.indexOf(s);
    const before = include[at - 1];
    if (before && areaOfTop(definition, before, s)) include.splice(at - 1, 1);
  }
}

/** The one responsible for an area (a boss noun of no rung). DATA. */
const RESPONSIBLE = / (responsable|responsables|verantwortliche[rn]?|verantwoordelijke|responsavel|responsaveis|encargad[oa]s?) /;

/**
 * "the CISO; where there is none, whoever runs IT", "le DAF, sinon qui dirige la finance": a fallback said with a who-word
 * and a verb of leading stands in for a seat, so it is that area's top at each company (the IT manager where IT has no
 * head), whatever else the persona names (`alone` keeps "whoever runs X" beside named roles as the area's leaders).
 */
export function topOfFallbacks(fallbacks: Iterable<Selector>, definition: string): void {
  for (const s of fallbacks) {
    if (s.rung || !s.areas.length || s.roles.length || s.titles?.length || s.employment.some((e) => e === 'board' || e === 'advisor')) continue;
    // (Session 52: so does a leader of the area named by a boss noun, "la DRH ou, à défaut, le responsable RH": where the seat
    // is missing, whoever runs the area stands in, an HR manager at a company whose HR has no head.)
    // (A boss noun read as the area's leaders, head up to the chief; not one rung said: "the head of IT or the IT manager".)
    // "el responsable financiero", "die Verantwortliche für HR": the one responsible for the area, whatever the rung.
    const leader =
      (s.levels.includes('head') && s.levels.includes('c_level') && s.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.head)) ||
      RESPONSIBLE.test(` ${words(s.text)} `);
    if (!leaderRungsOnly(s) || !(leader || inContext(definition, s.text).some((t) => saysTop(t) === 'who')) || belowTop(definition, s.text)) continue;
    s.rung = 'top';
    s.levels = [...FALLBACK_TOP_LEVELS];
  }
}
