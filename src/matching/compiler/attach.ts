// The compiler's grammar, part 3 (rule 4 of resolve.ts): a parent piece and the pieces in its parentheses or
// after its "including". Examples add to it, keeping its areas and conditions; they define it instead when it
// is a concept or leadership in general ("budget holders for software (owners, the CEO, …)"); areas alone in
// parentheses specialise it ("designers (UX, UI, product)") and change nothing; conditions, a rung or a range
// alone in parentheses narrow it ("(employees only)", "(senior and up)").
import { areaCovers, functionOf, LEVEL_RANK, TITLE_KINDS, type AreaKey } from '../criteria.js';
import type { Piece } from './piece.js';
import { ONLY } from './scope.js';
import { add, areaOnly, hasRange, isRung, LEADERS, uniq, wholeLadder } from './resolve.js';
import { meaningful } from './selector.js';
import { listedKinds } from './kinds-listed.js';
import { ALSO } from './lexicon.js';

/** Articles of one seat ("el jefe de soporte", "the head of support", "der Leiter"). */
const SINGULAR_ARTICLES: ReadonlySet<string> = new Set(['el', 'la', 'the', 'o', 'a', 'le', 'der', 'die', 'de', 'het']);

/** The functions a generic "engineers" / "tech" may stand for when parentheses list its areas. */
const TECH: readonly AreaKey[] = ['engineering', 'analyst'];

