// The compiler's grammar, part 0 (after tagging, before predicates): reasons and remarks of the seller name nobody.
// "NOT accounting (we tried, they want an ERP)", "not BI analysts - they are downstream users, not buyers", "keine
// Praktikanten (die sind zu kurz im Haus)", "(die gebruiken het wel, maar beslissen niet)", "Bonus if they also own
// compliance, but …": a reason opener (lexicon `reason`) at the start of the sentence, of parentheses, of a dash or after a
// comma, or "they" as the subject there — or a conjunction of cause ("because", "parce que", "porque", "omdat", "weil sie") anywhere — drops every word up
// to the end of its parentheses; outside parentheses it ends at a dash or a colon, at "but" followed by people
// ("I know the line is blurry but CSMs are a different buyer") and at "so" followed by a negation or people ("we tried
// selling through HR and it did not convert, so no HR staff either"). A negation inside a reason is part of it: "they are
// users, not buyers" leaves out no buyer.
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

export function reasonAsides(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
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
