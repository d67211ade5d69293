// Two fields sharing one head noun: "engenheiros de dados e de analytics", "ingénieurs data et BI", "ingenieros de software
// y de datos" (the head first, as the Romance languages write it) and "data and analytics engineers", "Daten- und
// Analytics-Engineers" (the head last). The bare field after (or before) the conjunction is read with the head noun, when
// the lexicon knows that phrase as one kind of people ("engenheiros de analytics" are analytics engineers, "ingenieros de
// datos" data engineers): the field alone would be everyone in it (every data person, every analyst).
// Only people's nouns whose head is an engineer's, a developer's, a designer's or an analyst's word share (HEADS): "sales and marketing managers" keep
// their own reading (attach.ts).
import { TITLE_KINDS } from '../criteria.js';
import { tag, tokenise, type Tagged } from './tokens.js';

/** Head nouns that two fields can share. DATA. */
const HEADS =
  /^(engineers?|developers?|engenheir[oa]s?|ingenieur(e|es|s|in|innen)?|ingenier[oa]s?|desenvolvedor(es|as?)?|desarrollador(es|as?)?|developpeu(r|rs|se|ses)|entwickler(in|innen)?|ontwikkelaars?|designers?|designer(in|innen)|disenador(es|as?)?|ontwerpers?|analysts?|analyst(en|in|innen)|analystes?|analistas?|analisten|controllers|encargad[oa]s|encarregad[oa]s)$/;
const AND = new Set(['and', 'und', 'et', 'y', 'e', 'en', '&', '/']);
const OF = new Set(['de', 'd', 'des', 'du', 'do', 'da', 'dos', 'das']);

/** The field a people's noun is "of", head first ("jefes de tráfico" → "de trafico"), if it names one. */
function fieldOf(noun: string): string | undefined {
  const words = noun.split(' ');
  const of = words.findIndex((w, k) => k > 0 && OF.has(w));
  return of > 0 && of < words.length - 1 ? words.slice(of).join(' ') : undefined;
}

/** A bare people's word with a field, when the lexicon reads the phrase as one kind of people ("planificadores de trafico"). */
function kindWithField(word: string, field: string | undefined): Tagged['tag'] {
  const shared = field ? nounOf(`${word} ${field}`) : null;
  return shared?.k === 'noun' && (shared.areas?.length || shared.roles?.length) ? shared : null;
}

/** The single people's noun a phrase is, if the lexicon reads it so. */
export function nounOf(phrase: string): Tagged['tag'] {
  const t = tag(tokenise(phrase));
  return t.length === 1 && t[0]?.tag?.k === 'noun' ? t[0].tag : null;
}

const isNoun = (g: Tagged | undefined) => g?.tag?.k === 'noun';
const isArea = (g: Tagged | undefined) => g?.tag?.k === 'area';
const ends = (g: Tagged | undefined) => !g || ['sep', 'neg', 'negpost', 'filler', 'of', 'ex', 'inc'].includes(g.tag?.k ?? '') || /^[,.;:()]$/.test(g.text);

