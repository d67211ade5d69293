// The persona compiler's lexicon: DATA, not logic. Each entry is a set of phrases (normalised: lower
// case, no accents, hyphens as spaces; `|` separates alternatives) and the tag they carry. The tagger
// reads the longest phrase at each position; between phrases of the same length the higher `p`
// (priority, default 0) wins. Plurals: a phrase whose last word is a noun also matches with an "s"
// (set `exact` to turn that off). To teach the compiler a word, add it here; the grammar
// (grammar.ts) only knows the tag kinds below.
import type { AreaKey, Employment, Level, Trait } from '../criteria.js';
import { CARE_LEXICON } from './lexicon-care.js';
import { CLINICAL_LEXICON } from './lexicon-clinical.js';
import { TRADES_LEXICON } from './lexicon-trades.js';
import { SITES_LEXICON } from './lexicon-sites.js';
import { SERVICE_LEXICON } from './lexicon-service.js';
import { BUYERS_LEXICON } from './lexicon-buyers.js';
import { INSTITUTION_LEXICON } from './lexicon-institutions.js';
import { INFRA_LEXICON } from './lexicon-infrastructure.js';
import { PUBLIC_LEXICON } from './lexicon-public.js';
import { INDUSTRY_LEXICON } from './lexicon-industry.js';
import { FIRM_LEXICON } from './lexicon-firms.js';
import { ENERGY_LEXICON } from './lexicon-energy.js';
import { PRODUCT_DEVELOPMENT_LEXICON } from './lexicon-product-development.js';
import { MEDIA_LEXICON } from './lexicon-media.js';
import { SEATS_LEXICON } from './lexicon-seats.js';
import { FRONTLINE_LEXICON } from './lexicon-frontline.js';
import { REGIONAL_LEXICON } from './lexicon-regional.js';
import { SHORTHAND_LEXICON } from './lexicon-shorthand.js';
import { ENTERPRISE_LEXICON } from './lexicon-enterprise.js';
import { LONGTAIL_LEXICON } from './lexicon-longtail.js';
import { TOOLS_LEXICON } from './lexicon-tools.js';

export type Tag =
  /** A department or field: "sales", "engineering", "RevOps"; `engineers`: what it is when it says which engineers ("the engineers who run our infra"). */
  | { k: 'area'; areas: AreaKey[]; engineers?: AreaKey[] }
  /**
   * A noun naming people: "engineers", "AEs", "the CFO", "interns", "founders". `ic`: individual
   * contributors by name ("reps", "SDRs"); `alone`: never takes an area from its neighbours; `whole`: everyone
   * of the area ("salespeople"), also in an exclusion (where other nouns name the area's individual contributors).
   */
  | {
      k: 'noun';
      areas?: AreaKey[];
      levels?: Level[];
      roles?: string[];
      traits?: Trait[];
      employment?: Employment[];
      ic?: boolean;
      alone?: boolean;
      whole?: boolean;
      /** Also said of leaders ("sales executives"): examples that are all leaders say it is them ("such as the VP of Sales"). */
      leadersByExample?: boolean;
      /** A kind of trainee ("working students", "apprentices"): the intern rung, only that kind of it. */
      trainee?: 'working_student' | 'apprentice';
      /** The rungs a title names as the end of a range ("from junior to tech lead": the tech-lead rung, not the title alone). */
      end?: Level[];
      /** Administrative staff ("administrativos"): a field said after it ("de admisión") is theirs instead of `areas`. */
      clerical?: boolean;
    }
  /**
   * A rung or rungs of the ladder: "VPs", "heads", "managers"; `weak` ones ("leaders") yield to any other; `end`: the rungs
   * it names as the end of a range ("bis Teamleiter" stops at the team-lead rung, though a "Teamleiter" may be a manager).
   */
  | { k: 'level'; levels: Level[]; weak?: boolean; end?: Level[] }
  /** "senior": a modifier of the level noun after it ("senior managers", "senior EMs") or the senior rung. */
  | { k: 'senior' }
  /** Conditions: "who manage a team", "full-time", "employees only". */
  | { k: 'cond'; traits?: Trait[]; employment?: Employment[] }
  /** Negation: the rest of the clause is an exclusion ("not", "excluding", "pas de", "sin", "geen"). */
  | { k: 'neg' }
  /** Postfix negation: the clause before it is an exclusion ("X excluded", "X are out"). */
  | { k: 'negpost' }
  /** Back to inclusion ("plus", "as well as", "also include"). */
  | { k: 'plus' }
  /** "only if", "who are also", "s'il est", "sofern", "desde que", "mits": what follows narrows the piece before it. */
  | { k: 'onlyif' }
  /** Inside an exclusion: who is spared ("who did not", "unless"). */
  | { k: 'unless' }
  /** List separator ("and", "or", ",", "/"). */
  | { k: 'sep' }
  /** Links a level to an area ("heads OF sales", "VP IN marketing"). */
  | { k: 'of' }
  /** Examples follow ("including", "such as", "e.g."). */
  | { k: 'ex' }
  /** Range ends: "and up" (up), "and below" (down), "at least" (min), "below" (below), "from" ("from the bottom": `bottom`), "to". */
  | { k: 'up' }
  | { k: 'down' }
  | { k: 'min' }
  | { k: 'below'; negated?: boolean }
  | { k: 'from'; bottom?: boolean }
  | { k: 'to' }
  /** "at any level", "all seniorities". */
  | { k: 'any' }
  /** "everyone", "anyone", "all staff". */
  | { k: 'all' }
  /** References back: "their" (their team leads), "themselves" (the … themselves), "above" (anyone above). */
  | { k: 'their'; levels?: Level[] }
  | { k: 'themselves' }
  | { k: 'above'; negated?: boolean }
  /**
   * "who runs", "in charge of": the leaders of the area that follows. `people`: a verb of managing people ("who manage",
   * "qui encadrent", "que gestionan"), whose object may be people ("who manage support agents": their leaders).
   */
  | { k: 'run'; people?: boolean }
  /** "decision makers", "who buys", "can sign off on": the buyers of what follows. */
  | { k: 'buy'; budget?: boolean }
  /** What is bought: "software", "tools", or a product category naming its function ("CRM" = sales). */
  | { k: 'product'; areas?: AreaKey[] }
  /** "only": restricts the sentence to what it names. */
  | { k: 'only' }
  /** "X included", "X too": X belongs to the piece before it and shares its conditions. */
  | { k: 'inc' }
  /** "tech leads yes, managers no": what it follows is wanted, and the exclusions said with it spare it. */
  | { k: 'yes' }
  /** Months at the company a phrase implies ("new hires": at most 6). */
  | { k: 'tenure'; min?: number; max?: number }
  /** "etc.", "and so on": the list before it gives examples, the heading stays. */
  | { k: 'etc' }
  /** Months at the company are read by a pattern (tokens.ts); these words carry none on their own. */
  | { k: 'filler' }
  /** "ex-", "former", "ehemalige", "anciens": the person noun after it is about a past role, which no current role matches. */
  | { k: 'former' }
  /** "founders of other companies", "Gründer von Nebenprojekten": a role elsewhere, which names nobody here. */
  | { k: 'elsewhere' }
  /** "even if they are called CEO", "egal ob sie Geschäftsführer heißen": an aside about titles; the rest of the clause adds nobody. */
  | { k: 'aside' }
  /**
   * A reason or remark of the seller ("we tried …", "they have their own tool", "(die sind zu kurz im Haus)", "bonus if …"):
   * its words, to the end of its parentheses, dash or clause, name nobody (reasons.ts).
   */
  | { k: 'reason' };

export interface Entry {
  phrases: string;
  tag: Tag;
  p?: number;
  exact?: boolean;
  /**
   * Phrases made by combining words (lexicon-tools.ts: every system name with every word for its owners, 77,000 phrases):
   * no rewrite spans their words, so tokens.ts indexes them word by word, each word tokenised once (tokenising every phrase
   * whole took 15 s at start-up).
   */
  combined?: boolean;
}

export const ENG: AreaKey[] = ['software', 'hardware'];
const LEADERS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];
const EXEC: Level[] = ['vp', 'svp', 'c_level'];
const MANAGERS: Level[] = ['tech_lead', 'team_lead', 'manager', 'senior_manager'];
const area = (phrases: string, areas: AreaKey[], p = 0): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 0): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });
const level = (phrases: string, levels: Level[], weak = false, p = 0, end?: Level[]): Entry => ({
  phrases,
  tag: { k: 'level', levels, weak, ...(end ? { end } : {}) },
  p,
});
const role = (phrases: string, roles: string[], levels?: Level[], areas?: AreaKey[]): Entry => noun(phrases, { roles, levels, areas, alone: true }, 1);
const word = (phrases: string, tag: Tag, p = 0): Entry => ({ phrases, tag, p, exact: true });

/** Every "<who> <leads> <those teams>" of a language (German and Dutch put the verb last). */
const cross = (a: readonly string[], b: readonly string[], c: readonly string[]): string[] =>
  a.flatMap((x) => b.flatMap((y) => c.map((z) => `${x} ${y} ${z}`)));
// Only a demonstrative points back: "the teams of platform and cloud" names teams still to come.
const THOSE_TEAMS_EN = ['those teams', 'these teams', 'that team', 'those areas', 'those functions', 'those crews', 'these crews', 'that crew'];
const LEADERS_OF_THOSE_TEAMS = [
  ...cross(
    ['the people who', 'people who', 'those who', 'whoever', 'anyone who', 'the ones who', 'everyone who', 'and who'],
    ['lead', 'leads', 'run', 'runs', 'manage', 'manages', 'head', 'heads', 'head up', 'heads up'],
    THOSE_TEAMS_EN,
  ),
  ...cross(
    ['the leaders of', 'the heads of', 'the managers of', 'whoever leads', 'the people leading', 'those leading', 'anyone leading'],
    [''],
    THOSE_TEAMS_EN,
  ).map((x) => x.replace('  ', ' ')),
  ...cross(
    ['quienes', 'quien', 'los que', 'las que', 'aquellos que', 'las personas que', 'la gente que'],
    ['lideran', 'lidera', 'dirigen', 'dirige', 'gestionan', 'gestiona', 'coordinan', 'coordina'],
    ['esos equipos', 'estos equipos', 'ese equipo', 'esas areas', 'esas cuadrillas', 'esas brigadas'],
  ),
  ...cross(
    ['ceux qui', 'celles qui', 'celles et ceux qui', 'ceux et celles qui', 'les personnes qui', 'quiconque'],
    ['dirigent', 'dirige', 'managent', 'manage', 'pilotent', 'pilote', 'encadrent', 'encadre'],
    ['ces equipes', 'cette equipe', 'ces services', 'ces brigades'],
  ),
  ...cross(
    ['wer', 'die', 'diejenigen die', 'alle die', 'jeder der'],
    ['diese teams', 'dieses team', 'diese bereiche', 'diese kolonnen', 'diese trupps'],
    ['leitet', 'leiten', 'fuhrt', 'fuhren', 'managt', 'managen', 'verantwortet', 'verantworten'],
  ),
  ...cross(
    ['quem', 'os que', 'as que', 'aqueles que', 'as pessoas que', 'quem quer que'],
    ['lidera', 'lideram', 'gerencia', 'gerenciam', 'dirige', 'dirigem', 'coordena', 'coordenam', 'gere', 'gerem'],
    ['essas equipes', 'estas equipes', 'essa equipe', 'esses times', 'essas areas', 'essas turmas'],
  ),
  ...cross(
    ['wie', 'degenen die', 'de mensen die', 'iedereen die'],
    ['die teams', 'deze teams', 'dat team', 'die afdelingen', 'die ploegen', 'deze ploegen'],
    ['leidt', 'leiden', 'aanstuurt', 'aansturen', 'runt', 'runnen', 'managet', 'managen'],
  ),
].join('|');

/** "who manage …", "ceux qui encadrent …", "quienes gestionan …", "quem gerencia …": a verb of managing people, its object still to come. */
const MANAGING_VERBS = [
  ...['who', 'whoever'].flatMap((w) => ['manage', 'manages', 'supervise', 'supervises', 'coach', 'coaches'].map((v) => `${w} ${v}`)),
  ...['ceux qui', 'celles qui', 'les personnes qui', 'qui'].flatMap((w) =>
    ['encadrent', 'encadre', 'managent', 'manage', 'supervisent', 'supervise'].map((v) => `${w} ${v}`),
  ),
  ...['quienes', 'quien', 'los que', 'las personas que', 'que'].flatMap((w) =>
    ['gestionan', 'gestiona', 'supervisan', 'supervisa', 'coordinan', 'coordina'].map((v) => `${w} ${v}`),
  ),
  ...['quem', 'os que', 'as pessoas que', 'pessoas que', 'que'].flatMap((w) =>
    ['gerencia', 'gerenciam', 'gere', 'gerem', 'supervisiona', 'supervisionam', 'coordena', 'coordenam'].map((v) => `${w} ${v}`),
  ),
].join('|');

/**
 * "AEs and the people who lead them", "quienes los lideran", "ceux qui les dirigent", "quem os lidera", "wer sie leitet", "wie hen
 * leidt": a pronoun pointing back at the people just named, with a verb of leading, is the same rule as "those teams": their
 * leaders, team lead and up (before: "the people who lead them" read as everyone of the area; "quienes los lideran" was not
 * read). Verbs of managing ("whoever manages them", "ceux qui les encadrent") stay their direct line (team lead to director).
 */
const LEADERS_OF_THEM = [
  ...cross(
    ['the people who', 'people who', 'those who', 'whoever', 'anyone who', 'the ones who', 'everyone who', 'and who', 'the person who', 'who'],
    ['lead', 'leads', 'run', 'runs', 'head', 'heads', 'head up', 'heads up', 'direct', 'directs', 'oversee', 'oversees'],
    ['them'],
  ),
  ...cross(
    ['quienes', 'quien', 'los que', 'las que', 'aquellos que', 'las personas que'],
    ['los', 'las'],
    ['lideran', 'lidera', 'dirigen', 'dirige', 'encabezan', 'encabeza'],
  ),
  ...cross(
    ['ceux qui', 'celles qui', 'celles et ceux qui', 'ceux et celles qui', 'les personnes qui', 'quiconque', 'qui'],
    ['les'],
    ['dirigent', 'dirige', 'pilotent', 'pilote'],
  ),
  ...cross(
    ['quem', 'os que', 'as que', 'aqueles que', 'as pessoas que'],
    ['os', 'as'],
    ['lidera', 'lideram', 'dirige', 'dirigem', 'chefia', 'chefiam', 'comanda', 'comandam'],
  ),
  ...cross(['wer', 'diejenigen die', 'alle die', 'die'], ['sie'], ['leitet', 'leiten', 'fuhrt', 'fuhren']),
  ...cross(['wie', 'degenen die', 'de mensen die', 'iedereen die', 'die'], ['hen', 'ze'], ['leidt', 'leiden', 'runt', 'runnen']),
].join('|');

/**
 * Negative predicates of a sentence's subject (six languages): "engineering managers don't decide", "team leads have no
 * budget", "Teamleiter entscheiden nicht", "les managers n'ont pas de budget", "los jefes de equipo no deciden", "os gestores
 * não têm orçamento", "teamleads beslissen niet". Read as a postfix negation: the clause before it is left out.
 */
const EN_NEG_VERBS = [
  'decide',
  'sign',
  'sign off',
  'sign off on it',
  'approve',
  'buy',
  'purchase',
  'choose',
  'matter',
  'make the call',
  'make the decision',
  // "Trainees don't run anything": of people left out of a persona of who runs something.
  'run anything',
  'run it',
  'own anything',
  'lead anything',
  // "Pickers don't log in": people who never use the product are no part of its committee.
  'log in',
  'log on',
  'use it',
  'use the tool',
  'use the product',
  'use the software',
  'touch it',
  'need access',
  'need a login',
  'need a seat',
  'need a licence',
  'need a license',
];
export const NEGATIVE_PREDICATES: readonly string[] = [
  ...EN_NEG_VERBS.flatMap((v) => [
    `don't ${v}`,
    `do not ${v}`,
    `doesn't ${v}`,
    `does not ${v}`,
    `can't ${v}`,
    `cannot ${v}`,
    `can not ${v}`,
    `won't ${v}`,
    `will not ${v}`,
  ]),
  ...['have', 'has', 'hold', 'holds', 'own', 'owns'].flatMap((v) => [
    `${v} no budget`,
    `${v} no say`,
    `${v} no authority`,
    `${v} no decision power`,
    `${v} no purchasing power`,
    `${v} no buying power`,
  ]),
  ...["aren't", 'are not', "isn't", 'is not'].flatMap((v) => [
    `${v} buyers`,
    `${v} a buyer`,
    `${v} the buyer`,
    `${v} the buyers`,
    `${v} decision makers`,
    `${v} decision-makers`,
    `${v} a decision maker`,
    `${v} the decision makers`,
    `${v} needed`,
    `${v} required`,
  ]),
  'not needed',
  'not required',
  'are irrelevant',
  'is irrelevant',
  'irrelevant',
  'are not in',
  // German
  'entscheiden nicht',
  'entscheidet nicht',
  'unterschreiben nicht',
  'unterschreibt nicht',
  'kaufen nicht',
  'kauft nicht',
  'haben kein budget',
  'hat kein budget',
  'haben keine budgetverantwortung',
  'hat keine budgetverantwortung',
  'haben kein mitspracherecht',
  'hat kein mitspracherecht',
  'haben nichts zu sagen',
  'hat nichts zu sagen',
  'haben nichts zu entscheiden',
  'entscheiden nichts',
  'entscheidet nichts',
  'sind keine entscheider',
  'ist kein entscheider',
  'sind keine kaufer',
  'spielen keine rolle',
  'spielt keine rolle',
  'werden nicht gebraucht',
  'nicht notig',
  'sind irrelevant',
  'sind raus',
  'fallen raus',
  'loggen sich nicht ein',
  'nutzen es nicht',
  'nutzen das tool nicht',
  'arbeiten nicht damit',
  // French
  'ne decident pas',
  'ne decide pas',
  'ne signent pas',
  'ne signe pas',
  "n'achetent pas",
  "n'achete pas",
  "n'ont pas de budget",
  "n'a pas de budget",
  "n'ont pas voix au chapitre",
  "n'a pas voix au chapitre",
  'ne sont pas decideurs',
  'ne sont pas des decideurs',
  "n'est pas decideur",
  'ne sont pas acheteurs',
  'ne sont pas des acheteurs',
  'ne sont pas pertinents',
  'ne comptent pas ici',
  'pas necessaires',
  'sont hors jeu',
  'ne se connectent pas',
  "ne l'utilisent pas",
  "n'utilisent pas l'outil",
  // Spanish
  'no deciden',
  'no decide',
  'no firman',
  'no firma',
  'no compran',
  'no compra',
  'no tienen presupuesto',
  'no tiene presupuesto',
  'no tienen voz',
  'no tienen voz ni voto',
  'no son decisores',
  'no es decisor',
  'no son compradores',
  'no importan',
  'no son relevantes',
  'no hacen falta',
  'no lo usan',
  'no usan la herramienta',
  // Portuguese
  'nao decidem',
  'nao decide',
  'nao assinam',
  'nao assina',
  'nao compram',
  'nao compra',
  'nao tem orcamento',
  'nao tem verba',
  'nao tem voz',
  'nao sao decisores',
  'nao e decisor',
  'nao sao compradores',
  'nao importam',
  'nao sao relevantes',
  'nao usam',
  'nao acessam',
  // Dutch
  'beslissen niet',
  'beslist niet',
  'tekenen niet',
  'tekent niet',
  'kopen niet',
  'koopt niet',
  'hebben geen budget',
  'heeft geen budget',
  'hebben geen zeggenschap',
  'heeft geen zeggenschap',
  'hebben niets te zeggen',
  'heeft niets te zeggen',
  'zijn geen beslissers',
  'zijn geen besluitvormers',
  'zijn geen kopers',
  'doen er niet toe',
  'loggen niet in',
  'gebruiken het niet',
  'niet nodig',
];

/** Who leads a team or a department, said as a relative clause or "with a team", in German, French, Spanish, Portuguese and Dutch. DATA. */
const MANAGES_A_TEAM = [
  'die ein team fuhren|die ein team fuhrt|der ein team fuhrt|die ein team leiten|die ein team leitet|der ein team leitet|die teams fuhren|die teams leiten',
  'die ein team oder eine abteilung fuhren|die ein team oder eine abteilung leiten|die eine abteilung leiten|die eine abteilung fuhren|der eine abteilung leitet',
  'mit eigenem team|mit eigenen teams|mit fuhrungsverantwortung|mit disziplinarischer verantwortung|disziplinarische fuhrung',
  'ceux qui encadrent une equipe|ceux qui encadrent des equipes|ceux qui dirigent une equipe|ceux qui managent une equipe|qui encadrent une equipe|qui encadre une equipe|qui encadrent des equipes|qui managent une equipe|qui manage une equipe|qui managent des equipes',
  'qui dirigent une equipe|qui dirige une equipe|qui dirigent des equipes|qui ont une equipe|qui a une equipe|avec une equipe a charge|ayant une equipe a charge',
  'que dirige un equipo|que dirigen un equipo|que dirigen equipos|que lidera un equipo|que lideran un equipo|que lideran equipos|que gestiona un equipo|que gestionan equipos',
  'con equipo a cargo|con equipos a cargo|con gente a cargo|con personal a cargo|que tiene equipo a cargo|que tienen equipo a cargo|que tiene gente a cargo|que tienen gente a cargo',
  'com equipa a cargo|com equipe a cargo|que tem equipa a cargo|que tem equipe a cargo|que tem equipas a cargo|tem equipa a cargo|tem equipe a cargo|com pessoas a cargo|com gente a cargo',
  'que lidera uma equipa|que lidera uma equipe|que lideram equipas|que lideram equipes|que gere uma equipa|que gerem equipas|que gerencia uma equipe|que gerenciam equipes',
  'die een team aanstuurt|die een team aansturen|die een team of afdeling aanstuurt|die een team of afdeling aansturen|die een afdeling aanstuurt|die een afdeling aansturen',
].join('|');

