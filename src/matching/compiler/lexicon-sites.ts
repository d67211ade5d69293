// The persona compiler's words for companies with several sites outside software (session 33, development set 32): plants,
// utilities, hotels, clinics, agencies, wholesalers, law and accounting firms (DATA, spliced into LEXICON and into the
// senses of tag-sentence.ts), in English, German, French, Spanish, Portuguese and Dutch. The title reader's side is
// reader/verticals-trades.ts and reader/verticals-care.ts; the rungs are the same (a foreman or a shift leader leads a
// team, a branch manager manages).
import type { Level } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const LEADS: Level[] = ['team_lead'];
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 4): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

export const SITES_LEXICON: Entry[] = [
  // The plant's own foremen: "encargados de planta / de línea", "encarregados de produção" lead the production line's crews.
  noun(
    'encargado de planta|encargados de planta|encargada de planta|encargadas de planta|encargado de linea|encargados de linea|encargada de linea|encargadas de linea|encarregado de producao|encarregados de producao|encarregada de producao|encarregadas de producao',
    { areas: ['manufacturing'], levels: LEADS },
  ),
  // A utility's operations: the grid's control centre and its field crews ("operação da rede", "Netzbetrieb").
  {
    phrases:
      'operacao da rede|operacao de rede|operacao das redes|operacion de la red|operacion de red|netzbetrieb|exploitation du reseau|exploitation des reseaux',
    tag: { k: 'area', areas: ['grid_control', 'grid_field'] },
    p: 4,
  },
  // The branches of a wholesaler or a service firm: "Vestigingsmanager", "Niederlassungsleiter", "gerente de filial" run one.
  noun(
    'vestigingsmanager|vestigingsmanagers|vestigingsleider|vestigingsleiders|niederlassungsleiter|niederlassungsleiterin|niederlassungsleitern|niederlassungsleiterinnen|gerente de filial|gerentes de filial|gerentes de filiais|responsables d agence|responsable d agence',
    // (Session 42: at the end of a range, "van teamleider tot vestigingsmanager", the manager's rung.)
    { roles: ['branch_manager'], alone: true, end: ['manager', 'senior_manager'] },
  ),
  // Copywriters in the plural ("concepteurs-rédacteurs", "conceptrices-rédactrices"): the kind of title (reader TRADES_KINDS).
  noun('concepteurs redacteurs|conceptrices redactrices|concepteurs redactrices|tekstschrijvers|redactores creativos|redatores publicitarios', {
    roles: ['copywriter'],
    alone: true,
  }),
];

/** A persona that names plants, works or factories (folded). */
const PLANTS =
  /\b(plants?|planta|plantas|usines?|werke?n?|werks|fabrik\w*|fabrica|fabricas|fabriek\w*|factory|factories|production|produktion|produccion|producao|productie)\b/;
/** Beside plants, shift leaders and workshop foremen lead the production floor's crews (a car dealer's workshop is lexicon-infrastructure.ts's). */
const PLANT_LEADS: Tag = { k: 'noun', areas: ['manufacturing'], levels: LEADS };

export const SITES_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    PLANTS,
    new Map<string, Tag>(
      [
        'workshop foremen',
        'workshop foreman',
        'chef d atelier',
        'chefs d atelier',
        'jefe de taller',
        'jefes de taller',
        'werkstattmeister',
        'jefes de turno',
        'jefas de turno',
        'chefes de turno',
        'shift supervisors',
        'shift supervisor',
      ].map((w): [string, Tag] => [w, PLANT_LEADS]),
    ),
  ],
];