export function shareHeadNoun(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 0; i < out.length; i += 1) {
    const n = out[i];
    if (!isNoun(n) || !n) continue;
    const words = n.text.split(' ');
    // Head first: "engenheiros de dados" + "e (de) analytics".
    const head = words[0] ?? '';
    if (HEADS.test(head) && words.length > 1 && AND.has(out[i + 1]?.text ?? '')) {
      const of = OF.has(out[i + 2]?.text ?? '') ? 1 : 0;
      const a = out[i + 2 + of];
      const link = OF.has(words[1] ?? '') ? `${words[1]} ` : '';
      if (isArea(a) && a && ends(out[i + 3 + of])) {
        const shared = nounOf(`${head} ${link}${a.text}`);
        if (shared) {
          out[i + 2 + of] = { ...a, tag: shared, unknown: false };
          if (of) out[i + 2] = { ...(out[i + 2] as Tagged), tag: { k: 'filler' } };
        }
      }
    }
    // Head last: "data" + "and" + "analytics engineers", also down a list ("product, UX and UI designers").
    const last = words[words.length - 1] ?? '';
    if (!HEADS.test(last) || words.length < 2 || !AND.has(out[i - 1]?.text ?? '')) continue;
    const items: number[] = [];
    for (let j = i - 2; isArea(out[j]); j -= 2) {
      items.push(j);
      if (!(out[j - 1]?.text === ',' || AND.has(out[j - 1]?.text ?? ''))) break;
    }
    const first = items[items.length - 1];
    // (Session 53: after a word the lexicon does not know, "the courier's network / service controllers".)
    const before = out[first === undefined ? -1 : first - 1];
    if (first === undefined || !(first === 0 || ends(before) || before?.tag?.k === 'level' || before?.tag?.k === 'senior' || !before?.tag)) continue;
    const shared = items.map((j) => nounOf(`${(out[j] as Tagged).text} ${last}`));
    if (shared.every(Boolean)) items.forEach((j, k) => (out[j] = { ...(out[j] as Tagged), tag: shared[k] ?? null, unknown: false }));
  }
  headingKinds(out);
  staffOfKind(out);
  sharedTail(out);
  advisorsOfArea(out);
  fieldlessSharesField(out);
  seatSharesArea(out);
  slashSharesField(out);
  rungSharesField(out);
  return rungSharesNoun(out);
}

/**
 * Session 57: "jefes de tráfico / planificadores", "responsables de la paie / gestionnaires": after a slash, a bare people's
 * noun takes the field the people before it are "of" ("planificadores de tráfico", the transport planners), when the
 * lexicon knows that phrase as one kind of people; alone it was every planner.
 */
function slashSharesField(out: Tagged[]): void {
  for (let i = 0; i + 2 < out.length; i += 1) {
    const n = out[i];
    const next = out[i + 2];
    if (!n || !isNoun(n) || out[i + 1]?.text !== '/' || !next || !isNoun(next) || next.text.includes(' ') || !ends(out[i + 3])) continue;
    const shared = kindWithField(next.text, fieldOf(n.text));
    if (shared) out[i + 2] = { ...next, tag: shared, unknown: false };
  }
}

/**
 * Session 57: "gerentes y administradores de clínica", "responsables et gestionnaires de paie": a bare rung before "and" and
 * a people's noun "of" a field is that field's rung ("gerentes de clínica"), when the lexicon knows that phrase as one kind
 * of people; alone it was every manager of the company.
 */
function rungSharesField(out: Tagged[]): void {
  for (let i = 0; i + 2 < out.length; i += 1) {
    const rung = out[i];
    const n = out[i + 2];
    if (rung?.tag?.k !== 'level' || rung.text.includes(' ') || !AND.has(out[i + 1]?.text ?? '') || !n || !isNoun(n) || !ends(out[i - 1])) continue;
    const shared = kindWithField(rung.text, fieldOf(n.text));
    if (shared) out[i] = { ...rung, tag: shared, unknown: false };
  }
}

/** One word the lexicon reads as a rung ("manager", "heads", "lead"). */
const isRungWord = (w: string) => {
  const t = tag(tokenise(w));
  return t.length === 1 && t[0]?.tag?.k === 'level';
};

/**
 * Session 57: "the IT director or manager", "IT directors and managers": a bare rung after "and" / "or" and an area's seat
 * (a people's noun the lexicon knows whole, "IT director") is a rung of that area; alone it was every manager of the company.
 */
function seatSharesArea(out: Tagged[]): void {
  for (let i = out.length - 3; i >= 0; i -= 1) {
    const n = out[i];
    const rung = out[i + 2];
    if (n?.tag?.k !== 'noun' || !n.tag.areas?.length || n.tag.roles?.length || rung?.tag?.k !== 'level') continue;
    if (!MOD_SEP.has(out[i + 1]?.text ?? '') || out[i + 1]?.text === ',' || !ends(out[i + 3]) || out[i + 3]?.tag?.k === 'of') continue;
    const words = n.text.split(' ');
    const prefix = words.slice(0, -1).join(' ');
    if (!prefix || !isRungWord(words[words.length - 1] ?? '')) continue;
    const areas = tag(tokenise(prefix));
    if (!areas.length || !areas.every((a) => a.tag?.k === 'area')) continue;
    out.splice(i + 2, 0, ...areas.map((a) => ({ ...a, unknown: false })));
  }
}

