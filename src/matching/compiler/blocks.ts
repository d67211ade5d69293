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

/** The sentences with heading lines read into the lines under them. */
export function blockSentences(list: string[]): string[] {
  const out: string[] = [];
  let negated = false;
  for (const raw of list) {
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
