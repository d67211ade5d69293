// The compiler's grammar: a role in the deal said of people ("the buyer is the Head of People", "the CFO is the buyer",
// "el comprador suele ser la directora de personas", "l'acheteur est la DRH", "our users are SDRs") names nobody itself:
// "buyer" there is no procurement title. Said as a subject before the copula, or as the predicate after it.
import { COMMITTEE_DECIDER, COMMITTEE_ROLE, COMMITTEE_MODIFIER, DEAL_COPULA, DEAL_ROLE } from './lexicon.js';
import type { Tagged } from './tokens.js';

/** What names people after a deal role's copula (or before one said as its predicate). */
const PEOPLE = new Set(['noun', 'level', 'their', 'senior', 'all', 'area']);
/** What names people right after a committee role said without a colon ("champion the FP&A lead", "Anwender Controller"). */
const KEYED = new Set(['noun', 'level', 'senior', 'area']);
/** Articles and possessives before a role or the people ("the", "l'", "el", "o", "der", "our", "notre"). */
const ARTICLE = /^(the|our|their|die|der|den|das|unser|unsere|les|le|la|l|notre|nos|los|las|el|nuestro|nuestra|os|as|o|a|nosso|nossa|de|het|onze)$/;
/** Hedges between a role and its copula or after it ("is usually", "suele ser", "ist meist", "est souvent", "is meestal"). */
const HEDGE =
  /^(usually|typically|often|normally|mostly|generally|always|suele|suelen|normalmente|generalmente|habitualmente|geralmente|costuma|costumam|meist|meistens|oft|normalerweise|typischerweise|souvent|generalement|typiquement|vaak|meestal|doorgaans|also|too|auch|aussi|tambien|tambem|ook)$/;
/** A copula after a hedge ("suele ser", "costuma ser"). */
const COPULA = (t: string | undefined) => DEAL_COPULA.test(t ?? '') || /^(ser|sein|etre|zijn)$/.test(t ?? '');
const starts = (t: Tagged | undefined) => !t || ['sep', 'filler'].includes(t.tag?.k ?? '') || t.text === '(' || ARTICLE.test(t.text);
const ends = (t: Tagged | undefined) => !t || t.tag?.k === 'sep' || t.text === ')' || t.text === ',';

/** Index after the hedges from `i` on. */
function pastHedges(tagged: readonly Tagged[], i: number): number {
  let j = i;
  while (j < tagged.length && HEDGE.test(tagged[j]?.text ?? '')) j += 1;
  return j;
}

/**
 * The deal roles of a sentence as fillers: "the buyers are their team leads", "our users are SDRs", "the buyer is usually the
 * Head of People" (the role, its hedges and copula), and "the CFO is the buyer" (the copula, article and role after people).
 * "Buyers are out" or "buyers are our target" keep their reading (no people after the copula).
 */
export function dealRoles(tagged: Tagged[], plainE: ReadonlySet<number> = new Set()): Tagged[] {
  const keys = committeeKeys(tagged);
  for (const k of bareRoles(tagged)) keys.add(k);
  const quiet = new Set<number>();
  for (let at = 0; at < tagged.length; at += 1) {
    if (!DEAL_ROLE.test(tagged[at]?.text ?? '')) continue;
    // Subject: role, hedges, copula, hedges, people.
    const cop = pastHedges(tagged, at + 1);
    if (starts(tagged[at - 1]) && COPULA(tagged[cop]?.text) && !plainE.has(cop)) {
      const from = pastHedges(tagged, cop + 1);
      const next = tagged.slice(from).find((x) => !ARTICLE.test(x.text) && x.tag?.k !== 'filler');
      if (next && PEOPLE.has(next.tag?.k ?? '')) {
        for (let k = at; k < from; k += 1) quiet.add(k);
        continue;
      }
    }
    // Predicate: people, copula, hedges, article, role, the clause's end.
    let k = at - 1;
    if (ARTICLE.test(tagged[k]?.text ?? '')) k -= 1;
    while (k > 0 && HEDGE.test(tagged[k]?.text ?? '')) k -= 1;
    if (!COPULA(tagged[k]?.text) || plainE.has(k) || !ends(tagged[at + 1])) continue;
    const from = tagged.slice(0, k).findLastIndex((x) => x.tag?.k === 'sep' && !ARTICLE.test(x.text));
    if (tagged.slice(from + 1, k).some((x) => PEOPLE.has(x.tag?.k ?? ''))) for (let q = k; q <= at; q += 1) quiet.add(q);
  }
  return tagged.flatMap((g, i) => (keys.has(i) ? [] : quiet.has(i) ? [{ ...g, tag: { k: 'filler' as const }, unknown: false }] : [g]));
}