/**
 * "HSE managers and advisors", "HR-Manager und Berater": a bare advisors' word after "and" and an area's people is that
 * area's advisors (a job, "HSE advisors"), when the lexicon knows the phrase as one kind of people; alone it would be the
 * advisor employment (advisory board members, outside advisors).
 */
function advisorsOfArea(out: Tagged[]): void {
  for (let i = 2; i < out.length; i += 1) {
    const n = out[i];
    const before = out[i - 2];
    if (!n || !before || n.tag?.k !== 'noun' || !n.tag.employment?.includes('advisor') || n.text.includes(' ')) continue;
    if (!AND.has(out[i - 1]?.text ?? '') || !['noun', 'level'].includes(before.tag?.k ?? '') || !ends(out[i + 1])) continue;
    // The area inside the noun ("hse managers") or just before the people or the rung ("HSE" + "managers").
    const words = before.text.split(' ');
    const area = isArea(out[i - 3]) ? [out[i - 3]?.text ?? ''] : [];
    const fields = [...area, ...words.slice(0, -1).map((_, k) => words.slice(0, words.length - 1 - k).join(' '))];
    for (const field of fields) {
      const shared = nounOf(`${field} ${n.text}`);
      if (shared?.k === 'noun' && !shared.employment?.includes('advisor')) {
        out[i] = { ...n, text: `${field} ${n.text}`, tag: shared, unknown: false };
        break;
      }
    }
  }
}

/** People's words that are a job only with a field ("analysts", "specialists", "coordinators"). DATA. */
const FIELDLESS =
  /^(analysts?|analyst(en|in|innen)|analystes?|analistas?|analisten|specialists?|spezialist(en|in|innen)?|specialistes?|especialistas?|specialisten|coordinators?|koordinator(en|in|innen)|coordinat(eurs?|rices?)|coordinador(es|as?)?|coordinatoren|assistants?|assistent(en|in|innen)|assistantes?|asistentes?|assistentes?|associates?|administrators?|representatives?|reps|planners?|generalists?|engineers?|technicians?)$/;

/**
 * "finance managers and analysts", "revenue managers and analysts", "Finanzmanager und Analysten", "responsables de
 * finanzas y analistas": a bare people's word that is a job only with a field (FIELDLESS), after "and" and an area's
 * managers or people, shares that area ("finance analysts"): alone it would be a trait of the people before ("and
 * analysts" read as individual contributors) or everyone who analyses. The field is the area just before the rung (head
 * last) or after it ("de finanzas", head first), or the words of the noun before its head; the phrase is read again with
 * the lexicon, and replaces the bare word only when every word of it is known.
 */
function fieldlessSharesField(out: Tagged[]): void {
  for (let i = out.length - 1; i >= 2; i -= 1) {
    const n = out[i];
    const before = out[i - 2];
    if (!n || !before || !FIELDLESS.test(n.text) || !AND.has(out[i - 1]?.text ?? '') || !ends(out[i + 1])) continue;
    let phrase: string | undefined;
    if (before.tag?.k === 'level' && isArea(out[i - 3]) && ends(out[i - 4])) phrase = `${out[i - 3]?.text} ${n.text}`;
    else if (isArea(before) && out[i - 3]?.tag?.k === 'of' && out[i - 4]?.tag?.k === 'level' && ends(out[i - 5]))
      phrase = `${n.text} ${out[i - 3]?.text} ${before.text}`;
    else if (isNoun(before) && before.text.includes(' ') && ends(out[i - 3])) {
      const words = before.text.split(' ');
      const field = fieldOf(before.text);
      if (field) phrase = `${n.text} ${field}`;
      else if (tag(tokenise(words.slice(0, -1).join(' '))).every(isArea)) phrase = `${words.slice(0, -1).join(' ')} ${n.text}`;
      else {
        // (Session 56: "volunteer managers and coordinators": the modifier with the bare word is one kind of title the
        // lexicon knows, "volunteer coordinators".)
        const kind = nounOf(`${words.slice(0, -1).join(' ')} ${n.text}`);
        if (kind?.k === 'noun' && kind.roles?.length && kind.alone) {
          out[i] = { ...n, text: `${words.slice(0, -1).join(' ')} ${n.text}`, tag: kind, unknown: false };
          continue;
        }
      }
    }
    if (!phrase) continue;
    const read = tag(tokenise(phrase));
    if (read.some((g) => g.unknown || !g.tag) || !read.some((g) => isArea(g) || (g.tag?.k === 'noun' && !!g.tag.areas?.length))) continue;
    out.splice(i, 1, ...read);
  }
}