/** A parent and the pieces in its parentheses or after its "including". */
export function attach(parent: Piece, allSubs: Piece[]): Piece[] {
  // "contractors included", "(freelancers included)", "including freelancers": an employment named as
  // included widens nothing the piece restricts; nor do its individual contributors ("RevOps, analysts included": the
  // team's analysts are of it already, not the only ones meant).
  const icOnly = (s: Piece) => s.traits.length > 0 && s.traits.every((t) => t === 'individual_contributor') && !s.employment.length && !s.tenure;
  // (Session 61: "(outsourced / contract ones count)": a kind of employment listed beside one said to count counts too.)
  const counted = allSubs.some((s) => s.included);
  const subs = allSubs.filter(
    (s) =>
      !(
        (s.via === 'inc' || s.via === 'ex' || s.included || (counted && s.via === 'paren')) &&
        (s.employment.length || icOnly(s)) &&
        !s.areas.length &&
        // (Session 61: "the head of internal audit (outsourced heads count)": the rung said again is the parent's own.)
        (!s.levels.length || (s.employment.length > 0 && parent.levels.length > 0 && s.levels.every((l) => parent.levels.includes(l)))) &&
        !s.roles.length &&
        (!s.traits.length || icOnly(s))
      ),
  );
  if (!subs.length) return [parent];
  // Session 48: "Acheteurs (matériaux, sous-traitance, matériel)": a word for subcontracting in a list in parentheses after
  // buyers is what they buy, not who they are.
  const buyers = parent.noun && parent.areas.length === 1 && parent.areas[0] === 'procurement' && !parent.levels.length && !parent.roles.length;
  const bought = (s: Piece) =>
    s.via === 'paren' && s.employment.length > 0 && !s.areas.length && !s.levels.length && !s.roles.length && !s.traits.length && !s.included;
  if (buyers && allSubs.length > 1 && subs.some(bought)) {
    const rest = subs.filter((s) => !bought(s));
    if (!rest.length) return [parent];
    return attach(parent, rest);
  }
  // "anyone above them (in support)", "their leads (in sales)": a reference back told its area in parentheses.
  if ((parent.above || parent.their) && !parent.areas.length && subs.every((s) => s.via === 'paren' && s.scoped && areaOnly(s))) {
    parent.areas = uniq(subs.flatMap((s) => s.areas));
    return [parent];
  }
  // "SDRs and their bosses (SDR team leads, SDR managers)", "y sus jefes (team leads SDR, manager de SDRs)": leaders of a named
  // area in parentheses after a reference back say who "their managers" are (read-sentence.ts does the same after a colon).
  const namedLeader = (s: Piece) =>
    s.via === 'paren' && s.areas.length > 0 && s.levels.length > 0 && s.levels.every((l) => LEVEL_RANK[l] >= LEVEL_RANK.tech_lead);
  if ((parent.their || parent.above) && subs.every(namedLeader)) return subs;
  if (parent.areas.length && !parent.noun && !parent.levels.length && !parent.roles.length && subs.every(isRung) && wholeLadder(subs)) {
    // "Equipe de TI completa (júnior, pleno, sênior e liderança)": the rungs of a department from the bottom to its leaders are all of it.
    parent.any = true;
    return [parent];
  }
  if (parent.roles.length && subs.every((s) => s.via === 'paren' && areaOnly(s) && !s.noun)) {
    // "the CPO (procurement)", "le CPO (achats)": areas in parentheses after a named role say which one it is.
    return [parent];
  }
  // "engineering managers (the people managers of engineering)": a gloss saying they manage people in the parent's own
  // areas restates who they are; it adds neither rungs nor conditions.
  const gloss = (s: Piece) =>
    (s.via === 'paren' || s.via === 'ex') &&
    s.traits.includes('manages_people') &&
    !s.roles.length &&
    !s.alone &&
    s.areas.length > 0 &&
    s.areas.every((a) => parent.areas.includes(a));
  if (parent.areas.length && parent.levels.length && !parent.roles.length && subs.every(gloss)) return [parent];
  // "interns in GTM (sales, marketing)": where interns work is a department, which areas in parentheses narrow (below).
  const interns = parent.levels.length > 0 && parent.levels.every((l) => l === 'intern');
  if (
    parent.noun &&
    !interns &&
    parent.areas.length &&
    subs.every((s) => !s.levels.length && !s.roles.length && !s.alone && !s.traits.length && !s.employment.length)
  ) {
    // "salespeople (field only)": areas inside the function of a whole-function noun narrow it.
    const inside = uniq(subs.flatMap((s) => s.areas));
    if (parent.whole && inside.length && inside.every((a) => a !== functionOf(a) && parent.areas.includes(functionOf(a)))) parent.areas = inside;
    // "engineers (DevOps, SRE, platform)": the finer areas of engineering after the generic noun say which engineers.
    const generic = parent.areas.length === 2 && parent.areas.includes('software') && parent.areas.includes('hardware');
    // "freelas de tecnologia (dev, QA, devops, dados, TI)": the areas listed are what the generic word stands for, data and IT too.
    if (generic && inside.length && !inside.includes('hardware') && inside.every((a) => TECH.includes(functionOf(a)) || a === 'data_science'))
      parent.areas = inside;
    // "software engineers (backend, frontend, DevOps/SRE, QA)": kinds of the noun, not whole departments; kinds that name
    // no DevOps leave DevOps out (kinds-listed.ts).
    listedKinds(parent, subs, inside);
    return [parent];
  }
  // "hands-on DevOps engineers (senior and up)", "(seniors only)": a range or rung said alone in parentheses narrows the piece.
  const narrowsLevels = (s: Piece) =>
    s.via === 'paren' && s.levels.length > 0 && !s.areas.length && !s.roles.length && !s.alone && !s.buy && (hasRange(s) || s.words.some((w) => ONLY.has(w)));
  if (parent.areas.length && !parent.levels.length && !parent.roles.length && subs.every(narrowsLevels)) {
    parent.levels = uniq(subs.flatMap((s) => s.levels));
    const ceiling = subs.find((s) => s.ceiling)?.ceiling;
    if (ceiling) parent.ceiling = ceiling;
    parent.traits = uniq([...parent.traits, ...subs.flatMap((s) => s.traits)]);
    return [parent];
  }
  // Decided before the parent's areas are copied into its parentheses below: "(en plantilla)", "(employees or contractors)".
  const isCondition = (s: Piece) =>
    !s.areas.length && !s.levels.length && !s.roles.length && !s.buy && (s.employment.length > 0 || s.traits.length > 0 || !!s.tenure);
  const conditionsOnly = subs.some(isCondition) && subs.every((s) => isCondition(s) || (s.all && !meaningful(s)));
  for (const s of subs) {
    // "the engineering team, interns included": interns named as part of an area are that area's interns.
    const internsOf = s.alone && !s.roles.length && !s.employment.length && s.levels.length > 0 && s.levels.every((l) => l === 'intern');
    // "Avocats collaborateurs (juniors et seniors)": rungs in parentheses after a kind of title are its rungs (session 40).
    if (
      s.mode === 'in' &&
      !s.areas.length &&
      !s.alone &&
      !s.roles.length &&
      !s.their &&
      s.levels.length &&
      s.levels.every((l) => LEVEL_RANK[l] <= LEVEL_RANK.senior) &&
      parent.roles.length &&
      parent.roles.every((r) => TITLE_KINDS.has(r))
    )
      s.roles = [...parent.roles];
    if (!s.areas.length && (!s.alone || internsOf) && !s.roles.length && !s.their) s.areas = [...parent.areas];
    s.employment = uniq([...s.employment, ...parent.employment]);
    // "(ni becarios)" after "sin cargo de jefatura": interns, founders and named roles keep who they are; so do the people a
    // reference names ("design engineers, incl. their managers": the managers are no individual contributors).
    if (!s.alone && !s.their && !s.above) for (const t of parent.traits) if (t === 'individual_contributor' || t === 'manages_people') add(s.traits, t);
    if (parent.tenure && !s.tenure) s.tenure = parent.tenure;
    if (parent.ceiling && !s.ceiling) s.ceiling = parent.ceiling;
    // "Product people (PMs, POs) senior and up": people named as kinds of the piece share the rungs it was narrowed to;
    // the rungs of "whoever runs payroll (specialists, managers)" are what running means, which the people named replace.
    if (s.noun && !s.levels.length && !s.alone && !s.roles.length && s.areas.length && parent.levels.length && !parent.noun && !parent.run)
      s.levels = [...parent.levels];
  }
  // The top team said as a body ("Directie (CEO, COO)", "Executive team (CEO, CFO)", "Vorstand (CEO, CFO)") is the seats its
  // parentheses name: named roles, owners or founders. "C-level (CEO, CFO, …)" names a rung, whose seats are examples.
  const seats = (s: Piece) => s.via === 'paren' && !s.areas.length && (s.roles.length > 0 || s.traits.some((t) => t === 'owner' || t === 'founder'));
  const rung = /\bc (level|suite|lvls?)\b|\bclvl\b|\bcxos?\b|\bchiefs?\b/.test(parent.words.join(' '));
  if (!parent.areas.length && !parent.roles.length && parent.levels.length && parent.levels.every((l) => l === 'c_level') && !rung && subs.every(seats))
    return subs;
  // Session 55: "and their number two (hotel manager, resident manager, deputy GM)": people named by reference to those
  // before them are who the parentheses name (alone, a role's deputies had no area: every head and director).
  // (Examples that are rungs only, "seus gestores (coordenador, gerente, head)", say the reference's rungs: it stays.)
  const definesRef = subs.some((s) => s.roles.length || s.alone) && subs.every((s) => s.roles.length || s.areas.length || s.alone || s.unknown.length);
  if (parent.their && !parent.areas.length && definesRef && subs.every((s) => s.via === 'paren' && !s.included)) return subs;
  // Leadership in general ("Finance leadership (CFO, VP, …)") is defined by its examples; a rung the piece names
  // itself ("Finance directors (DAF, CFO)", "heads of marketing (CMO, VP)") keeps its own holders and the examples add to it.
  const leadership = parent.levels.every((l) => LEADERS.includes(l)) && parent.levels.length > 0 && !parent.roles.length && !parent.ownLevel;
  const concept = !!parent.buy || parent.run || leadership;
  // "sales executives such as the VP of Sales and the CRO": leaders as the only examples say which sense is meant.
  const leaderSub = (s: Piece) => (s.levels.length > 0 && s.levels.every((l) => LEADERS.includes(l))) || (s.alone && s.roles.length > 0 && !s.levels.length);
  if (parent.leadersByExample && subs.every((s) => s.via === 'ex' || s.via === 'paren') && subs.every(leaderSub)) {
    // They lead the noun's function ("sales execs (c-level, VP, director)": sales), and are no individual contributors.
    for (const s of subs) {
      if (s.areas.every((a) => parent.areas.includes(a))) s.areas = uniq(s.areas.map((a) => functionOf(a)));
      s.traits = s.traits.filter((t) => t !== 'individual_contributor');
    }
    return subs;
  }
  const defines = subs.some((s) => s.levels.length || s.roles.length || s.alone || s.traits.length);
  // "whoever runs payroll (specialists + …)": individual contributors named after the people who run an area are some of
  // those meant, not a condition on its leaders (no one who runs it is an individual contributor).
  if (parent.run && parent.areas.length && subs.every((s) => s.noun && s.icNoun && !s.levels.length && !s.roles.length && !s.alone)) return subs;
  // (Session 50: "Geschäftsführung (auch geschäftsführende Gründer und Gesellschafter)": people said to be included "also" are
  // more people, no condition on those before.)
  const also = ALSO.has(subs[0]?.words[0] ?? '');
  if (conditionsOnly && also && subs.every((s) => s.traits.length > 0 && !s.employment.length)) return [parent, ...subs];
  if (conditionsOnly && (parent.areas.length || parent.levels.length || parent.roles.length)) {
    // "(employees or contractors)", "(full-time)": conditions in parentheses narrow the piece before them.
    // "(employees or contractors)": employees and contractors alike, so no condition at all.
    const named = uniq(subs.flatMap((s) => (s.all ? ['employee' as const] : s.employment)));
    if (!(named.includes('employee') && named.includes('contractor'))) parent.employment = uniq([...parent.employment, ...named]);
    for (const s of subs) for (const t of s.traits) add(parent.traits, t);
    for (const s of subs) if (s.tenure) parent.tenure = s.tenure;
    return [parent];
  }
  // "chefs de service (réception, hébergement, restauration)", "heads (finance, HR)": a rung said without its areas, which the
  // parentheses give.
  if (
    !parent.areas.length &&
    parent.levels.length &&
    !parent.roles.length &&
    !parent.alone &&
    !parent.their &&
    !parent.above &&
    !parent.buy &&
    subs.every((s) => s.via === 'paren' && areaOnly(s) && !s.noun)
  ) {
    parent.areas = uniq(subs.flatMap((s) => s.areas));
    return [parent];
  }
  // Session 53: "el jefe de soporte (también el service desk)": a team said "also" after a rung of its area is more people
  // at any rung, not the rung's scope.
  const seat = SINGULAR_ARTICLES.has(parent.words[0] ?? '');
  if (also && seat && parent.levels.length && parent.areas.length && subs.every((s) => areaOnly(s) && !s.noun && s.via === 'paren')) return [parent, ...subs];
  if (subs.every((s) => areaOnly(s) && !s.noun) && parent.areas.length) {
    // "The marketing team (product marketing included)", "ventas (incluido customer success)": areas said to be
    // included add to the department; they never narrow it, and one it already covers changes nothing.
    if (subs.some((s) => s.included || s.via === 'ex'))
      return [parent, ...subs.filter((s) => !s.areas.every((a) => parent.areas.some((p) => areaCovers(p, a))))];
    // Areas alone in parentheses after a department narrow it ("GTM leadership (sales, marketing, CS)");
    // after a noun they are its kinds and change nothing ("designers (UX, UI, product, brand)").
    // "Interns in tech (development, data, IT)": where the interns work is the list, which may reach past the word's function.
    const inside = uniq(subs.flatMap((s) => s.areas));
    const within = (a: AreaKey) => parent.areas.some((p) => a === p || functionOf(a) === p || functionOf(a) === functionOf(p));
    if (subs[0]?.via === 'paren' && (!parent.noun || interns) && (interns ? inside.some(within) : inside.every(within))) parent.areas = inside;
    return [parent];
  }

  // "C-level execs and VPs (incl. SVP/EVP)": rungs in parentheses after a rung the piece names itself add to it.
  const ownRung = !!parent.ownLevel && !parent.areas.length && !parent.roles.length && subs.every((s) => s.levels.length && !s.areas.length && !s.roles.length);
  // "HR decision makers, managers included", "décideurs RH, y compris les managers": people said to be included, or
  // rungs given as examples of an area's decision makers (its managers and up already), add to the concept.
  const added = subs.every((s) => s.included || s.via === 'inc' || (s.via === 'ex' && !!parent.buy && parent.areas.length > 0 && !s.roles.length));
  // "Abteilungsleiter in Produktion und Qualität, inkl. Produktionsleiter": examples of another area than the piece's own
  // are examples of the list it ends, not what its leadership means (they took the quality heads' place).
  const foreign = (s: Piece) =>
    (s.via === 'ex' || s.via === 'inc') && s.areas.length > 0 && s.areas.every((a) => parent.areas.every((p) => !areaCovers(p, a) && !areaCovers(a, p)));
  if (concept && !parent.buy && !parent.run && parent.areas.length && subs.every(foreign)) return [parent, ...subs];
  if (concept && defines && !ownRung && !added) {
    if (parent.buy) for (const s of subs) if (!s.employment.length) s.employment = ['employee'];
    return subs;
  }
  // "Salespeople (AEs, SDRs)", "les commerciaux (business developers, ingénieurs commerciaux)": kinds of the people of a
  // whole function in parentheses say which of them are meant (account managers and sales operations are not named).
  // "commerciaux (AE, KAM / grands comptes)": an area beside the kinds ("grands comptes") says which of them too.
  const kinds = (s: Piece) =>
    (s.noun || areaOnly(s)) && s.areas.length > 0 && !s.levels.length && !s.included && s.areas.every((a) => parent.areas.some((p) => areaCovers(p, a)));
  if (parent.whole && subs[0]?.via === 'paren' && !parent.levels.length && !parent.roles.length && subs.every(kinds) && subs.some((s) => s.noun)) return subs;
  // "Marketing (CMO, heads, ICs)" defines the department; "(interns included)" adds to it.
  // "Toute la fonction RH (DRH, chargés de recrutement, …)": examples of an area said whole add to it, they do not define it.
  // "Customer success (CSMs, CS managers)": its individual contributors and its leaders are examples of the whole team.
  const team = subs.some((s) => s.icNoun && s.areas.length) && subs.some((s) => s.levels.some((l) => LEADERS.includes(l) || l === 'manager'));
  if (subs[0]?.via === 'paren' && defines && !team && !parent.levels.length && !parent.noun && !subs.some((s) => s.included) && !(parent.all && !parent.any)) {
    // "Everyone in sales development (SDR/BDR), any level": the nouns say which team, not that only its reps count.
    if (parent.any && !parent.icSaid) for (const s of subs) if (s.icNoun && !s.icSaid) s.traits = s.traits.filter((t) => t !== 'individual_contributor');
    return subs;
  }
  return [parent, ...subs];
}