export const LEXICON: Entry[] = [
  // ---- structure words (six languages) -------------------------------------------------------------
  word(
    'not|no|non|nein|neither|and so are|so are|as are|nor are|and so is|so is|as is|nor is|exclude|excluding|excludes|except|except for|excepting|other than|but not|apart from|aside from|leave out|leaving out|without|minus|omit|drop|never|nobody who is|none of|not including|nor|nobody from|nobody in|nobody on|no one|noone|none from|none in|' +
      'nicht|keine|keinen|kein|ohne|ausser|ausgenommen|abzuglich|' +
      'pas|pas les|pas de|pas d|sans|sauf|hors|excepte|a l exception de|a l exception des|a l exception du|a l exception d|hormis|en dehors de|dont include|don t include|do not include|dont want|do not want|' +
      'ni|aucun|aucune|' +
      'niemand|nadie|ninguem|' +
      'sin|nada de|excepto|salvo|menos|ningun|ninguna|ni los|ni las|' +
      'nao|nao quero|nao queremos|no quiero|no queremos|sem|exceto|menos|nenhum|nenhuma|' +
      'geen|niet|behalve|zonder|uitgezonderd|exclusief',
    { k: 'neg' },
  ),
  word(
    'excluded|are out|is out|are excluded|is excluded|is separate|are separate|is separate skip it|are separate skip them|skip it|skip them|skip those|ignore it|ignore them|not included|stay out|dont count|don t count|do not count|doesnt count|does not count|do not qualify|dont qualify|are not relevant|arent relevant|not relevant|are not wanted|not wanted|need not apply|are not part of it|should be left out|are left out|left out|zahlen nicht|zahlen nicht mit|tellen niet|gehoren nicht dazu|ne comptent pas|ne sont pas concernes|no cuentan|no aplican|nao contam|nao se aplicam|tellen niet mee|vallen erbuiten|ausgeschlossen|exclus|exclues|excluidos|excluidas|excluidos|uitgesloten|dont either|don t either|do not either|doesnt either|does not either|leave it out|leave them out|keep it out|keep them out|is a different team|are a different team|is a separate team|are a separate team|non plus|tampoco|tampouco|ook niet|auch nicht',
    {
      k: 'negpost',
    },
  ),
  // Dutch leadership words: "afdelingshoofden", "op managementniveau", "in een leidinggevende functie", "besluitvormers",
  // "wie de IT-afdeling leidt".
  level('afdelingshoofd|afdelingshoofden|sectorhoofd|sectorhoofden', ['head'], false, 2),
  level(
    'managementniveau|op managementniveau|managementfunctie|managementfuncties|leidinggevende functie|leidinggevende functies|leidinggevende rol|leidinggevende rollen|leidinggevende positie|leidinggevende posities|in een leidinggevende functie|in een leidinggevende rol',
    ['tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'],
    false,
    2,
  ),
  word(
    'met een leidinggevende rol|met een leidinggevende functie|met leidinggevende taken|met leidinggevende verantwoordelijkheid',
    { k: 'cond', traits: ['manages_people'] },
    3,
  ),
  word('besluitvormers|besluitvormer|besluitnemers|besluitnemer|beslissingsbevoegden', { k: 'buy' }, 2),
  word('leidt|leiden|die leidt|wie leidt|die leiden|wie leiden|aan het hoofd staat van|aan het hoofd staan van', { k: 'run' }, 2),
  // More ways to say "not" before what is left out: "rather than", "as opposed to", "instead of", "vs", "skip", "we don't sell to",
  // an "Exclusions:" / "Not:" heading, in six languages.
  word(
    'rather than|as opposed to|instead of|vs|versus|skip|' +
      // "Don't confuse them with the finance people": who they are not.
      'dont confuse them with|don t confuse them with|do not confuse them with|dont confuse it with|do not confuse it with|dont mix them up with|do not mix them up with|not to be confused with|are not to be confused with|' +
      'ignore|leave aside|exclusions|exclusion|excl|unlike|avoid|steer clear of|stay away from|dont bother with|don t bother with|' +
      'arent|aren t|isnt|isn t|who arent|who aren t|that arent|that aren t|' +
      'not interested in|not looking for|not targeting|we dont want|we don t want|dont need|don t need|do not need|we dont sell to|we don t sell to|we do not sell to|dont target|don t target|do not target|' +
      'statt|anstatt|anstelle von|nicht aber|plutot que|au lieu de|et non|et pas|en lugar de|en vez de|y no|em vez de|ao inves de|e nao|in plaats van|en niet|maar niet',
    { k: 'neg' },
    1,
  ),
  word(
    'are not in scope|is not in scope|not in scope|are out of scope|is out of scope|out of scope|arent a fit|aren t a fit|are not a fit|is not a fit|not a fit|are a different persona|is a different persona|are another persona|dont fit|don t fit|do not fit|are not the target|are not our target|not our target|' +
      'nicht im fokus|sind nicht relevant|hors cible|hors perimetre|ne sont pas la cible|fuera de alcance|no son el objetivo|fora do escopo|nao sao o publico|buiten scope|vallen buiten de scope|niet relevant',
    { k: 'negpost' },
    1,
  ),
  // "The CMO is too senior for this", "Praktikanten sind zu junior": a subject said to be too senior or too junior is left out.
  word(
    'is too senior|are too senior|is too junior|are too junior|too senior|too junior|is way too senior|are way too senior|is too high|are too high|is too low|are too low|' +
      'ist zu senior|sind zu senior|ist zu junior|sind zu junior|zu senior|zu junior|est trop senior|sont trop seniors|sont trop senior|trop senior|trop seniors|est trop junior|sont trop juniors|trop junior|trop juniors|' +
      'es demasiado senior|son demasiado senior|son demasiado seniors|demasiado senior|demasiado junior|e senior demais|sao seniores demais|senior demais|junior demais|muito senior|is te senior|zijn te senior|te senior|te junior|' +
      // "Sales directors and VPs are too far from the floor": too far from the work for the persona.
      'are too far from the floor|is too far from the floor|too far from the floor|are too far from the front line|too far from the front line|too far from the frontline|are too far removed|is too far removed|too far removed|are too far from the work|too far from the work|too far from the day to day|are too far from it|too far from it',
    { k: 'negpost' },
    3,
  ),
  // "… for this sequence", "… für diese Kampagne": which outreach the persona is for names nobody.
  word(
    'for this sequence|for this campaign|for this cadence|for this outreach|for this list|for this play|for this one|for this|for us|' +
      'fur diese kampagne|fur diese sequenz|fur uns|pour cette campagne|pour cette sequence|pour nous|para esta campana|para esta secuencia|para nosotros|para esta campanha|para nos|voor deze campagne|voor ons',
    { k: 'filler' },
    3,
  ),
  // "IT admins are a separate persona", "… have their own persona", "… are handled elsewhere", "… aren't who we want", "… are a no".
  word(
    'are a separate persona|is a separate persona|are a different persona|separate persona|different persona|another persona|have their own persona|has its own persona|their own persona|own persona|belong to another persona|belong to another segment|belongs to another segment|another segment|different segment|separate segment|different audience|another audience|separate audience|are handled separately|handled separately|are handled elsewhere|handled elsewhere|are covered elsewhere|covered elsewhere|someone else s target|someone elses target|aren t who we want|arent who we want|are not who we want|not who we want|are a no|is a no|a no go|no go|' +
      'sind eine andere persona|eigene persona|une autre persona|autre cible|otra persona|otro segmento|outra persona|outro segmento|andere persona|ander segment',
    { k: 'negpost' },
    2,
  ),
  // "Excluir consejeros y asesores", "Exclure les stagiaires", "Ausschließen: Praktikanten", "Uitsluiten: stagiairs", "Se excluyen
  // los becarios", "A excluir:": the verb of excluding before what is left out, in the infinitive or the passive (before: read as
  // nothing, and the people after it were included).
  word(
    'excluir|excluye|excluyan|se excluye|se excluyen|a excluir|hay que excluir|exclure|excluez|a exclure|on exclut|sont exclus des|' +
      'ausschliessen|auszuschliessen|bitte ausschliessen|nicht einbeziehen|excluir os|excluir as|exclua|a excluir|devem ser excluidos|uitsluiten|sluit uit|niet meenemen|niet opnemen|please exclude|to exclude|should exclude',
    { k: 'neg' },
    1,
  ),
  // "fora o pessoal de armazém", "fuera los becarios": Portuguese and Spanish "except".
  word('fora o|fora os|fora a|fora as|tirando o|tirando os|tirando as|fuera los|fuera las|quitando a|quitando los|quitando las', { k: 'neg' }),
  word('plus|+|as well as|along with|together with|also include|also includes|and also|also|sowie|ainsi que|ademas de|assim como|alsmede', { k: 'plus' }),
  // Session 57: "el director financiero junto con el director de operaciones", "zusammen mit", "samen met": together with.
  word(
    'junto con|junto a|juntamente con|junto com|juntamente com|zusammen mit|gemeinsam mit|samen met|tezamen met|en lien avec|conjointement avec|ensemble avec',
    { k: 'plus' },
  ),
  // "the CEO, only if a founder", "CEOs who are also founders": a condition on the piece before it, not another item.
  word(
    'only if|but only if|only if they are|only if they are also|if they are|if they are also|if he is|if she is|if he or she is|if also|provided they are|as long as they are|who are also|who is also|that are also|who also are|when they are also|' +
      'seulement s il est|seulement s ils sont|uniquement s il est|s il est|s il est aussi|s ils sont|s ils sont aussi|a condition qu il soit|qui sont aussi|qui est aussi|' +
      'nur wenn|nur falls|sofern er|sofern sie|wenn er|wenn sie|wenn er auch|wenn sie auch|falls er|falls sie|die auch|' +
      'solo si|solo si es|solo si son|solamente si|siempre que sea|siempre que sean|si es|si son|si tambien es|si tambien son|que tambien sean|que tambien sea|' +
      'desde que|desde que seja|desde que sejam|so se|so se for|so se forem|somente se|apenas se|se for|se forem|se tambem for|que tambem sejam|que tambem seja|' +
      'mits|mits hij|mits ze|mits zij|alleen als|alleen als hij|alleen als ze|als hij ook|als ze ook|als zij ook|die ook|' +
      // "Execs only count if they also hold a board seat": a verb of counting before the condition ("zählen nur, wenn").
      'only count if|only count if they|only count if they also|only counts if|only counts if they|only counts if they also|count only if|count only if they|' +
      'count only if they also|only count when|only count when they|only count when they also|count only when|count only when they|count only when they also|' +
      'ne comptent que s ils|ne comptent que s ils sont|ne comptent que s ils sont aussi|ne comptent que si|ne compte que s il|ne compte que s il est|' +
      'solo cuentan si|solo cuentan si tambien|solo cuenta si|solo cuenta si tambien|cuentan solo si|solamente cuentan si|' +
      'so contam se|so contam se tambem|so conta se|so conta se tambem|contam apenas se|apenas contam se|' +
      'tellen alleen mee als|tellen alleen mee als ze|tellen alleen mee als ze ook|telt alleen mee als|telt alleen mee als hij ook|tellen alleen als|tellen alleen als ze ook',
    { k: 'onlyif' },
    1,
  ),
  word('who are not|who is not|who did not|who didnt|who have not|unless|if they did not|that did not', { k: 'unless' }, 2),
  word('and|or|und|oder|et|ou|y|o|e|en|&|,|/|then', { k: 'sep' }),
  word('of|in|for|within|across|on|at|de|d|des|du|del|da|do|das|dos|van|im|fur|der|die|in the|of the|inside', { k: 'of' }, -1),
  // French "in" before a field ("décideurs en matière de RH", "côté RH"); a bare "en" is read in tag-sentence.ts.
  word(
    'en matiere de|en matiere d|en charge de|en charge des|en charge du|en charge d|cote|du cote de|du cote des|du cote du|au sein de|au sein des|au sein du',
    { k: 'of' },
  ),
  word(
    'including|include|includes|such as|e g|eg|for example|for instance|like|i e|ie|namely|incl|inkl|zb|z b|bspw|beispielsweise|zum beispiel|unter anderem|das heisst|y compris|par exemple|notamment|entre autres|c est a dire|como|por ejemplo|entre otros|es decir|incluidos|incluyendo|por exemplo|entre outros|ou seja|incluindo|inclusief|zoals|bijvoorbeeld|bijv|onder andere|dat wil zeggen|namelijk',
    {
      k: 'ex',
    },
  ),
  word(
    'and up|and above|or above|or higher|and higher|or more senior|or anyone more senior|or anybody more senior|or someone more senior|or anyone senior to them|or anyone above|and more senior|upwards|upward|or up|and upward|and beyond|or beyond|+up|und hoher|und aufwarts|et plus|ou plus|et au dessus|y superiores|o superior|o mas|ou acima|ou superior|en hoger|of hoger|and over|or over|level or higher|level and up|level and above|level or above|up',
    {
      k: 'up',
    },
  ),
  // "from senior engineers up to the top", "bis ganz oben", "jusqu'au sommet", "hasta arriba del todo": up to no one in particular is and up.
  word(
    'up to the top|all the way to the top|right to the top|to the very top|bis ganz oben|bis nach ganz oben|bis zur spitze|jusqu au sommet|jusqu en haut|jusqu au plus haut niveau|hasta arriba|hasta arriba del todo|hasta lo mas alto|hasta la cima|ate o topo|ate ao topo|ate la em cima|tot de top|tot helemaal boven|tot aan de top',
    { k: 'up' },
    4,
  ),
  word('and below|or below|or lower|and lower|or junior|and under|or under|downwards', { k: 'down' }),
  word('at least|minimum|min|starting at|starting from|mindestens|au moins|al menos|pelo menos|minstens', { k: 'min' }, -1),
  word(
    'below|under|beneath|less senior than|lower than|unter|unterhalb|unterhalb von|unterhalb der|unterhalb des|sous|en dessous de|en dessous du|en dessous des|au dessous de|au dessous du|por debajo de|por debajo del|abaixo de|abaixo do|abaixo da|onder|lager dan|abaixo deles|abaixo delas|en dessous d eux',
    { k: 'below' },
  ),
  word('from', { k: 'from' }),
  // "vom Teamleiter bis zum Bereichsleiter": "vom" only opens the range that "bis" closes (an unknown word after it is no start).
  word('vom', { k: 'filler' }),
  // Session 50: an article said for either gender ("le ou la responsable RH", "el o la directora", "o ou a gestor(a)", "der oder die
  // Leiter(in)") is one article, no list of two people.
  word('le ou la|la ou le|el o la|la o el|o ou a|a ou o|der oder die|die oder der|the or a', { k: 'filler' }, 3),
  // A German "am" (an dem) before a noun of time or place is no account manager ("die am Ende unterschreibt").
  word('am ende|am schluss|am liebsten|am besten|am meisten|am standort|am telefon|am markt|am ende des tages', { k: 'filler' }, 2),
  // The French "comme" ("seniors comme juniors", "en région comme à Paris") joins as "and" does; it is no misspelling of "comms".
  word('comme|tout comme', { k: 'sep' }),
  word('to|up to|through|until|all the way to|bis|bis zum|bis zur|bis hin zum|bis hin zur|jusqu a|jusqu au|hasta|ate|tot', { k: 'to' }),
  word(
    'any level|at any level|any seniority|all levels|at all levels|all seniorities|any grade|all grades|of any level|of all levels|whatever their level|whatever their seniority|regardless of level|regardless of seniority|irrespective of seniority|irrespective of level|no matter the level|no matter their level|every level|at every level|any rank|all ranks|from top to bottom|' +
      'alle ebenen|aller ebenen|auf allen ebenen|jeder ebene|aller hierarchiestufen|aller stufen|jede ebene|alle hierarchiestufen|alle level|alle stufen|jedes level|egal welches level|toutes seniorites|toute seniorite|tous grades|de tous niveaux|cualquier seniority|todas las seniorities|de todos los niveles|de todos os niveis|qualquer senioridade|todas as senioridades|every seniority|of every seniority|all seniority levels|tous niveaux|tous les niveaux|quel que soit le niveau|todos los niveles|cualquier nivel|todos os niveis|qualquer nivel|alle niveaus|elk niveau|ongeacht niveau|alike|whether individual contributors or managers|whether ics or managers|ics or managers|individual contributors or managers',
    { k: 'any' },
    1,
  ),
  word(
    'everyone|everybody|anyone|anybody|all employees|all staff|all people|the whole company|the whole team|all|whoever|all the people|people|staff|employees|team members|the team|folks|personnel|workforce|' +
      'alle|jeder|tout le monde|tous|toutes|todos|todas|cualquiera|qualquer|iedereen|alle medewerkers|' +
      // Brazilian "time" is a team: "todo o time", "o time inteiro".
      'todo o time|o time todo|o time inteiro|time inteiro|the entire team|the whole department|the entire department',
    { k: 'all' },
    -2,
  ),
  // "interns and apprentices: all of them", "ZZP'ers, allemaal": a quantifier over the people just named adds nobody.
  word(
    'all of them|every one of them|each of them|all of those|all of these|each and every one of them|every single one of them|the lot of them|sie alle|alle von ihnen|jeden von ihnen|tous ceux la|toutes celles la|chacun d eux|todos ellos|todas ellas|cada uno de ellos|todos eles|todas elas|cada um deles|ze allemaal|die allemaal|allemaal',
    { k: 'filler' },
    3,
  ),
  // "interns, any team", "ZZP'ers, in elk team": any team is no team in particular. "Any area" / "all departments" said of
  // people widens them to every area and names nobody on its own ("trainees, all departments except legal").
  word(
    'any area|in any area|any areas|all areas|in all areas|across all areas|across areas|whatever area|whatever their area|from any area|any function|in any function|all functions|across all functions|across functions|whatever function|whatever their function|every department|in every department|all departments|in all departments|across all departments|across departments|from any department|company wide|across the company|across the whole company|' +
      'alle bereiche|in allen bereichen|aus allen bereichen|jeder bereich|in jedem bereich|egal welcher bereich|egal welche abteilung|alle abteilungen|in allen abteilungen|aus allen abteilungen|bereichsubergreifend|abteilungsubergreifend|alle funktionen|' +
      'tous les domaines|tous domaines|toutes fonctions|toutes les fonctions|toutes fonctions confondues|tous services confondus|tous departements|tous les departements|toutes directions|toutes les directions|tous metiers|tous les metiers|quel que soit le service|quel que soit le departement|quel que soit le metier|' +
      'cualquier area|en cualquier area|de cualquier area|todas las areas|en todas las areas|de todas las areas|cualquier departamento|en cualquier departamento|todos los departamentos|en todos los departamentos|sin importar el area|' +
      'todas as areas|em todas as areas|de todas as areas|de qualquer area|em qualquer area|qualquer departamento|todos os departamentos|em todos os departamentos|independente da area|' +
      'alle afdelingen|in alle afdelingen|uit alle afdelingen|alle gebieden|elk gebied|alle disciplines|ongeacht afdeling|ongeacht de afdeling|' +
      'any team|in any team|every team|in every team|all teams|in all teams|across all teams|across teams|whatever team|whatever their team|any department|in any department|whatever department|whatever their department|jedes team|in jedem team|alle teams|in allen teams|jede abteilung|in jeder abteilung|toutes equipes|toutes les equipes|dans toutes les equipes|quelle que soit l equipe|tous services|tous les services|cualquier equipo|en cualquier equipo|todos los equipos|en todos los equipos|qualquer equipe|em qualquer equipe|todas as equipes|em todas as equipes|qualquer time|qualquer area|elk team|in elk team|ieder team|in ieder team|alle teams|in alle teams|elke afdeling',
    { k: 'filler' },
    3,
  ),
  word('their|its|his|her|his or her|the same|that teams|that team s|ihre|leurs|leur|sus|seus|suas|hun|hun eigen', { k: 'their' }),
  // "the team leads who coach them", "les chefs d'équipe qui les encadrent": a clause pointing back at the people just named.
  word(
    'who coach them|who coaches them|who manage them|who manages them|who lead them|who leads them|who supervise them|who supervises them|who run them|who runs them|that coach them|that manage them|that lead them|that supervise them|' +
      'die sie fuhren|die sie leiten|die sie coachen|qui les encadrent|qui les encadre|qui les managent|qui les dirigent|que los lideran|que los coordinan|que los supervisan|que os lideram|que os coordenam|que os supervisionam|die hen leiden|die hen coachen|die hen aansturen',
    { k: 'their' },
    3,
  ),
  // "plus whoever manages them", "und wer sie führt": the managers and leads of the people just named.
  word(
    'whoever manages them|whoever supervises them|whoever coaches them|those who manage them|the people who manage them|anyone who manages them|' +
      'wer sie managt|quiconque les manage|ceux qui les managent|ceux qui les encadrent|quem os gerencia|wie hen aanstuurt|wie ze aanstuurt',
    { k: 'their', levels: ['team_lead', 'manager', 'senior_manager', 'head', 'director'] },
    3,
  ),
  // "CSMs, account managers and the people who lead those teams", "y quienes lideran esos equipos", "et ceux qui dirigent ces
  // équipes", "und wer diese Teams leitet", "e quem lidera essas equipes", "en wie die teams leidt": the leaders (team lead and
  // up) of the areas named before. ("the people" alone is everyone; demonstratives alone are filler.)
  word(LEADERS_OF_THOSE_TEAMS, { k: 'their', levels: ['team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'] }, 4),
  word(LEADERS_OF_THEM, { k: 'their', levels: ['team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'] }, 4),
  // "pas leur hiérarchie", "not their management chain", "ni su jerarquía": everyone above them, team lead and up (before:
  // "hiérarchie" was no word, and the exclusion removed the people themselves). ("ihre Vorgesetzten", "sus superiores", "hun
  // leidinggevenden" are read as the people above them in their line: references.ts.)
  word(
    'their hierarchy|their management chain|their chain of command|their management line|leur hierarchie|leur ligne hierarchique|leur encadrement|ihre hierarchie|deren hierarchie|su jerarquia|sua hierarquia|hun hierarchie',
    { k: 'their', levels: ['team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'] },
    4,
  ),
  // "SDRs and their direct bosses", "y sus jefes directos": the team leads and managers right above them.
  word(
    'their direct bosses|their direct boss|their direct managers|their line managers|ihre direkten vorgesetzten|deren direkte vorgesetzte|leurs chefs directs|leurs responsables directs|leurs n 1|' +
      'sus jefes directos|sus jefas directas|sus superiores directos|seus chefes diretos|seus gestores diretos|hun directe leidinggevenden|hun directe chefs|' +
      // The borrowed "manager" after the possessive, the adjective after it as Romance languages place it.
      'sus managers directos|sus managers directas|sus gerentes directos|sus responsables directos|leurs managers directs|leurs managers de proximite|' +
      'seus managers diretos|seus gerentes diretos|seus coordenadores diretos|seus lideres diretos|suas liderancas diretas|hun directe managers|ihre direkten manager|ihre direkten fuhrungskrafte|their immediate managers|their immediate bosses',
    { k: 'their', levels: ['team_lead', 'manager', 'senior_manager'] },
    4,
  ),
  // "Heads of sales and their direct reports", "sus reportes directos": the layer right below the leaders named (their
  // managers and team leads), not everyone in their area (read as the leaders' teams are).
  word(
    'their direct reports|his direct reports|her direct reports|ihre direkten mitarbeiter|ihre direkt unterstellten|deren direkte mitarbeiter|leurs collaborateurs directs|leurs subordonnes directs|' +
      'sus reportes directos|sus subordinados directos|seus liderados diretos|seus subordinados diretos|seus reportes diretos|hun directe medewerkers|hun directe ondergeschikten',
    { k: 'their', levels: ['team_lead', 'manager', 'senior_manager'] },
    4,
  ),
  word('themselves|itself|selbst|eux memes|elles memes|ellos mismos|ellas mismas|mismos|mismas|eles mesmos|elas mesmas|proprios|proprias|zelf', {
    k: 'themselves',
  }),
  word(
    'anyone above|everyone above|anybody above|above them|above that|anyone senior to them|their bosses|their superiors|the people they answer to|the people they report to|the people they report into|whoever they report to|whoever they report into|whoever they answer to|who they report to|who they answer to|the people above them|' +
      'sus jefes|sus jefas|sus superiores|leurs chefs|leurs superieurs|leurs patrons|seus chefes|suas chefes|seus superiores|ihre chefs|ihre vorgesetzten|deren vorgesetzte|hun bazen|hun leidinggevenden|hun chefs|' +
      'alle daruber|alle uber ihnen|jeder daruber|tous ceux au dessus|tous ceux au dessus d eux|todos los que estan por encima|todos los que estan por encima de ellos|todos por encima de ellos|todos por encima|cualquiera por encima|todos acima deles|todos os que estao acima|todos acima|iedereen daarboven|iedereen boven hen|alles daarboven',
    { k: 'above' },
    2,
  ),
  // "anyone in IT above manager", "Vendas acima de gerente", "au-dessus du niveau manager", "oberhalb von Teamleiter", "boven
  // managerniveau": a rung said right after a bare "above" is the line, and the people meant are strictly above it (as
  // "anyone above senior EMs"; references.ts). Without a rung after it, it is "anyone above" the people named before.
  word(
    'above|higher than|more senior than|acima de|acima do|acima da|au dessus de|au dessus du|au dessus des|por encima de|por encima del|oberhalb von|oberhalb der|oberhalb des|oberhalb|boven|hoger dan',
    { k: 'above' },
    1,
  ),
  // "nobody above senior EM", "niemand über Teamleiter", "nadie por encima del gerente": not anyone above that rung (tag-sentence.ts
  // reads it as a negation and "anyone above").
  word(
    'nobody above|no one above|noone above|none above|nobody higher than|no one higher than|nobody senior to|' +
      'niemand uber|niemand daruber|niemand oberhalb|niemand oberhalb von|keiner uber|personne au dessus|personne au dessus de|personne au dessus du|personne au dessus des|' +
      'nadie por encima|nadie por encima de|nadie por encima del|ninguem acima|ninguem acima de|ninguem acima do|ninguem acima da|niemand boven|niemand hoger dan',
    { k: 'above', negated: true },
    3,
  ),
  // "nothing below area manager", "nada por debajo de gerente de zona", "niemand unter Teamleiter": not anyone below that rung
  // (tag-sentence.ts reads it as a negation and "below"; the rung after it is the line).
  word(
    'nothing below|nobody below|no one below|noone below|none below|nothing under|nobody under|no one under|nobody lower than|nothing lower than|nobody junior to|' +
      'niemand unter|niemand unterhalb|niemand unterhalb von|nichts unter|nichts unterhalb|nichts unterhalb von|keiner unter|personne en dessous de|personne en dessous du|personne en dessous des|rien en dessous de|rien en dessous du|rien en dessous des|personne sous|rien sous|' +
      'nada por debajo de|nada por debajo del|nadie por debajo de|nadie por debajo del|nada abaixo de|nada abaixo do|nada abaixo da|ninguem abaixo de|ninguem abaixo do|ninguem abaixo da|niemand onder|niets onder|niemand lager dan|niets lager dan',
    { k: 'below', negated: true },
    3,
  ),
  // "the payroll people who run it", "the staff who use the tool": who operates what is sold, not who leads the area.
  word(
    'people who run it|people who use it|people who operate it|people who run the tool|people who use the tool|staff who run it|staff who use it|who run it day to day|who use it|who use it daily|who operate it|who work with it|who use the tool|who run the tool|die es nutzen|die damit arbeiten|qui l utilisent|qui l exploitent|que lo usan|que lo operan|que o usam|que o operam|die het gebruiken|die ermee werken',
    { k: 'filler' },
    2,
  ),
  // "más los que deciden", "los directivos que toman decisiones", "ceux qui décident", "wer entscheidet", "os que decidem": who
  // decides is the buyer (as "decision makers").
  word(
    'los que deciden|las que deciden|quienes deciden|quien decide|que deciden|que toman decisiones|que toman las decisiones|toman decisiones|' +
      'ceux qui decident|celles qui decident|qui decident|qui decide|wer entscheidet|die entscheiden|die die entscheidungen treffen|' +
      'os que decidem|as que decidem|quem decidem|que decidem|que tomam decisoes|die beslissen|wie beslissen',
    { k: 'buy' },
    2,
  ),
  // "the people deciding what goes on the shelf", "qui décident de ce qui va en rayon": what the job is (a retailer's range),
  // not who decides a purchase.
  word(
    'deciding what goes|decide what goes|decides what goes|choosing what goes|choose what goes|picking what goes|pick what goes|' +
      'who decide what goes|who decides what goes|qui decident de ce qui va|qui decide de ce qui va|que deciden lo que va|que decidem o que vai|die entscheiden was ins|die beslissen wat er in|' +
      'entscheiden was ins|entscheidet was ins|decident de ce qui va|decide de ce qui va|deciden lo que va|decide lo que va|decidem o que vai|decide o que vai|beslissen wat er in|beslist wat er in',
    { k: 'filler' },
    3,
  ),
  // "who run the agents day to day", "au quotidien": how often, not a range of rungs ("to").
  word('day to day|on a day to day basis|au quotidien|im tagesgeschaft|en el dia a dia|no dia a dia|dagelijks', { k: 'filler' }, 2),
  // Session 57: to run payroll is to do it ("the people who run payroll, day in, day out": its administrators and
  // specialists with their managers), not to head it: those who run it are the payroll team at every rung.
  // (DOES_PAYROLL says the same of a phrase read: tag-sentence.ts, top-rung.ts)
  word(
    'who run payroll|who runs payroll|whoever runs payroll|who run the payroll|who runs the payroll|whoever runs the payroll|who process payroll|who processes payroll|whoever processes payroll|who do payroll|who does payroll|who do the payroll|who does the payroll|whoever does payroll|whoever does the payroll',
    { k: 'noun', areas: ['payroll'] },
    3,
  ),
  word(MANAGING_VERBS, { k: 'run', people: true }),
  // "anyone managing SEs", "those supervising agents": the participle alone (longer phrases win: "managing directors").
  word('managing|supervising', { k: 'run', people: true }, -1),
  word(
    'who run|who runs|whoever runs|whoever owns|whoever own|who lead|who leads|whoever leads|who heads|who head|who oversee|who oversees|who direct|who directs|in charge of|are in charge of|is in charge of|responsible for|who are responsible for|who is responsible for|responsible of|who are responsible of|who is responsible of|the people who run|people who run|running|leading|at the top of|the top of|who own|who owns|owning|that run|that runs|that lead|that leads|whoever leads|whoever heads|wer leitet|qui dirigent|quienes dirigen|que lideran|die leiden',
    { k: 'run' },
  ),
  word(
    'decision makers|decision maker|wie beslist over|die beslist over|die beslissen over|beslist over|beslissen over|decide|decides|deciding|decision making|final say|who buy|who buys|who chooses|who choose|who picks|who pick|who selects|who select|who can buy|buying|purchasing decisions|economic buyers|economic buyer|buying committee|buying committees|buyers of|buyers for|buyer of|buyer for|kaufer von|kaufer fur|kauferinnen von|kopers van|koper van|who signs off|who sign off|sign off on|signs off on|can sign off on|who can sign|can sign|sign|signs|signing|who approve|who approves|approve|approves|can approve|authorise|authorize|entscheider|entscheidungstrager|decideurs|decideuses|decisionnaires|decisionnaire|preneurs de decision|qui prennent les decisions|decisores|tomadores de decision|tomadores de decisao|tomadoras de decisao|tomador de decisao|beslissers|beslissingsnemers',
    { k: 'buy' },
  ),
  word(
    'budget holders|budget holder|budget owners|budget owner|budgethouder|budgethouders|budgethoudster|budgetverantwoordelijke|budgetverantwoordelijken|budget authority|budget responsibility|hold a budget|holds a budget|own a budget|owns a budget|control budgets|controls budgets|with budget|with a budget|people with budget|budgetverantwortliche|budgetverantwortung|budget|a budget|a budget of their own|their own budget|own budget|an own budget|eigenes budget|eigenem budget|budget propre|presupuesto|presupuesto propio|orcamento|orcamento proprio|eigen budget',
    { k: 'buy', budget: true },
  ),
  word(
    'software|saas|tools|tool|tooling|licences|licenses|subscriptions|technology|tech stack|software purchase|software purchases|a software purchase|purchase|purchases|a purchase|buying software|software tools|platform|platforms|logiciel|logiciels|herramientas|ferramentas',
    {
      k: 'product',
    },
  ),
  word('crm|a crm|crm software', { k: 'product', areas: ['sales'] }, 1),
  word(
    'ats|an ats|applicant tracking system|an applicant tracking system|applicant tracking|recruiting software|recruiting platform|a recruiting platform',
    { k: 'product', areas: ['recruiting'] },
    1,
  ),
  word(
    'hris|an hris|hr software|hr tools|hr tool|hr platform|payroll software|sirh|un sirh|logiciel rh|logiciels rh|logiciel de paie|software de rrhh|software de rh|hr software pakket|personalsoftware',
    { k: 'product', areas: ['human_resources'] },
    1,
  ),
  word(
    'erp|an erp|accounting software|finance software|finance tools|finance platform|a finance platform|accounting platform|an accounting platform|expense software|spend management',
    { k: 'product', areas: ['finance'] },
    1,
  ),
  word('marketing software|marketing tools|marketing automation|martech', { k: 'product', areas: ['marketing'] }, 1),
  // Campaigns are marketing's ("campaign staff", "campagnemedewerkers", "Kampagnen-Team", "equipo de campañas").
  area('campaign|campaigns|campagne|campagnes|kampagne|kampagnen|campana|campanas|campanha|campanhas', ['marketing']),
  word('yes|sim|oui|ja|wel|yes please|gerne|claro que si', { k: 'yes' }, 1),
  word(
    'included|too|as well|inclusive|inbegriffen|inbegrepen|compris|compris aussi|incluido|incluida|incluidos|incluso|inclusive|' +
      // session 44: "Freelancer eingeschlossen", "intérimaires inclus", "autónomas incluidas", "PJ inclusos"
      'eingeschlossen|mit eingeschlossen|einbezogen|mit einbezogen|inclus|incluses|incluidas|inclusos|inclusas|incluidos tambem',
    { k: 'inc' },
    1,
  ),
  word(
    'new hires|new hire|new joiners|new joiner|recent hires|recent joiners|newly hired|recently hired|recently joined|new starters|newcomers|new employees|neue mitarbeiter|nouveaux arrivants|nuevas incorporaciones|novos contratados|nieuwe medewerkers',
    { k: 'tenure', max: 5 }, // less than six months at the company (pieces.ts `tenureOf`)
    1,
  ),
  word('etc|and so on|and so forth|and the like|and similar|and similar roles|among others|and more|or similar|usw|y demas|e afins|enzovoort', { k: 'etc' }, 1),
  word('only|solely|exclusively|just|nur|seulement|uniquement|solo|solamente|apenas|alleen', { k: 'only' }),
  // "Geschäftsführer zählen nur, wenn …": the verb of counting before "nur" is no permission ("Freelancer zählen" is).
  word('zahlen nur|zahlt nur|tellen alleen|telt alleen', { k: 'only' }, 2),
  // "nobody who doesn't own a budget", "niemand ohne Budget": a double negation is "only".
  word(
    'nobody who doesnt|nobody who does not|no one who doesnt|no one who does not|noone who doesnt|nobody who isnt|no one who isnt|nobody without|no one without|none without|niemand ohne|niemand der kein|personne sans|personne qui n a pas|nadie sin|nadie que no tenga|ninguem sem|ninguem que nao tenha|niemand zonder|niemand die geen',
    { k: 'only' },
    3,
  ),

  // ---- conditions ----------------------------------------------------------------------------------
  word(
    'who manage people|who manages people|who manage a team|who manages a team|who manage teams|who run a team|who runs a team|who run teams|who lead a team|who leads a team|who lead teams|managing people|manage people|manages people|manage a team|manages a team|run a team|runs a team|lead a team|leads a team|with direct reports|have direct reports|has direct reports|with reports|first line management|first line|personalverantwortung|mit personalverantwortung|managers of people|managers de personnes|con personas a cargo|com equipe|leidinggevenden|leidinggevende|die leiding geeft|die leiding geven|leiding geeft|leiding geven|geeft leiding|geven leiding|leidinggevend|met leidinggevende taken|in een leidinggevende functie|leidinggevende functie|met personeelsverantwoordelijkheid|personeelsverantwoordelijkheid|' +
      // Session 30: who leads a team or a department, in five languages ("iedereen die een team aanstuurt", "die ein Team führen").
      MANAGES_A_TEAM,
    { k: 'cond', traits: ['manages_people'] },
    1,
  ),
  noun(
    'people manager|line manager|first line manager|people leader|managers of people|manager of people|frontline manager|front line manager',
    { levels: ['tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'], traits: ['manages_people'] },
    2,
  ),
  // Session 34: who manages nobody, said as a negated clause (Dutch verb-final: "die geen mensen aansturen").
  word(
    'who don t manage people|who dont manage people|who do not manage people|who doesn t manage people|who does not manage people|who don t manage anyone|who do not manage anyone|who don t lead a team|who do not lead a team|who have no direct reports|who have no reports|' +
      'die keine mitarbeiter fuhren|die kein team fuhren|die keine mitarbeitenden fuhren|ohne fuhrungsverantwortung|' +
      'qui n encadrent personne|qui n encadre personne|qui ne managent personne|qui ne manage personne|sans equipe a charge|sans personne a charge|' +
      'sin personas a cargo|sin gente a cargo|sin equipo a cargo|que no gestionan personas|que no dirigen equipos|que no tienen gente a cargo|' +
      'sem equipa a cargo|sem equipe a cargo|sem pessoas a cargo|que nao gerem pessoas|que nao lideram equipes|que nao lideram equipas|' +
      'die geen mensen aansturen|die geen mensen aanstuurt|die niemand aansturen|die niemand aanstuurt|die geen team aansturen|die geen team aanstuurt|die geen leiding geven|die geen leiding geeft|zonder leidinggevende taken',
    { k: 'cond', traits: ['individual_contributor'] },
    3,
  ),
  word(
    'individual contributors|individual contributor|ics|ic|hands on|front line|frontline|quota carrying|non managers|non management|non managerial|who manage nobody|without reports|without direct reports|no direct reports|mao na massa|a mao na massa|hand anlegen|selbst hand anlegen',
    { k: 'cond', traits: ['individual_contributor'] },
  ),
  word(
    // Permanent staff are neither interns nor working students ("Werkstudenten, keine Festangestellten").
    'full time|fulltime|full timers|permanent staff|permanent employees|permanent hires|festangestellte|festangestellten|in festanstellung|vaste medewerkers|vast personeel|salaries en cdi|en cdi|empleados fijos|personal fijo|funcionarios efetivos|vollzeit|temps plein|tiempo completo|tempo integral|voltijd',
    {
      k: 'cond',
      traits: ['full_time'],
    },
  ),
  word('part time|parttime|part timers|teilzeit|temps partiel|medio tiempo|tiempo parcial|meio periodo|deeltijd', { k: 'cond', traits: ['part_time'] }),
  word(
    'employees only|in a permanent seat|a permanent seat|permanent seat|permanent seats|in a permanent role|a permanent role|permanent role|permanent roles|permanent position|permanent positions|permanently employed|clt|celetista|celetistas|regime clt|em regime clt|who is an employee|who are employees|is an employee|are employees|employee|in house|internal only|internal staff|internal employees|on staff|on payroll|on the payroll|salaried|direct hires|real employees|actual employees|employed by the company|who are employees|staff only|angestellte|salaries|salariés|empleados|empleados directos|funcionarios|in loondienst|werknemers',
    { k: 'cond', employment: ['employee'] },
  ),

  // ---- people who are not defined by an area -------------------------------------------------------
  noun(
    'founder|co founder|cofounder|founding team|found the company|found the business|found it|found|co found|cofound|grunder|mitgrunder|fondateur|fondatrice|cofondateur|fundador|fundadora|cofundador|oprichter|medeoprichter|who founded|founded|founded the company|started the company',
    { traits: ['founder'], alone: true },
    1,
  ),
  noun(
    'owner|co owner|owner manager|owner operator|proprietor|inhaber|inhaberin|eigentumer|proprietaire|propietario|propietaria|dueno|duena|dono|dona|eigenaar|who own the company|own the company|owns the company|own|owns',
    { traits: ['owner'], alone: true },
  ),
  noun('founding employee|founding engineer|founding member|founding hire|early employee', { roles: ['founding_employee'], alone: true }, 2),
  // "people who founded something else before joining", "founders of another company": founding elsewhere makes no founder here
  // (the reader keeps only this company's founders), so the words name nobody.
  word(
    ['', 'who ', 'that ']
      .flatMap((w) =>
        [
          'founded something else',
          'founded something',
          'founded another company',
          'founded other companies',
          'founded a company before',
          'founded elsewhere',
          'founded before joining',
        ].map((f) => w + f),
      )
      .concat(['before joining', 'founders of another company', 'founders elsewhere'])
      .join('|'),
    { k: 'filler' },
    3,
  ),
  noun("founder's associate|founders associate|founder associate", { roles: ['founders_associate'], alone: true }, 2),
  noun('chief of staff|chiefs of staff', { roles: ['chief_of_staff'], alone: true }, 2),
  noun(
    'contractor|freelancer|freelance|contract|agency|contract staff|contract worker|contract hire|on contract|on a contract|consultant|non employee|self employed|external|externals|freiberufler|freiberuflich|freiberufliche|freiberuflichen|freie mitarbeiter|freela|freelas|externe|externes|extern|externen|externo|externa|externalise|externalisee|prestataire|prestataires|freelances|independant|independants|autonomo|autonomos|autonoma|trabajador independiente|contratista|contratistas|prestador|prestadores|pj|zzp|zzper|zzp er|zzpers|zzp ers|zelfstandige|zelfstandigen|inhuur|' +
      // Session 53: "outside contractors" (no field sales), "keine externen Dienstleister" (external service providers).
      'outside contractors|outside contractor|outside consultants|outside consultant|externe dienstleister|externen dienstleister|externer dienstleister|externe dienstleistern|' +
      // France's self-employed sales agents (the "agent commercial" status), said as a kind of employment.
      'agents commerciaux independants|agent commercial independant|agente comercial independiente|agentes comerciales independientes|agentes comerciais autonomos|' +
      // Session 61: people outsourced to another firm ("no outsourced collectors", "ausgelagerte", "uitbestede", "terceirizados").
      'outsourced|outsourced to|subcontracted|ausgelagert|ausgelagerte|ausgelagerten|externalises|externalisees|uitbesteed|uitbestede|subcontratado|subcontratados|subcontratada|subcontratadas|terceirizado|terceirizados|terceirizada|terceirizadas',
    { employment: ['contractor', 'fractional'], alone: true },
  ),
  // Not employed by the company, said with a negation that belongs to the phrase: people outside the payroll are the
  // company's contractors ("people not on payroll (freelancers, temps)" names them; the list in parentheses says who).
  noun(
    'who are not on payroll|who is not on payroll|who are not on the payroll|who is not on the payroll|who are not on our payroll|who are not employees|who are not employed|who is not employed|' +
      cross(
        ['people', 'anyone', 'everyone', 'those', 'staff', 'workers', 'individuals'],
        ['not on', 'not on the', 'not on our', 'not on their'],
        ['payroll'],
      ).join('|') +
      '|off payroll|off the payroll|non payroll|ohne festanstellung|' +
      'non salarie|non salaries|non salariee|non salariees|hors effectif|hors effectifs|no en plantilla|fuera de plantilla|' +
      'fora da folha|fora da folha de pagamento|sem vinculo empregaticio|niet in loondienst|niet op de loonlijst',
    { employment: ['contractor', 'fractional'], alone: true },
    3,
  ),
  // Hired from outside the company: said of interim people, not of field sales ("outside" alone is outside sales).
  word(
    'brought in from outside|brought in from the outside|from outside|from the outside|hired from outside|von aussen|von extern|de l exterieur|venus de l exterieur|desde fuera|de fuera|desde afuera|de fora|vindos de fora|van buiten|van buitenaf',
    { k: 'filler' },
    2,
  ),
  // Session 51: "interim managers", "managers de transition", "Manager auf Zeit": managers hired for a while, whose titles say
  // so (the reader's `fractional`), not every contractor ("Uitsluiten: interim-managers" keeps the contract analysts and the
  // freelance marketing manager).
  noun(
    'interim manager|interim managers|interimmanager|interimmanagers|manager de transition|managers de transition|manager auf zeit|manager interino|managers interinos|gerente interino|gerentes interinos',
    { employment: ['fractional'], alone: true },
    3,
  ),
  // "interim executives", "fractional leaders": executives hired for a while, in any leading seat (an "Interim Head of HR" too).
  noun(
    'fractional executive|fractional executives|fractional leader|fractional leaders|interim executive|interim executives|interim leader|interim leaders',
    { employment: ['fractional', 'contractor'], levels: ['head', 'director', 'vp', 'svp', 'c_level'] },
    2,
  ),
  noun(
    'fractional|fracionado|fracionada|fraccional|fraccionales|a temps partage|temps partage|' +
      'interim|interims|interino|interina|interinos|interinas|de transition|par interim|auf zeit|interim professional|interim professionals|interimprofessional|interimprofessionals|' +
      'executivo interino|executivos interinos|executiva interina|executivas interinas|gestor interino|gestores interinos|ejecutivo interino|ejecutivos interinos|ejecutiva interina|ejecutivas interinas',
    { employment: ['fractional', 'contractor'], alone: true },
    1,
  ),
  noun(
    'board member|board|board director|member of the board|board of directors|chair|chair of the board|chairman|chairwoman|chairperson|non executive director|ned|neds|trustee|trustees|board trustee|board of trustees|governor|governors|miembro del directorio|miembros del directorio|directorio|investor|vc|business angel|angel investor|board observer|aufsichtsrat|conseil d administration|administrateur|administrateurs|consejero|consejeros|conselheiro|conselheiros|commissaris|commissarissen|toezichthouder',
    { employment: ['board'], alone: true },
  ),
  // A board word qualified as independent is a board member, not a freelancer ("administrateurs indépendants"), and the
  // supervisory boards' members in six languages ("conseil de surveillance", "Aufsichtsratsmitglieder", "Raad van Commissarissen").
  noun(
    'independent director|independent board member|independent non executive director|independent chair|independent chairman|independent member of the board|' +
      'administrateur independant|administrateurs independants|administratrice independante|administratrices independantes|membre independant du conseil|membres independants du conseil|' +
      // (session 42) the English supervisory board
      'supervisory board|the supervisory board|supervisory boards|supervisory board member|supervisory board members|members of the supervisory board|member of the supervisory board|' +
      'conseil de surveillance|membre du conseil de surveillance|membres du conseil de surveillance|conseil d administration ou de surveillance|conseil d administration et de surveillance|conseils d administration ou de surveillance|' +
      'aufsichtsratsmitglied|aufsichtsratsmitglieder|unabhangiges aufsichtsratsmitglied|unabhangige aufsichtsratsmitglieder|unabhangige aufsichtsrate|unabhangiger aufsichtsrat|mitglied des aufsichtsrats|mitglieder des aufsichtsrats|aufsichtsratsvorsitzender|' +
      'consejero independiente|consejeros independientes|consejera independiente|consejeras independientes|miembro del consejo de administracion|miembros del consejo de administracion|' +
      'conselheiro independente|conselheiros independentes|conselheira independente|conselheiras independentes|membro do conselho de administracao|membros do conselho de administracao|' +
      'raad van commissarissen|rvc|de rvc|leden van de rvc|rvt|de rvt|leden van de rvt|lid rvt|lid rvc|onafhankelijk commissaris|onafhankelijke commissaris|onafhankelijke commissarissen|lid raad van commissarissen|leden raad van commissarissen|lid van de raad van commissarissen|leden van de raad van commissarissen|raad van toezicht|lid raad van toezicht|leden van de raad van toezicht',
    { employment: ['board'], alone: true },
    4,
  ),
  // "Raad van Bestuur" is the Dutch executive board (as the German "Vorstand"): its members are C-level, on the payroll.
  level('raad van bestuur|leden van de raad van bestuur|lid van de raad van bestuur|leden raad van bestuur|lid raad van bestuur', ['c_level'], false, 4),
  // The other management boards, whose members are the executives too (the supervisory boards above are board seats): the
  // German "Vorstände", "Vorstandsmitglieder", "Geschäftsleitung", the Dutch "RvB" and "directieleden", the French "directoire"
  // and "COMEX", the Spanish "comité de dirección", the Portuguese "diretoria executiva", the English "management board".
  level(
    'vorstande|vorstandin|vorstandinnen|vorstandsmitglied|vorstandsmitglieder|mitglied des vorstands|mitglieder des vorstands|mitglied des vorstandes|mitglieder des vorstandes|' +
      'geschaftsleitung|mitglied der geschaftsleitung|mitglieder der geschaftsleitung|geschaftsleitungsmitglied|geschaftsleitungsmitglieder|mitglied der geschaftsfuhrung|mitglieder der geschaftsfuhrung|' +
      'rvb|de rvb|lid rvb|leden rvb|lid van de rvb|leden van de rvb|directielid|directieleden|leden van de directie|' +
      'directoire|membre du directoire|membres du directoire|comex|membre du comex|membres du comex|comite executif|membres du comite executif|' +
      'miembro del comite de direccion|miembros del comite de direccion|comite ejecutivo|miembros del comite ejecutivo|' +
      'diretoria executiva|membro da diretoria executiva|membros da diretoria executiva|diretor estatutario|diretores estatutarios|' +
      'management board|member of the management board|members of the management board|management board member|management board members|' +
      // (session 42) the English executive board and executive committee ("Executive board: CEO, CFO, COO")
      'executive board|the executive board|executive board member|executive board members|member of the executive board|members of the executive board|' +
      'executive committee|the executive committee|executive committee members|members of the executive committee|exco|exco members',
    ['c_level'],
    false,
    4,
  ),
  noun('advisor|adviser|advisory board|advisory board member|berater|conseiller|conseillers|asesor|asesores|consultor externo|adviseur|adviseurs', {
    employment: ['advisor'],
    alone: true,
  }),
  noun(
    'intern|internship|trainee|student|students|estudiante|estudiantes|estudante|estudantes|etudiant|etudiants|etudiante|etudiantes|studenten|studierende|praktikant|praktikantin|praktikanten|stagiaire|stagiaires|becario|becaria|becarios|practicante|practicantes|pasante|pasantes|estagiario|estagiaria|estagiarios|stagiair|stagiairs|co op|co ops',
    { levels: ['intern'], alone: true },
  ),
  // Kinds of trainee: interns alone are all of them; working students and apprentices are their own kinds.
  noun(
    'working student|werkstudent|werkstudentin|werkstudenten|werkstudierende|werkstudierenden|student assistant|student assistants|studentische hilfskraft|studentische hilfskrafte|studentische mitarbeitende|student assistent|student assistenten|job etudiant|jobs etudiants|estudiante a tiempo parcial|estudiantes a tiempo parcial|' +
      // "students who work part-time", "estudiantes que trabajan a tiempo parcial": students said to hold a job are working students.
      'part time student|part time students|students who work part time|students working part time|working students part time|' +
      'estudiantes que trabajan|estudiantes que trabajan a tiempo parcial|estudiantes a media jornada|etudiants a temps partiel|etudiante a temps partiel|etudiants qui travaillent|etudiants qui travaillent a temps partiel|etudiants salaries|' +
      'estudantes que trabalham|estudantes que trabalham meio periodo|estudantes que trabalham em meio periodo|estudantes que trabalham a tempo parcial|estudantes em meio periodo|estudantes a tempo parcial|estudantes de meio periodo|' +
      'studenten met een bijbaan|werkende studenten|studenten die werken|studenten die naast hun studie werken|parttime studenten|part time studenten|studentmedewerkers|student medewerkers',
    { levels: ['intern'], alone: true, trainee: 'working_student' },
    1,
  ),
  noun(
    'apprentice|apprenticeship|azubi|azubis|auszubildende|auszubildenden|auszubildender|lehrling|lehrlinge|alternant|alternants|alternante|alternantes|alternance|en alternance|apprenti|apprentis|apprentie|apprenties|aprendiz|aprendices|aprendizes|jovem aprendiz|jovens aprendizes|fp dual|formacion dual|bbl|bbler|bbl er|bblers|bbl ers|bbl leerling|bbl leerlingen|duale student|duale studenten|duale studentin|duale studierende|dual student|dual students',
    { levels: ['intern'], alone: true, trainee: 'apprentice' },
    1,
  ),
  noun(
    'junior|juniors|jr|entry level|graduate|graduates|grad|beginner|associate|associates|asociados|asociadas|junior staff|junior roles|junior people|einsteiger|debutant|debutants|junioren',
    { levels: ['entry'], traits: ['junior'] },
  ),
  noun('mid level|mid|intermediate', { levels: ['entry'] }),
  noun(
    'assistant|executive assistant|ea|personal assistant|administrative assistant|admin assistant|office assistant|team assistant|assistante|assistente|assistenz|asistente|assistent|assistenten|assistentin|assistentinnen',
    { roles: ['assistant'], levels: ['entry'] },
  ),
  // Their rung ("entry") only starts a range: "des assistants jusqu'à la direction" is everyone from the assistants up.
  noun('coordinator|coordinateur|koordinator|koordinatoren|koordinatorin|koordinatorinnen|coordinatoren', {
    roles: ['coordinator'],
    levels: ['entry'],
  }),
  // A Spanish or Portuguese "coordinador / coordenador" leads a team (the title reader's rung), so a range starts there:
  // "desde coordinador hasta el CIO" is the team leads up to the chief, not everyone.
  noun('coordinador|coordinadora|coordenador|coordenadora', { roles: ['coordinator'], levels: ['team_lead'] }),
  noun('tech lead|technical lead|tech leads|technical leads|tech leader|lead engineer', { roles: ['tech_lead'], end: ['tech_lead', 'team_lead'] }, 2),

  // ---- C-level and named roles ---------------------------------------------------------------------
  role(
    'ceo|chief executive|chief executive officer|managing director|president|general manager|general director|geschaftsfuhrer|geschaftsfuhrerin|geschaftsfuhrung|gf|directeur general|directrice generale|dg|pdg|director general|director ejecutivo|consejero delegado|diretor executivo|diretor geral|diretor presidente|diretora presidente|algemeen directeur|gm|md|le dirigeant|la dirigeante|le dirigeant de l entreprise|la dirigeante de l entreprise|chef d entreprise|le chef d entreprise',
    ['ceo'],
    ['c_level'],
    ['general_management'],
  ),
  role('cto|chief technology officer|chief technical officer|directeur technique|technischer leiter', ['cto'], ['c_level'], ['software']),
  role('cio|chief information officer|dsi|directeur des systemes d information', ['cio'], ['c_level'], ['it']),
  role('ciso|cso|chief information security officer|chief security officer', ['ciso'], ['c_level'], ['security']),
  // The French RSSI heads information security (the title reader reads "RSSI" as a head of security, "CISO" as C-level).
  noun('rssi', { areas: ['security'], levels: LEADERS, alone: true }, 1),
  role('cdo|chief data officer', ['cdo'], ['c_level'], ['analytics']),
  role('chief digital officer|chief digital officers|cdo digital|cdos digital', ['chief_digital_officer'], ['c_level']),
  // E-commerce (an area across functions, criteria.ts CROSS_AREAS): the online shop and its marketplaces.
  area(
    'e commerce|ecommerce|e shop|webshop|webshops|online shop|onlineshop|onlinehandel|comercio electronico|comercio eletronico|commerce en ligne|commerce electronique|marketplace management|digital commerce',
    ['ecommerce'],
  ),
  role(
    's151 officer|s151 officers|section 151 officer|the s151 officer|kammerer|kammerin|stadtkammerer|stadtkammerin|kreiskammerer|der kammerer|cfo|chief financial officer|chief finance officer|daf|directeur financier|directrice financiere|finanzvorstand|director financiero|diretor financeiro|financieel directeur|directora financiera|diretora financeira|directeur administratif et financier|directrice administrative et financiere|finanzchef|finanzchefin|finanzvorstandin|financieel directrice',
    ['cfo'],
    ['c_level'],
    ['finance'],
  ),
  role('coo|chief operating officer|chief operations officer', ['coo'], ['c_level'], ['operations']),
  role('cmo|chief marketing officer|chief growth officer|chief brand officer', ['cmo'], ['c_level'], ['marketing']),
  role('cro|chief revenue officer|chief sales officer|chief commercial officer|cso sales', ['cro'], ['c_level'], ['sales']),
  role('cpo|chief product officer', ['cpo'], ['c_level'], ['product']),
  role('chief procurement officer|chief purchasing officer|cpo procurement|cpo purchasing', ['procurement_chief'], ['c_level'], ['procurement']),
  role(
    'chro|chief people officer|chief human resources officer|chief hr officer|chief talent officer|cpo people|cpo hr',
    ['chro'],
    ['c_level'],
    ['human_resources'],
  ),
  role('cco|chief customer officer|chief customer success officer', ['cco'], ['c_level'], ['support']),
  role('general counsel|gc|chief legal officer|clo|chief compliance officer', ['general_counsel'], ['c_level'], ['legal']),
  level(
    'c level|c suite|c level executives|c suite executives|c level titles|c level roles|c level people|c level team|c niveau|op c niveau|c ebene|auf c ebene|niveau c|au niveau c|nivel c|nivel c level|cxo|cxos|chief officers|other chief officers|chiefs|chief|executive team|exec team|vorstand|direction generale|comite de direccion|directie|direccion general|la direccion general|direcao geral|a direcao geral|algemene directie|de algemene directie',
    ['c_level'],
  ),

  // ---- levels ---------------------------------------------------------------------------------------
  // "AVPs", "assistant vice presidents": the rung below a vice president.
  level('avp|avps|assistant vice president|assistant vice presidents|associate vice president|associate vice presidents', ['senior_manager']),
  // The Indian ranks of a function ("AGM Finance", "DGM – HR"), as the title reader reads them (title-regional.ts): the AGM on
  // the manager rung, the DGM its head; "GM" before a function is its director (tag-sentence.ts), alone the general manager.
  level('agm|agms|assistant general manager|assistant general managers', ['manager'], false, 1),
  level('dgm|dgms|deputy general manager|deputy general managers', ['head'], false, 1),
  level('vp|vice president|svp|evp|vp level|vps|vizeprasident|vice presidente|vicepresidente|vice presidents|vice presidentes', ['vp', 'svp']),
  level('svp|senior vice president|evp|executive vice president', ['svp'], false, 1),
  level('head|heads|head level|hoofd|hoofden|responsable|responsavel|chef de|chefs de|chef des|chefs des|chef du|chefs du', ['head']),
  // Session 41: an airline's or an airport's postholders (nominated persons) head the areas the regulator names.
  level('postholders|postholder|post holders|nominated persons|nominated person|nominated postholders', ['head']),
  // Session 35: the German "Bereichsleitung" is the director rung of a company's divisions ("ab Bereichsleitung aufwärts",
  // "Bereichsleitung bzw. Director"): its directors and up, not every "Leiter" of a department.
  level('bereichsleitung|bereichsleitungen|bereichsleiterebene', ['director']),
  // The German "Leitung" of an area ("die Vertriebsleitung", "Leitung Kundenservice") is its leadership, whatever their
  // titles: its head, its directors and the chiefs above them (a "Leiter" is a person: IT-Leiter below).
  level('leitung|leitungen', LEADERS, false, 0, ['head']),
  // The "kaufmännische Leitung" (a "kaufmännischer Leiter", a "kaufmännische Geschäftsführerin") runs finance and administration.
  noun(
    'kaufmannische leitung|kaufmannischen leitung|kaufmannischer leiter|kaufmannische leiter|kaufmannische leiterin|kaufmannischen leiter|kaufmannische geschaftsfuhrung|kaufmannischer geschaftsfuhrer|kaufmannische geschaftsfuhrerin|kaufmannischen geschaftsfuhrer|kaufmannischen geschaftsfuhrerin|kaufmannischen geschaftsfuhrung',
    { areas: ['finance'], levels: LEADERS },
    3,
  ),
  // Whoever leads an area by the German and Spanish words for a boss ("IT-Leiter", "Abteilungsleiter", "jefes de compras"):
  // its managers and its head, as "responsables" (an "IT Manager" leads IT as a "Leiter IT" does); the end of a range
  // ("bis zum Leiter") is the head. (Of an area, the head rung by either title: boss-rung.ts.)
  level(
    // (Session 60: the offices' feminine plurals, "Abteilungsleiterinnen", and the head of an institute, "Institutsleiter".)
    'leiter|leitern|leiterin|leiterinnen|bereichsleiter|abteilungsleiter|abteilungsleiterin|abteilungsleiterinnen|bereichsleiterinnen|institutsleiter|institutsleiterin|jefe|jefa|jefes|jefas',
    ['manager', 'senior_manager', 'head'],
    false,
    0,
    ['head'],
  ),
  // "les responsables marketing", "responsables de ventas": the people responsible for an area are its managers and its head
  // (a "Responsable marketing" title reads as the head; a "Marketing Manager" is one of them too). The one "responsable
  // financier" of a company is its head.
  level('responsables|responsaveis', ['manager', 'senior_manager', 'head'], false, 1),
  noun('responsables rh', { areas: ['human_resources'], levels: ['manager', 'senior_manager', 'head'] }, 3),
  level(
    'director|directors|director level|directeur|directrice|directeurs|directrices|direktor|direktorin|directora|directores|diretor|diretora|diretores|dir|directorate',
    ['director'],
  ),
  level('manager|managers|mgr|mgrs|manager level|management|managerial|gerente|gerentes|gestor|gestionnaire|leidinggevende', ['manager', 'senior_manager']),
  // A German "Teamleiter" leads a team with or without the manager title: the team-lead and manager rungs.
  level(
    'teamleiter|teamleiterin|teamleiterinnen|teamleitung|gruppenleiter|gruppenleiterin|gruppenleiterinnen|gruppenleitung|gruppenleitungen',
    ['team_lead', 'manager', 'senior_manager'],
    false,
    0,
    ['team_lead'],
  ),
  // An "encargado" is whoever is in charge: a store's or a shift's team lead as often as a manager (the title reader reads
  // "Encargado de almacén" on the team-lead rung).
  level('encargado|encargada|encargados|encargadas', ['team_lead', 'manager', 'senior_manager'], false, 0, ['team_lead']),
  level(
    'team lead|team leads|team leader|team leaders|supervisor|supervisors|supervisora|supervisoras|foreman|foremen|chef d equipe|chefs d equipe|cheffe d equipe|responsable d equipe|responsables d equipe|jefe de equipo|jefes de equipo|jefa de equipo|jefas de equipo|lider de equipo|lideres de equipo|lider de equipe|lideres de equipe|lider de equipa|lideres de equipa|lider de time|lideres de time|teamlead|teamleider|teamleiders',
    ['team_lead', 'tech_lead'],
  ),
  // "FP&A leads", "design leads": a bare "lead" after an area is whoever leads it, from its team leads to its head.
  level('lead|leads', ['team_lead', 'tech_lead', 'manager', 'senior_manager', 'head'], false, 0, ['team_lead', 'tech_lead']),
  // "lead level", "Lead-Ebene", "niveau lead": the lead rung of a ladder (junior, senior, lead), not the area's leadership.
  level('lead level|lead levels|lead ebene|lead niveau|niveau lead|nivel lead|nivel de lead|nivel lider', ['team_lead', 'tech_lead'], false, 1),
  level('middle manager|middle managers|middle management', ['tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director'], false, 1),
  level('senior manager|senior managers|sr manager|senior management team', ['senior_manager'], false, 1),
  level(
    'leader|leaders|leadership|bosses|senior leaders|senior leader|senior leadership|senior management|top management|upper management|decision level|dirigeants|dirigeant|directivos|directiva|lideres|lideranca|leidinggevenden top|baas|bazen|leiding|de leiding',
    LEADERS,
    true,
  ),
  // "alle Führungskräfte in der IT": German "Führungskräfte" are everyone who leads people, from the manager rung up.
  level('fuhrungskrafte|fuhrungskraft', ['manager', 'senior_manager', ...LEADERS], true, 1),
  level('executive|executives|exec|execs|the top|top brass|leadership team', EXEC, true),
  level('partner|partners', ['partner']),
  level('staff level|staff engineer level|principal|principals|staff engineer|experienced|expert|experts|senior ic|senior ics|seniors', ['senior']),
  // "seasoned", "ervaren", "erfahrene", "confirmés", "expérimentés", "experientes", "con experiencia": the senior rung in six languages.
  level(
    'seasoned|veteran|veterans|ervaren|erfahren|erfahrene|erfahrener|erfahrenen|confirme|confirmes|confirmee|confirmees|experimente|experimentes|experimentee|experimentees|experiente|experientes|experimentado|experimentados|experimentada|experimentadas|con experiencia|com experiencia|seniores|senioren',
    ['senior'],
  ),
  // A rung said as a level of the ladder in one word ("ab Managerebene", "unterhalb der Direktorenebene", "boven managerniveau",
  // "vanaf directieniveau") or with "level of" ("au-dessus du niveau manager", "acima do nível de gerente"): that rung.
  level(
    'managerebene|managementebene|manager ebene|managerniveau|managementniveau|niveau manager|niveau de manager|nivel de gerente|nivel gerente|nivel gerencial|nivel de gestor|niveau management',
    ['manager', 'senior_manager'],
    false,
    2,
  ),
  level(
    'teamleiterebene|teamleitungsebene|teamleidersniveau|teamleiderniveau|niveau chef d equipe|nivel de jefe de equipo|nivel de coordenador',
    ['team_lead', 'tech_lead'],
    false,
    2,
  ),
  level('abteilungsleiterebene|bereichsleiterebene|leiterebene|hoofdenniveau|niveau head of', ['head'], false, 2),
  level(
    'direktorenebene|direktorebene|direktorinnenebene|directieniveau|directeursniveau|directeurniveau|niveau directeur|niveau de directeur|niveau direction|nivel de director|nivel director|nivel de diretor|nivel diretor|nivel de diretoria',
    ['director'],
    false,
    2,
  ),
  level('vorstandsebene|geschaftsfuhrungsebene|geschaftsleitungsebene|c level ebene', ['c_level'], false, 2),
  // "above junior level", "non-junior": from the senior rung up.
  level(
    'above junior level|beyond junior level|above junior|beyond junior|past junior level|non junior|non juniors',
    ['senior', 'tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'partner', 'svp', 'c_level', 'owner'],
    false,
    2,
  ),
  level('people|titles|roles|positions|level|levels|seniority', [], true, -3),
  { phrases: 'senior|sr|snr|senior level', tag: { k: 'senior' }, exact: true },

  // ---- areas (departments, and nouns for their people) ---------------------------------------------
  area(
    'engineering|engineering team|engineering org|tech|technical|technology|tecnologia|technologie|product development|entwicklung|ingenierie|ingenieria|engenharia|techniek|eng',
    ENG,
  ),
  // R&D is research as the title reader reads "Head of R&D" (reader/title-functions.ts), and engineering, which develops
  // ("I+D", "I&D", "P&D", "F&E" are written "r&d" by tokens.ts).
  area(
    'r&d|research and development|research & development|forschung und entwicklung|forschung & entwicklung|recherche et developpement|investigacion y desarrollo|investigacao e desenvolvimento|pesquisa e desenvolvimento|onderzoek en ontwikkeling',
    ['research', ...ENG],
    2,
  ),
  noun('engineer|engineers|ingenieur|ingenieurs|ingeniero|ingenieros|engenheiro|engenheiros|r&d engineers', { areas: ENG }),
  noun(
    'software engineer|developer|dev|devs|programmer|coder|backend engineer|frontend engineer|full stack engineer|fullstack engineer|backend|frontend|full stack|qa|mobile engineer|mobile developer|ios developer|ios engineer|android developer|android engineer|app developer|web developer|software developer|entwickler|developpeur|developpeurs|desarrollador|desarrolladores|desenvolvedor|desenvolvedores|ontwikkelaar|ontwikkelaars|softwareontwikkelaar|softwareontwikkelaars|softwareentwickler|who write software|who write code|write software|write code',
    { areas: ['software'] },
    1,
  ),
  area(
    'software engineering|software development|software team|software teams|web development|mobile development|mobile|ios|android|qa|quality assurance|softwareentwicklung|softwareontwikkeling|desarrollo de software|desenvolvimento de software|developpement logiciel',
    ['software'],
    1,
  ),
  // Software testers are a kind of software engineer (reader QA_TESTER): "QA testers and their leads" are those, and "no QA
  // testers" keeps the developers. A bare "QA" stays the area.
  noun(
    'qa engineer|qa tester|qa analyst|quality assurance engineer|quality assurance analyst|software tester|tester|test engineer|test analyst|test automation engineer|sdet|testautomatisierer|softwaretester|testeur|testeuse|ingenieur qa|ingenieurs qa|ingenieur test|ingenieurs test|analista de pruebas|analistas de pruebas|analista de qa|analistas de qa|ingeniero de qa|ingenieros de qa|analista de testes|analistas de testes|engenheiro de qa|engenheiros de qa|engenheiro de testes|engenheiros de testes|testengineer|qa engineers|testers',
    { areas: ['software'], roles: ['qa_tester'] },
    1,
  ),
  // Session 50: the leads and managers of the testers are testers' leads (the kind at its leading rungs), not every software lead.
  noun(
    'qa leads|qa lead|qa managers|qa manager|qa team leads|qa team lead|test leads|test lead|test managers|test manager|lead testers|lead tester|heads of qa|head of qa|qa leiter|qa leiterin|testmanager|testmanagerin|testleiter|testleiterin|responsables qa|responsable qa|responsables des tests|responsable des tests|lideres de qa|lider de qa|jefes de qa|jefe de qa|lideres de teste|lider de teste|coordenadores de qa|coordenador de qa|qa leads en managers|testcoordinatoren|testcoordinator',
    { areas: ['software'], roles: ['qa_tester'], levels: ['team_lead', 'manager', 'senior_manager', 'head'] },
    3,
  ),
  // Architects of software ("Technical Architect", "Arquitecto de Software") are software engineers, as the reader reads
  // them; a bare "architect" stays the building practice's beside its words (lexicon-infrastructure.ts).
  noun(
    'technical architect|technical architects|software architect|software architects|application architect|application architects|arquitecto de software|arquitectos de software|arquiteto de software|arquitetos de software|architecte logiciel|architectes logiciels|softwarearchitekt|softwarearchitekten|software architecten',
    { areas: ['software'] },
    2,
  ),
  area(
    'devops|sre|site reliability|site reliability engineering|platform|platform engineering|platform team|infrastructure engineering|cloud engineering|cloud|reliability',
    ['devops'],
    1,
  ),
  noun(
    'sres|site reliability engineer|devops engineer|platform engineer|cloud engineer|infrastructure engineer|infra engineer|infrastructure people|infra people|infra folks|infrastructure folks',
    { areas: ['devops'] },
    2,
  ),
  area(
    'security|it security|information security|infosec|info sec|info security|cybersecurity|cyber security|cyber|security team|seguridad|securite|sicherheit|beveiliging',
    ['security'],
    1,
  ),
  noun('security engineer|security analyst|security architect|security specialist|security officer|soc analyst', { areas: ['security'] }, 2),
  // The officers charged with information security, as the six languages name them ("Informationssicherheitsbeauftragte",
  // "ISB", "chargés de sécurité des SI", "oficiales de seguridad de la información", "informatiebeveiligingsfunctionarissen").
  noun(
    'information security officer|information security officers|informationssicherheitsbeauftragte|informationssicherheitsbeauftragter|informationssicherheitsbeauftragten|it sicherheitsbeauftragte|it sicherheitsbeauftragter|it sicherheitsbeauftragten|isb|isbs|charge de securite des si|charges de securite des si|chargee de securite des si|chargees de securite des si|officier de securite des si|oficial de seguridad de la informacion|oficiales de seguridad de la informacion|responsable de seguridad de la informacion|responsables de seguridad de la informacion|oficial de seguranca da informacao|oficiais de seguranca da informacao|encarregado de seguranca da informacao|encarregados de seguranca da informacao|informatiebeveiligingsfunctionaris|informatiebeveiligingsfunctionarissen|security officers informatiebeveiliging',
    { areas: ['security'] },
    3,
  ),
  area(
    'it|i t|information technology|infotech|it ops|it operations|it betrieb|help desk|helpdesk|service desk it|networking|network|systems|sistemas|informatique|informatik|ti|ict|it afdeling',
    ['it'],
    1,
  ),
  noun('network engineer|it specialist', { areas: ['it'] }, 2),
  // The same in other word orders and languages ("system admins", "admins IT", "administradores de TI", "IT-beheerders", "Systemadministratoren").
  noun(
    'system admin|systems admin|admins it|admin it|admins informatiques|administrateur it|administrateurs it|administrateur informatique|administrateurs informatiques|administrador de ti|administradores de ti|administradores ti|administrador de sistemas ti|it beheerder|it beheerders|ict beheerders|systemadministrator|systemadministratoren|systemadministratorin|it administratoren|it administrator|administratoren',
    { areas: ['it'], roles: ['it_admin'] },
    3,
  ),
  noun('it generalist|it generalists|it allrounder|it allrounders|ict generalist|ict generalisten', { areas: ['it'] }, 3),
  // IT administrators and IT support are a kind of IT title: in an exclusion they leave the rest of IT ("not IT admins").
  noun(
    'sysadmin|system administrator|systems administrator|it admin|it administrator|network admin|network administrator|it admins and helpdesk',
    { areas: ['it'], roles: ['it_admin'] },
    2,
  ),
  // Session 34: the service desk is a kind within IT's admins (`it_support`): "no service desk" keeps the sysadmins.
  noun('it support|desktop support|it technician|helpdesk staff|service desk staff', { areas: ['it'], roles: ['it_support'] }, 2),
  // The Dutch compound for IT's support staff ("IT-supportmedewerkers"): its individual contributors, not customer support.
  noun('it supportmedewerker|ict supportmedewerker', { areas: ['it'], roles: ['it_support'], ic: true }, 2),
  area('hardware|hardware engineering|mechanical engineering|electrical engineering', ['hardware'], 1),
  area('data engineering|data platform|analytics engineering', ['data_engineering'], 2),
  noun('data engineer|analytics engineer|etl developer', { areas: ['data_engineering'] }, 2),
  area('data science|machine learning research|ml research', ['data_science'], 1),
  noun(
    'data scientist|ml scientist|machine learning scientist|ai scientist|applied scientist|research scientist|ml researcher|ai researcher|machine learning researcher',
    { areas: ['data_science'] },
    2,
  ),
  // Research as a whole (R&D, lab scientists) has data science in it; "data scientists" are not every scientist.
  area('research|r and d', ['research'], 1),
  noun('scientist|researcher', { areas: ['research'] }, 2),
  area('analytics|bi|business intelligence|data analytics|reporting', ['analytics'], 1),
  noun(
    'product analysts|product analyst|product analisten|product analist|productanalisten|productanalist|produkt analysten|produkt analyst|produktanalysten|produktanalyst|produktanalystin|analystes produit|analyste produit|analistas de producto|analista de producto|analistas de produto|analista de produto|data analyst|data analist|data analisten|data analystin|data analysten|datenanalyst|datenanalysten|datenanalystin|datenanalystinnen|daten analyst|daten analysten|daten analystin|daten analystinnen|analista de datos|analistas de datos|analista de dados|analistas de dados|analyste de donnees|analystes de donnees|analyste data|analystes data|data analyste|data analystes|bi analist|bi analisten|bi analyst|business intelligence analyst|product analyst|analytics lead|bi developer|bi dev|bi engineer|bi specialist|bi consultant|bi architect|business intelligence developer|business intelligence engineer|power bi developer|tableau developer|reporting analyst|reporting specialist|' +
      // BI developers as each language writes them: the noun before "BI" in the Romance languages, a compound in German and Dutch.
      'desarrollador bi|desarrolladores bi|desarrolladora bi|desarrollador de bi|desarrolladores de bi|desarrollador business intelligence|desarrolladores business intelligence|developpeur bi|developpeurs bi|developpeuse bi|developpeur decisionnel|developpeurs decisionnels|bi entwickler|bi entwicklerin|bi entwicklerinnen|desenvolvedor bi|desenvolvedores bi|desenvolvedora bi|desenvolvedor de bi|desenvolvedores de bi|bi ontwikkelaar|bi ontwikkelaars|bi developers|bi devs',
    { areas: ['analytics'] },
    2,
  ),
  area(
    'data|data team|data people|data folks|data function|data org|data department|daten|datenteam|donnees|equipe data|datos|equipo de datos|dados|time de dados|equipe de dados|datateam',
    ['analytics', 'data_engineering', 'data_science'],
    0,
  ),
  noun('analyst|analysts|analista|analistas|analyste|analystes', { ic: true }),

  area(
    'sales|selling|commercial|revenue|vertrieb|verkauf|ventes|vente|commercial team|ventas|comercial|vendas|verkoop|sales team|sales org|sales organisation|sales organization',
    ['sales'],
  ),
  noun(
    'salespeople|salesperson|seller|sellers|salesmen|saleswomen|sales people|sales staff|sales folks|commerciaux|commerciales|vendedores|vendedor|verkaufer|verkoper|verkopers|vertriebler|vertrieblerin|vertrieblerinnen',
    { areas: ['sales'], whole: true },
    1,
  ),
  noun('sales rep|sales representative|sales associate|quota carrier', { areas: ['sales'], ic: true }, 2),
  // Session 35: "closers" are the sellers who close deals, the account executives (not SDRs, not account managers).
  noun('closer|closers|deal closer|deal closers', { areas: ['account_executive'], ic: true }, 2),
  // AEs close deals: account executives and sellers under a generic title (title reader), not SDRs / BDRs.
  noun(
    'account executive|ae|aes|ejecutivo de cuentas|ejecutivos de cuentas|ejecutiva de cuentas|ejecutivas de cuentas|executivo de contas|executivos de contas|account exec',
    { areas: ['account_executive'], ic: true },
    2,
  ),
  // A "sales executive" closes deals (UK usage, as the title reader reads "Sales Executive", "Media Sales Executive"): an
  // individual seller, not an executive rung ("car sales executives", "ad sales executives", "new business sales executives").
  noun(
    'sales executive|sales executives|sales exec|sales execs|ad sales executive|ad sales executives|ad sales exec|ad sales execs|advertising sales executive|advertising sales executives|media sales executive|media sales executives|media sales exec|media sales execs|new business sales executive|new business sales executives|new business executive|new business executives|trade sales executive|trade sales executives|sponsorship sales executive|sponsorship sales executives',
    { areas: ['account_executive'], ic: true, leadersByExample: true },
    2,
  ),
  // … but the senior ones are the sales leadership ("senior sales executives", "top sales executives", "the sales executive team").
  noun(
    'senior sales executives|senior sales execs|top sales executives|top sales execs|chief sales executive|chief sales executives|sales executive team|sales executive teams',
    { areas: ['sales'], levels: EXEC },
    3,
  ),
  area('account executives team|closing', ['account_executive'], 1),
  noun(
    'sdr|bdr|sales development rep|sales development representative|business development rep|business development representative|sdrs|bdrs|lead development rep|lead development representative|ldr|ldrs',
    { areas: ['sales_development'], ic: true },
    2,
  ),
  area('sales development|outbound|lead generation team', ['sales_development'], 1),
  noun(
    'account manager|key account manager|strategic account manager|relationship manager|am|ams|kundenbetreuer|gestor de cuentas|gestor de contas|gestores de cuentas|gestoras de cuentas|gestores de contas|gestoras de contas|gerente de contas|gerentes de contas|gerente de cuentas|gerentes de cuentas',
    { areas: ['account_management'], ic: true },
    2,
  ),
  area('account management|key account|key accounts|key account management|farming', ['account_management'], 1),
  area(
    'renewals|upsell|existing customers|existing clients|current customers|current clients|our customers after the sale|take care of our existing clients|take care of existing clients|look after existing clients|existing accounts|customer retention|post sales|post sale|account owners|who look after existing customers|who look after existing accounts|who own customer relationships|customer relationships',
    ['account_management', 'customer_success'],
    1,
  ),
  area('new business|net new|new logos|new logo|hunting|new customer acquisition', ['new_business'], 1),
  noun('new business rep|new business reps|new business sellers', { areas: ['new_business'], ic: true }, 2),
  area(
    'business development|bizdev|biz dev|partnerships|partnership|alliances|channel|parcerias|parceria|alianzas|alianza|aliancas|partenariats|partenariat|partnerschaften|partnermanagement',
    ['business_development'],
    1,
  ),
  // "partner managers", "channel managers": the people who manage partners, not the partner rung and managers.
  noun(
    'partner manager|partner managers|partnermanager|partnermanagerin|partnermanagers|channel manager|channel managers|alliance manager|alliance managers|alliances manager|alliances managers|partner account manager|partner account managers|partnerships manager|partnerships managers|partner success manager|partner success managers',
    { areas: ['business_development'] },
    2,
  ),
  area(
    'revops|rev ops|revenue operations|revenue ops|sales operations|sales ops|salesops|sales enablement|enablement|gtm ops|gtm operations|go to market operations|go to market ops|commercial ops|deal ops|deal operations',
    ['revops'],
    2,
  ),
  area('go to market|gtm|go to market team|gtm team|go to market org|customer facing', ['sales', 'marketing', 'support'], 1),
  area(
    'sales engineering|presales|pre sales|solutions engineering|solutions consulting|avant vente|avant ventes|l avant vente|preventa|pre venta|preventas|pre venda|pre vendas|prevenda|prevendas',
    ['sales_engineering'],
    1,
  ),
  noun('sales engineer|solutions engineer|solution engineer|solutions architect|solutions consultant|presales engineer', { areas: ['sales_engineering'] }, 2),
  // Field application engineers (FAEs) support a chip, device or instrument maker's customers in design-ins: presales (session 45).
  noun(
    'field application engineer|field application engineers|field applications engineer|field applications engineers|fae|faes',
    { areas: ['sales_engineering'] },
    3,
  ),

  area('customer success|client success|cs|success', ['customer_success'], 1),
  noun('csm|customer success manager|client success manager|success manager|tam|technical account manager', { areas: ['customer_success'], ic: true }, 2),
  area(
    'customer support|customer care|customer service|client service|client services|service desk|support|tech support|technical support|kundenservice|kundendienst|service client|atencion al cliente|atendimento|klantenservice',
    ['customer_support'],
    1,
  ),
  noun(
    'support agent|support rep|support engineer|support specialist|service agent|customer service agent|customer service rep|care agent|agent|agents|agente|agentes|agenten|rep|reps|representative|representatives|specialist|specialists',
    { ic: true },
  ),
  noun(
    'technical support engineer|tech support engineer|technical support specialist|support agent|support rep|support engineer|support specialist|support representative|service agent|customer service agent|customer service rep|customer service representative|care agent|tech support rep|helpdesk agent|ingenieros de soporte|ingeniero de soporte|ingenieras de soporte|ingenieros de soporte tecnico|engenheiros de suporte|engenheiro de suporte|engenheiras de suporte|support engineers|supportengineers|supportengineer|supportmedewerkers|supportmedewerker',
    { areas: ['customer_support'], ic: true },
    2,
  ),
  // The tier of a support desk ("tier-2 agents", "L2 support", "2nd level Support", "support niveau 2"): which desk, not whom.
  word(
    'tier 1|tier 2|tier 3|tier one|tier two|tier three|tier 1 2|tier 2 3|1st level|2nd level|3rd level|first level|second level|third level|1st line|2nd line|3rd line|second line|third line|l1|l2|l3|niveau 1|niveau 2|niveau 3|nivel 1|nivel 2|nivel 3|n1|n2|n3|eerste lijn|tweede lijn|derde lijn',
    { k: 'filler' },
    1,
  ),
  // Not sales administration (the inside-sales "sales support" below).
  noun('sales support engineer|sales support engineers', { areas: ['customer_support'], ic: true }, 3),
  area('customer experience|client experience|cx', ['support'], 1),

  area('marketing|brand|content|communications|comms|pr|marketing team|mkt|mktg|mercadeo|marketing equipe', ['marketing']),
  // Press officers and spokespeople, and communications advisers (no advisors to the board), are communications: marketing.
  noun(
    'press officers|press officer|press secretaries|spokespeople|spokespersons|spokesperson|spokesmen|woordvoerders|woordvoerder|persvoorlichters|pressesprecher|pressesprecherinnen|pressereferenten|pressereferentinnen|kommunikationsreferenten|attaches de presse|attachees de presse|porte paroles|porte parole|charges de communication|portavoces|gabinete de prensa|tecnicos de comunicacion|assessores de imprensa|assessores de comunicacao|porta vozes|comms advisers|comms advisors|communications advisers|communications advisors|communicatieadviseurs|communicatiemedewerkers',
    { areas: ['marketing'] },
    3,
  ),
  noun('marketer|marketers|content marketer', { areas: ['marketing'] }, 1),
  // Session 53: content producers make the content itself (videos, courses, episodes: media production), not the marketing
  // team's posts ("produtores de conteúdo" at an e-learning platform are no marketers).
  noun(
    'content producers|content producer|produtores de conteudo|produtoras de conteudo|produtor de conteudo|productores de contenido|productoras de contenido|productor de contenido|producteurs de contenu|productrices de contenu|contentproducenten|contentproducent|content produzenten|content produzentinnen',
    { areas: ['media_production'] },
    4,
  ),
  // Growth crosses marketing, product and engineering: "growth team", "growth people", "growth engineers"; in
  // marketing it is the acquisition side (performance, demand generation, SEO/SEA, paid, lifecycle), not brand,
  // content, PR or events.
  area(
    'growth|growth team|growth teams|growth org|growth function|growth side|growth marketing|croissance|crecimiento|crescimento|wachstum|groei|' +
      'performance marketing|demand gen|demand generation|acquisition|acquisition marketing|user acquisition|customer acquisition|' +
      'seo|sea|sea specialists|sea managers|ppc|paid media|paid social|paid search|paid acquisition|paid ads|media buying|performance|lifecycle|lifecycle marketing|crm marketing|' +
      'lead generation|lead gen|marketing d acquisition|marketing de performance|marketing de crecimiento|growth hacking|adquisicion|aquisicao|akquisition|acquisitie',
    ['growth'],
    1,
  ),
  noun(
    'growth hacker|growth hackers|growth marketer|growthers|performance marketer|performance marketers|marketeers performance|growth marketeer|growth marketeers',
    { areas: ['growth'] },
    2,
  ),
  // Product marketing in six languages: one area, not marketing and product ("marketing produit", "Produktmarketing").
  area(
    'product marketing|pmm|pmms|marketing produit|marketing de producto|marketing de produto|marketing do produto|produktmarketing|produkt marketing|productmarketing|product marketing team',
    ['product_marketing'],
    2,
  ),
  noun(
    'product marketing manager|product marketer|pmm|chef de produit marketing|chefs de produit marketing|cheffe de produit marketing|responsable marketing produit|responsables marketing produit|gerente de marketing de producto|gerentes de marketing de producto|gerente de marketing de produto|gerentes de marketing de produto|produktmarketing manager|produktmarketingmanager|produktmarketingmanagerin|product marketeer|product marketeers|productmarketeer|productmarketeers',
    { areas: ['product_marketing'] },
    3,
  ),

  area('product|product management|product team|product org|produkt|produit|producto|produto', ['product']),
  noun('apm|apms|associate product manager|associate pm|associate pms', { areas: ['product_management'], levels: ['entry'] }, 3),
  noun('product owner|po|pos', { roles: ['product_owner'], areas: ['product_management'] }, 3),
  noun('product manager|pm|pms|product people|produktmanager|chef de produit|product lead', { areas: ['product_management'] }, 2),
  noun('group product manager|gpm|group pm|group pms|gpms', { areas: ['product_management'], levels: ['manager'] }, 3),
  noun(
    'project manager|program manager|programme manager|delivery manager|scrum master|pmo|tpm|tpms|technical program manager|projektmanager|projektleiter|chef de projet|jefe de proyecto|gerente de projeto|projectleider|projectmanager',
    { areas: ['project_management'] },
    3,
  ),
  area('project management|program management|programme management|delivery|pmo', ['project_management'], 2),
  // "Project and programme managers", "projet et programme": the area's word before a shared noun.
  area('project|projects|programme|programmes|programma|projet|projets|projeto|projetos|proyecto|proyectos|projekt|projekte', ['project_management']),

  area('design|ux|ui|ux ui|ui ux|product design|visual design|creative|diseno|gestaltung', ['design']),
  // Kinds of designers named by their adjective ("designers (UX, gráfico)").
  area('visual|visuel|visuels', ['design']),
  area('graphic|grafico|grafica|graficos|graficas|graphique|graphiques|grafisch|grafische|grafik', ['graphic_design']),
  noun(
    'ux researcher|user researcher|design researcher|ux research|user research|designer|designers|product designer|ux designer|ui designer|visual designer|creative director|creatives|illustrator|designerin|disenador|disenadores|ontwerper|ontwerpers',
    { areas: ['design'] },
    1,
  ),
  // Product designers in every language: design, not the product function ("designers produit", "Produktdesigner").
  noun(
    'designer produit|designers produit|designeuse produit|designeuses produit|designer de produit|designers de produit|disenador de producto|disenadores de producto|disenadora de producto|disenadoras de producto|disenador de productos|disenadores de productos|designer de produto|designers de produto|designer de produtos|designers de produtos|produktdesigner|produktdesignerin|produktdesignerinnen|productdesigner|productdesigners|productontwerper|productontwerpers',
    { areas: ['design'] },
    3,
  ),
  area(
    'design produit|design de produit|diseno de producto|diseno de productos|design de produto|design de produtos|produktdesign|productdesign|productontwerp',
    ['design'],
    3,
  ),

  area(
    'people / hr|hr / people|people and hr|people & hr|hr|human resources|people team|people operations|people ops|people function|people and culture|people & culture|personnel|personal|personalwesen|ressources humaines|capital humain|capital humano|relations sociales|experience collaborateur|rh|rrhh|recursos humanos|personeelszaken|hrm|talent development|talent management|benefits|payroll',
    ['human_resources'],
  ),
  // Payroll is an area of HR ("the payroll manager"); "on the payroll" is a condition and "payroll software" a product.
  area('payroll|payroll team|la paie|gehaltsabrechnung|lohnbuchhaltung|lohn und gehalt|lohn und gehaltsabrechnung', ['payroll'], 1),
  noun('lohnbuchhalter|lohnbuchhalterin|lohnbuchhalterinnen', { areas: ['payroll'], ic: true }, 2),
  noun('payroll clerk|payroll clerks|payroll administrator|payroll administrators|payroll specialist|payroll specialists', { areas: ['payroll'], ic: true }, 2),
  // HR business partners are a named kind of HR job ("HR managers and HRBPs" are not every HR officer); generalists are HR.
  noun('hrbp|hr business partner|business partner|people partner|people business partner|hr business partners', { areas: ['hr'], roles: ['hrbp'] }, 2),
  noun('hr generalist|generalist|generalists|generaliste|generalistes|generalista|generalistas', { areas: ['hr'] }, 2),
  area(
    'recruiting|recruitment|talent acquisition|ta|talent|hiring|sourcing|recrutement|reclutamiento|recrutamento|werving|werving en selectie|personalgewinnung|personalbeschaffung|r&s|r & s|recrutamento e selecao|reclutamiento y seleccion|seleccion de personal',
    ['recruiting'],
    1,
  ),
  // A staffing agency's recruitment consultants, dispatchers of temps and headhunters place candidates with clients: not
  // in-house recruiting ("Internal recruiting only, not a staffing agency's recruitment consultants").
  noun(
    // (Session 51: recruiters of agencies in six languages: "bureau-recruiters", "Agentur-Recruiter", "recruteurs de cabinet".)
    'bureau recruiter|bureau recruiters|bureaurecruiter|bureaurecruiters|recruiters van bureaus|recruiters van een bureau|externe recruiters|agentur recruiter|agentur recruiterin|agenturrecruiter|externe recruiter|recruteurs de cabinet|recruteur de cabinet|recruteurs en cabinet|recruteurs externes|reclutadores de agencia|reclutador de agencia|reclutadores de agencias|reclutadores externos|recrutadores de agencia|recrutador de agencia|recrutadores de agencias|recrutadores externos|external recruiters|recruiters from agencies|' +
      'personalberater|personalberaterin|personalberaterinnen|personalvermittler|personalvermittlerin|personalvermittlerinnen|personaldisponent|personaldisponentin|personaldisponenten|agency recruiter|agency recruiters|staffing consultant|staffing consultants|recruitment consultant|recruitment consultants|headhunter|headhunters|chasseur de tetes|chasseurs de tetes|consultant en recrutement|consultants en recrutement|consultante en recrutement|consultor de ett|consultores de ett|consultora de ett|consultoras de ett|consultor de seleccion|consultores de seleccion|consultora de seleccion|consultoras de seleccion|cazatalentos|consultor de recrutamento|consultores de recrutamento|consultora de recrutamento|consultoras de recrutamento|consultores de r&s|consultoras de r&s|intercedent|intercedenten|uitzendconsulent|uitzendconsulenten',
    { areas: ['agency_recruiting'] },
    3,
  ),
  noun(
    'recruiter|sourcer|talent partner|talent acquisition partner|recruteur|recruteurs|reclutador|reclutadores|recrutador|recrutadores|recruiterin',
    { areas: ['recruiting'] },
    2,
  ),

  area(
    'finance|financial|finanzen|finanz|finances|finanzas|financas|financien|financiero|financieros|financiera|financieras|financeiro|financeiros|financeira|financeiras|financier|financiers|financiere|financieres|financiele|financieel',
    ['finance'],
  ),
  noun('accountant|accountants|comptable|comptables|contable|contables|contador|contadores|buchhalter|boekhouder', { areas: ['accounting'] }, 1),
  // Indian English "accounts executives / officers" keep the books (the reader's "accounting executive", title-regional.ts).
  noun(
    'accounts executive|accounts executives|accounts officer|accounts officers|accounts assistant|accounts assistants',
    { areas: ['accounting'], ic: true },
    2,
  ),
  noun('bookkeeper|bookkeepers|bookkeeping', { areas: ['bookkeeping', 'accounting'] }, 1),
  // "Controllers" are controlling's, as the title reader reads "Controller" (reader/areas.ts; until session 27 they stood for
  // the whole finance team, which kept every treasurer and analyst of a persona that asked for controllers).
  // ("Controler", "controlers": the Portuguese spelling of the loanword.)
  noun('controller|controllers|controler|controlers|concerncontroller|concerncontrollers', { areas: ['controlling'] }, 1),
  // Financial analysts are FP&A's, as the title reader reads "Financial Analyst" (reader/areas.ts).
  noun(
    'financial analyst|financial analysts|finance analyst|finance analysts|fp&a analyst|fp&a analysts|budget analyst|budget analysts',
    { areas: ['fpa'] },
    2,
  ),
  area('treasury|tresorerie|tesoreria|tesouraria|thesaurie|cash management', ['treasury'], 1),
  // Tax is its own area of finance ("tax & treasury", "Steuerabteilung", "la fiscalité", "impuestos", "fiscaliteit").
  area(
    'tax|taxes|taxation|steuern|steuerabteilung|steuer|fiscalite|fiscalidad|fiscal|impuestos|impostos|tributario|tributaria|belastingen|fiscaliteit',
    ['tax'],
    1,
  ),
  noun(
    'fiscalist|fiscalisten|fiscaliste|fiscalistes|steuerberater|steuerberaterin|steuerreferent|steuerreferentin|tax advisor|tax advisors|tax adviser|tax advisers',
    { areas: ['tax'] },
    2,
  ),
  noun('treasurer|tesoreros|tesorero|tresoriers|tresorier|treasury analysts|treasury analyst|tesoureiro|tesoureiros', { areas: ['treasury'] }, 3),

  area('legal|law|juridique|recht|rechtsabteilung|legal team|legal department|juridico|juridica|legal and compliance|juridisch', ['legal']),
  noun(
    'lawyer|lawyers|attorney|counsel|legal counsel|solicitor|jurist|juriste|juristes|abogado|abogados|advogado|advogados|advocaat|advocaten|rechtsanwalt|law firm partner|law-firm partner',
    { areas: ['legal_counsel'] },
    1,
  ),
  noun('compliance officer|dpo|data protection officer|privacy officer|privacy counsel', { areas: ['compliance'] }, 2),

  // ("Suministros" / "suprimentos": a hospital's or a Brazilian company's purchasing department; the supply chain is "cadena de suministro".)
  area(
    'procurement|purchasing|sourcing and procurement|einkauf|beschaffung|achats|achat|compras|aprovisionamiento|suministros|suprimentos|inkoop',
    ['procurement'],
    1,
  ),
  noun('buyer|buyers|purchaser|purchasers|category manager|einkaufer|acheteur|acheteurs|comprador|compradores|inkoper|inkopers', { areas: ['procurement'] }, 1),

  area(
    'operations|ops|admin|administration|administrative|administrativo|administrativa|facilities|betrieb|operaciones|operacoes|operacao|operacion|operationeel|bedrijfsvoering|exploitation',
    ['operations'],
  ),
  // A function's own operations team is that function, not operations as well ("legal ops", "marketing operations").
  area(
    'legal ops|legal operations|legal operations team|operations juridiques|operaciones legales|operaciones juridicas|operacoes juridicas|operacoes legais|juridische operaties|legal operations manager',
    ['legal'],
    2,
  ),
  area(
    'marketing ops|marketing operations|marketing operations team|mops|operations marketing|operaciones de marketing|operacoes de marketing|marketingoperaties|marketing operaties',
    ['marketing'],
    2,
  ),
  area(
    'finance ops|finance operations|financial operations|operations financieres|operaciones financieras|operacoes financeiras|financiele operaties',
    ['finance'],
    2,
  ),
  area(
    'logistics|supply chain|logistik|logistique|logistica|logistiek|lieferkette|cadena de suministro|cadeia de suprimentos|chaine logistique|chaine d approvisionnement',
    ['logistics'],
    1,
  ),
  area('consulting|professional services', ['professional_service']),
  area('healthcare|clinical|medical|klinisch|klinische|klinischer|klinischen|area clinica|areas clinicas|area asistencial|areas asistenciales|area medica', [
    'health',
  ]),
  // Session 55: the word in the other five languages ("Área: Educação", "Bereich: Bildung").
  area('education|teaching|educacao|educacion|ensino|ensenanza|docencia|enseignement|onderwijs|bildung|unterricht', ['education']),
  area('hospitality|kitchen', ['hospitality']),
  area('production|manufacturing|plant|factory|produccion|producao|produktion|fertigung|usine|usines|fabrica|fabricas|productie', ['manufacturing']),
  // Session 59: production's staff are its individual contributors ("geen productiemedewerkers": not its team leads too).
  noun('productiemedewerkers|produktionsmitarbeiter|produktionspersonal|personal de produccion|pessoal de producao|personnel de production', {
    areas: ['manufacturing'],
    ic: true,
  }),
  noun('technician|technicians|electrician|electricians|tradespeople', { areas: ['trade'] }),

  // ---- filler (recognised words that carry nothing) -----------------------------------------------
  word(
    'a|an|the|who|whom|that|which|are|is|was|be|been|being|do|does|did|have|has|had|we|our|us|you|your|they|them|these|those|this|there|here|with|by|as|about|' +
      'keep|find|target|show|give|get|want|need|looking|look|please|list|return|select|pick|reach|contact|' +
      'person|persons|members|member|workers|worker|colleagues|company|companies|business|organisation|organization|org|firm|department|dept|departments|function|functions|area|areas|group|groups|side|teams|team|' +
      'job|jobs|kind|kinds|type|types|work|works|working|still|currently|current|now|today|too|well|both|either|else|other|others|more|most|such|similar|' +
      'can|could|should|would|may|might|will|really|very|real|actual|actually|mainly|mostly|generally|typically|usually|whatever|whichever|regardless|whether|matter|title|role|position|seniority level|' +
      'any|every|each|some|same|own|new|existing|relevant|key|main|core|whole|entire|' +
      'el|la|los|las|le|les|un|una|uno|une|des|het|een|de|der|die|das|den|dem|ein|eine|einen|o|a|os|as|um|uma|' +
      // Demonstratives ("quienes lideran esos equipos", "qui dirigent ces équipes", "wer diese Teams leitet").
      'esos|esas|estos|estas|ese|esa|ces|cette|cet|essas|esses|estes|essa|esse|diese|dieser|dieses|diesen|deze|dit|dat|' +
      'personen|mitarbeiter|mitarbeitende|krafte|arbeitskrafte|personnes|salaries|equipe|equipes|personas|equipo|equipos|pessoas|equipe|mensen|medewerkers|team|teams|level|niveau|niveaus|nivel|niveles|niveis|hierarchie|ebene|ebenen|' +
      'but|right|left|who work|working in|work in|who work in|people in|people working in|those in|someone in|sits in|sit in|based in|within the company|at the company|in the company|our company|this company|the company|' +
      // Companies of no kind ("founders of startups", "fundadores de empresas", "Gründer junger Unternehmen").
      'startups|startup|start ups|start up|scale ups|scaleups|scaleup|scale up|young companies|empresas|companias|companhias|firmen|unternehmen|junger unternehmen|junge unternehmen|entreprises|societes|jeunes entreprises|jovenes empresas|bedrijven|jonge bedrijven|ondernemingen',
    { k: 'filler' },
    -4,
  ),
  // Whom a reader turns to ("go to the owner instead", "fall back on the CFO"): carries nothing (not a range's "to").
  word('go to|go for|turn to|fall back to|fall back on|falls back to|falls back on|escalate to', { k: 'filler' }, 1),
  // Every company: no kind of employer, and no word for everyone ("Toutes les entreprises.", "en todas las empresas").
  word(
    'all companies|at all companies|in all companies|across all companies|any company|at any company|every company|alle unternehmen|in allen unternehmen|alle firmen|in allen firmen|toutes les entreprises|dans toutes les entreprises|toutes entreprises|todas las empresas|en todas las empresas|cualquier empresa|todas as empresas|em todas as empresas|qualquer empresa|alle bedrijven|bij alle bedrijven|elk bedrijf',
    { k: 'filler' },
    3,
  ),
  // ---- six-language vocabulary of issue 22 (appended with priorities above the entries they refine) ----
  noun(
    'drh|hrd|hrds|hr director|hr directors|directeur des ressources humaines|directrice des ressources humaines|directeurs des ressources humaines|responsable rh|hr leiter|hr leitung|personalleiter|personalleiterin|director de rrhh|directora de rrhh|director de recursos humanos|diretor de rh|diretora de rh|diretor de recursos humanos|hoofd hr|hr directeur',
    { areas: ['human_resources'], levels: ['head', 'director', 'vp', 'svp', 'c_level'] },
    3,
  ),
  // "RRH" (responsables RH) names HR's managers and its head, as the plural "responsables RH" does; the DRH is its director.
  noun('rrh|rrhs', { areas: ['human_resources'], levels: ['manager', 'senior_manager', 'head'] }, 3),
  word('ihren|deren|dessen|dont les|zijn|haar|ses|sus|seus|suas', { k: 'their' }, 1),
  // "the CFO and their team", "le DAF et son équipe", "el CFO y su plantilla": the people of the area named before, at any level.
  word(
    'their team|their teams|their whole team|their entire team|their department|their org|their organisation|their organization|their people|their staff|their reports|his team|her team|his or her team|and team|' +
      'sein team|seine abteilung|ihr team|ihre abteilung|ihre teams|deren team|und team|son equipe|sa equipe|ses equipes|leur equipe|leurs equipes|son service|et equipe|' +
      'su equipo|sus equipos|su plantilla|su departamento|y equipo|sua equipe|seu time|sua equipa|seus times|suas equipes|e equipe|zijn team|haar team|hun team|hun teams|zijn afdeling|en team',
    { k: 'their' },
    2,
  ),
  word('bis hin zu|au|aux|al|ao|tot en met', { k: 'to' }, 1),
  // "up to and including lead level", "bis einschließlich Senior": an inclusive end of a range, not an inclusion of its own.
  word(
    'up to and including|up to including|bis einschliesslich|bis inklusive|bis inkl|jusqu a et y compris|hasta e incluyendo|ate e incluindo',
    { k: 'to' },
    2,
  ),
  word(
    'en plantilla|de plantilla|en nomina|em folha|na folha|na folha de pagamento|op de loonlijst|in vaste dienst|fest angestellt|festangestellt|festangestellte|en cdi|cdi|salaries de l entreprise',
    { k: 'cond', employment: ['employee'] },
    1,
  ),
  noun(
    'techlead|techleads|technisch leider|technisch leiders|technisch teamleider|lead developer|lead tecnico|lider tecnico|lider tecnica|lideres tecnicos|referent technique|referente tecnico',
    { roles: ['tech_lead'], end: ['tech_lead', 'team_lead'] },
    3,
  ),
  // "technical leadership", "liderança técnica": the tech leads and the leaders above them (not individual contributors, as "técnica" alone says).
  level(
    'technical leadership|tech leadership|lideranca tecnica|liderancas tecnicas|liderazgo tecnico|leadership technique|technische leiding|technische fuhrung',
    ['tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'],
    false,
    3,
  ),
  // An engineering manager ("EM") manages engineers: the manager and senior manager rungs. Team leads are named apart ("EMs
  // and team leads", "auch Teamleiter"): every development set's "EMs and senior EMs" leaves them out.
  noun(
    'em|ems|engineering manager|eng manager|gerente de ingenieria|gerentes de ingenieria|gerente de engenharia|gerentes de engenharia|responsable ingenierie|engineering managerin',
    { areas: ['software', 'hardware'], levels: ['manager', 'senior_manager'] },
    3,
  ),
  noun('teamleiter engineering|teamleiter entwicklung', { areas: ['software', 'hardware'], levels: ['team_lead', 'manager'] }, 3),
  { phrases: 'infrastructure|infra', tag: { k: 'area', areas: ['it'], engineers: ['devops'] }, p: 2 },
  area(
    'plataforma|plateforme|plattform|plattformteam|confiabilidade|confiabilidad|fiabilidad|fiabilite|infraestrutura|infraestructura|betrouwbaarheid|platformteam',
    ['devops'],
    2,
  ),
  area(
    'tic|ict|tecnologia da informacao|tecnologias da informacao|tecnologia de la informacion|tecnologias de la informacion|technologie de l information|technologies de l information|informationstechnologie|informationstechnik|informatietechnologie|informatica|automatisering|informatievoorziening|systeembeheer|netwerkbeheer|applicatiebeheer|ict afdeling|it afdeling|it abteilung|service informatique',
    ['it'],
    2,
  ),
  noun(
    'systeembeheerder|systeembeheerders|netwerkbeheerder|netwerkbeheerders|ict beheerder|ict beheerders|applicatiebeheerder|applicatiebeheerders',
    { areas: ['it'], roles: ['it_admin'] },
    3,
  ),
  area(
    'seguranca|seguranca da informacao|seguranca de ti|seguridad de la informacion|seguridad informatica|securite informatique|securite de l information|securite des systemes d information|cybersecurite|cyber securite|ciberseguridad|ciberseguranca|informationssicherheit|it sicherheit|cybersicherheit|informatiebeveiliging|cyberbeveiliging|appsec|application security|secops|grc security|offensive security',
    ['security'],
    3,
  ),
  noun('architect|architects|architekt|architektin|architecte|architectes|arquitecto|arquitectos|arquiteto|arquitetos|architecten', { ic: true }, 1),
  word('vanaf|ab|a partir de|a partir do|a partir da|a partir des|a partir du|a partir d|desde', { k: 'min' }, 1),
  word(
    'para cima|pra cima|e acima|en adelante|hacia arriba|y por encima|por encima|und daruber|und hoher|oder hoher|oder daruber|et au dessus|en hoger|en verder|en hoger op|aufwarts|nach oben|et plus haut|et au dela',
    { k: 'up' },
    2,
  ),
  area('datenwissenschaft|science des donnees|ciencia de datos|ciencia de dados|datawetenschap|data sciences', ['data_science'], 2),
  noun(
    'datenwissenschaftler|scientifique des donnees|scientifiques des donnees|cientifico de datos|cientificos de datos|cientista de dados|cientistas de dados|datawetenschapper|datawetenschappers',
    { areas: ['data_science'] },
    3,
  ),
  // Field vs inside sales: how sellers work, an area of sales each.
  area(
    'field sales|outside sales|field sales team|on the road|terrain|de terrain|sur le terrain|itinerant|itinerants|itinerante|itinerantes|nomade|nomades|en clientele|sur la route|im aussendienst|reisend|reisende|de campo|en campo|de rua|op de weg|op pad|vente terrain|ventes terrain|force de vente terrain|aussendienst|vertriebsaussendienst|ventas de campo|ventas externas|venta externa|vendas externas|venda externa|vendas de campo|buitendienst|field|outside',
    ['field_sales'],
    3,
  ),
  noun('charge d affaires|charges d affaires|chargee d affaires|chargees d affaires', { areas: ['new_business'] }, 3),
  // An "ingénieur commercial" closes deals: an account executive, as the title reader reads the title (not a prospector).
  noun(
    'ingenieur commercial|ingenieurs commerciaux|inge commercial|inge commerciaux|inge commerciale|inges commerciaux|ingenieure commerciale|ingeniero comercial|ingenieros comerciales|engenheiro comercial|engenheiros comerciais',
    { areas: ['account_executive'] },
    3,
  ),
  // … and so does an "ingénieur d'affaires", as the title reader reads "Ingénieur d'affaires"; at an IT services firm (an ESN)
  // the seller also keeps the accounts it won: account management too (lexicon-industry.ts INDUSTRY_SENSES, beside ESN words).
  noun(
    'ingenieur d affaires|ingenieurs d affaires|ingenieure d affaires|ingenieures d affaires|inge d affaires|inges d affaires',
    { areas: ['account_executive'] },
    3,
  ),
  noun('chef des ventes|chefs des ventes', { areas: ['sales'], levels: ['manager', 'senior_manager', 'head'] }, 3),
  noun(
    'field sales executive|field sales executives|field sales exec|field sales execs|outside sales executive|outside sales executives|field sales rep|field sales representative|field seller|field sellers|field salespeople|field rep|outside sales rep|outside sales representative|territory rep|territory manager|area sales manager|commercial terrain|commerciaux terrain|commerciale terrain|commerciales terrain|attache commercial|attaches commerciaux|vrp|aussendienstler|aussendienstmitarbeiter|aussendienstmitarbeiterin|aussendienstmitarbeitende|gebietsverkaufsleiter|vendedor de campo|vendedores de campo|vendedor externo|vendedores externos|vendedora externa|vendedoras externas|representante de ventas de campo|comercial de campo|comerciales de campo|buitendienstmedewerker|buitendienstmedewerkers|vertegenwoordiger|vertegenwoordigers|technico commercial|technico commerciale|technico commerciaux|technico commerciales|technical sales rep|technical sales reps|technical sales representative|technical sales representatives|tecnico comercial|tecnicos comerciales|tecnica comercial|tecnicas comerciales|tecnicos comerciais|technisch commercieel medewerker|technisch commerciele medewerkers|technische aussendienstmitarbeiter',
    { areas: ['field_sales'], ic: true },
    3,
  ),
  area(
    'inside sales|inside sales team|vente sedentaire|ventes sedentaires|innendienst|vertriebsinnendienst|ventas internas|venta interna|vendas internas|venda interna|binnendienst|verkoopbinnendienst|verkoop binnendienst|telesales|televente|' +
      // Sales administration (reader/title-vocab.ts): the order desk, the sales back office, sales support.
      'sales back office|sales backoffice|sales office|sales support|sales admin|sales administration|order desk|order desks|auftragsabwicklung|auftragsbearbeitung|vertriebsassistenz|administration des ventes|adv|back office commercial|back office des ventes|administracion de ventas|back office comercial|backoffice comercial|administracao de vendas|backoffice verkoop|orderdesk|orderafhandeling|orderverwerking|verkoopondersteuning',
    ['inside_sales'],
    3,
  ),
  noun(
    'inside sales executive|inside sales executives|internal sales executive|internal sales executives|telesales executive|telesales executives|telesales exec|telesales execs|inside sales rep|inside sales representative|inside seller|inside sellers|commercial sedentaire|commerciaux sedentaires|commerciale sedentaire|commerciales sedentaires|sedentaire|sedentaires|innendienstler|innendienstmitarbeiter|innendienstmitarbeiterin|innendienstmitarbeitende|vendedor interno|vendedores internos|vendedora interna|vendedoras internas|binnendienstmedewerker|binnendienstmedewerkers|televendeur|televendeurs|teleconseiller commercial|' +
      'sales support coordinators|sales support coordinator|sales administrators|sales administrator|order desk clerks|assistants commerciaux|assistantes commerciales|assistant commercial|assistante commerciale|gestionnaires adv|gestionnaire adv|vertriebsassistenten|vertriebsassistentinnen|asistentes comerciales|asistente comercial|assistentes comerciais|assistente comercial',
    { areas: ['inside_sales'], ic: true },
    3,
  ),
  area(
    'operaciones de ventas|operaciones comerciales|operacoes de vendas|operacoes comerciais|operations commerciales|operations des ventes|ops commerciales|ops commerciaux|ops des ventes|ops ventes|ops de ventas|ops comerciales|ops de vendas|ops comerciais|vertriebsoperations|vertriebs operations|vertriebs ops|vertrieb ops|vertriebssteuerung|verkoopoperaties|verkoop operaties|verkoop ops|commerciele operaties|sales operaties',
    ['revops'],
    3,
  ),
  area(
    'bizops|biz ops|business ops|business operations|strategy|strategy and operations|strategy & operations|strategy and ops|strategy & ops|strategy ops|corporate strategy|strategie|strategie et operations|strategie en operaties|strategie und operations|estrategia|estrategia y operaciones|estrategia e operacoes|estrategia y negocio',
    ['strategy'],
    2,
  ),
  noun('strategist|strategists|strategy analyst|strategy manager|bizops analyst|business operations analyst|strateeg|strategen', { areas: ['strategy'] }, 3),
  area(
    'service clients|support client|relation client|relations clients|service a la clientele|service aux clients|soporte|soporte al cliente|servicio al cliente|servicio de atencion al cliente|atendimento ao cliente|suporte|suporte ao cliente|klantenondersteuning',
    ['customer_support'],
    2,
  ),
  area('accounting|buchhaltung|rechnungswesen|comptabilite|compta|contabilidad|contabilidade|boekhouding', ['accounting'], 2),
  // Financial planning in the six languages ("Planejamento Financeiro", "planification financière", "Finanzplanung").
  area(
    'fp&a|fpa|fp and a|financial planning|financial planning and analysis|planificacion financiera|planeacion financiera|planejamento financeiro|planeamento financeiro|planification financiere|finanzplanung|financiele planning',
    ['fpa'],
    2,
  ),
  // Controlling (management accounting, "contrôle de gestion", "controladoria") is its own area beside FP&A: a persona that
  // wants both names both ("FP&A and controlling").
  area('controlling|controle de gestion|control de gestion|controladoria|business controlling', ['controlling'], 2),
  noun('fp&a analyst|budget analyst', { areas: ['fpa'] }, 3),
  noun(
    'controleur de gestion|controleurs de gestion|controller financiero|controladores|financial controller|business controller',
    { areas: ['controlling'] },
    3,
  ),
  area(
    'compliance|privacy|data protection|datenschutz|protection des donnees|proteccion de datos|protecao de dados|privacidad|privacidade|gegevensbescherming|conformite|cumplimiento|conformidade|regulatory|aml|kyc|aml kyc|aml and kyc|anti money laundering|know your customer|financial crime|fincrime|sanctions screening|blanchiment|geldwasche|geldwaesche|lavado de dinero|lavagem de dinheiro|witwassen',
    ['compliance'],
    2,
  ),
  // Media buyers buy paid media: the acquisition side of marketing (growth), like paid social and SEA.
  noun(
    'media buyer|media planner|comprador de medios|compradores de medios|comprador de midia|compradores de midia|comprador de media|compradores de media|acheteur media|acheteurs media|mediabuyer|mediabuyers|mediaeinkaufer',
    { areas: ['growth'] },
    4,
  ),
  noun(
    'consejo|consejo de administracion|consejo asesor|miembros del consejo|conselho|conselho de administracao|conselho consultivo|membros do conselho|raad van advies|raad van commissarissen|aufsichtsrate|beirat|beirate|beiratsmitglied|beiratsmitglieder|verwaltungsrat|comite consultatif',
    { employment: ['board', 'advisor'], alone: true },
    2,
  ),
  noun(
    'gerente de produto|gerentes de produto|gerente de producto|gerentes de producto|gestor de produto|gestores de produto|chef de produit|chefs de produit|produktmanager|produktmanagerin|productmanager|productmanagers',
    { areas: ['product_management'] },
    4,
  ),
  word('nem|noch|evenmin|tampoco|nem os|nem as', { k: 'neg' }, 1),
  area('sucesso do cliente|exito del cliente|exito de clientes|succes client|klantsucces|kundenerfolg', ['customer_success'], 2),
  noun(
    'programmamanager|programmamanagers|programmmanager|programmmanagerin|programmleiter|gestor de programas|gerente de programa',
    { areas: ['project_management'] },
    3,
  ),
  noun('analysten|analystin|analystes|analistas|analisten|analist|analyste|analista|analyst', { ic: true }, 1),
  // ---- business functions in six languages (session 10) ---------------------------------------------
  // "abogados internos", "juristes internes", "interne Juristen": in-house people, not interns.
  word('interne|internes|interno|internos|interna|internas|inhouse|in huis|intern werkzaam', { k: 'cond', employment: ['employee'] }, 2),
  noun(
    'fondateurs|fondatrices|cofondateurs|cofondatrices|fundadoras|cofundadoras|grunderinnen|mitgrunderinnen|oprichters|medeoprichters|mede oprichters|socios fundadores|socias fundadoras|socios fundadores|fundadores socios|socio fundador|socia fundadora|fundador socio',
    { traits: ['founder'], alone: true },
    2,
  ),
  // "cofundadores técnicos", "fondateurs techniques", "sócios técnicos": the adjective after founders is their technical side
  // (as "technical co-founders"), not technicians.
  noun(
    'fundadores tecnicos|cofundadores tecnicos|fundador tecnico|cofundador tecnico|fundadoras tecnicas|cofundadoras tecnicas|fondateurs techniques|cofondateurs techniques|fondateur technique|cofondateur technique|fundadores tecnologicos|socios fundadores tecnicos|technische oprichters|technische mede oprichters|technische medeoprichters|technische grunder|technische mitgrunder|technischer grunder|technischer mitgrunder',
    { traits: ['founder'], areas: ['software', 'hardware'], alone: true },
    3,
  ),
  noun(
    'eigenaren|eigenaars|mede eigenaar|mede eigenaren|proprietaires|propietarios|propietarias|proprietarios|proprietarias|duenos|duenas|donos|donas|inhaberinnen|gesellschafter|gesellschafterin|gesellschafterinnen|firmeninhaber',
    { traits: ['owner'], alone: true },
    2,
  ),
  // The owner who runs the company: a Dutch "DGA" (directeur-grootaandeelhouder), a "geschäftsführender Gesellschafter", a
  // "gérant associé", a "socio director", a "sócio-diretor", an "owner-director": its chief executive and an owner.
  noun(
    'dga|dgas|directeur grootaandeelhouder|directeuren grootaandeelhouders|geschaftsfuhrender gesellschafter|geschaftsfuhrende gesellschafter|' +
      'gerant associe|gerants associes|socio director|socios directores|socio diretor|socios diretores|owner director|owner directors',
    { traits: ['owner'], levels: ['c_level'], alone: true },
    3,
  ),
  // Session 51: founders who run the company as its managing director ("geschäftsführende Gründer", "managing founders",
  // "fondateurs dirigeants"): the managing director's seat they hold (not every co-founder: a founding CTO runs no company).
  noun(
    'geschaftsfuhrende grunder|geschaftsfuhrender grunder|geschaftsfuhrenden grunder|geschaftsfuhrende grunderin|geschaftsfuhrende grunderinnen|' +
      'managing founders|managing founder|fondateurs dirigeants|fondateur dirigeant|fondatrice dirigeante|fundadores directores generales',
    { roles: ['ceo'], alone: true },
    3,
  ),
  // "socios" / "sócios" / "associés" / "vennoten": the company's partners (partner rung, or its owners).
  noun(
    'socio|socios|socia|socias|associe|associes|associee|associees|vennoot|vennoten|teilhaber|teilhaberin',
    { levels: ['partner', 'owner'], alone: true },
    2,
  ),
  noun(
    'juristen|juristinnen|syndikusanwalt|syndikusanwalte|syndikusrechtsanwalt|syndikusrechtsanwalte|justiziar|justiziare|justitiar|unternehmensjurist|unternehmensjuristen|juriste d entreprise|juristes d entreprise|abogado interno|asesor juridico|asesores juridicos|asesoria juridica|advogado interno|advogados internos|assessor juridico|assessora juridica|assessores juridicos|assessoras juridicas|abogados internos|abogada interna|juristes internes|juriste interne|bedrijfsjurist|bedrijfsjuristen|juridisch adviseur|juridische adviseurs|in house counsel|corporate counsel',
    { areas: ['legal_counsel'] },
    2,
  ),
  // Plural and inflected adjectives of the legal field ("analistas jurídicos", "analystes juridiques", "abogados legales").
  area('juridicos|juridicas|juridiques|legales|juridische|juristische|juristischen|juristisch', ['legal'], 1),
  area(
    'juridische zaken|afdeling juridische zaken|asesoria juridica|servicio juridico|direction juridique|departement juridique|service juridique|departamento legal|departamento juridico|rechtsabteilung',
    ['legal'],
    2,
  ),
  noun(
    'chefs de projet|cheffes de projet|chef de projets|chefs de projets|responsables de projet|directeurs de programme|directeur de programme|directrices de programme|directeurs de projet|jefes de proyecto|jefas de proyecto|gestores de proyectos|gestor de proyectos|gerentes de proyecto|gerentes de proyectos|directores de programa|director de programa|gestores de projetos|gestor de projetos|gerentes de projetos|gerentes de projeto|diretores de programa|coordenadores de projetos|coordinadores de proyectos|projectleiders|programmamanagers|programmadirecteur|programmadirecteuren|program directors|programme directors|project directors|project leads|project leaders|projektleiterinnen|projektmanagerinnen|programmleiter',
    { areas: ['project_management'] },
    3,
  ),
  noun(
    'conseiller clientele|conseillers clientele|conseillere clientele|conseilleres clientele|conseillers client|charges de clientele|chargee de clientele|agents de support|agentes de soporte|agentes de atencion al cliente|atendentes|analistas de suporte|analista de suporte|klantenservicemedewerkers|supportmedewerkers|kundenbetreuer|kundenberater|servicemitarbeiter',
    { areas: ['customer_support'], ic: true },
    3,
  ),
  // A contact or call centre named as a department ("contact centre managers at insurers", "Leiter Callcenter"); the companies
  // that run them for others are employers (lexicon-employers.ts, plural and "empresas de …" forms).
  area(
    'contact centre|contact center|call centre|call center|callcenter|service center|service centre|servicecenter|centro de contacto|centro de llamadas|central de atendimento|centre d appels|centre de contact|klantcontactcentrum|kcc',
    ['customer_support'],
    2,
  ),
  area(
    'atendimento|atendimento ao cliente|servico ao cliente|servicos ao cliente|servico de apoio ao cliente|apoio ao cliente|servico de atendimento ao cliente|suporte tecnico|soporte tecnico|support technique|service apres vente|sav|kundenservice|kundensupport|klantcontact|servicedesk',
    ['customer_support'],
    2,
  ),
  area('contabilite|comptabilite generale|contabilidad|contabilidade|boekhouding|financiele administratie|finanzbuchhaltung|rechnungswesen', ['accounting'], 3),
  // Accounts payable and receivable in six languages ("contas a pagar", "cuentas por cobrar", "Kreditorenbuchhaltung",
  // "comptabilité clients", "debiteurenadministratie"; "Kreditoren- und Debitorenbuchhaltung" splits at the hyphen): a
  // part of accounting ("accounting" covers it, "no accountants" leaves it).
  area(
    'accounts payable|accounts receivable|ap/ar|ap ar|credit control|collections|recouvrement|cobranza|cobranzas|cobros|cobranca|cobrancas|contas a pagar|contas a receber|contas a pagar e receber|contas a pagar e a receber|contas pagar|contas receber|cuentas por pagar|cuentas por cobrar|cuentas a pagar|cuentas a cobrar|cuentas por pagar y cobrar|' +
      'kreditorenbuchhaltung|debitorenbuchhaltung|kreditoren|debitoren|kreditorenmanagement|debitorenmanagement|forderungsmanagement|' +
      'comptabilite clients|comptabilite fournisseurs|comptabilite fournisseurs et clients|compta fournisseurs|compta clients|comptes fournisseurs|comptes clients|' +
      'crediteuren|debiteuren|crediteurenbeheer|debiteurenbeheer|crediteurenadministratie|debiteurenadministratie|payables|receivables',
    ['ap_ar'],
    3,
  ),
  // "AP" and "AR" said short next to their team's words (alone they may be augmented reality).
  area('ap team|ar team|ap teams|ar teams|ap and ar|ap & ar|ap or ar', ['ap_ar'], 3),
  noun(
    'kreditorenbuchhalter|kreditorenbuchhalterin|kreditorenbuchhalterinnen|debitorenbuchhalter|debitorenbuchhalterin|debitorenbuchhalterinnen|' +
      'comptable fournisseurs|comptables fournisseurs|comptable clients|comptables clients|' +
      'crediteurenadministrateur|crediteurenadministrateurs|debiteurenadministrateur|debiteurenadministrateurs|crediteurenmedewerker|debiteurenmedewerker|crediteurenmedewerkers|debiteurenmedewerkers|ap clerk|ap clerks|ar clerk|ar clerks|ap/ar clerks|ap ar clerks',
    { areas: ['ap_ar'] },
    3,
  ),
  noun(
    'aides comptables|aide comptable|chef comptable|chefs comptables|comptables|contables|contadores|contadoras|auxiliares contables|analistas contabeis|analista contabil|boekhouders|buchhalterinnen|bilanzbuchhalter|finanzbuchhalter|financieel administrateurs|financieel medewerkers',
    { areas: ['accounting'] },
    3,
  ),
  noun(
    'controleurs de gestion|controleuses de gestion|controleur de gestion|controladores|analistas de controladoria|business controllers|financial controllers',
    { areas: ['controlling'] },
    3,
  ),
  noun('analista de fp&a|analistas de fp&a', { areas: ['fpa'] }, 3),
  noun(
    'acheteurs|acheteuses|acheteur|compradoras|compradores|einkauferinnen|einkaufer|inkopers|inkoper|category managers|purchasing agents|procurement specialists|procurement analysts|sourcing managers|strategic buyers',
    { areas: ['procurement'] },
    3,
  ),
  area('suprimentos|aprovisionamiento|abastecimiento|approvisionnement|inkoop|inkoopafdeling|einkaufsabteilung|strategic sourcing', ['procurement'], 2),
  noun(
    'dpo|dpos|data protection officer|data protection officers|privacy officer|privacy officers|privacy lead|privacy leads|privacy manager|privacy managers|fg|fgs|datenschutzbeauftragter|datenschutzbeauftragte|datenschutzbeauftragten|delegue a la protection des donnees|delegues a la protection des donnees|delegado de proteccion de datos|delegados de proteccion de datos|encarregado de dados|encarregados de dados|encarregado de protecao de dados|functionaris gegevensbescherming|fg|dsb|dsbs',
    { roles: ['dpo'], areas: ['compliance'] },
    3,
  ),
  // ("nómina", "folha de pagamento" also mean "on the payroll", i.e. employed: not listed.)
  noun(
    'compliance officers|compliance managers|responsables conformite|responsable conformite|oficial de cumplimiento|analistas de compliance',
    { areas: ['compliance'] },
    3,
  ),
  area(
    'paie|gestion de la paie|salarisadministratie|loonadministratie|lohnabrechnung|entgeltabrechnung|nomina|nominas|folha de pagamento|folha de pagamentos|folha|departamento pessoal|departamento de pessoal',
    ['payroll'],
    2,
  ),
  // The Brazilian "DP" (departamento pessoal: payroll, admissions, benefits) as a team is HR, as the title reader reads "Analista de DP".
  area('time de dp|equipe de dp|area de dp|setor de dp', ['human_resources'], 2),
  // Learning and development is its own area of HR (also HR in general: AREA_ALSO), so "L&D" names no recruiter or HRBP.
  area(
    'l&d|l and d|learning and development|learning & development|learning|training|formation|formacion|formacao|capacitacion|treinamento|treinamento e desenvolvimento|t&d|opleidingen|opleiding|weiterbildung|personalentwicklung|people development',
    ['learning'],
    1,
  ),
  // Session 46: trainers of the company's drivers and machine operators are its learning people (title reader: the same words).
  noun(
    'in house trainers|in house trainer|internal trainers|corporate trainers|staff trainers|driver trainers|driver trainer|driver cpc trainers|driver cpc trainer|driving instructors|driver instructors|fahrertrainer|fahrertrainerin|fahrertrainerinnen|formateurs conducteurs|formateurs de conducteurs|formateurs caristes|instructores de conductores|instructores de operadores|instrutores de motoristas|instrutores de operadores|chauffeurstrainers|chauffeurstrainer',
    { areas: ['learning'], ic: true },
    3,
  ),
  // People operations is HR's administration, not its recruiters ("not people ops" leaves talent acquisition in).
  area('people ops|people operations|people operations team|people ops team|hr ops|hr operations|hr operations team', ['hr'], 2),
  // "VP people", "director of people": in lower case too, a leader "of people" leads HR, not everyone (lexicon-buyers.ts: heads).
  noun('director of people|directors of people', { areas: ['human_resources'], levels: ['director'] }, 3),
  noun('vp people|vp of people|vps of people', { areas: ['human_resources'], levels: ['vp', 'svp'] }, 3),
  // Pay and benefits is HR proper, not recruiting ("comp & ben", "C&B", "total rewards").
  // Session 35: it is an area of its own, reward (HR too): "reward specialists", "Vergütung", "rémunération et avantages".
  area(
    'comp & ben|comp and ben|comp ben|c&b|c & b|compensation & benefits|compensation and benefits|total rewards|rewards|reward|compensation|verguetung|vergutung|remuneration|remuneration et avantages|compensacion|compensaciones|remuneracion|remuneracao|remuneracoes|beloning|beloningen|reward coe|reward centre of excellence|reward center of excellence|verguetung und benefits|vergutung und benefits|verguetung und zusatzleistungen|remuneration et avantages sociaux|compensacion y beneficios|compensaciones y beneficios|remuneracao e beneficios|beloning en benefits|beloning en arbeidsvoorwaarden',
    ['reward'],
    2,
  ),
  // HR's talent centre of excellence is learning and development, not recruiting ("L&D / Talent CoE leads").
  area('talent coe|talent coes|talent centre of excellence|talent center of excellence|talent and learning|talent & learning', ['learning'], 3),
  // The finance shared-services centre (SSC / GBS), in six languages: an area of finance (accounting too).
  area(
    'shared services|shared service|shared services center|shared services centre|shared service center|shared service centre|finance shared services|shared services centers|shared services centres|ssc|sscs|centro de servicios compartidos|centros de servicios compartidos|centre de services partages|centres de services partages|centro de servicos compartilhados|centros de servicos compartilhados|shared service zentrum|gedeelde dienstencentrum|shared service centrum',
    ['shared_services'],
    2,
  ),
  noun(
    'personalreferent|personalreferentin|personalreferenten|personalreferentinnen|hr referent|hr referentin|hr referenten|charge rh|charges rh|chargee rh|chargees rh|tecnico de rrhh|tecnicos de rrhh|analista de rh|analistas de rh|hr adviseur|hr adviseurs|p&o adviseur|p&o adviseurs',
    { areas: ['hr'] },
    3,
  ),
  area(
    'p&o|p and o|personeel en organisatie|hr afdeling|personeelsafdeling|gente e gestao|departamento pessoal|departamento de pessoal|relations humaines|recursos humanos|rrhh|rh',
    ['human_resources'],
    2,
  ),
  // ---- tech and go-to-market vocabulary in six languages (session 10) ------------------------------
  // Machine learning / AI as a field is the data science side; ML and AI engineers are software engineers.
  area(
    'machine learning|maschinelles lernen|apprentissage automatique|aprendizaje automatico|aprendizado de maquina|ml|ai|ki|kunstliche intelligenz|artificial intelligence|intelligence artificielle|inteligencia artificial|kunstmatige intelligentie|ai team|ml team',
    ['data_science'],
    1,
  ),
  // ML / AI engineers are a kind of software engineer a persona can name on its own ("data scientists and ML engineers").
  noun(
    'ml engineer|machine learning engineer|ai engineer|ki engineer|ml ops engineer|mlops engineer|ki entwickler|ml entwickler|ki ingenieur|ml ingenieur|ml ingenieure|ki ingenieure|machine learning ingenieur|machine learning ingenieure|deep learning engineer|computer vision engineer|nlp engineer|ml developer|ai developer|ingenieur ml|ingenieurs ml|ingenieur machine learning|ingenieurs machine learning|ingeniero de machine learning|ingenieros de machine learning|ingeniero de ml|ingenieros de ml|engenheiro de machine learning|engenheiros de machine learning|engenheiro de ml|engenheiros de ml|ml engineering|machine learning engineering',
    { roles: ['ml_engineer'] },
    3,
  ),
  noun(
    'forscher|forscherin|chercheur|chercheurs|chercheuse|investigador|investigadores|pesquisador|pesquisadores|onderzoeker|onderzoekers',
    { areas: ['research'] },
    2,
  ),
  noun('ml forscher|ki forscher', { areas: ['data_science'] }, 3),
  noun(
    'wissenschaftler|wissenschaftlerin|scientifique|scientifiques|cientifico|cientificos|cientista|cientistas|wetenschapper|wetenschappers',
    { areas: ['research'] },
    2,
  ),
  word(
    'egal welche ebene|egal auf welcher ebene|egal welcher ebene|unabhangig von der ebene|unabhangig von der hierarchie|auf allen ebenen|aller ebenen|auf jeder ebene|jeder ebene|jeder hierarchiestufe|alle hierarchieebenen|' +
      'em qualquer nivel|de qualquer nivel|em todos os niveis|de todos os niveis|seja qual for o nivel|independentemente do nivel|' +
      'de cualquier nivel|en cualquier nivel|en todos los niveles|sea cual sea su nivel|independientemente del nivel|' +
      'de tous niveaux|a tous les niveaux|de tout niveau|quel que soit leur niveau|quel que soit leur poste|' +
      'op elk niveau|op alle niveaus|van elk niveau|ongeacht het niveau|ongeacht hun niveau',
    { k: 'any' },
    2,
  ),
  word(
    'todo mundo|toda la gente|toda a gente|gente|la gente|a gente|todo o|toda a|todos os|todas as|todo el|toda la|todo|toda|tout le personnel|alle mitarbeitenden|alle leute',
    { k: 'all' },
    -1,
  ),
  word(
    'im bereich|aus dem bereich|in dem bereich|bereich|bereiche|leute|aber|inteira|inteiro|entera|entero|completa|completo|complete|entier|entiere|gesamte|gesamten|ganze|ganzen|het hele|de hele|hele|ceux|celles|ceux qui|celles qui',
    { k: 'filler' },
    -3,
  ),
  noun('coordenador|coordenadora|coordenadores|coordenadoras', { levels: ['team_lead'] }, 2),
  noun('tecnico|tecnicos|tecnica|tecnicas|technicien|techniciens|technicienne|techniker|technikerin|technicus', { ic: true }, 1),
  noun(
    'terceirizado|terceirizados|terceirizada|terceirizadas|subcontratado|subcontratados|sous traitant|sous traitants|gedetacheerde|gedetacheerden|subcontractors|subcontractor|sub contractors|subcontratas|subcontratistas|subunternehmer|nachunternehmer|onderaannemers|onderaannemer',
    { employment: ['contractor', 'fractional'], alone: true },
    2,
  ),
  word('qualquer cargo|cualquier cargo|cualquier puesto|tout poste|any role|any title|any position|jede position|elke functie', { k: 'any' }, 2),
  word('inklusive|einschliesslich|samt|inclusief|incluyendo a|incluindo os|incluindo as', { k: 'ex' }),
  // ---- business functions, session 11 ----------------------------------------------------------------
  // "not ex-founders", "keine ehemaligen Gründer": a past role is never a current one, so the noun after it names nobody here.
  word(
    'ex|former|formerly|previous|ehemalige|ehemaligen|ehemaliger|fruhere|fruheren|ancien|anciens|ancienne|anciennes|antiguo|antiguos|antigua|antiguas|antigo|antigos|voormalig|voormalige|oud',
    { k: 'former' },
    -1,
  ),
  word('bzw|beziehungsweise|respektive|resp|ou bien|o bien|ofwel', { k: 'sep' }),
  word('egal welche position|egal welche rolle|sea cual sea el cargo|cualquiera que sea su cargo|independentemente do cargo', { k: 'any' }, 2),
  // "Finance leaders, whatever their title", "Décideurs RH, quel que soit leur titre": how a title is worded, not a
  // level; the leaders stay leaders (it used to read as "any level" and keep the whole department).
  word(
    'whatever their title|whatever their titles|whatever the title|regardless of title|regardless of their title|no matter their title|no matter the title|irrespective of title|' +
      'egal welcher titel|unabhangig vom titel|quel que soit le titre|quel que soit leur titre|quel que soit leur intitule|quel que soit leur intitule de poste|quel que soit l intitule|peu importe le titre|peu importe leur titre|' +
      'sea cual sea su titulo|independientemente del titulo|independentemente do titulo|ongeacht de titel|ongeacht hun titel|ongeacht de functietitel',
    { k: 'filler' },
    3,
  ),
  word('des unternehmens|der firma|des betriebs|de l entreprise|de la societe|de la empresa|da empresa|van het bedrijf|van de onderneming', { k: 'filler' }, 1),
  // German compounds of founder and owner words: "Firmengründer", "Unternehmensgründerin", "Gründungsmitglied".
  noun(
    'firmengrunder|unternehmensgrunder|firmengrunderin|unternehmensgrunderin|grundungsmitglied|grundungsmitglieder|grundungsteam|grundungsgesellschafter|grunderteam|grundungspartner',
    { traits: ['founder'], alone: true },
    2,
  ),
  noun('firmeninhaberin|unternehmensinhaber|unternehmensinhaberin|eigentumerin|eigentumerinnen|besitzer|besitzerin', { traits: ['owner'], alone: true }, 2),
  noun(
    'die das unternehmen gegrundet haben|die die firma gegrundet haben|wer das unternehmen gegrundet hat|wer die firma gegrundet hat|das unternehmen gegrundet|die firma gegrundet|gegrundet haben|gegrundet hat|mitgegrundet|gegrundet|ont fonde l entreprise|qui ont fonde|a fonde|ont fonde|fonde l entreprise|fundaron la empresa|fundaron|fundo la empresa|fundaram a empresa|fundaram|fundou|hebben opgericht|heeft opgericht|opgericht',
    { traits: ['founder'], alone: true },
    2,
  ),
  noun(
    'die das unternehmen besitzen|denen das unternehmen gehort|denen die firma gehort|dem das unternehmen gehort|besitzen|besitzt|gehort|possedent l entreprise|possedent|son duenos de la empresa|son duenos|sao donos da empresa|sao donos|bezitten|eigenaar zijn',
    { traits: ['owner'], alone: true },
    2,
  ),
  word(
    'of other companies|at other companies|of another company|at another company|elsewhere|of side projects|of a side project|side projects|side project|outside the company|' +
      'anderer firmen|anderer unternehmen|von anderen firmen|von anderen unternehmen|woanders|anderswo|von nebenprojekten|nebenprojekte|nebenprojekten|' +
      'd autres entreprises|d autres societes|ailleurs|de projets annexes|de otras empresas|en otras empresas|de proyectos paralelos|de outras empresas|em outras empresas|de projetos paralelos|van andere bedrijven|bij andere bedrijven|elders|van nevenprojecten',
    { k: 'elsewhere' },
    2,
  ),
  word(
    'even if|even when|even though|no matter if|regardless of whether|whether they are called|whether their title is|whatever they call themselves|' +
      'auch wenn|egal ob|selbst wenn|auch falls|meme si|meme s ils|meme quand|aunque|incluso si|aun si|mesmo que|mesmo se|ainda que|ook als|zelfs als|ongeacht of',
    { k: 'aside' },
    2,
  ),
  word('aktuelle|aktuellen|derzeitige|derzeitigen|actuels|actuelles|actuel|actuelle|actuales|actual|atuais|atual|huidige', { k: 'filler' }, -1),
  noun(
    'investisseur|investisseurs|inversor|inversores|investidor|investidores|investeerder|investeerders|investoren|investorin|investorinnen',
    { employment: ['board'], alone: true },
    1,
  ),
  level('direktoren|direktorinnen|directeuren', ['director'], false, 1),
  level('leiterinnen', ['head'], false, 1),
  level('managerinnen', MANAGERS, false, 1),
  // Legal counsel (lawyers, paralegals, contracts) apart from compliance and privacy: both are legal.
  noun(
    'abogada|abogadas|advogada|advogadas|juristin|jurista|juristas|avocat|avocats|avocate|avocates|letrado|letrados|letrada|letradas|syndikus|syndikusanwaltin|syndikusanwaltinnen|legal counsels|counsels|legal advisor|legal advisors|legal adviser|legal advisers|contract manager|contract managers|contracts manager|advocaten|advocate|advocates|bedrijfsjuristen',
    { areas: ['legal_counsel'] },
    2,
  ),
  area('conseil juridique|asesoria legal|assessoria juridica|juridisch advies|rechtsberatung', ['legal_counsel'], 2),
  // "legal counsel" in English is a lawyer: a person noun, which takes no rung from the heads listed with it.
  noun('legal counsel|in house counsel|corporate counsel|commercial counsel', { areas: ['legal_counsel'] }, 2),
  // Paralegals and legal assistants are kinds of legal support jobs: "no paralegals" leaves out them, not every lawyer.
  noun(
    'paralegal|paralegals|rechtsanwaltsfachangestellte|rechtsanwaltsfachangestellten|rechtsfachwirt|rechtsfachwirte|tecnico juridico|tecnicos juridicos|assistente paralegal',
    { roles: ['paralegal'], areas: ['legal_counsel'], levels: ['entry'] },
    3,
  ),
  noun(
    'assistant juridique|assistants juridiques|assistante juridique|asistente legal|asistentes legales|asistente juridico|asistentes juridicos|assistente juridico|assistentes juridicos|juridisch assistent|juridisch assistenten|juristische assistenz',
    { roles: ['assistant'], areas: ['legal_counsel'], levels: ['entry'] },
    3,
  ),
  // Outside counsel and law firms are external to the company: legal contractors, not the in-house legal team.
  noun(
    'outside counsel|external counsel|external lawyers|outside lawyers|external legal counsel|law firm|law firms|externe anwalte|externe kanzlei|externe kanzleien|kanzlei|kanzleien|cabinet d avocats|cabinets d avocats|avocats externes|conseils externes|despacho|despachos|bufete|bufetes|abogados externos|escritorio de advocacia|escritorios de advocacia|advogados externos|advocatenkantoor|advocatenkantoren|externe advocaten|externe juristen',
    { areas: ['legal'], employment: ['contractor', 'fractional'], alone: true },
    3,
  ),
  word(
    'our own|their own|its own|his own|her own|my own|s own|unsere eigenen|die eigenen|nos propres|nuestros propios|nossos proprios|onze eigen',
    { k: 'filler' },
    2,
  ),
  // Session 53: "…, die für Kunden arbeiten" (who work for customers) says who they serve, as "who work for customers" does;
  // "für die eigenen Mitarbeitenden" (for our own staff).
  word('die fur kunden arbeiten|die fur die kunden arbeiten|die fur kunden tatig sind|mitarbeitenden|mitarbeitende', { k: 'filler' }, 2),
  // Spanish "personal" after an article or before "de <area>" is staff ("el CFO y su personal", "el personal de finanzas");
  // "de personal" (the HR department, as in "jefe de personal") and the German "Personal" stay HR.
  word('su personal|sus personal|todo su personal', { k: 'their' }, 2),
  word('el personal|todo el personal|al personal|del personal de|personal de|personal del|personal en plantilla|personal interno', { k: 'all' }, 2),
  // Specialists without a rung ("von Referent bis Leitung"): individual contributors.
  noun('fachkraft|fachkrafte|referent|referentin|referenten|referentinnen|medewerker', { ic: true }, 1),
  // Clerks, the bottom rung of an office ladder ("Sachbearbeiter Einkauf", "Auxiliar de compras"; a Dutch "medewerker" is
  // anyone on the staff, "IT-medewerkers"):
  // entry titles that say so, like juniors ("keine Sachbearbeiter" leaves the buyers; "von Sachbearbeiter bis Leitung").
  noun('sachbearbeiter|sachbearbeiterin|sachbearbeiterinnen|sachbearbeitende|auxiliar|auxiliares', { levels: ['entry'], traits: ['junior'] }, 1),
  // Session 58: administrative staff ("administrativos de admisión", "employés administratifs des achats"): the field said
  // after them is theirs, else administration's (operations).
  noun(
    'administrativos|administrativas|personal administrativo|employes administratifs|employees administratives|administratief medewerkers|administratieve medewerkers|funcionarios administrativos|auxiliares administrativos',
    { areas: ['operations'], clerical: true },
    2,
  ),
  area('finanzplanung|unternehmensplanung|planification financiere|planejamento financeiro|financiele planning', ['fpa'], 2),
  area('cost control|kostenrechnung|controle financier|control financiero|controle de gestao', ['controlling'], 2),
  noun(
    'chef comptable|chefs comptables|cheffe comptable|responsable comptable|directeur comptable|directrice comptable|leiter buchhaltung|jefe de contabilidad|jefa de contabilidad|gerente contable|coordenador contabil|hoofd boekhouding',
    { areas: ['accounting'], levels: ['head'] },
    4,
  ),
  // "les responsables comptables": the people responsible for accounting are its managers and its head (as "responsables").
  noun('responsables comptables', { areas: ['accounting'], levels: ['manager', 'senior_manager', 'head'] }, 4),
  // The French RAF (responsable administratif et financier) runs a smaller company's finance below a DAF.
  noun(
    'raf|rafs|responsable administratif et financier|responsable administrative et financiere|responsables administratifs et financiers',
    { areas: ['finance'], levels: ['manager', 'senior_manager', 'head'] },
    4,
  ),
  word('pole|poles|cellule|service|servicio|servico|afdeling|abteilung', { k: 'filler' }, -3),
  area(
    'administratif et financier|administrative et financiere|admin et finance|administration et finances|administration et finance|administracion y finanzas|administrativo y financiero|administrativo financeiro|administrativo e financeiro|administratie en financien|kaufmannische abteilung|kaufmannischer bereich|kaufmannische leitung',
    ['finance'],
    3,
  ),
  // ---- tech areas in six languages (session 11) ----------------------------------------------------
  // "everyone in IT, not only the managers", "não só os gestores": what follows is included, as after "including".
  word(
    'not only|not just|nao so|nao apenas|nao somente|no solo|no solamente|pas seulement|pas uniquement|non seulement|nicht nur|niet alleen|niet enkel',
    { k: 'ex' },
    3,
  ),
  // "without exception", "sem exceção": everyone named, not an exclusion.
  word('without exception|sem excecao|sin excepcion|sans exception|ohne ausnahme|zonder uitzondering|sem excecoes|sin excepciones', { k: 'filler' }, 3),
  word(
    'no matter the seniority|nao importa o nivel|nao importa o cargo|nao importa a senioridade|independente do nivel|independente do cargo|independentemente do cargo|qualquer senioridade|de qualquer senioridade|todas as senioridades|toda senioridade|' +
      'no importa el nivel|no importa el cargo|sin importar el nivel|cualquier seniority|cualquier senioridad|todas las senioridades|peu importe le niveau|peu importe le poste|toutes seniorites|quelle que soit la seniorite|' +
      'egal welche senioritat|egal welcher senioritat|unabhangig von der senioritat|unabhangig vom level|jede senioritat|alle senioritatsstufen|jede stufe|alle stufen|alle rollen|aller level|alle level|jedes level|egal ob junior oder senior|' +
      'ongeacht senioriteit|elke senioriteit|alle senioriteiten',
    { k: 'any' },
    3,
  ),
  // Brazilian "pleno": the mid-level individual contributor between "júnior" and "sênior".
  noun('pleno|plenos|plena|plenas', { levels: ['entry'] }, 1),
  // Session 15 (blind set 3's shapes in our own words). "pero / mas / mais / aber / maar" before an exclusion connect, like
  // "but" ("Engenheiros de dados, mas não os analistas de BI").
  word('pero|mas|mais|aber|maar|sondern|op|op het|op een', { k: 'filler' }, -3),
  // Dutch "ook" ("ook geen stagiairs", "ook junioren"): also, carrying nothing (ALSO in tag-sentence.ts reads it before interns).
  word('ook', { k: 'filler' }, -3),
  // Data engineers in Portuguese, Spanish, French and German (they read as every software and hardware engineer).
  noun(
    'engenheiro de dados|engenheira de dados|engenheiros de dados|engenheiras de dados|ingeniero de datos|ingeniera de datos|ingenieros de datos|ingenieras de datos|ingenieur data|ingenieurs data|ingenieur de donnees|ingenieurs de donnees|ingenieur des donnees|ingenieurs des donnees|dateningenieur|dateningenieure|dateningenieurin|dateningenieurinnen|data engineers|data ingenieurs',
    { areas: ['data_engineering'] },
    3,
  ),
  // Analytics engineers (the data team's modelling engineers) as the Romance languages write them ("engenheiros de dados e de
  // analytics": share-noun.ts).
  noun(
    'engenheiro de analytics|engenheira de analytics|engenheiros de analytics|engenheiras de analytics|ingeniero de analytics|ingeniera de analytics|ingenieros de analytics|ingenieras de analytics|ingenieur analytics|ingenieurs analytics|analytics ingenieurs',
    { areas: ['data_engineering'] },
    3,
  ),
  noun(
    'engenheiro de software|engenheira de software|engenheiros de software|engenheiras de software|ingeniero de software|ingeniera de software|ingenieros de software|ingenieras de software|ingenieur logiciel|ingenieurs logiciel|ingenieure logiciel|softwareingenieur|softwareingenieure|softwareingenieurin',
    { areas: ['software'] },
    3,
  ),
  area('engenharia de dados|ingenieria de datos|ingenierie des donnees|ingenierie de donnees|datenengineering|data engineering team', ['data_engineering'], 3),
  // Dutch "medior": the mid-level individual contributor between junior and senior (as "pleno"); "op medior- / seniorniveau".
  noun('estudiante en practicas|estudiantes en practicas|alumno en practicas|alumnos en practicas|en practicas', { levels: ['intern'], alone: true }, 2),
  noun('medior|mediors|medioren|mediorniveau|medior niveau', { levels: ['entry'] }, 1),
  level('seniorniveau|senior niveau', ['senior'], false, 1),
  // "the bosses": whoever manages people ("los jefes" / "les chefs" said alone in an exclusion: resolve.ts, exclusionNoun).
  noun('the bosses|bosses', { traits: ['manages_people'] }, 2),
  level('chefs|chefes|chefas', ['head'], false, 1),
  // "limited to sales", "uniquement en vente", "nur im Vertrieb": where the people listed before work (resolve.ts, scopeInterns).
  word(
    'limited to|restricted to|only in|only within|only the ones in|the ones in|ones in|those in|uniquement en|seulement en|uniquement dans|seulement dans|limites a|nur im|nur in|beschrankt auf|solo en|solamente en|unicamente en|limitado a|limitados a|apenas em|somente em|so em|limitado a|alleen in|alleen bij|beperkt tot',
    { k: 'of' },
    2,
  ),
  word(
    'are not allowed|is not allowed|not allowed|are not welcome|is not welcome|not welcome|are not ok|is not ok|are not okay|are not fine|is not fine|not acceptable|are not acceptable|sont exclus d office|no valen|nao valem|zijn niet welkom|nicht erwunscht|sind nicht erwunscht',
    { k: 'negpost' },
    3,
  ),
  // Words of a negative predicate ("X sind nicht gemeint", "X ne sont pas visés", "X no son buscados", "X zijn niet bedoeld",
  // "X are not what we are after"): they name nobody (predicate.ts reads the sentence's subject as the exclusion).
  word(
    'meant|targeted|wanted|sought|needed|what we mean|what we want|what we are after|what we re after|who we mean|the focus|our focus|of interest|' +
      'gemeint|gewunscht|gesucht|erwunscht|im fokus|in frage|dabei|' +
      'vise|vises|visee|visees|cible|cibles|ciblee|ciblees|concerne|concernes|concernee|concernees|recherche|recherches|pertinent|pertinents|pertinente|pertinentes|' +
      'buscado|buscados|buscada|buscadas|relevante|relevantes|el foco|nuestro foco|objetivo|' +
      'procurado|procurados|procurada|procuradas|o foco|nosso foco|alvo|' +
      'bedoeld|gezocht|gewenst|de bedoeling',
    { k: 'filler' },
    -1,
  ),
  // Portuguese "gerentes ou mais" / "e acima": and up; "managers & up".
  word(
    '& up|& above|& higher|& upwards|and upwards|upwards of|y arriba|o arriba|de ahi para arriba|ou mais|ou mais senior|ou acima|e acima|para cima|e para cima|ou mais alto|para arriba|hacia arriba|y para arriba|en adelante|y superior',
    { k: 'up' },
    2,
  ),
  // Office management is a kind of job, not a rung: "not office managers" leaves out the office, not every operations manager.
  noun(
    'office manager|office managers|office mgr|office mgrs|officemanager|officemanagers|office management|office administrator|office administrators|facility manager|facility managers|facilities manager|facilities managers|office et services generaux|responsable des services generaux|kantoormanager|kantoormanagers',
    // A kind of job (not a rung): in an exclusion everyone in it, not only its individual contributors.
    { areas: ['office'], whole: true },
    3,
  ),
  area(
    'office|facilities|workplace|services generaux|servicios generales|buroleitung|leitung buro|buroleiter|buroleiterin|burokrafte|burokraft|buropersonal|kantoorpersoneel|kantoormedewerkers|kantoormedewerker',
    ['office'],
    1,
  ),
  // "business developers" sell (they read as software developers): sellers of new business, not the partner managers of
  // business development; "bizdevs" are both. French "l'encadrement" is whoever manages people.
  noun(
    'business developer|business developers|developpeur commercial|developpeurs commerciaux|developpeuse commerciale',
    { areas: ['new_business'], ic: true },
    3,
  ),
  noun('biz dev|bizdev|bizdevs', { areas: ['new_business', 'business_development'], ic: true }, 3),
  noun('encadrement|l encadrement|managers de proximite|encadrants|encadrant', { traits: ['manages_people'] }, 2),
  // French plural adjectives and titles of IT leadership ("responsables informatiques" were every head of the company,
  // "directeurs techniques" every director); "leurs adjoints" are the deputies (heads) of the leaders named before.
  area('informatiques|informaticos|informaticas|des si|du si|systemes d information', ['it'], 1),
  role('directeurs techniques|directrice technique|directrices techniques|technische leiter|technischen leiter', ['cto'], ['c_level'], ['software']),
  level(
    'adjoint|adjoints|adjointe|adjointes|deputy|deputies|stellvertreter|stellvertreterin|adjunto|adjuntos|adjunta|adjuntas|plaatsvervanger|plaatsvervangers|' +
      // Session 55: "their number two", "and their seconds in command": the deputies of the people named.
      'number two|number twos|number 2|number 2s|no 2|seconds in command|second in command|segundo de a bordo|segundos de a bordo',
    ['head', 'director'],
    false,
    1,
  ),
  // Individual contributors, people managers and "excluding" in Romance languages and German/Dutch.
  word(
    'contribuidores individuales|contribuidor individual|contribuidora individual|contribuyentes individuales|colaboradores individuales|sin personas a cargo|sin equipo a cargo|sin gente a cargo|contribuidores individuais|contribuidor individual|contribuintes individuais|sem equipe|sem subordinados|sem liderados|contributeurs individuels|contributeur individuel|contributrices individuelles|sans equipe|sans management|sans encadrement d equipe|ohne personalverantwortung|ohne fuhrungsverantwortung|individuele bijdragers|zonder personeelsverantwoordelijkheid|zonder leidinggevende taken|' +
      // "developers without a management role": people who lead nobody (not the leaders left out beside them).
      'without a management role|without a leadership role|without management responsibility|without people responsibility|ohne fuhrungsrolle|ohne fuhrungsfunktion|ohne leitungsfunktion|sans role de management|sans responsabilite manageriale|sans responsabilite d encadrement|sin rol de liderazgo|sin cargo de gestion|sin responsabilidad de gestion|sem cargo de gestao|sem funcao de lideranca|sem cargo de lideranca|zonder leidinggevende rol|zonder leidinggevende functie|zonder leidinggevende verantwoordelijkheid',
    { k: 'cond', traits: ['individual_contributor'] },
    3,
  ),
  word(
    'personas a cargo|con personas a cargo|equipo a cargo|con equipo a cargo|gente a cargo|gestionan equipos|gestiona equipos|gestionan personas|gestiona personas|que gestionan equipos|lideran equipos|pessoas sob gestao|gestao de pessoas|com liderados|que gerenciam equipes|gerenciam equipes|lideram equipes|encadrent une equipe|qui encadrent|managent une equipe|qui managent|avec des collaborateurs|mit personalverantwortung|mit fuhrungsverantwortung|fuhren ein team|die ein team fuhren',
    { k: 'cond', traits: ['manages_people'] },
    2,
  ),
  noun('mandos|mandos intermedios|mando intermedio|cargos de mando|chefia|chefias|cargos de chefia|gestores de equipe', { traits: ['manages_people'] }, 2),
  word(
    'excluyendo|excluyendo a|exceptuando|a excepcion de|dejando fuera|dejando fuera a|excluindo|excetuando|com excecao de|a excecao de|deixando de fora|en excluant|exception faite de|ausgenommen sind|exklusive|uitgezonderd|met uitzondering van',
    { k: 'neg' },
    2,
  ),
  // Security work named by its kind: SOC, pentest, red / blue team, threat and incident response.
  area(
    'soc|security operations center|security operations centre|red team|blue team|purple team|threat intelligence|incident response|appsec|infosec|grc seguridad',
    ['security'],
    2,
  ),
  noun(
    'pentester|pentesters|pen tester|pen testers|penetration tester|penetration testers|ethical hacker|ethical hackers|hacker etico|hackers eticos|soc analyst|soc analysts|analista soc|analistas soc|analyste soc|analystes soc|threat hunter|threat hunters',
    { areas: ['security'], ic: true },
    3,
  ),
  word(NEGATIVE_PREDICATES.join('|'), { k: 'negpost' }, 3),
  // "Event planners are marketing folks, don't include them", "Legal is not the target either", "X are a different buyer for
  // us": a sentence that ends by negating its own subject leaves the subject out (predicate.ts drops what it is said to be).
  word(
    'dont include them|do not include them|dont include those|do not include those|dont add them|do not add them|exclude them|exclude those|leave those out|drop them|not them|' +
      'is not the target|is not the target either|isnt the target|are not the target either|arent the target|not the target either|not the target|is not our target|not our icp|are not our icp|is not our icp|' +
      ['are a different', 'is a different', 'are another', 'is another']
        .flatMap((v) => ['buyer', 'motion', 'product', 'market', 'sale', 'deal'].flatMap((n) => [`${v} ${n}`, `${v} ${n} for us`]))
        .join('|') +
      '|' +
      'nicht die zielgruppe|sind nicht die zielgruppe|ist nicht die zielgruppe|nicht unsere zielgruppe|sind nicht unsere zielgruppe|ist nicht unsere zielgruppe|bitte nicht aufnehmen|nicht aufnehmen|bitte weglassen|lass sie weg|lasst sie weg|' +
      'n est pas la cible|pas la cible|ne sont pas notre cible|n est pas notre cible|ne les incluez pas|ne pas les inclure|a exclure|a laisser de cote|' +
      'no es el objetivo|no son nuestro objetivo|no es nuestro objetivo|no son target|no es target|no los incluyas|no incluirlos|dejalos fuera|' +
      'nao e o alvo|nao sao o alvo|nao sao nosso publico|nao e o publico|nao sao o nosso publico|nao incluir|nao os inclua|deixe os de fora|' +
      'zijn niet de doelgroep|is niet de doelgroep|niet de doelgroep|niet onze doelgroep|niet meenemen|laat ze weg|laat die weg|' +
      // After a dash (tokens.ts: a comma there): "— not our audience", "— nicht gemeint", "— pas notre cible".
      'not our audience|not our target|not our target audience|not who we mean|not what we mean|not what we want|not who we are after|nicht gemeint|nicht unser publikum|' +
      'pas notre cible|pas notre public|pas nos cibles|no son nuestro publico|no es nuestro publico|no son nuestra audiencia|nao e o nosso publico|nao sao nosso alvo|niet wie we zoeken|niet wat we zoeken',
    { k: 'negpost' },
    3,
  ),
  // Lead-ins that introduce the list ("ICP:", "Doelgroep:", "Zielgruppe ist", "Interlocuteurs :", "Convidamos") and the size
  // of the market ("at mid-size companies"): they name nobody (context.ts reads what comes before them).
  word(
    'icp|the icp|our icp|ideal customer profile|who we want|who we are after|who were after|doelgroep|onze doelgroep|zielgruppe|unsere zielgruppe|ansprechpartner|ansprechpartnerin|gesprekspartners|interlocuteurs|interlocutores|publico|publico alvo|convidamos|queremos|' +
      'at mid size companies|at mid sized companies|at midsize companies|mid size companies|mid sized companies|midsize companies|mid market companies|for mid market|for the mid market|for mid size|for midsize',
    { k: 'filler' },
    1,
  ),
  // Reasons and remarks of the seller: "(we tried, they want an ERP)", "- they are downstream users, not buyers", "(die
  // gebruiken het wel, maar beslissen niet)", "Bonus if they also own X": they say why, never whom (reasons.ts).
  word(
    'we tried|weve tried|we have tried|we already tried|we tested|we sold|they want|they need|they have|they already|they are|theyre|they dont|they do not|they never|they love|they live|they use|they usually|they build|they only|they just|they sit|it didnt|it did not|didnt work|did not work|' +
      'since they|since we|since|given that|since there|since theres|since it|since most|because|as they|i know|we know|that is a|thats a|this is a|different tool|different budget|separate budget|different motion|different product|bonus if|bonus, if|bonus when|nice if|even better if|' +
      'even senior ones|even the senior ones|even junior ones|even the junior ones|even seniors|even the seniors|even juniors|' +
      // "Contractors are fine — half of them are": a remark on how many, whom it names is named before it.
      'half of them are|most of them are|many of them are|a lot of them are|some of them are|half of them|die halfte ist es|die halfte sind es|viele sind es|la moitie le sont|beaucoup le sont|la mitad lo son|muchos lo son|metade e|metade sao|muitos sao|de helft is het|de helft zijn het|veel zijn het|' +
      'haben wir probiert|haben wir versucht|haben wir getestet|wir haben es probiert|wir haben es versucht|die sind|die wollen|die haben|die nutzen|die brauchen|sie wollen|sie haben|weil sie|weil wir|weil die|da sie|da wir|denn sie|denn die|bonus wenn|bonus, wenn|bonus falls|' +
      'ils ont|elles ont|ils sont|elles sont|ils veulent|elles veulent|ils utilisent|on a essaye|nous avons essaye|car ils|car elles|car on|car nous|parce que|parce qu|puisque|bonus si|bonus, si|' +
      'ya tienen|ellos tienen|lo intentamos|ya lo intentamos|porque|ya que|si ademas|' +
      'ja tem|eles tem|elas tem|eles ja|tentamos|ja tentamos|pois|ja que|se alem disso|' +
      'die gebruiken|die hebben|die willen|zij hebben|ze hebben|omdat|want ze|want zij|want we|hebben we geprobeerd|we hebben het geprobeerd|bonus als|bonus, als',
    { k: 'reason' },
    3,
  ),
  word(
    'horen er niet bij|hoort er niet bij|horen daar niet bij|vallen er buiten|valt er buiten|valt af|vallen af|blijft buiten|blijven buiten|quedan fuera|queda fuera|se queda fuera|se quedan fuera|fica de fora|fica fora|reste dehors|restent dehors|reste exclu|reste exclue|reste en dehors|bleibt aussen vor|bleibt draussen|bleiben draussen|fallt raus|fallen raus|quedan excluidos|quedan excluidas|fuera de esto|ficam de fora|ficam fora|restent exclus|restent en dehors|bleiben aussen vor|blijven buiten beschouwing',
    { k: 'negpost' },
    2,
  ),
  area('seguridad it|seguridad ti|seguridad de it|securite it|seguranca it|seguranca de ti|it sicherheit|it security|security it', ['security'], 3),
  noun('jefatura|jefaturas|cargo de jefatura|cargos de jefatura|con cargo de jefatura', { traits: ['manages_people'] }, 2),
  area(
    'production ops|production operations|plant ops|plant operations|manufacturing ops|manufacturing operations|factory operations|shop floor|factory floor',
    ['manufacturing'],
    3,
  ),
  // Portuguese and Spanish "gestores" of an area are whoever manages people there (coordinators to directors), wider than
  // the English "managers" rung.
  level(
    'gestores|gestoras|os gestores|as gestoras|los gestores',
    ['tech_lead', 'team_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'],
    false,
    1,
  ),
  area('comerciais|comerciales|comercial|commerciales|kommerzielle|commerciele', ['sales'], 1),
  // "toute la fonction RH", "die gesamte IT", "het hele salesteam": everyone of the area named next.
  word(
    'toute la|toute l|tout le|todo el|toda la|todo o|toda a|die ganze|das ganze|der ganze|die gesamte|das gesamte|der gesamte|het hele|de hele|de volledige|the entire|the whole',
    { k: 'all' },
    1,
  ),
  // "other software engineers are out too, even senior ones": the rung after "even" restates who the clause before names.
  word(
    'even senior ones|even the senior ones|even the seniors|even seniors|even junior ones|even the junior ones|even juniors|auch die senioren|auch senioren|meme les seniors|meme les juniors|incluso los senior|incluso los seniors|mesmo os seniores|mesmo os seniors|zelfs senioren|zelfs de senioren|zelfs seniors',
    { k: 'filler' },
    3,
  ),
  // A permission ("fractional CFOs are fine", "interim is OK", "freelancers welcome"): what it names belongs to the
  // pieces before it, it adds nobody else.
  word(
    'are fine|is fine|are fine too|is fine too|fine too|are ok|is ok|are okay|is okay|ok too|okay too|are welcome|is welcome|welcome|welcome too|are allowed|is allowed|allowed|are acceptable|is acceptable|acceptable|count too|also count|count as well|qualify too|also qualify|' +
      'sont les bienvenus|sont bienvenus|bienvenus|acceptes|sont acceptes|sind willkommen|willkommen|zahlen auch|son bienvenidos|bienvenidos|tambien valen|valen|sao bem vindos|bem vindos|tambem valem|valem|zijn welkom|welkom|tellen ook mee|mogen ook|tellen mee|telt mee|doen mee|zahlen mit|zahlt mit|zahlen|tellen|comptent aussi|cuentan|cuentan tambien|contam|contam tambem|' +
      // Shorthand permissions: "contractors ok", "terceirizados ok", "freelances ok aussi", "ZZP'ers prima".
      'ok|okay|fine|ok aussi|ok tambien|ok tambem|ook ok|auch ok|prima|vale|pueden entrar|podem entrar|' +
      // "… belongs with them", "… count": said of a group, it is in.
      'count|counts|belong|belong too|belongs|hoort erbij|horen erbij|hoort er bij|horen er bij|hoort er ook bij|horen er ook bij|gehort dazu|gehoren dazu|gehoren auch dazu|gehort auch dazu|zahlt dazu|zahlen dazu|en fait partie|en font partie|font partie|fait partie|forma parte|forman parte|faz parte|fazem parte|comptent|compte',
    { k: 'inc' },
    2,
  ),
  noun('studierende|estagiarias', { levels: ['intern'], alone: true }, 2),
  area('redes|reseaux|netzwerk|netzwerke|netwerken|banco de dados|bancos de dados|bases de datos|datenbanken', ['it'], 1),
  noun(
    'dba|dbas|database administrator|administradores de sistemas|administrador de sistemas|administrateurs systemes|administradores de redes|functioneel beheerders|functioneel beheerder',
    { areas: ['it'], roles: ['it_admin'] },
    3,
  ),
  // New business vs existing customers in six languages ("accountmanagers nieuwe klanten", "Neukundengewinnung", "hunters").
  area(
    'nieuwe klanten|nieuwe business|acquisitie|klantacquisitie|neukunden|neukundengewinnung|neukundenakquise|neugeschaft|akquise|nouveaux clients|conquete|prospection|nuevos clientes|captacion de clientes|captacion|novos clientes|prospeccao|hunter|hunters|chasseurs',
    ['new_business'],
    2,
  ),
  area(
    'bestaande klanten|bestaande relaties|klantbehoud|bestandskunden|bestandskundenbetreuung|clients existants|portefeuille clients|fidelisation|clientes existentes|cartera de clientes|clientes atuais|carteira de clientes|farmer|farmers|eleveurs',
    ['account_management'],
    2,
  ),
  noun(
    'accountmanager|accountmanagers|accountmanagerin|accountmanagerinnen|key accountmanager|key accountmanagers|keyaccountmanager|keyaccountmanagers',
    { areas: ['account_management'], ic: true },
    2,
  ),
  level('leider|leiders', ['head', 'director', 'vp', 'svp', 'c_level'], true),
  area(
    'communicatie|kommunikation|comunicacion|comunicacao|evenementiel|evenementen|veranstaltungen|eventos|contenu|contenido|conteudo|marketing digital|digital marketing|online marketing',
    ['marketing'],
    1,
  ),
  // A French "gestionnaire de paie / comptable / de contrats" administers: an individual contributor of that area.
  noun(
    'gestionnaire de paie|gestionnaires de paie|gestionnaire paie|gestionnaires paie|especialista de nomina|especialistas de nomina|tecnico de nominas|tecnicos de nominas|analista de folha de pagamento|analistas de folha de pagamento|salarisadministrateur|salarisadministrateurs',
    { areas: ['payroll'], ic: true },
    3,
  ),
  noun('gestionnaire comptable|gestionnaires comptables', { areas: ['accounting'], ic: true }, 3),
  noun('gestionnaire de contrats|gestionnaires de contrats|gestionnaire juridique|gestionnaires juridiques', { areas: ['legal_counsel'], ic: true }, 3),
  // ---- levels and ranges in Portuguese and other languages (session 12) ------------------------------
  // "da base à diretoria", "from the bottom up to director": a range that starts at the bottom of the ladder.
  word(
    'da base|desde a base|a partir da base|from the bottom|from the ground up|desde la base|de la base|depuis la base|von der basis|van de basis|vanaf de basis',
    { k: 'from', bottom: true },
    3,
  ),
  // The whole ladder: "de cima a baixo", "from top to bottom", "da base ao topo".
  word(
    'de cima a baixo|de baixo a cima|de baixo para cima|da base ao topo|do topo a base|from top to bottom|top to bottom|from the bottom to the top|bottom to top|from bottom to top|de arriba abajo|de arriba a abajo|de abajo arriba|de la base a la cima|de haut en bas|du bas en haut|von oben bis unten|van boven tot onder|van onder tot boven',
    { k: 'any' },
    4,
  ),
  level('diretoria|diretorias', ['head', 'director']),
  // "jusqu'à la direction", "hasta la dirección": the leadership, the top of a range (a weak rung: "direction informatique" stays IT).
  level('direction|direccion|direcao', LEADERS, true),
  level('gerencia|gerencias|gerencial|gerenciais|cargos gerenciais|cargos de gestao|cargos de gerencia|gestao|media gerencia', MANAGERS),
  level('coordenacao|coordenacoes|supervisao|supervisores', ['team_lead', 'tech_lead']),
  // Brazilian organisation levels: operational (individual contributors), tactical (managers), strategic (leaders).
  noun('nivel operacional|niveis operacionais|nivel tecnico|nivel operativo', { levels: ['entry', 'senior'] }, 3),
  level('nivel tatico|niveis taticos|nivel tactico', MANAGERS, false, 3),
  level('nivel estrategico|niveis estrategicos', ['head', 'director', 'vp', 'svp', 'c_level'], false, 3),
  // "gestão" is management; "gestão de produto / de projetos" is the field, as "product management" is.
  area('gestao de produto|gestao de produtos|gestion de producto|gestion de productos|gestion de produit', ['product'], 3),
  area('gestao de projetos|gestao de projeto|gestion de proyectos|gestion de projet|gestion de projets', ['project_management'], 3),
  // Plurals of the Romance chief executive titles ("sin directores generales contratados").
  role(
    'directores generales|directoras generales|directeurs generaux|directrices generales|diretores gerais|diretoras gerais|diretores executivos',
    ['ceo'],
    ['c_level'],
    ['general_management'],
  ),
  // What DevOps / SRE / platform people work on ("engineers who run Kubernetes and our deployment pipelines").
  area(
    'kubernetes|k8s|terraform|infrastructure as code|observability|deployment pipelines|ci pipelines|release engineering|build engineering|cloud infrastructure|ci cd|cicd|ci cd pipelines|continuous integration|continuous delivery|continuous deployment',
    ['devops'],
    2,
  ),
  noun('practitioner|practitioners|hands on practitioners', { ic: true }, 1),
  // Data centres are IT infrastructure, not data engineering.
  area(
    'data center|data centre|data centers|data centres|datacenter|datacenters|rechenzentrum|rechenzentren|centre de donnees|centro de datos|datacentrum',
    ['it'],
    3,
  ),
  // "Dev-Ops", "Dev Ops" (hyphens are spaces): DevOps, not software plus operations.
  area('dev ops|dev ops team|dev sec ops|devsecops', ['devops'], 3),
  noun('dev ops engineer|dev ops people|dev ops folks', { areas: ['devops'] }, 3),
  // Operations engineers in a software company: "ops engineers", "build and release engineers", the people "on call" who
  // "keep production running" (production here is the running service, not a factory's).
  noun(
    'ops engineer|operations engineer|release engineer|build engineer|build and release engineer|build release engineer|production engineer|reliability engineer|infra engineer|systems reliability engineer',
    { areas: ['devops'] },
    2,
  ),
  area(
    'keep production running|keeps production running|keeping production running|keep prod running|keep the lights on|on call|on call for production|in production|production systems|production environment|production environments|production infrastructure|production outages|production support|on call support|infrastructure support|platform support|incident response for production',
    ['devops'],
    2,
  ),
  // "who build and operate our infrastructure": two verbs for one job, not a list of two pieces.
  word(
    'build and operate|build and run|build and maintain|design and operate|design and run|run and maintain|operate and maintain|own and operate|build and scale',
    { k: 'filler' },
    2,
  ),

  // French: "toute la DSI", "de la DSI" is the IT department; "le DSI" and a bare "la DSI" (la directrice) name the CIO.
  area(
    'toute la dsi|la dsi au complet|de la dsi|au sein de la dsi|direction des systemes d information|direction informatique|direction du numerique',
    ['it'],
    3,
  ),
  // "wie IT aanstuurt", "wer die IT verantwortet", "qui pilote la DSI", "quem comanda a TI": who runs an area, in five languages.
  word(
    'aanstuurt|aansturen|verantwoordelijke|verantwoordelijken|verantwoordelijke voor|de verantwoordelijke voor|die aanstuurt|wie aanstuurt|die aansturen|leiding geeft aan|leiding geven aan|die leiding geven aan|eindverantwoordelijk|eindverantwoordelijke|eindverantwoordelijken|verantwoordelijk voor|verantwortet|verantworten|die verantworten|wer verantwortet|leiten|die leiten|qui pilote|qui pilotent|qui dirige|a la tete de|quien dirige|quienes lideran|quem comanda|quem lidera|que lideram|que comandam|quem dirige|quem chefia|que chefia|que chefiam|quem gere|quem gerencia|quien lidera|quien encabeza|quien manda en|qui encadre|qui gere|' +
      // the subjunctive of a who-clause ("y quien dirija la ingeniería", "quem chefie a TI")
      'quien dirija|quienes dirijan|quien lidere|quienes lideren|quien encabece|quem dirija|quem lidere|quem chefie|quem comande',
    { k: 'run' },
    3,
  ),
  // "C-level officers", "all officers": a word for people, as "people" or "titles" is.
  level('officer|officers', [], true, -3),
  // "especialistas": individual contributors (a rung above "sênior" in Brazil), not customer support's specialists.
  noun('especialista|especialistas|specialiste|specialistes|spezialist|spezialisten|spezialistin|spezialistinnen', { ic: true }, 1),
  // Health care and education (lexicon-care.ts).
  ...CARE_LEXICON,
  ...CLINICAL_LEXICON,
  // Construction, plants, logistics, QHSE, agencies, law and tax firms, charities (lexicon-trades.ts).
  ...TRADES_LEXICON,
  // Plants' foremen, technical services, branches, copywriters (lexicon-sites.ts, session 33).
  ...SITES_LEXICON,
  // Hospitality, retail, branch banking and insurance (lexicon-service.ts).
  ...SERVICE_LEXICON,
  // Planners, account managers, the finance back office, "any area" (lexicon-buyers.ts).
  ...BUYERS_LEXICON,
  // Banks, newsrooms and broadcasters, universities, councils and NGOs (lexicon-institutions.ts).
  ...INSTITUTION_LEXICON,
  // Utilities, telecom, dealers, property, architecture, pharma, marketplaces, broadcast (lexicon-infrastructure.ts).
  ...INFRA_LEXICON,
  // Investor relations, M&A, internal audit, ESG, CX, pricing, BI, legal ops, localisation, records (lexicon-longtail.ts).
  ...LONGTAIL_LEXICON,
  // Session 37: the owners of business tools ("HubSpot admins", "SAP-Verantwortliche", "administrateurs ServiceNow").
  ...TOOLS_LEXICON,
  // Fire, police, actuaries, pensions, collections, casework, social work, housing, audit, consultancies (lexicon-public.ts).
  ...PUBLIC_LEXICON,
  // Water, power networks, renewables, oil & gas, mining, plants, rail, ports, field service, GMP (lexicon-industry.ts).
  ...INDUSTRY_LEXICON,
  ...FIRM_LEXICON,
  ...ENERGY_LEXICON,
  ...PRODUCT_DEVELOPMENT_LEXICON,
  // Airlines, football clubs, travel, events, fashion, publishing, games, media agencies, broadcasters (lexicon-media.ts).
  ...MEDIA_LEXICON,
  // Seats that conditions and fallbacks name: "the IT director", "o diretor de TI" (lexicon-seats.ts, session 34).
  ...SEATS_LEXICON,
  // Cleaning, guarding, farms, ground handling, factory floors and the sweep's people words (lexicon-frontline.ts).
  ...FRONTLINE_LEXICON,
  // Regional and non-native words: "no need", "porfa", freshers, articleship, Lernende, jobstudenten, ETT (lexicon-regional.ts).
  ...REGIONAL_LEXICON,
  // Shorthand and a learner's words: "C-lvl", "fin", "sales dev", "SEO/SEM", first-line managers, "the responsibles of" (lexicon-shorthand.ts).
  ...SHORTHAND_LEXICON,
  // Enterprise org charts: chiefs of staff, finance business partners, heads of BU (lexicon-enterprise.ts).
  ...ENTERPRISE_LEXICON,
];

// Word classes the grammar asks about by name (resolve.ts, compile.ts): vocabulary too, kept here with the rest.
/** Plural team words: "who leads the platform teams" is the teams' managers and the leaders above. */
export const TEAM_WORD = /\b(teams|times|equipes|equipas|equipos|squads)\b/;
/** Person nouns a department word in front of them only qualifies ("ML engineers", "brand designers"). */
export const GENERIC_NOUN =
  /^(engineers?|developers?|designers?|analysts?|scientists?|researchers?|specialists?|marketers?|reps?|agents?|ingenieros?|ingenieras?|ingenieurs?|ingenieure|engenheiros?|engenheiras?|analistas?|analystes?|analysten|analisten|analist|desarrolladores|developpeurs|desenvolvedores|ontwikkelaars|entwickler|especialistas|specialistes|spezialisten|specialisten)$/;
/** Nouns with no area of their own that a list of areas before them shares ("DevOps and SRE practitioners"). */
export const SHARED_NOUN = /\S \b(practitioners?|ics?|individual contributors?|folks|hands on people)$/;
/** Individual contributors' rung words that may end a noun's piece ("ontwikkelaars medior", "engenheiros plenos"). */
/** A definite article before people named by a condition only: "the hands-on folks" are those of the areas just named. */
export const DEFINITE = /^(the|these|those|die|diese|les|ces|los|las|esos|esas|os|as|esses|essas|de|het|deze)$/;
export const RUNG_WORD = /^(medior|mediors|pleno|plenos|plena|plenas|junior|juniors|senior|seniors|seniores|mid|intermediate)$/;
/** "jefe / chef / chefe": a head with an area ("jefe de ventas"), anyone's boss said alone ("pero no los jefes"). */
export const BOSS = /^(jefes|jefas|jefe|jefa|chefs|chef|chefes|chefe|chefas)$/;
/** "No analysts": in an exclusion, analysts named without an area are the analyst function's people (data, BI, product analysts). */
export const ANALYST_NOUN = /^(analyst|analysts|analista|analistas|analyste|analystes|analysten|analystin|analisten)$/;
/** "also" before interns ("auch Werkstudenten"): an aside, read as examples of the piece before. */
export const ALSO = new Set(['auch', 'ook', 'aussi', 'tambem', 'tambien', 'also', 'even']);
/**
 * Abbreviated example markers as people write them (six languages), with their dots and spaces: the tokeniser writes them
 * as "e.g." (examples follow) or "i.e." (a definition follows) before it cuts sentences, so "z. B." is one marker, not a
 * sentence end and a stray "b". Dots and the spaces after them are optional when matched ("z.B.", "z. B.", "zB.").
 */
export const EXAMPLE_MARKERS: Readonly<Record<'e.g.' | 'i.e.', readonly string[]>> = {
  'e.g.': ['e.g.', 'eg.', 'z.B.', 'bspw.', 'u.a.', 'p.ex.', 'par ex.', 'p.ej.', 'por ej.', 'por ex.', 'p.e.', 'bijv.', 'bv.', 'o.a.', 'ex.:'],
  'i.e.': ['i.e.', 'ie.', 'd.h.', 'c.-à-d.', 'c.à.d.', 'd.w.z.'],
};
/**
 * Abbreviations written for range words, spelled out before sentences are cut (their dots and slashes end or split nothing):
 * the Dutch "t/m", "t.e.m." (tot en met, "up to and including"), the English "thru".
 */
export const WRITTEN_OUT: Readonly<Record<string, readonly string[]>> = {
  'tot en met': ['t/m', 't.e.m.', 't/en/m'],
  through: ['thru'],
};
/** A Spanish or French sentence (not Dutch): "en" is "in" there. */
export const ROMANCE = /^(y|los|las|el|ni|sin|pero|que|con|para|et|les|des|le|sans|mais|pas|du|aux)$/;
export const DUTCH = /^(het|een|van|zonder|geen|niet|maar|met|voor|alle|die|ook|wie)$/;
/**
 * In a persona that names controlling itself ("Controllers en business controllers, en wie control leidt", "FP&A and
 * controlling: analysts, controllers", "Control de gestión: controllers y sus jefes") its "control" is the department ("wie
 * control leidt"), and "controllers" are controlling's (as they are everywhere, lexicon above). Not a control room's.
 */
/**
 * Consultants beside a staffing or recruitment agency ("os consultores das agências de recrutamento", "les consultants du
 * cabinet de recrutement", "consultants at staffing agencies") are its recruitment consultants (`agency_recruiting`).
 */
export const STAFFING_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(agencias? de (recrutamento|empleo|colocacion|seleccion|trabalho temporario)|recruitment agenc\w*|recruiting agenc\w*|staffing (agenc\w*|firms?|companies)|temp(ing)? agenc\w*|personaldienstleist\w*|personalvermittlung\w*|zeitarbeit\w*|uitzendbureau\w*|cabinets? de recrutement|consultorias? de (recrutamento|rh|selecao)|empresas? de trabajo temporal|agences? d interim|ett)\b/,
    new Map<string, Tag>(
      [
        'consultants',
        'consultant',
        'consultores',
        'consultoras',
        'consultor',
        'consultora',
        'consultante',
        'consultantes',
        'berater',
        'beraterinnen',
        'consulenten',
        'consulent',
      ].map((w) => [w, { k: 'noun', areas: ['agency_recruiting'] }] as const),
    ),
  ],
];
/**
 * Session 51: beside words of expenses ("expense management", "Spesenabrechnung", "notes de frais", "rendición de gastos"),
 * "claims" are expense claims, not an insurer's claims department: they name nobody ("the accountants who process claims").
 */