/** Words joining two people's nouns in a negated list ("nor", "nem", "ni", "noch"). DATA. */
const JOIN = new Set(['nor', 'nem', 'ni', 'noch', 'evenmin']);

/**
 * "técnicos nem auxiliares de enfermagem", "ni técnicos ni auxiliares de enfermería": a bare noun of one word before the
 * conjunction of a negated list and a noun written head first with its field ("auxiliares de enfermagem") shares that field, when the lexicon
 * knows the phrase ("técnicos de enfermagem") as one kind of people; alone it would be every technician of the company.
 */
function sharedTail(out: Tagged[]): void {
  for (let i = 2; i < out.length; i += 1) {
    const n = out[i];
    const x = out[i - 2];
    if (!n || !x || !isNoun(n) || !isNoun(x) || !JOIN.has(out[i - 1]?.text ?? '') || x.text.includes(' ')) continue;
    const words = n.text.split(' ');
    const of = words.findIndex((w, k) => k > 0 && OF.has(w));
    if (of < 1 || of === words.length - 1 || !ends(out[i + 1])) continue;
    const shared = nounOf(`${x.text} ${words.slice(of).join(' ')}`);
    if (shared) out[i - 2] = { ...x, text: `${x.text} ${words.slice(of).join(' ')}`, tag: shared, unknown: false };
  }
}

/**
 * "senior and category buyers", "junior and payroll accountants": a bare rung before "and" and a people's noun of two words or
 * more is that rung of the noun's head ("senior buyers and category buyers"), not everyone at the rung. The head is the
 * noun's last word, when the lexicon reads it alone as people.
 */
const RUNG_ADJECTIVE = /^(junior|jr|lead|principal|mid|mid level|entry level)$/;

function rungSharesNoun(out: Tagged[]): Tagged[] {
  for (let i = out.length - 3; i >= 0; i -= 1) {
    const rung = out[i];
    const n = out[i + 2];
    // (A rung said as an adjective: "managers and data engineers" are people of their own.)
    if (rung?.tag?.k !== 'senior' && !(rung?.tag?.k === 'level' && RUNG_ADJECTIVE.test(rung.text))) continue;
    if (!AND.has(out[i + 1]?.text ?? '') || !isNoun(n) || !n || !ends(out[i - 1])) continue;
    const words = n.text.split(' ');
    const head = words[words.length - 1] ?? '';
    const shared = words.length > 1 ? nounOf(head) : null;
    if (shared) out.splice(i + 1, 0, { text: head, tag: shared, unknown: false });
  }
  return out;
}

/**
 * "Hands-on designers: product, UX and UI", "Engineers: backend, frontend, mobile": fields listed after a heading whose
 * people's noun has a head that fields share are kinds of those people ("product designers"), when the lexicon knows each
 * such phrase as one kind of people; the field alone would be everyone in it (every product manager). ("Designers in
 * product and UX" is left to attach.ts: "graphic designers in marketing" are marketing's.)
 */
function headingKinds(out: Tagged[]): void {
  for (let a = 1; a < out.length; a += 1) {
    const anchor = out[a];
    const heading = anchor?.text === ':' ? out[a - 1] : undefined;
    if (!anchor || !heading || !isNoun(heading)) continue;
    const last = heading.text.split(' ').pop() ?? '';
    if (!HEADS.test(last)) continue;
    const items: number[] = [];
    for (let j = a + 1; isArea(out[j]); j += 2) {
      items.push(j);
      if (!(out[j + 1]?.text === ',' || AND.has(out[j + 1]?.text ?? ''))) break;
    }
    if (items.length < 2) continue;
    const shared = items.map((i) => nounOf(`${(out[i] as Tagged).text} ${last}`));
    if (shared.every(Boolean)) items.forEach((i, k) => (out[i] = { ...(out[i] as Tagged), tag: shared[k] ?? null, unknown: false }));
  }
}

