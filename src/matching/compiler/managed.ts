// The compiler's grammar: whom leaders lead. After a verb of leading or managing ("who manage", "who run", "qui encadrent",
// "que gestionan"), people named as its object are whom those leaders lead, not people asked for:
//   "Support leaders who manage agents and support reps"      → support leaders (before: the agents and reps were included,
//                                                               and the leaders took their "individual contributor" trait)
//   "whoever manages the support agents and support engineers" → the leaders of support (before: the engineers were included)
//   "the people who run our support agents"                    → the leaders of support (before: the agents)
// The object is a run of person nouns without a rung ("agents", "support reps", "engineers"), joined by "and" / "or" / "/",
// up to a comma, a parenthesis or anything else. Rung words before the verb ("leaders", "team leads", "heads of …") make it a
// relative clause: the verb and its object name nobody, except the object's area when nothing before it named one
// ("Team leads who manage support agents": support team leads). With nobody named before it, the verb and its first object
// stay the piece "the leaders of these people" (piece.ts `runPeople`); the rest of the object adds its areas to it.
// A person noun without a rung before the verb ("the engineers who run our infra") leaves the clause as it is.
import type { Tag } from './lexicon.js';
import type { Tagged } from './tokens.js';

/** Ends the look back for whom the verb is said of. */
const CLAUSE_END = new Set(['neg', 'negpost', 'plus', 'unless', 'yes', 'only']);
/** Joins the object's nouns. */
const JOIN = new Set(['and', 'or', '/', '&', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e', 'en', 'of']);

type Noun = Extract<Tag, { k: 'noun' }>;

/** A noun naming individual contributors by what they do: no rung above senior, no kind of employment, no trainee. */
function personNoun(t: Tagged | undefined): t is Tagged & { tag: Noun } {
  const g = t?.tag;
  if (g?.k !== 'noun') return false;
  // "les conseillers" after a verb of managing are customer advisors, not advisors of the company; "QA engineers" name a role.
  const ic = (g.levels ?? []).every((l) => l === 'entry' || l === 'senior');
  return ic && (g.employment ?? []).every((e) => e === 'advisor') && !g.trainee && (!!g.ic || !!g.areas?.length || !!g.roles?.length || !!g.employment?.length);
}

/** A word naming leaders: a rung at team lead or above, or a noun whose rungs are. */
function leaderWord(t: Tagged): boolean {
  const g = t.tag;
  const leads = (ls: readonly string[] | undefined) => !!ls?.length && ls.every((l) => l !== 'intern' && l !== 'entry' && l !== 'senior');
  if (g?.k === 'level') return leads(g.levels);
  if (g?.k === 'noun') return leads(g.levels) || (!!g.roles?.length && !g.ic);
  return false;
}

/** "frontline", "hands-on": a word that only says the object is individual contributors. */
function icWord(t: Tagged | undefined): boolean {
  const g = t?.tag;
  return g?.k === 'cond' && !g.employment?.length && !!g.traits?.length && g.traits.every((x) => x === 'individual_contributor');
}

/** Prepositions of leading, after leaders (DATA). */
const OVER = new Set(['over', 'for', 'fur', 'uber', 'pour', 'para', 'voor']);

/** Whether, past articles and words nothing knew ("tier 2"), a person noun or an area comes next. */
function ahead(out: Tagged[], from: number): boolean {
  const next = out.slice(from).find((x) => x.tag?.k !== 'filler' && x.tag !== null && !icWord(x));
  return personNoun(next) || next?.tag?.k === 'area';
}

const filler = (t: Tagged): Tagged => ({ ...t, tag: { k: 'filler' }, unknown: false });

export function managedPeople(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  const drop = new Set<number>();
  for (let v = 0; v < out.length; v += 1) {
    const verb = out[v] as Tagged;
    // "qui encadrent", "who supervise": a condition of managing people, here a verb with people as its object.
    const manages = verb.tag?.k === 'cond' && !verb.tag.employment?.length && verb.tag.traits?.length === 1 && verb.tag.traits[0] === 'manages_people';
    // "Support leaders over the agents", "Teamleiter für unsere Agents", "responsables pour nos conseillers": a preposition after
    // leaders, with people as its object, says whom they lead (only a relative clause of leaders: see `said` below).
    const preposition = OVER.has(verb.text) && (verb.tag === null || verb.tag.k === 'of' || verb.tag.k === 'filler');
    if (verb.tag?.k !== 'run' && !manages && !preposition) continue;
    // The object: person nouns joined by "and" / "or", articles and words nothing knew between them.
    let k = v + 1;
    while (out[k]?.tag?.k === 'filler' || out[k]?.tag === null || icWord(out[k])) k += 1;
    if (!personNoun(out[k])) continue;
    const nouns: number[] = [];
    const joins: number[] = [];
    for (let j = k; j < out.length; j += 1) {
      const t = out[j] as Tagged;
      if (personNoun(t)) nouns.push(j);
      else if (
        t.tag?.k === 'sep' &&
        JOIN.has(t.text) &&
        personNoun(out.slice(j + 1).find((x) => x.tag !== null && x.tag.k !== 'filler' && x.tag.k !== 'area' && !icWord(x)))
      )
        joins.push(j);
      else if (t.tag?.k === 'area' && (personNoun(out[j + 1]) || personNoun(out[j - 1]))) nouns.push(j);
      else if ((t.tag?.k === 'filler' || t.tag === null || icWord(t)) && ahead(out, j + 1)) continue;
      // "técnicos de soporte", "techniciens du support": the object's area after "of".
      else if (t.tag?.k === 'of' && out[j + 1]?.tag?.k === 'area' && personNoun(out[j - 1])) continue;
      else break;
    }
    // Whom the verb is said of: the nearest word naming people before it, back to the start of the clause.
    let said: Tagged | undefined;
    let areaBefore = false;
    let inParentheses = false;
    for (let j = v - 1; j >= 0; j -= 1) {
      const t = out[j] as Tagged;
      if (CLAUSE_END.has(t.tag?.k ?? '') || t.text === ':') break;
      if (t.tag?.k === 'area' || (t.tag?.k === 'noun' && t.tag.areas?.length)) areaBefore = true;
      if (!said && (t.tag?.k === 'noun' || t.tag?.k === 'level' || t.tag?.k === 'all')) said = t;
      if (said && t.text === ',' && !inParentheses) break;
      if (t.text === ')') inParentheses = true;
      if (t.text === '(') inParentheses = false;
    }
    if (said && !leaderWord(said) && said.tag?.k !== 'all') continue;
    if (preposition && !(said && leaderWord(said))) continue;
    if (said && said.tag?.k !== 'all') {
      // A relative clause of leaders: the verb and its object name nobody but, when nothing before named one, the object's area.
      // Its words leave the sentence (they are understood: no piece of them is reported as naming nobody).
      for (let j = v; j <= Math.max(...nouns); j += 1) {
        const g = (out[j] as Tagged).tag;
        if (nouns.includes(j) && !areaBefore && (g?.k === 'noun' || g?.k === 'area') && g.areas?.length)
          out[j] = { ...(out[j] as Tagged), tag: { k: 'area', areas: g.areas }, unknown: false };
        else drop.add(j);
      }
      v = Math.max(v, ...nouns);
      continue;
    }
    // "whoever manages / the people who run <people>": the leaders of those people; the verb manages people.
    out[v] = { ...verb, tag: { k: 'run', people: true } };
    for (const j of joins) out[j] = filler(out[j] as Tagged);
    for (const j of nouns.slice(1)) {
      const g = (out[j] as Tagged).tag as Noun | Extract<Tag, { k: 'area' }>;
      out[j] = g.areas?.length ? { ...(out[j] as Tagged), tag: { k: 'area', areas: g.areas }, unknown: false } : filler(out[j] as Tagged);
    }
    v = Math.max(v, ...nouns);
  }
  return drop.size ? out.filter((_, j) => !drop.has(j)) : out;
}
