// What compiling one persona gathers across its sentences (compile.ts): the selectors kept, the warnings, the spans nobody
// read, and the people included so far (which later sentences scope and refer back to).
import { ALSO_WORDS, AS } from './also-kind.js';
import type { AreaKey, EmployerCondition, Exclusion, Selector, Span, Warning } from '../criteria.js';
import type { Piece } from './piece.js';
import type { ExceptedAt } from './employer.js';
import { norm } from '../reader/text.js';
import { CUSTOMER_TEXT, DEVOPS_TEXT, IT_TEXT, IT_WORDS } from './lexicon.js';

/** One sentence naming people, with the sentence it was read from and a kind of employer said of its people only. */
export interface SentenceRead {
  text: string;
  context: string;
  employer?: EmployerCondition;
  /** Kinds of employer said of people this sentence leaves out ("ni recepcionistas de clínicas dentales"), with their words. */
  excludeEmployer?: ReadonlyArray<ExceptedAt>;
}

/** The state of one persona's reading ("Sales leaders. Not the reps themselves.": the leaders read first, then the exclusion). */
export interface Reading {
  readonly definition: string;
  readonly read: ReadonlyArray<SentenceRead>;
  readonly sentences: readonly string[];
  readonly include: Selector[];
  readonly exclude: Exclusion[];
  readonly unrecognised: Span[];
  readonly warnings: Warning[];
  /** Every inclusion read so far, in order. */
  lastIn: Piece[];
  /** The inclusions of the last sentence that named any. */
  lastSentenceIn: Piece[];
  /** The inclusions of each sentence, by its index. */
  readonly insOf: Piece[][];
  /** "CPO" next to procurement words (any of the six languages) is the chief procurement officer. */
  readonly procurementContext: boolean;
  /** Session 42: "CRO" in a persona about risk, banks or insurers (and not about revenue) is the chief risk officer. */
  readonly riskContext: boolean;
  readonly it: boolean;
  readonly devops: boolean;
}

const aboutIt = (definition: string) => (IT_WORDS.test(definition) || IT_TEXT.test(norm(definition))) && !CUSTOMER_TEXT.test(norm(definition));

/** A new reading of a persona's sentences ("Heads of IT at banks." read against the whole definition's words). */
export function startReading(definition: string, read: ReadonlyArray<SentenceRead>): Reading {
  return {
    definition,
    read,
    sentences: read.map((r) => r.text),
    include: [],
    exclude: [],
    unrecognised: [],
    warnings: [],
    lastIn: [],
    lastSentenceIn: [],
    insOf: [],
    procurementContext:
      /procure|purchas|buyer|einkauf|beschaffung|lieferant|achat|acheteu|approvisionn|fournisseur|compras|comprador|aprovisionamiento|abastecimiento|proveedor|suprimentos|fornecedor|inkoo|inkope|aankoop|leverancier|sourcing|supplier|vendor/.test(
        norm(definition),
      ),
    riskContext:
      /\b(risk\w*|risque\w*|riesgo\w*|risco\w*|risico\w*|risiko\w*|bank\w*|banque\w*|banco\w*|sparkass\w*|insur\w*|assur\w*|versicher\w*|asegurador\w*|segurador\w*|verzeker\w*)\b/.test(
        norm(definition),
      ) && !/\b(revenue|sales|vendas|ventas|vertrieb|ventes|verkoop|commercial\w*|umsatz|receita|ingresos)\b/.test(norm(definition)),
    it: aboutIt(definition),
    // Said of the people, not of what is sold ("We sell a learning platform.": no DevOps platform).
    devops: DEVOPS_TEXT.test(norm(read.map((x) => x.text).join(' '))),
  };
}

/** The areas a reference back takes from a piece: its areas, or those of the role it names ("the CFO and their team" is finance). */
export const areasOfRef = (x: Piece): AreaKey[] => (x.areas.length ? x.areas : x.roleAreas);

/**
 * A piece none of whose words named anything (a stray "b", unknown words) is no item, whatever it borrowed from its
 * neighbours (a list's employment, a heading's areas): it is reported, never judged.
 */
export function nothingOwn(r: Reading, p: Piece, side: Span['side']): boolean {
  if (p.own || p.tenure) return false;
  const text = p.words.join(' ');
  if (p.unknown.length) r.unrecognised.push({ text, side });
  // (Session 61: "…, ook ZZP'ers" widens the people before it to freelancers (also-kind.ts): read, nothing left over.)
  else if (text && !ALSO_KIND.test(text))
    r.warnings.push({ code: 'unrecognised', text, message: `"${text}" names nobody on its own and was left out of the reading.` });
  return true;
}

/** What also-kind.ts reads as a kind of employment said of the people before it ("ook zzpers", "aussi en freelance"). */
const ALSO_KIND = new RegExp(`^(${[...ALSO_WORDS].join('|')})( (${[...AS].join('|')}))? [\\p{L}']+$`, 'u');

/** "CPO" is the chief procurement officer beside procurement words ("CPO and buyers"), else the chief product officer, with a warning. */
export function roleContext(r: Reading, s: Selector): Selector {
  if (s.roles.includes('cro') && r.riskContext) return { ...s, roles: s.roles.map((x) => (x === 'cro' ? 'chief_risk_officer' : x)) };
  if (!s.roles.includes('cpo')) return s;
  if (r.procurementContext) return { ...s, roles: s.roles.map((x) => (x === 'cpo' ? 'procurement_chief' : x)) };
  r.warnings.push({
    code: 'ambiguous',
    text: 'cpo',
    message: '"CPO" read as the chief product officer; write "chief procurement officer" or "CPO (procurement)" for the other.',
  });
  return s;
}