export const EXPENSE_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(expense\w*|spesen\w*|reisekosten\w*|notes? de frais|frais professionnels|rendicion(es)? de gastos|gastos de viaje|despesas|reembolso de despesas|onkosten\w*|declaraties)\b/,
    new Map<string, Tag>([
      ['claims', { k: 'filler' }],
      ['claim', { k: 'filler' }],
    ]),
  ],
];
/**
 * Session 51: beside HR's words or the people onboarded ("HR: recruiting and onboarding", "l'onboarding des salariés",
 * "Onboarding neuer Mitarbeitender"), onboarding is the HR team's, not customer success's onboarding specialists
 * (lexicon-media.ts `customer_onboarding`).
 */
export const ONBOARDING_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(hr|rh|rrhh|human resources|ressources humaines|recursos humanos|people (team|ops|operations)|personal\w*|personeelszaken|recruit\w*|recrut\w*|reclut\w*|hiring|talent acquisition|new hires?|new joiners?|new employees|(des|de|dos|das) (nouveaux )?(salaries|salariees|collaborateurs|empleados|colaboradores|funcionarios)|neue[rn]? mitarbeit\w*|nieuwe (medewerkers|collega s))\b/,
    new Map<string, Tag>(
      ['onboarding', 'l onboarding', 'el onboarding', 'o onboarding', 'het onboarding', 'das onboarding', 'onboarding team'].map(
        (w) => [w, { k: 'area', areas: ['hr'] }] as const,
      ),
    ),
  ],
];
export const CONTROLLING_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(business controll\w*|financial controll\w*|controlling|control|controle|controladoria|controleu\w* de gestion)\b(?! (room|rooms|centre|center|centres|centers|engineers?|tower|desk))/,
    new Map<string, Tag>([
      ['controllers', { k: 'noun', areas: ['controlling'] }],
      ['controller', { k: 'noun', areas: ['controlling'] }],
      ['control', { k: 'area', areas: ['controlling'] }],
    ]),
  ],
];
/**
 * Verbs of a predicate ("are", "ist", "ne sont", "no nos interesan", "zijn", "count", "zählen"): a negation next to one
 * says something about the clause's subject ("X are not what we mean", "X sind nicht gemeint"), it does not start a list.
 * Negations that hold their own verb ("aren't", "don't") count as such a verb.
 */
