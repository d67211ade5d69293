// The persona compiler's words for a manufacturer's product development (DATA, spliced into LEXICON): the design office and
// product engineering that a CAD, PLM or PDM vendor sells to, in English, German, French, Spanish, Portuguese and Dutch.
// They are the area `hardware` (engineering of physical products), as the title reader reads "Design Engineer",
// "Konstrukteur", "Teamleiter Konstruktion", "Engenheiro de Produto", "Projetista" and, at a manufacturer, its R&D, its
// development teams and its CAD drafters (reader/verticals-sectors.ts, reader/firm.ts). Words whose sense depends on the
// sentence ("engineering", "engineers", "product development", "Entwicklung" beside CAD / PLM words) are
// PRODUCT_DEVELOPMENT_SENSES, read by tag-sentence.ts.
import type { AreaKey } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const HARDWARE: AreaKey[] = ['hardware'];
const area = (phrases: string, areas: AreaKey[], p = 5): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 5): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

export const PRODUCT_DEVELOPMENT_LEXICON: Entry[] = [
  // The design office as a department ("Leiter Konstruktion", "engenharia de produto", "bureau d'études").
  area(
    'konstruktion|konstruktionsabteilung|produktentwicklung|mechanical engineering|mechanical design|design office|drawing office|bureau d etudes|bureau detudes|ingenieria mecanica|ingenieria de producto|oficina tecnica|engenharia de produto|engenharia mecanica|projeto mecanico|werktuigbouw|werktuigbouwkunde|constructieafdeling',
    HARDWARE,
  ),
  // Its engineers: design and product engineers ("Konstrukteure", "projetistas", "proyectistas", "ingénieurs produit").
  noun(
    'design engineer|design engineers|mechanical design engineers|mechanical engineers|product design engineers|product engineers|development engineers|konstrukteur|konstrukteure|konstrukteurin|konstrukteurinnen|konstruktionsingenieure|entwicklungsingenieure|entwicklungsingenieurinnen|ingenieurs produit|ingenieurs bureau d etudes|projeteurs|ingenieros de producto|ingenieros mecanicos|proyectistas|engenheiros de produto|engenheiros mecanicos|projetistas|projetistas mecanicos|werktuigbouwkundigen|werktuigbouwkundig ontwerpers|mechanisch ontwerpers',
    { areas: ['hardware', 'grid_engineering'], ic: true },
  ),
];

const ENGINEERING: Tag = { k: 'area', areas: HARDWARE };
const ENGINEERS: Tag = { k: 'noun', areas: HARDWARE };

/**
 * Beside CAD, PLM, PDM or product development words, "engineering", "Entwicklung", "product development", "R&D" and "engineers"
 * are the product engineering of what the company makes (and its research), not its software teams ("CAD/PLM: engineering and design leads in
 * product development", "PLM-System: Leiter Konstruktion/Entwicklung").
 */
export const PRODUCT_DEVELOPMENT_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [
    /\b(cad|plm|pdm|cae|cad\/plm|konstruktion\w*|produktentwicklung|product development|mechanical design|design office|drawing office|bureau d'?etudes|engenharia de produto|oficina tecnica|solidworks|catia|inventor)\b/,
    new Map<string, Tag>([
      ['engineering', ENGINEERING],
      ['engineering team', ENGINEERING],
      ['product development', ENGINEERING],
      ['entwicklung', ENGINEERING],
      ['r&d', { k: 'area', areas: ['research', 'hardware'] }],
      ['engenharia', ENGINEERING],
      ['ingenieria', ENGINEERING],
      ['ingenierie', ENGINEERING],
      ['engineer', ENGINEERS],
      ['engineers', ENGINEERS],
      ['ingenieure', ENGINEERS],
      ['engenheiros', ENGINEERS],
      ['ingenieros', ENGINEERS],
    ]),
  ],
];
