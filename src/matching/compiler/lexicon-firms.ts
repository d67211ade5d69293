// The persona compiler's words for a law firm's ranks (session 40, DATA, spliced into LEXICON), in English, German,
// French, Spanish, Portuguese and Dutch. A law firm's lawyers stand on a ladder: trainees, associates (junior to
// managing), counsel, partners. "Associate solicitors", "avocats collaborateurs", "abogados asociados" name the associates
// (the role `law_associate`), "of counsel" the counsel rank (`law_counsel`), "trainee solicitors", "élèves-avocats",
// "Referendare", "advocaat-stagiairs" the trainees of the profession (`law_trainee`); the reader gives a law firm's ranks those roles
// (reader/firm.ts SECTOR_KINDS). Words whose sense depends on the sentence ("associates", "counsel", "collaborateurs",
// "asociados" beside lawyers' words; "consultores" beside a consultancy's ladder) are FIRM_SENSES, read by tag-sentence.ts:
// alone, "associates" is a junior rung, "collaborateurs" anyone's staff and "consultants" contractors.
import type { Entry, Tag } from './lexicon.js';

const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 5): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

/** A law firm's associates, junior to managing (not its trainees, counsel or partners). */
const LAW_ASSOCIATE: Tag = { k: 'noun', areas: ['legal_counsel'], roles: ['law_associate'] };
/** A law firm's counsel rank ("Counsel", "Of Counsel", "Senior Counsel", a UK firm's "Legal Director"). */
const LAW_COUNSEL: Tag = { k: 'noun', areas: ['legal_counsel'], roles: ['law_counsel'] };

export const FIRM_LEXICON: Entry[] = [
  // The company secretary, the board's officer (reader: INDUSTRY_KINDS), not the board itself nor a secretary.
  noun(
    'cosec|cosecs|company secretary|company secretaries|corporate secretary|corporate secretaries|secretario del consejo|secretaria del consejo|secretarios del consejo|secretario do conselho|secretaria da sociedade|secretario da sociedade|bedrijfssecretaris|bedrijfssecretarissen|secretaire du conseil|secretaire general du conseil',
    { roles: ['company_secretary'], alone: true },
    6,
  ),
  noun(
    'associate solicitors|associate solicitor|associate lawyers|associate lawyer|associate attorneys|associate attorney|law firm associates|avocats collaborateurs|avocates collaboratrices|avocat collaborateur|abogados asociados|abogadas asociadas|abogado asociado|advogados associados|advogadas associadas|advogado associado|konzipienten|konzipientinnen|associate advocaten',
    { areas: ['legal_counsel'], roles: ['law_associate'] },
  ),
  noun('of counsel|of counsels', { areas: ['legal_counsel'], roles: ['law_counsel'] }),
  // The trainees of the profession, employed by the firm (not its interns or summer students).
  noun(
    'trainee solicitors|trainee solicitor|trainee lawyers|trainee lawyer|law clerks|eleves avocats|eleve avocat|eleves avocates|eleve avocate|referendare|referendarinnen|referendar|rechtsreferendare|rechtsreferendarinnen|rechtsreferendar|advocaat stagiairs|advocaat stagiaires|advocaat stagiair|advocaten stagiairs|abogados en practicas|abogadas en practicas|advogados estagiarios',
    { areas: ['legal_counsel'], roles: ['law_trainee'] },
  ),
];

/** A sentence about lawyers (folded): its "associates", "counsel" and "collaborateurs" are a law firm's ranks. */
const LAWYERS =
  /\b(solicitors?|attorneys?|lawyers?|law firms?|avocat(e|s|es)?|abogad[oa]s?|advogad[oa]s?|advocaten|advocaat|anwalt\w*|anwalte|rechtsanwalt\w*|rechtsanwalte\w*|kanzlei\w*|despachos?|cabinets? d avocats|escritorios de advocacia|advocatenkantoor\w*|paralegal\w*|trainee solicitors?|eleves? avocats?)\b/;

/**
 * A sentence about a law firm's ranks (folded), not about an in-house team: its "counsel" is the counsel rank
 * ("socios del despacho, ni asociados ni counsel", "vom Konzipienten bis zum Counsel"); in "In-house legal: GC, counsel,
 * paralegals" or "Lawyers, counsel, the GC … are out" counsel are the company's own lawyers.
 */
const LAW_RANKS =
  /^(?!.*\b(in house|inhouse|interne?s?|internos?|internas?|bedrijfsjurist\w*|unternehmensjurist\w*|gc|general counsel)\b)(?=.*\b(associates?|asociad[oa]s|associad[oa]s|collaborateurs|partners?|socios?|associes|trainees?|konzipient\w*|law firms?|kanzlei\w*|cabinets? d avocats|despachos?|escritorios)\b)/;

/**
 * A sentence that names a consultancy's ladder or every rung ("de analista a socio", "from analyst to partner", "at every
 * level"): its consultants are the firm's consultants (the delivery ladder), not contractors.
 */
const CONSULTING_LADDER =
  /\b(todos los niveles|todos os niveis|all levels|every level|any level|tous niveaux|tous les niveaux|alle ebenen|aller ebenen|alle niveaus|de analista|from analyst|d analyste|vom analyst|van analist)\b/;
const CONSULTANTS: Tag = { k: 'noun', areas: ['professional_service'] };

export const FIRM_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    CONSULTING_LADDER,
    new Map<string, Tag>(
      'consultants|consultores|consultoras|consultant|consultor|consultora|berater|beraterinnen|consultantes|consultants seniors'
        .split('|')
        .map((w): readonly [string, Tag] => [w, CONSULTANTS]),
    ),
  ],
  [
    LAWYERS,
    new Map<string, Tag>(
      'associate|associates|asociados|asociadas|asociado|asociada|associados|associadas|associado|associada|collaborateurs|collaboratrices|collaborateur|collaboratrice'
        .split('|')
        .map((w): readonly [string, Tag] => [w, LAW_ASSOCIATE]),
    ),
  ],
  [LAW_RANKS, new Map<string, Tag>('counsel|counsels|legal directors'.split('|').map((w): readonly [string, Tag] => [w, LAW_COUNSEL]))],
];