/** A piece a list merged into the one before it ("… à temps partagé ou de transition (DAF)") passes its attachments on. */
export function attachmentOwners(pieces: Piece[], top: Piece[], out: Piece[]): Map<number, number> {
  const owner = new Map<number, number>();
  top.forEach((p, k) => {
    const before = top
      .slice(0, k)
      .filter((x) => out.includes(x) && x.mode === p.mode && x.clause === p.clause)
      .pop();
    if (!out.includes(p) && before) owner.set(pieces.indexOf(p), pieces.indexOf(before));
  });
  return owner;
}

/**
 * "Data engineers, data scientists and analysts (leads included)": people said to be included after the last item of a
 * list of people are those of every item (they took the last item's areas only).
 */
export function listShares(out: Piece[], parent: Piece, subs: Piece[]): void {
  const k = out.indexOf(parent);
  let from = k;
  while (from > 0 && out[from - 1]?.clause === parent.clause && out[from - 1]?.mode === parent.mode && out[from - 1]?.noun && out[from - 1]?.areas.length)
    from -= 1;
  // "data scientists and ML engineers (interns too)": a kind of title with no area of its own ends the list as well.
  const kindOnly = !parent.areas.length && parent.roles.length > 0 && parent.roles.every((r) => TITLE_KINDS.has(r));
  if (from === k || !parent.noun || (!parent.areas.length && !kindOnly)) return;
  const areas = uniq(out.slice(from, k + 1).flatMap((x) => x.areas));
  for (const s of subs) {
    if (!s.included || s.areas.length || s.roles.length || s.their || !s.levels.length) continue;
    s.areas = areas;
    // "(leads included)" after people without a rung: the leads of those people, not every manager and head of their areas.
    if (/\bleads?$/.test(s.words.join(' ')) && s.levels.includes('team_lead')) s.levels = s.levels.filter((l) => l === 'team_lead' || l === 'tech_lead');
  }
}