/** "Our engineers are not managers": a possessive opening a sentence states a fact about the company's people, not a reading of titles. */
/**
 * "The buyers are their team leads", "our users are SDRs", "die Entscheider sind …", "les utilisateurs sont …": a role in the
 * deal, as the subject of "are", says who the people after it are; it names nobody itself (tag-sentence.ts).
 */
export const DEAL_ROLE =
  /^(buyers?|economic buyers?|users?|end users?|champions?|signers?|approvers?|kaufer|kauferin|kaeufer|nutzer|anwender|acheteurs?|acheteuses?|utilisateurs?|comprador(?:es|as?)?|usuari[oa]s?|kopers?|gebruikers?|decisor(?:es|as?)?|decideurs?|decideuses?|beslissers?)$/;
/**
 * Roles of a buying committee said as keys of the people after them ("Economic buyer: the CFO", "EB = CISO", "champion the
 * FP&A lead", "Anwender: Controller", "prescripteur le DRH", "influenciador el CFO", "beïnvloeder de CFO"): deal-roles.ts.
 */
export const COMMITTEE_ROLE =
  /^(ebs?|users?|champions?|influencers?|evaluators?|evaluation|approvers?|signers?|sponsors?|decision makers?|budget holders?|blockers?|entscheider(?:in|innen)?|anwender(?:in|innen)?|nutzer(?:in|innen)?|beeinflusser(?:in|innen)?|decideurs?|decideuses?|prescripteurs?|prescriptrices?|utilisateurs?|utilisatrices?|decisor(?:es|as?)?|influenciador(?:es|as?)?|usuari[oa]s?|avaliador(?:es|as?)?|evaluador(?:es|as?)?|beslissers?|beinvloeders?|gebruikers?)$/;