/** Separators of a list of modifiers sharing the head noun after them ("area, regional and district managers"). */
const MOD_SEP = new Set([',', '/', 'and', 'or', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e', 'en', '&']);

/**
 * Session 55: "Area / regional / district managers", "area, regional and district managers": words the lexicon reads as
 * nobody alone (a filler, or unknown) before the last item's noun share its head when the lexicon knows that phrase as
 * people ("area managers", "regional managers"); alone they were left out of the reading.
 */
export function shareLastHead(tagged: Tagged[]): Tagged[] {
  const out = [...tagged];
  for (let i = 0; i < out.length; i += 1) {
    const n = out[i];
    if (!n || !isNoun(n)) continue;
    const words = n.text.split(' ');
    const head = words[words.length - 1] as string;
    // ("NPI engineers": a one-word noun after a short word the lexicon does not know, an abbreviation, is that item's head too.)
    const ownWord = words.length === 1 && out[i - 1]?.tag === null && /^\p{L}{2,4}$/u.test(out[i - 1]?.text ?? '');
    if (words.length < 2 && !ownWord) continue;
    // Walk back over "modifier sep" pairs; every modifier of the run must read with the head, or nothing changes (the
    // title reading of an unknown one, "housing / neighbourhood / tenancy officers", stays as it was).
    const run: Array<{ at: number; tag: NonNullable<Tagged['tag']>; text: string }> = [];
    let j = ownWord ? i - 2 : i - 1;
    let whole = true;
    while (j >= 1 && MOD_SEP.has(out[j]?.text ?? '')) {
      const m = out[j - 1] as Tagged;
      const bare = m.tag === null || m.tag?.k === 'filler';
      // (An area word shares it only when the phrase is a kind of title: "manufacturing or process engineers".)
      const area = m.tag?.k === 'area';
      if (!(bare || area) || m.text.includes(' ') || !/^\p{L}{3,}$/u.test(m.text)) break;
      const shared = nounOf(`${m.text} ${head}`);
      if (!shared || (area && !(shared.k === 'noun' && shared.alone && shared.roles?.length))) {
        // (An area word stays as it reads, and the words before it may still share the head: "manufacturing, production
        // and NPI engineers".)
        if (area) {
          j -= 2;
          continue;
        }
        whole = false;
        break;
      }
      run.push({ at: j - 1, tag: shared, text: `${m.text} ${head}` });
      j -= 2;
    }
    if (!whole) continue;
    for (const r of run) {
      out[r.at] = { tag: r.tag, text: r.text, unknown: false };
      out[r.at + 1] = { ...(out[r.at + 1] as Tagged), tag: { k: 'sep' }, unknown: false };
    }
  }
  return out;
}

/** Words for a team's staff said after its managers ("and staff", "und Mitarbeitende", "et équipes"). DATA. */
const STAFF =
  /^(staff|team|teams|people|employees|mitarbeitende|mitarbeiter|mitarbeiterinnen|personal|equipes|equipe|personnel|equipos|equipo|equipas|equipa|medewerkers|personeel)$/;

/**
 * Session 56: "box office managers and staff", "ticketing managers and team": the staff after the managers of a kind of title
 * are that kind's people at every rung (alone the word names nobody, and the managers would be all that was read).
 */
function staffOfKind(out: Tagged[]): void {
  for (let i = 2; i < out.length; i += 1) {
    const n = out[i];
    const before = out[i - 2];
    if (!n || !before || !STAFF.test(n.text) || !AND.has(out[i - 1]?.text ?? '') || !ends(out[i + 1])) continue;
    const t = before.tag;
    if (t?.k !== 'noun' || !t.roles?.length || !t.roles.every((r) => TITLE_KINDS.has(r)) || !t.levels?.length || t.alone) continue;
    out[i] = { ...n, tag: { k: 'noun', roles: [...t.roles], ...(t.areas?.length ? { areas: [...t.areas] } : {}) }, unknown: false };
  }
}