/**
 * "EMs and senior EMs, platform/SRE teams included", "engineering managers, data teams included": areas said to be included
 * after people on a rung widen the rung to those teams (their EMs), for every item of the list that shares the rung; they
 * are not every person of those teams, nor do they replace the areas named ("engineering managers" stay software's).
 */
export function widenRung(out: Piece[], parent: Piece, subs: Piece[]): void {
  if (!parent.levels.length || !parent.areas.length || parent.roles.length || parent.alone) return;
  const added = subs.filter((s) => (s.included || s.via === 'inc') && areaOnly(s) && s.mode === parent.mode);
  if (!added.length || added.length !== subs.length) return;
  const areas = uniq(added.flatMap((s) => s.areas));
  const k = out.indexOf(parent);
  let from = k;
  const sameList = (x: Piece | undefined) =>
    !!x && x.clause === parent.clause && x.mode === parent.mode && x.levels.length > 0 && x.areas.length > 0 && !x.roles.length && x.parent === undefined;
  while (from > 0 && sameList(out[from - 1])) from -= 1;
  for (const x of out.slice(from, k + 1)) x.areas = uniq([...x.areas, ...areas]);
}

const refAreas = (x: Piece): AreaKey[] => (x.areas.length ? x.areas : x.roleAreas);

/**
 * "leave out the accounting side (controllers, bookkeepers and whoever leads them)", "sin los SDR ni quienes los lideran": in
 * an exclusion, "them" are the people it names before the reference in its clause (empty when none). A whole function beside
 * finer areas of it there is the looser word for them: the leaders are the finer areas' leaders.
 */