/** Words of deciding said as a committee's role ("decision maker", "economic buyer", "Entscheider", "décideur", "decisor", "beslisser"). */
export const COMMITTEE_DECIDER =
  /^(decision makers?|economic buyers?|ebs?|budget holders?|entscheider(?:in|innen)?|decideurs?|decideuses?|decisionnaires?|decisor(?:es|as?)?|beslissers?)$/;
/** A word before a committee role that says which one ("technical evaluator", "end users", "daily users"). */
export const COMMITTEE_MODIFIER = /^(technical|tech|end|daily|key|final|tecnico|tecnicos|tecnica|technique|technischer?|economic)$/;
/** The copula after a deal role ("are", "sind", "sont", "son", "são", "zijn"). */
export const DEAL_COPULA = /^(are|is|sind|ist|sont|est|son|es|sao|e|zijn)$/;
export const POSSESSIVE = /^(our|my|unsere|unser|meine|nos|notre|mes|nuestros|nuestras|nuestro|mis|nossos|nossas|nosso|meus|onze|mijn)$/;
/** An elliptic negation ending a sentence ("… and project managers don't"): the people before it are left out. */
export const TRAILING_NEGATION = /^(dont|don t|doesnt|doesn t|do not|does not|arent|aren t|isnt|isn t|wont|won t)$/;