/**
 * Committee roles said as keys of the people after them ("Economic buyer: the CFO", "champion = the FP&A lead", "technical
 * evaluator: a senior engineer", "Anwender: Controller", "décideur le RSSI", "influenciador el head of data", "gebruikers
 * systeembeheerders"): at a clause's start, before a colon, an equals sign or the people, the role (and "technical", "end"
 * before it) names nobody and adds no condition; each value is read on its own. The key's words (and its colon) go.
 */
function committeeKeys(tagged: readonly Tagged[]): Set<number> {
  const quiet = keysOf(tagged, (t) => role(t));
  // Words of deciding ("decision maker", "Entscheider", "décideur", "beslisser") keep their reading (lexicon.ts `buy`), but
  // beside another committee key of the sentence ("economic buyer the CISO, influencer the GC") they are keys too; "economic
  // buyer" (EB), the committee's own word, always is one.
  const others = quiet.size > 0;
  for (const k of keysOf(tagged, (t) => decider(t) && (others || ECONOMIC.test(t.text)))) quiet.add(k);
  return quiet;
}

/** The keys `isKey` accepts. */
function keysOf(tagged: readonly Tagged[], isKey: (t: Tagged) => boolean): Set<number> {
  const quiet = new Set<number>();
  for (let at = 0; at < tagged.length; at += 1) {
    const t = tagged[at] as Tagged;
    const first = COMMITTEE_MODIFIER.test(tagged[at - 1]?.text ?? '') ? at - 1 : at;
    const lead = tagged[first - 1];
    if (!(starts(lead) || lead?.text === ':') || (first < at && ARTICLE.test(tagged[first - 1]?.text ?? ''))) continue;
    let j = at + 1;
    const colon = tagged[j]?.text === ':' || tagged[j]?.text === '=';
    if (!isKey(t)) continue;
    if (colon) j += 1;
    let n = j;
    while (n < tagged.length && (ARTICLE.test(tagged[n]?.text ?? '') || tagged[n]?.text === "'")) n += 1;
    // ("daily users: all of them sit in HR": a reference back after the key keeps the key's own reading.)
    if (!KEYED.has(tagged[n]?.tag?.k ?? '')) continue;
    for (let k = first; k < j; k += 1) quiet.add(k);
  }
  return quiet;
}

/** Words that join the roles of a list ("," "and", "und", "et", "y", "e", "en", "or"). */
const JOIN = /^(,|and|or|und|oder|et|ou|y|o|e|en|of|\/|&)$/;
const role = (t: Tagged | undefined) => COMMITTEE_ROLE.test(t?.text ?? '') && t?.tag?.k !== 'buy';
const decider = (t: Tagged | undefined) => COMMITTEE_DECIDER.test(t?.text ?? '');
/** The committee's own word for who pays ("economic buyer", "EB"): a key wherever people follow it. */
const ECONOMIC = /^(economic buyers?|ebs?)$/;

/**
 * Committee roles said bare, not as keys: a list made only of them ("decision maker, champion, users", "the economic buyer and
 * the technical evaluator", "Entscheider, Anwender und Beeinflusser") names nobody, the deciding word too (the people are said
 * elsewhere: "… sales side only", "… i.e. the security leadership"); and the word saying which role ("technical evaluator",
 * "tech evaluator", "technical evaluation by …") is no area. A deciding word alone keeps its reading.
 */
function bareRoles(tagged: readonly Tagged[]): Set<number> {
  const quiet = new Set<number>();
  for (let at = 0; at < tagged.length; at += 1) {
    const g = tagged[at];
    if (COMMITTEE_MODIFIER.test(g?.text ?? '') && g?.tag && role(tagged[at + 1])) quiet.add(at);
  }
  let at = 0;
  while (at < tagged.length) {
    if (!role(tagged[at]) && !decider(tagged[at])) {
      at += 1;
      continue;
    }
    // The run of roles, with their modifiers, articles and joining words.
    let roles = 0;
    let plain = 0;
    let end = at;
    for (let j = at; j < tagged.length; j += 1) {
      const t = tagged[j] as Tagged;
      if (role(t) || decider(t)) {
        roles += 1;
        if (role(t)) plain += 1;
        end = j + 1;
      } else if (!(ARTICLE.test(t.text) || JOIN.test(t.text) || COMMITTEE_MODIFIER.test(t.text))) break;
    }
    if (roles >= 2 && plain >= 1) {
      const from = ARTICLE.test(tagged[at - 1]?.text ?? '') ? at - 1 : at;
      for (let k = from; k < end; k += 1) quiet.add(k);
    }
    at = Math.max(end, at + 1);
  }
  return quiet;
}
