// Conditions said on their own, applied to every inclusion once all sentences are read (compile.ts): "Employees only.",
// ", who joined over 2 years ago", "full-time execs only".
import type { Piece } from './piece.js';
import { meaningful } from './selector.js';
import { ONLY } from './scope.js';
import { withoutAreaHeading } from './responsibility.js';
import type { Reading } from './reading.js';
import { tagSentence } from './tag-sentence.js';

const STAFF_WORDS = new Set(['employees', 'staff', 'personnel', 'workforce']);

/**
 * The persona's conditions applied to the people it names ("Finance managers and controllers. Full-time employees only."
 * → both full-time employees), and a tenure said of what is sold left out; leaves r.lastIn the people to include.
 */
export function applyConditions(r: Reading): void {
  // Conditions on their own ("Employees only.", ", who joined over 2 years ago") narrow every inclusion; so does
  // "only people on the payroll" / "only employees" said of everyone after others were named (who, not more people).
  const everyoneSaidOnly = (p: Piece) => p.all && p.words.some((w) => ONLY.has(w));
  const conditionOnly = (p: Piece) =>
    !p.areas.length &&
    !p.levels.length &&
    !p.roles.length &&
    !p.alone &&
    (!p.all || everyoneSaidOnly(p)) &&
    // "Decision makers only." before the people named: who they must be, not more people.
    (!p.buy || p.words.some((w) => ONLY.has(w))) &&
    (p.employment.length > 0 || p.traits.length > 0 || !!p.tenure || !!p.ceiling || everyoneSaidOnly(p));
  // "CEO, CFO, CTO — full-time execs only": rungs said as "only" with a condition, of named roles all on those rungs,
  // restate them (the condition holds for them; nobody else is added).
  const restatesRoles = (p: Piece) =>
    p.words.some((w) => ONLY.has(w)) &&
    p.levels.length > 0 &&
    !p.areas.length &&
    !p.roles.length &&
    !p.alone &&
    !p.buy &&
    (p.employment.length > 0 || p.traits.length > 0) &&
    r.lastIn.some((q) => q !== p && q.roles.length > 0) &&
    r.lastIn.every((q) => q === p || (q.roles.length > 0 && q.roleLevels.length > 0 && q.roleLevels.every((l) => p.levels.includes(l))));
  // "Onboarding software for new hires", "notre outil gère l'onboarding des nouveaux arrivants": a tenure said of what is
  // sold (with a product or words nobody read) is whom the product serves, not a condition on the people named.
  const market = (p: Piece) => conditionOnly(p) && !!p.tenure && !p.employment.length && !p.traits.length && (p.unknown.length > 0 || !!p.product?.length);
  for (const p of r.lastIn.filter(market)) {
    const text = p.words.filter((w) => w !== 'tenurex').join(' ');
    r.warnings.push({ code: 'unrecognised', text, message: `"${text}" names nobody on its own and was left out of the reading.` });
  }
  r.lastIn = withoutAreaHeading(
    r.lastIn.filter((p) => !market(p)),
    r.insOf[0],
    r.sentences[0],
  );
  headingKinds(r);
  const isCond = (p: Piece) => !!p.restricts || conditionOnly(p) || restatesRoles(p);
  const conds = r.lastIn.filter(isCond);
  const rest = r.lastIn.filter((p) => !isCond(p));
  if (conds.length && rest.length) {
    // "Employees or fractional only": the kinds of engagement a restriction names are alternatives; an inclusion that names
    // its own kind keeps those of them the restriction allows ("fractional CFOs" stay fractional).
    const kinds = [...new Set(conds.filter((c) => c.restricts).flatMap((c) => c.employment))];
    // A piece that named nobody ("planning software", unknown words) stays unread: a condition does not make it a person.
    for (const p of rest.filter((x) => meaningful(x) || x.all)) {
      if (kinds.length) {
        const both = p.employment.filter((e) => kinds.includes(e));
        p.employment = !p.employment.length ? [...kinds] : both.length ? both : p.employment;
      }
      for (const c of conds) {
        // "Only employees.": the staff of the company, none of its contractors.
        const staff = everyoneSaidOnly(c) && !c.employment.length && c.words.some((w) => STAFF_WORDS.has(w)) ? ['employee' as const] : [];
        if (!c.restricts) p.employment = [...new Set([...p.employment, ...c.employment, ...staff])];
        p.traits = [...new Set([...p.traits, ...c.traits])];
        if (c.tenure) p.tenure = c.tenure;
        if (c.ceiling) p.ceiling = c.ceiling;
      }
    }
    r.lastIn = rest;
  }
}

/**
 * "FP&A planning tool. Champion: the FP&A lead; users: the analysts.": a bare kind (a person noun of no area, rung or role,
 * "the analysts", "les analystes") under a first sentence that names a product of an area works in that area; it is no
 * condition on the people named beside it.
 */
function headingKinds(r: Reading): void {
  const first = r.sentences[0];
  const at = first ? r.definition.indexOf(first) : -1;
  if (at <= 0) return;
  // (The context before the sentences read: a product of an area, its first area word the product's: "FP&A planning tool".)
  const tagged = tagSentence(r.definition.slice(0, at).toLowerCase()).tagged;
  const area = tagged.find((t) => t.tag?.k === 'area')?.tag;
  const areas = tagged.some((t) => t.tag?.k === 'product') && area?.k === 'area' ? area.areas : [];
  if (!areas.length) return;
  const bareKind = (p: Piece) =>
    p.mode === 'in' &&
    p.noun &&
    !p.icSaid &&
    !p.areas.length &&
    !p.levels.length &&
    !p.roles.length &&
    !p.alone &&
    !p.all &&
    !p.buy &&
    !p.their &&
    !p.themselves &&
    !p.employment.length &&
    !p.tenure &&
    p.traits.every((t) => t === 'individual_contributor');
  for (const p of r.lastIn.filter(bareKind)) p.areas = [...areas];
}