export const PREDICATE_VERB =
  /^(are|is|be|am|was|were|do|does|did|count|counts|matter|matters|belong|belongs|qualify|qualifies|interest|interests|arent|aren t|isnt|isn t|dont|don t|doesnt|doesn t|ist|sind|seid|war|waren|zahlen|zaehlen|zahlt|zaehlt|gelten|gilt|kommen|kommt|gehoren|gehort|passen|passt|interessieren|interessiert|uns|ne|n|sont|est|comptent|compte|rentrent|entrent|font|nous|interessent|interesse|son|es|esta|estan|cuentan|cuenta|entran|entra|interesan|interesa|aplican|forman|nos|sao|estao|contam|conta|entram|entra|interessam|interessa|fazem|zijn|tellen|telt|vallen|valt|horen|hoort|interesseren|interesseert|ons)$/;

// IT and DevOps definitions (compile.ts): which words name IT's own parts and DevOps's infrastructure there.
/** A definition about IT (the IT team, its helpdesk or sysadmins) and not about customers. */
export const IT_WORDS = /\b(IT|ICT|TI|TIC)\b/;
/** Session 57: "whoever runs payroll", "who do the payroll": doing payroll, not heading it (lexicon above). DATA. */
export const DOES_PAYROLL = /(^| )(run|runs|process|processes|do|does) (the )?payroll( |$)/;
/** IT named in words of six languages, other than its helpdesk's (DATA). */
const IT_NAMES =
  'informatica|informatique|informatik|sistemas|sysadmins?|tecnologias? da informacao|tecnologias? de la informacion|technologies? de l information|informationstechn\\w*|informatietechnologie|automatisering|systeembeheer\\w*';
