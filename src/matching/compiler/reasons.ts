// The compiler's grammar, part 0 (after tagging, before predicates): reasons and remarks of the seller name nobody.
// "NOT accounting (we tried, they want an ERP)", "not BI analysts - they are downstream users, not buyers", "keine
// Praktikanten (die sind zu kurz im Haus)", "(die gebruiken het wel, maar beslissen niet)", "Bonus if they also own
// compliance, but …": a reason opener (lexicon `reason`) at the start of the sentence, of parentheses, of a dash or after a
// comma, or "they" as the subject there — or a conjunction of cause ("because", "parce que", "porque", "omdat", "weil sie") anywhere — drops every word up
// to the end of its parentheses; outside parentheses it ends at a dash or a colon, at "but" followed by people
// ("I know the line is blurry but CSMs are a different buyer") and at "so" followed by a negation or people ("we tried
// selling through HR and it did not convert, so no HR staff either"). A negation inside a reason is part of it: "they are
// users, not buyers" leaves out no buyer.
// A gloss on the person just named (session 30): "…, and the CFO, who has the final say on the budget here", "le DAF, qui a
// le dernier mot sur le budget", "el director financiero, que aquí tiene la última palabra sobre el presupuesto", "die
// Personalleitung, die am Ende unterschreibt": a relative pronoun after a comma after people, whose clause names no people
// and no condition but a budget or a signature, says why they are in; it names nobody more (it was every budget holder).
import type { Tagged } from './tokens.js';

/** Openers that give a cause wherever they stand. */
const CAUSE =
  /^(because|since |as they|parce|puisque|car |porque|ya que|pois|ja que|omdat|want |weil |da sie|da wir|denn |bonus|nice if|even better if|si ademas|se alem)/;
/** "(they don't manage people)", "- they read the dashboards": the people spoken of, as a subject, open a remark about them. */
const THEY = /^(they|theyre|theyve|theyll|ils|elles|ellos|ellas|eles|elas|zij)$/;
/** Where an aside may start: the sentence, parentheses, a dash, a colon or a comma. */
const OPENS = new Set(['(', '--', ':', ',']);
const BUT = /^(but|aber|mais|pero|mas|maar|sondern|sino)$/;
const SO = /^(so|therefore|donc|alors|deshalb|daher|entonces|asi que|entao|por isso|dus|daarom)$/;
/** Tags that name people: "but" or "so" before one of them ends the reason. */
const PEOPLE = new Set(['area', 'noun', 'level', 'senior', 'all', 'buy', 'run']);

/** Relative pronouns that open a clause about the people before the comma. */
const RELATIVE = /^(who|which|qui|que|quien|quienes|quem|die|der|welche|welcher|dat)$/;
/** Tags a gloss may hold: words of no meaning, "of", and the budget or signature it speaks of. */
const GLOSS = new Set(['filler', 'of', 'buy', 'sep']);
const SIGNS = /^(unterschreib\w*|signe\w*|signs?|firma\w*|assina\w*|tekent|ondertekent|decid\w*|entscheid\w*|beslist|beslissen)$/;
const END = new Set([',', ';', ':', '(', ')', '--']);
function glosses(out: Tagged[]): Set<number> {
  const drop = new Set<number>();
  for (let i = 2; i < out.length; i += 1) {
    if (!RELATIVE.test(out[i]?.text ?? '') || out[i - 1]?.text !== ',' || !['noun', 'level', 'area'].includes(out[i - 2]?.tag?.k ?? '')) continue;
    let end = i + 1;
    while (end < out.length && !['neg', 'negpost', 'plus'].includes(out[end]?.tag?.k ?? '') && !END.has(out[end]?.text ?? '')) end += 1;
    const clause = out.slice(i + 1, end);
    const about = clause.some((t) => t.tag?.k === 'buy' || SIGNS.test(t.text));
    if (!about || clause.some((t) => t.tag && !GLOSS.has(t.tag.k) && !SIGNS.test(t.text))) continue;
    for (let k = i - 1; k < end; k += 1) drop.add(k);
  }
  return drop;
}

export function reasonAsides(tagged: Tagged[]): Tagged[] {
  const glossed = glosses(tagged);
  const out = tagged.filter((_, k) => !glossed.has(k));
  const drop = new Set<number>();
  let depth = 0;
  for (let i = 0; i < out.length; i += 1) {
    const t = out[i] as Tagged;
    if (t.text === '(') depth += 1;
    if (t.text === ')') depth = Math.max(0, depth - 1);
    const opens = i === 0 || OPENS.has(out[i - 1]?.text ?? '');
    if (t.tag?.k !== 'reason' && !(opens && THEY.test(t.text))) continue;
    if (!opens && !CAUSE.test(t.text)) {
      out[i] = { ...t, tag: { k: 'filler' } };
      continue;
    }
    const inside = depth > 0;
    let end = i;
    while (end < out.length) {
      const x = out[end] as Tagged;
      if (x.text === ')') break;
      if (!inside) {
        if (x.text === '--' || x.text === ':') break;
        const next = out.slice(end + 1).find((y) => y.tag?.k !== 'filler');
        if (BUT.test(x.text) && PEOPLE.has(next?.tag?.k ?? '')) break;
        if (SO.test(x.text) && (PEOPLE.has(next?.tag?.k ?? '') || next?.tag?.k === 'neg')) {
          end += 1;
          break;
        }
      }
      end += 1;
    }
    for (let k = i; k < end; k += 1) drop.add(k);
    // "not BI analysts - they are users": a dash or colon left at the end of the sentence opened the reason.
    if (end === out.length && ['--', ':'].includes(out[i - 1]?.text ?? '')) drop.add(i - 1);
    // A comma or "and" left before the reason belonged to it.
    if (['sep'].includes(out[i - 1]?.tag?.k ?? '') && out[i - 1]?.text !== '/') drop.add(i - 1);
    i = end - 1;
  }
  return out.filter((_, k) => !drop.has(k));
}