export function excludedBefore(pieces: readonly Piece[], p: Piece): AreaKey[] {
  if (p.mode !== 'ex') return [];
  const left = pieces.slice(0, pieces.indexOf(p)).filter((x) => x.mode === 'ex' && x.clause === p.clause && !x.their && refAreas(x).length);
  const named = uniq(left.flatMap(refAreas));
  return named.filter((a) => a !== functionOf(a) || !named.some((b) => b !== a && functionOf(b) === a));
}

/** Words for everyone (not "staff", "people", "the team": "head chefs and staff" are no one in particular). */
const EVERYONE = /^(everyone|everybody|anyone|anybody|alle|jeder|tout le monde|tous|toutes|todos|todas|cualquiera|qualquer|iedereen)$/;

/** "Marketing, everyone but the interns", "Vertrieb – alle außer Praktikanten": everyone said after areas is everyone of them. */
export function everyoneOfArea(ins: readonly Piece[]): void {
  ins.forEach((p, i) => {
    if (!p.all || !p.words.some((w) => EVERYONE.test(w)) || meaningful(p) || p.unknown.length || p.their || p.above) return;
    const before = ins.slice(0, i).filter((x) => x.areas.length && x.clause === p.clause);
    if (before.length) p.areas = uniq(before.flatMap((x) => x.areas));
  });
}