export const IT_TEXT = new RegExp(`\\b(${IT_NAMES}|helpdesk|help desk)\\b`);
export const CUSTOMER_TEXT = /\b(customers?|clients?|clientes?|clientela|kunden?\w*|klant\w*|atendimento|atencion)\b/;
/** Words that name IT's own part next to IT ("a equipe de TI: suporte, infraestrutura"), another area elsewhere. */
export const IT_SENSE = new Set([
  'support',
  'suporte',
  'soporte',
  'suporte tecnico',
  'soporte tecnico',
  'support technique',
  'tech support',
  'technical support',
  'analistas de suporte',
  'analista de suporte',
  'infraestrutura',
  'infraestructura',
  'infrastructure',
  'infrastruktur',
  'infrastructuur',
  'service desk',
  'servicedesk',
]);
/** In an IT definition, the words for IT's support desk and its administrators: a kind of IT title ("kein Support", "keine Admins"). */
const IT_ADMIN_WORDS = ['admins', 'admin', 'administrators', 'administrateurs', 'administradores', 'beheerders', 'beheer'];
export const IT_SUPPORT = new Set([
  'support',
  'suporte',
  'soporte',
  'suporte tecnico',
  'soporte tecnico',
  'support technique',
  'tech support',
  'technical support',
  'analistas de suporte',
  'analista de suporte',
  'service desk',
  'servicedesk',
  'helpdesk',
  'help desk',
  ...IT_ADMIN_WORDS,
]);
/**
 * Session 57: "the helpdesk agents who use it" of an IT service desk tool are its service desk, not customer support, when
 * the definition names IT in other words than the helpdesk's (IT_WORDS, IT_NAMED); alone they are customer support's.
 */
