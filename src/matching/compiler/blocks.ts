// The compiler's grammar, part 0 (before the sentences are read): blocks of bullet lines under a heading, and conditions
// on the company. "Must: - … / Nice to have: - … / Not: - …": a heading line made only of a negation ("Not:",
// "Exclude:", "Nicht:", "Pas :") makes the lines under it exclusions, up to the next heading; a heading that is not a
// negation ("Must:", "Nice to have:", "Ideal:") asks for what follows and names nobody itself. "If there is no CISO,
// then the IT head": a condition on the company cannot be judged person by person, so the person it names is asked for.
import { tag, tokenise } from './tokens.js';
import { BLOCK_HEADING } from './lexicon.js';

const HEADING = /^[^:]{1,40}:$/;
const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s*/;
/** "if there is no CISO, then …", "wenn es keinen CISO gibt, dann …": a condition on the company, up to its comma or "then". */
const CONDITION =
  /\b(?:if|wenn|falls|s il|si|se|als|indien)\b(?:[^,:;]*?)\b(?:there is|there are|theres|es gibt|es keinen|es keine|n y a|no hay|nao ha|não há|nao houver|não houver|er geen|er is geen)\b[^,:;]*(?:,\s*(?:then|dann|alors|entonces|entao|então|dan)?\b|\s+(?:then|dann|alors|entonces|entao|então|dan)\b)/giu;

/** Whether a heading line is only a negation ("Not:", "Excluded:", "Nein:"). */
function negHeading(line: string): boolean {
  const tagged = tag(tokenise(line.slice(0, -1)));
  return tagged.length > 0 && tagged.every((t) => ['neg', 'negpost', 'filler'].includes(t.tag?.k ?? '')) && tagged.some((t) => t.tag?.k !== 'filler');
}

/** Tags that name people: a heading with one of them ("HR / Personal:") is read on its own, its bullets as sentences. */
const PEOPLE = new Set(['area', 'noun', 'level', 'senior', 'all', 'neg', 'negpost']);
/** A heading line that names nobody by itself: a concept ("decision makers for …", "who we want"), no area or people. */
function namesNobody(line: string): boolean {
  // ("Dirigeants à contacter :", "Leaders to call:": a loose word for leaders over a list is what the list spells out.)
  return tag(tokenise(line.slice(0, -1))).every((t) => !PEOPLE.has(t.tag?.k ?? '') || (t.tag?.k === 'level' && t.tag.weak));
}

/**
 * "beslissers voor een software-aankoop:" over "* CEO / directeur", "* CTO, CIO": a heading line that names nobody
 * itself (a concept: decision makers, buyers of a product), with bullet lines under it, is one sentence with its list ("heading: a, b, c"), read as a
 * heading over a list is (read-sentence.ts), up to the first line that is no bullet.
 */
function headingLists(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const line = (list[i] as string).trim();
    if (committeeLabel(line, list.slice(i + 1))) continue;
    const items: string[] = [];
    if (HEADING.test(line) && namesNobody(line) && !BLOCK_HEADING.test(line.slice(0, -1).trim().toLowerCase()))
      while (BULLET.test(list[i + 1 + items.length] ?? '')) items.push((list[i + 1 + items.length] as string).replace(BULLET, '').replace(/[.,]\s*$/, ''));
    out.push(items.length ? `${line} ${items.join(', ')}` : line);
    i += items.length;
  }
  return out;
}

/** Words that name a buying committee as a whole (folded): "buying group", "Gremium", "comité", "commissie". DATA. */
const COMMITTEE = /(?:^|[\s-])(?:committee|group|center|centre|gremium|\w*gremium|comite|comites|comissao|commissie|\w*commissie|grupo|groupe)(?:$|\s)/;
/** A bullet that is its own heading: an area, then a dash or colon, then its people ("• warehouse — shift leads up to …"). */
const OWN_HEADING = /^\s*(?:[-*•·–]|\d+[.)])\s*([^:—–]{1,40}?)\s*(?:[—–:]|\s-\s)\s*\S/;

/**
 * "Operations buying group:" over "• warehouse — …", "• IT — …": a heading line that names the committee (a buying word or a
 * committee noun) over bullets that each name their own area is the committee's label; its areas are in the bullets, so it
 * names nobody itself (read alone it kept every leader of its first word's area).
 */
function committeeLabel(line: string, after: readonly string[]): boolean {
  if (!HEADING.test(line)) return false;
  const tagged = tag(tokenise(line.slice(0, -1)));
  if (!tagged.some((t) => t.tag?.k === 'buy' || COMMITTEE.test(t.text))) return false;
  const end = after.findIndex((l) => !BULLET.test(l));
  const bullets = end < 0 ? after : after.slice(0, end);
  const heads = bullets.map((b) => OWN_HEADING.exec(b)?.[1]);
  return bullets.length >= 2 && heads.every((h) => h !== undefined && tag(tokenise(h)).some((t) => t.tag?.k === 'area'));
}

/** The sentences with heading lines read into the lines under them. */
export function blockSentences(list: string[]): string[] {
  const out: string[] = [];
  let negated = false;
  for (const raw of headingLists(list)) {
    const sentence = raw.replace(CONDITION, ' ').trim();
    if (HEADING.test(sentence) && (negHeading(sentence) || BLOCK_HEADING.test(sentence.slice(0, -1).trim().toLowerCase()))) {
      negated = negHeading(sentence);
      continue;
    }
    if (negated && BULLET.test(sentence)) {
      out.push(`not ${sentence.replace(BULLET, '')}`);
      continue;
    }
    negated = false;
    if (sentence) out.push(sentence);
  }
  return out;
}
