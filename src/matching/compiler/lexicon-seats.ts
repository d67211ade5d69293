// The persona compiler's words for seats that conditions and fallbacks name (session 34, found on development set 34 and
// written in our own words), in English, German, French, Spanish, Portuguese and Dutch. Spliced into LEXICON (lexicon.ts).
// - "the IT director", "o diretor de TI", "el director de sistemas", "le directeur informatique", "de IT-directeur": whoever
//   runs IT as a whole, the head of IT or the CIO above the director rung included (a "Head of IT" holds the seat as an
//   "IT Director" does), not the IT managers below them (the seat, in the singular: "Directores de TI" are a rung); so for logistics ("the logistics director", "el director de
//   logística", "le directeur logistique").
// - "den IT-Leiter", "der Einkaufsleiter", "die Leiterin Einkauf": one leader, the definite singular, is the seat at the top of
//   the area from the head rung up (a "Leiter IT" or the CIO), not the managers below it ("Vertriebsleiter und Sales Manager",
//   the plural, stays every leader: lexicon.ts).
// - "de directeur", "le directeur", "la directrice", "el director", "der Direktor", "o diretor": the director, in the
//   singular with its article and no area after it, is the company's director (its managing director, the CEO), not a rung
//   ("De IT-manager, en anders de directeur"); "le directeur financier", "el director de logística" name an area's seat
//   (tag-sentence.ts). English "the director" stays a rung.
import type { Level } from '../criteria.js';
import type { Entry } from './lexicon.js';

/** The rungs of whoever runs an area as a whole. */
const RUNS: Level[] = ['head', 'director', 'vp', 'svp', 'c_level'];

export const SEATS_LEXICON: Entry[] = [
  {
    phrases:
      'it director|director of it|director it|it direktor|it direktorin|direktor it|directeur informatique|directrice informatique|directeur it|directrice it|directeur des systemes informatiques|director de ti|directora de ti|director de sistemas|directora de sistemas|director de informatica|directora de informatica|diretor de ti|diretora de ti|diretor de tecnologia da informacao|diretora de tecnologia da informacao|diretor de informatica|diretora de informatica|it directeur|it directrice|directeur ict|ict directeur',
    tag: { k: 'noun', areas: ['it'], levels: RUNS, alone: true },
    p: 3,
  },
  {
    phrases:
      'logistics director|director of logistics|director logistics|logistikdirektor|logistikdirektorin|directeur logistique|directrice logistique|directeur de la logistique|directrice de la logistique|director de logistica|directora de logistica|diretor de logistica|diretora de logistica|logistiek directeur|logistiek directrice|directeur logistiek',
    tag: { k: 'noun', areas: ['logistics'], levels: RUNS, alone: true },
    p: 3,
  },
  // Session 57: so for operations ("el director de operaciones", "the operations director": director to VP; not the COO, as a
  // hotel GM or a French DAF read as the chiefs of operations too).
  {
    phrases:
      'operations director|director of operations|director operations|director de operaciones|directora de operaciones|diretor de operacoes|diretora de operacoes|directeur des operations|directrice des operations|directeur operations|directrice operations|operationsdirektor|operationsdirektorin|directeur operaties|operationeel directeur|operationeel directrice',
    // (from the director rung up: a "Head of Field Operations", a plant's "Betriebsleiter" head one part of operations)
    tag: { k: 'noun', areas: ['operations'], levels: ['director', 'vp', 'svp'], alone: true },
    p: 3,
    // (the singular only: "operations directors" are a rung)
    exact: true,
  },
  {
    phrases: 'den it leiter|der it leiter|dem it leiter|die it leiterin|der it leiterin|den edv leiter|der edv leiter|die edv leiterin',
    tag: { k: 'noun', areas: ['it'], levels: RUNS, alone: true },
    p: 3,
  },
  { phrases: 'den leiter|der leiter|dem leiter|des leiters|die leiterin|der leiterin', tag: { k: 'level', levels: RUNS, weak: false }, p: 3 },
];

/** The definite article of one person, before "the director" (DATA). */
export const ONE_PERSON_ARTICLE = /^(de|le|la|el|der|den|dem|die|o|a)$/;
/** "Director" in the singular, said of one person (DATA). */
export const ONE_DIRECTOR = /^(directeur|directrice|director|directora|diretor|diretora|direktor|direktorin)$/;
/** The company's director: its chief executive (as "managing director", "algemeen directeur" in lexicon.ts). */
export const COMPANY_DIRECTOR = { k: 'noun', roles: ['ceo'], levels: ['c_level'], areas: ['general_management'], alone: true } as const;