export const IT_AGENTS = new Set([
  'helpdesk agent',
  'helpdesk agents',
  'help desk agent',
  'help desk agents',
  'service desk agent',
  'service desk agents',
  'service desk analyst',
  'service desk analysts',
]);
export const IT_NAMED = new RegExp(`\\b(${IT_NAMES}|itsm)\\b`);
/** Of those, the administrators' words: the rest (support, helpdesk, service desk) name the service desk only (`it_support`). */
export const IT_ADMINS: ReadonlySet<string> = new Set(IT_ADMIN_WORDS);
/** A definition about DevOps, SRE or platform engineering: there "infrastructure" is theirs, not IT's. */
export const DEVOPS_TEXT =
  /\b(devops|sres?|site reliability|platform|platform engineer\w*|platform engineering|platform teams?|plataforma|plateforme|plattform\w*|cloud|kubernetes|k8s|terraform|ops engineers?)\b/;
export const INFRA = new Set([
  'infrastructure',
  'infra',
  'infraestrutura',
  'infraestructura',
  'infrastruktur',
  'infrastructuur',
  'cloud infrastructure',
  // "distributed systems", "infrastructure and operations": the systems and operations of DevOps.
  'systems',
  'operations',
  'ops',
]);
/** A negated copula: "the CRO isn't RevOps" leaves its subject out, and what follows is what the subject is not. */
export const COPULA: ReadonlySet<string> = new Set(['arent', 'aren t', 'isnt', 'isn t']);

/** Kinds of job an inclusion reads as their area's people ("sysadmins", "paralegals"); only an exclusion keeps to the kind. */
export const KIND_AREAS: ReadonlyArray<readonly [string, AreaKey]> = [
  ['it_admin', 'it'],
  ['it_support', 'it'],
  ['paralegal', 'legal_counsel'],
];

/**
 * Abbreviations a buyer writes in capitals whose lower-case forms are other words (read only as written): "DE" / "DEs" are
 * data engineers (not "de" / "des" = of), "SE" / "SEs" sales engineers (not "se", nor the French "ses" = their), "AL" / "BL"
 * German department and division heads (not the Spanish "al"), "PL" the Brazilian "pleno".
 */
export const CAPITALS: ReadonlyMap<string, Tag> = new Map<string, Tag>([
  ['DE', { k: 'noun', areas: ['data_engineering'] }],
  ['DEs', { k: 'noun', areas: ['data_engineering'] }],
  // Sales engineers by name are its individual contributors, as AEs are account executives' ("anyone managing SEs" leads them).
  ['SE', { k: 'noun', areas: ['sales_engineering'], ic: true }],
  ['SEs', { k: 'noun', areas: ['sales_engineering'], ic: true }],
  // German heads of a department or division written short ("AL/BL IT" = Abteilungs- / Bereichsleiter IT); "al" is Spanish "to the".
  ['AL', { k: 'level', levels: ['head'] }],
  ['BL', { k: 'level', levels: ['head'] }],
  // The Brazilian mid rung written short ("analistas JR/PL/SR" = júnior, pleno, sênior).
  ['PL', { k: 'level', levels: ['entry'] }],
]);
/** The leads of a team ("sales team leads"), where a bare "leads" after an area is whoever leads it. */
export const TEAM_LEADS: Tag = { k: 'level', levels: ['team_lead', 'tech_lead'] };
/** Headings of a bullet block that ask for what follows and name nobody themselves ("Must:", "Nice to have:"). */
export const BLOCK_HEADING =
  /^(must|musts|must have|must haves|must-have|must-haves|required|requirements|nice to have|nice to haves|nice-to-have|nice-to-haves|should have|optional|bonus|ideal|ideally|also ok|also fine|pflicht|muss|wunsch|optional|obligatoire|souhaitable|optionnel|imprescindible|deseable|opcional|obrigatorio|obrigatório|desejavel|desejável|verplicht|wenselijk|optioneel)$/;
/** The one person who leads an area ("the HR lead"): its head. */
export const THE_LEAD: Tag = { k: 'level', levels: ['head'] };
/** The words for a director inside a chief's name ("financieel directeur", "directeur financier", "director financiero"). */
export const DIRECTOR_WORD = /\b(directeur|directrice|director|directora|diretor|diretora|directeuren)\b/;
/** Words for the self-employed (not for anyone on a contract, which interim executives also are). */
export const FREELANCE_WORDS =
  /^(the |les |los |os |de |die )?(freelanc\w*|zzp\w*|zzp ers|autonom[oa]s?|contratistas?|freiberufler\w*|zelfstandigen?|independant\w*|pj)$/;
/** Words for the people who write software ("software engineers", "backend developers", "Entwickler", "desarrolladores"). */
export const SOFTWARE_PEOPLE =
  /^(engineers?|ingenieros?|ingenieras?|engenheiros?|engenheiras?|ingenieurs?|ingenieure|ingenieurinnen|developers?|devs?|programmers?|backend|frontend|full|entwickler\w*|softwareentwickler\w*|developpeurs?|developpeuses?|desarrolladores?|desarrolladoras?|programadores?|desenvolvedores?|desenvolvedoras?|ontwikkelaars?|programmeurs?)$/;

/**
 * A clause of place at the end of a sentence, after a comma or a dash ("…, except at law firms, where partner means something
 * else", "…, wherever they sit", "…, onde sócio é outra coisa", "…, où associé veut dire autre chose", "…, donde socio es otra
 * cosa", "…, wo Partner etwas anderes heißt", "…, waar partner iets anders betekent"): a remark on the place or on a word,
 * which names nobody (sentences.ts leaves it out). Up to the sentence's end, with no comma, colon or parenthesis inside (a
 * condition followed by more people, "where there is no CFO, the CEO", stays).
 */
export const PLACE_REMARK = /\s*[,—–]\s*(?:where|wherever|onde|où|donde|en donde|wo|waar)\s+[^,;:()]*$/iu;

/**
 * The context a buyer gives before the request ("We co-sell with a payroll provider, so I need …", "Wir verkaufen an
 * Kanzleien, also suchen wir …", "Vendemos a hospitales, por eso buscamos …"): everything up to the words that open the
 * request names nobody (sentences.ts).
 */
export const CONTEXT_LEAD =
  /^[^:()]*?,?\s*\b(?:so|therefore|hence|thus|which is why|that'?s why|that is why|donc|c'est pourquoi|also|deshalb|daher|por eso|por lo tanto|as[ií] que|ent[aã]o|por isso|portanto|dus|daarom)\s+(?:(?:i|we|je|nous|ich|wir|ik|wij)(?:\s*'m|\s*'re|\s*'d|\s+am|\s+are|\s+would)?\s+(?:need|want|like|looking for|look for|target|cherche|cherchons|veux|voulons|brauche|brauchen|suche|suchen|wollen|zoek|zoeken|wil|willen)|(?:brauche|brauchen|suche|suchen|wollen|zoek|zoeken|wil|willen)\s+(?:ich|wir|ik|we|wij)|necesito|necesitamos|busco|buscamos|queremos|preciso|precisamos|procuro|procuramos)\b\s*/i;

/**
 * The size of the buyer's company is a condition on the company, not on people ("At small companies (under 60 people)
 * the CEO signs", "Only companies with 50 or more people", "at 60+ people", "bei Firmen unter 50 Leuten", "entreprises de
 * moins de 50 salariés", "empresas con más de 100 empleados", "bedrijven vanaf 50 medewerkers", "mid-size companies", "for
 * SMBs", "im Mittelstand", "het MKB"): it names nobody (sentences.ts), and the reading warns that it is not applied
 * (criteria have no company fields). Written on the raw sentence, accents and case as typed.
 */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const SIZE_PREP = String.raw`(?:(?:only|just|nur|seulement|uniquement|solo|apenas|alleen)\s+)?(?:(?:at|in|for|among|with|bei|in|für|fur|mit|chez|dans|pour|parmi|en|para|con|entre|em|nas|nos|com|bij|voor|binnen|met)\s+)?(?:(?:the|den|dem|der|die|les|des|la|las|los|le|as|os|de|het)\s+|d['’]\s*)?`;
const SIZE_NOUN = String.raw`(?:companies|company|enterprises|firms?|businesses|business|orgs?|organi[sz]ations?|accounts|customers|clients|shops|Firmen|Firma|Unternehmen|Betrieben?|Kunden|entreprises?|sociétés|societes|société|boîtes|structures|empresas?|compañías|companias|companhias|organizaciones|organizações|bedrijven|bedrijf|organisaties|ondernemingen)`;
const SIZE_CMP = String.raw`(?:between|zwischen|entre|tussen|under|below|fewer than|less than|up to|more than|over|above|at least|from|<|>|≥|≤|unter|über|uber|ab|mehr als|weniger als|bis zu|bis|mindestens|moins de|plus de|au moins|jusqu'à|à partir de|a partir de|menos de|más de|mas de|hasta|al menos|desde|mais de|até|ate|pelo menos|minder dan|meer dan|vanaf|tot|boven|onder|minstens)`;
const SIZE_NUM = String.raw`\d+(?:[.,]\d+)?(?:[\u00a0\u202f ]\d{3}(?!\d))*\s*(?:(?:[-–]|to|and|a|à|bis|und|et|y|e|tot|en)\s*\d+(?:[.,]\d+)?\s*|\+\s*)?(?:(?:or|oder|ou|o|of)\s+(?:more|fewer|less|mehr|weniger|plus|moins|más|mas|menos|mais|meer|minder)\s+)?`;
const SIZE_UNIT = String.raw`(?:people|persons|employees|staff|ftes?|headcount|heads|Mitarbeiter(?:innen|n)?|Mitarbeitende(?:n)?|MA|Leute(?:n)?|Beschäftigte(?:n)?|Angestellte(?:n)?|personnes|salariés|salaries|employés|employes|collaborateurs|personas|empleados|trabajadores|pessoas|funcionários|funcionarios|colaboradores|mensen|medewerkers|werknemers|personen|man)`;
// "small and medium-sized", "kleine und mittlere", "petites et moyennes", "pequeñas y medianas", "pequenas e médias": the SME
// class spelled out (sizeRange reads it before "small").
const SIZE_SME = String.raw`(?:small\s+(?:and|&|or|to)\s+(?:mid|medium|middle)(?:[- ]?sized?)?|kleine(?:n|r)?\s+und\s+mittlere(?:n|r)?|kleine\s+en\s+middelgrote|petites\s+et\s+moyennes|pequeñas\s+y\s+medianas|pequenas\s+e\s+m[ée]dias)`;
const SIZE_CLASS = String.raw`(?:${SIZE_SME}|small|smaller|tiny|mid[- ]?sized?|mid[- ]?market|medium[- ]sized?|large|larger|big|bigger|kleine(?:n|r|re|ren)?|mittelständische(?:n|r)?|mittelgroße(?:n|r)?|große(?:n|r)?|petites?|moyennes?|grandes?|pequeñas|medianas|pequenas|médias|medias|kleine|middelgrote|grote)`;
// SME words, with the company word some write after them ("MKB-bedrijven", "KMU-Unternehmen", "SME companies").
const SIZE_SME_WORD = String.raw`(?:SMBs?|SMEs?|KMUs?|PMEs?|PME|TPEs?|ETIs?|pymes|PYMEs?|pyme|PYME|MKB|mkb)`;
const SIZE_MARKET = String.raw`(?:(?:${SIZE_SME_WORD}|the mid[- ]?market|mid[- ]?market|Mittelstand|Mittelständler[n]?|midden- en kleinbedrijf|midden en kleinbedrijf|scale[- ]?ups)(?:[- ](?:bedrijven|ondernemingen|Unternehmen|Betrieben?|companies|businesses|firms))?)`;
/** A clause that makes the size a condition ("if the company has …", "si l'entreprise a …", "wenn die Firma … hat"). */
const SIZE_IF = String.raw`(?:if|when|where|whenever|si|se|wenn|falls|als|indien|wanneer|cuando|quando|quand|lorsque)`;
const SIZE_SUBJECT = String.raw`(?:(?:the|your|their|a|an|la|el|le|die|der|das|het|de|o|a|sua|su|leur)\s+|l['’]\s*)?(?:${SIZE_NOUN}|account|client|customer|it|they)`;
const SIZE_HAS = String.raw`(?:has|have|is|are|employs|a|ont|compte|emploie|tiene|tienen|cuenta con|tem|têm|tiver|tiverem|possui|hat|haben|heeft|hebben|telt)`;
export const COMPANY_SIZE = new RegExp(
  [
    // "(only) companies with 50 or more people", "bei Firmen unter 50 Leuten", "empresas con más de 100 empleados"; an SME word
    // with its own number ("pymes de menos de 80 empleados", "SMEs with fewer than 80 staff"): the number is the range
    String.raw`\(?${B}${SIZE_PREP}(?:(?:${SIZE_CLASS}\s+|${SIZE_SME_WORD}[- ])?${SIZE_NOUN}|${SIZE_SME_WORD})\s*(?:with|of|mit|von|de|avec|con|com|met|van)?\s*(?:${SIZE_CMP}\s*)?${SIZE_NUM}${SIZE_UNIT}${E}\)?`,
    // "if the company has fewer than 60 people", "si l'entreprise a moins de 60 salariés", "si la empresa tiene menos de 60
    // personas", "se a empresa tiver menos de 60 pessoas", "wenn die Firma weniger als 60 Mitarbeiter hat", "als het bedrijf
    // minder dan 60 medewerkers heeft": a condition on the company said as a clause.
    String.raw`${B}${SIZE_IF}\s+${SIZE_SUBJECT}\s+(?:${SIZE_HAS}\s+)(?:(?:only|just|nur|seulement|solo|apenas|maar)\s+)?(?:${SIZE_CMP}\s*)?${SIZE_NUM}${SIZE_UNIT}${E}`,
    String.raw`${B}${SIZE_IF}\s+${SIZE_SUBJECT}\s+(?:${SIZE_CMP}\s*)?${SIZE_NUM}${SIZE_UNIT}\s+(?:hat|haben|heeft|hebben|telt|tellen|zählt|zahlt)${E}`,
    // "at 60+ people", "at under 60 people", "bij 50 medewerkers of meer"
    String.raw`\(?${B}(?:at|in|bei|chez|dans|en|em|bij)\s+(?:${SIZE_CMP}\s*)?${SIZE_NUM}${SIZE_UNIT}(?:\s+(?:or more|and up|and above|oder mehr|et plus|ou plus|o más|ou mais|of meer|en meer))?${E}\)?`,
    // "(under 60 people)", "(50+ employees)": a size alone in parentheses
    String.raw`\((?:${SIZE_CMP}\s*)?${SIZE_NUM}${SIZE_UNIT}\)`,
    // "at mid-size companies", "in small firms", "bei mittelständischen Unternehmen"
    String.raw`${B}${SIZE_PREP}${SIZE_CLASS}\s+${SIZE_NOUN}${E}`,
    // "for SMBs", "im Mittelstand", "het MKB", "aux PME"; "DAF de PME", "CFOs des PME", "Geschäftsführer von KMU", "van het mkb"
    String.raw`${B}(?:(?:for|at|in|among|of|im|für|fur|bei|im|von|pour|aux|chez|dans les|de|des|para|en|em|nas|nos|voor|in het|bij|aan|van)\s+|d['’]\s*)?(?:(?:the|den|les|la|las|los|as|os|het)\s+)?${SIZE_MARKET}${E}`,
  ].join('|'),
  'giu',
);
/**
 * A size said right after an employer's own word ("insurers with 200+ employees", "Versicherern mit über 250 Mitarbeitern",
 * "assureurs de plus de 100 salariés", "aseguradoras con más de 50 empleados", "seguradoras com mais de 100 funcionários",
 * "verzekeraars met meer dan 200 medewerkers"): employer.ts reads it only after a sector the persona names (after people,
 * "managers with 10+ staff", it may be the size of their team).
 */
export const SIZE_AFTER_EMPLOYER = new RegExp(
  String.raw`${B}(?:(?:with|having|mit|avec|de|con|com|met|van|of)\s+(?:${SIZE_CMP}\s*)?|${SIZE_CMP}\s*)${SIZE_NUM}${SIZE_UNIT}${E}`,
  'giu',
);
/**
 * An inclusion that names nobody in particular (no area, rung, role, kind of engagement, trait, title phrase) is kept only
 * when its words say everyone (inclusions.ts keepsEveryone): a quantifier ("everyone", "all staff", "anyone at the company",
 * "the whole team", "alle Mitarbeiter", "tout le monde", "todo el personal", "todos", "iedereen"), or the staff named alone
 * as the whole persona ("Employees.", "Staff, not contractors"). Folded words.
 */
export const EVERYONE_WORDS =
  /(?:^|\s)(?:everyone|everybody|anyone|anybody|all|whole|entire|every|whoever|alle|allen|jeder|jede|jedermann|gesamte|tout|tous|toutes|todo|toda|todos|todas|cualquiera|qualquer|iedereen|ieder|iedere|elke|everyone else)(?:\s|$)/;
/** Words for the staff as a whole (folded): alone as the whole persona they are everyone. */
export const STAFF_ALONE =
  /^(?:(?:the|our|die|les|los|las|os|as|de|het|el|la|o|a)\s+)?(?:people|persons|employees|staff|personnel|workforce|team members|the team|folks|mitarbeiter|mitarbeitende|belegschaft|personal|salaries|employes|collaborateurs|personnes|empleados|personal|plantilla|colaboradores|funcionarios|pessoas|medewerkers|personeel|werknemers|mensen)$/;
/** A word for staff inside a phrase ("die Service-Mitarbeiter selbst", "the support staff themselves"). */
export const STAFF_WORD =
  /^(?:people|employees|staff|personnel|mitarbeiter|mitarbeitende|mitarbeiterinnen|belegschaft|employes|collaborateurs|empleados|plantilla|colaboradores|funcionarios|medewerkers|personeel|werknemers)$/;
/** "below that nobody has an IT team": a sentence that refers back to a company size named just before it is about the company too. */
export const SIZE_BACK =
  /^(?:and\s+|but\s+|aber\s+|mais\s+|pero\s+|mas\s+|maar\s+)?(?:below|under|above|over|beneath|smaller than|bigger than|larger than)\s+(?:that|this|it)\b|^(?:darunter|darüber|en dessous|au-dessous|au dessous|au-delà|au dela|por debajo|por encima|abaixo disso|acima disso|daaronder|daarboven|daarbeneden)\b/i;

// The seller's context (context.ts): what a brief says about the product, its market and its reasons names nobody.
/** A sentence that opens with the seller ("We sell …", "Our tool …", "ICP for our …", "Wir verkaufen …", "Notre outil …"). */
export const SELLER_LEAD =
  /^(?:we sell|we're selling|we are selling|selling|we offer|we provide|we build|we make|we run|we place|we supply|we deliver|we publish|wir liefern|wir vermitteln|nous editons|on edite|nous fournissons|nous placons|suministramos|proveemos|colocamos|fornecemos|wij leveren|we leveren|wij plaatsen|we plaatsen|we're an?|we are an?|we've built|we have built|our (?:tool|product|platform|software|solution|app|service|offering)|icp for|for our|wir verkaufen|wir vertreiben|wir bieten|wir sind eine?|unser (?:tool|produkt|angebot)|unsere (?:plattform|software|losung|app)|fur unsere?[nm]?|nous vendons|on vend|nous proposons|on propose|nous sommes une?|notre (?:outil|solution|plateforme|logiciel|produit|offre)|pour notre|vendemos|ofrecemos|somos una?|nuestro (?:software|producto|servicio)|nuestra (?:plataforma|herramienta|solucion)|para nuestr[oa]|oferecemos|somos uma?|nosso (?:produto|software|servico)|nossa (?:plataforma|ferramenta|solucao)|para (?:o nosso|a nossa)|wij verkopen|we verkopen|wij bieden|we bieden|wij zijn een|we zijn een|onze (?:tool|software|oplossing)|ons (?:platform|product)|voor onze?)\b/;
/** A lead-in that introduces the list ("Target:", "We want", "Doelgroep:", "On cible", "Nos interesan", "Convidamos"). */
export const META_LEAD =
  /^(?:target(?:ing|s)?|our target|the target|icp|our icp|the icp|ideal customer|who we want|who we're after|we want|we'd like|we would like|we need|we're looking for|we are looking for|looking for|we target|we're targeting|we are targeting|we sell to|we're selling to|our users are|our buyers are|in our deals|zielgruppe|unsere zielgruppe|ansprechpartner|wir wollen|wir suchen|wir brauchen|gesucht|suchen wir|entscheider sind|cible|notre cible|on cible|on veut|on recherche|nous voulons|nous cherchons|nous ciblons|interlocuteurs|publico|queremos|buscamos|nos interesan|nos interesa|convidamos|o comite de compra|doelgroep|onze doelgroep|gesprekspartners|we zoeken|wij zoeken|we willen|wij willen)\b/;
/** Inside a sentence of the seller: where the request starts ("… and want to reach X", "… suchen wir X", "…, buscamos X"). */
export const META_INNER =
  /\b(?:(?:and )?(?:want|we want|need|we need) to reach|we want|we're looking for|we are looking for|we target|suchen wir|wir suchen|wollen wir|on cible|nous cherchons|nous voulons|on veut|buscamos|queremos|procuramos|we zoeken|wij zoeken|zoeken we)\b/;
/** After the seller's product, the people it is sold to ("… to HR teams", "… aan finance teams", "… para PJ e freelancers"). */
export const MARKET_TO = /\s(?:to|an|aux?|a|para|aan)\s/;
/** A product named first, as Romance languages do ("Plataforma de …", "Outil de …", "Software de …", "Solução de …"). */
export const PRODUCT_FIRST =
  /^(?:(?:une?|el|la|um|uma)\s)?(?:plataforma|plateforme|software|logiciel|outil|herramienta|ferramenta|solucion|solucao|solution|aplicacion|aplicativo|application|sistema|systeme)s?\s(?:de|da|do|des|du|d|para|pour)\b/;
/** A product named last, as English, German and Dutch do, compounds too ("Helpdesk software", "Lieferantenplattform", "klantportaal"). */
export const PRODUCT_LAST =
  /(?:^|\s)(?:app|layer|automation|hris|ats|erp|crm|wms|clm|mdm|sirh)$|(?:software|saas|tools?|tooling|platform|plattform|portal|portaal|losung|oplossing)$/;
