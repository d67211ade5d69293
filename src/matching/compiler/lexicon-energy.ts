// The persona compiler's words for utilities' and telcos' own teams (session 40, DATA, spliced into LEXICON), in English,
// German, French, Spanish, Portuguese and Dutch: economic regulation ("Regulierungsmanagement", "regulación"), customer
// operations and billing, energy trading and origination, network asset management, Spanish PRL (occupational safety).
// The reader's side is reader/verticals-industry.ts (customer billing, energy trading, network asset management) and
// title-flags.ts (an HSE or SHEQ "advisor" is an employee). Words whose sense depends on the sentence ("AM" beside asset
// words) are ENERGY_SENSES, read by tag-sentence.ts.
import type { AreaKey } from '../criteria.js';
import type { Entry, Tag } from './lexicon.js';

const area = (phrases: string, areas: AreaKey[], p = 3): Entry => ({ phrases, tag: { k: 'area', areas }, p });
const noun = (phrases: string, tag: Omit<Extract<Tag, { k: 'noun' }>, 'k'>, p = 3): Entry => ({ phrases, tag: { k: 'noun', ...tag }, p });

export const ENERGY_LEXICON: Entry[] = [
  // ---- economic regulation: a network's or a telco's regulator-facing team -------------------------------------------------
  area(
    'regulation|regulierung|regulierungsmanagement|regulacion|regulacao|regulering|reglementation|regulatory|regulatorio|regulatoria|regulatorios|regulacao economica|regulation team',
    ['regulatory_affairs'],
  ),
  noun('regulierungsmanager|regulierungsmanagerin|regulierungsmanagerinnen|regulation managers|regulation manager', {
    areas: ['regulatory_affairs'],
  }),
  // ---- occupational safety in Spanish ---------------------------------------------------------------------------------------
  area('prl|prevencion de riesgos laborales|riesgos laborales', ['hse']),
  // "FaSi", "Sifa": the German occupational safety specialist (Fachkraft für Arbeitssicherheit).
  noun('fasi|fasis|sifa|sifas', { areas: ['hse'] }),
  // ---- customer operations and billing --------------------------------------------------------------------------------------
  area('customer operations|customer ops|operaciones de clientes|operacoes de clientes|operations clients|klantoperaties', ['customer_support']),
  // Session 56: a leasing or fleet company's "Driver Care" desk serves the drivers (customer service), no driving job.
  area('driver care|the driver care|el driver care|driver care team|driver services desk|driver support desk', ['customer_support'], 5),
  area('billing|facturacion|faturacao|facturation|fakturierung|facturatie|kundenabrechnung|energieabrechnung|verbrauchsabrechnung|billing team', ['billing']),
  noun(
    'billing specialists|billing specialist|billing analysts|billing analyst|billing clerks|billing clerk|billing agents|gestores de facturacion|gestoras de facturacion|analistas de faturacao|analistas de facturacion|charges de facturation|chargees de facturation',
    { areas: ['billing'], ic: true },
  ),
  // ---- energy trading and origination ---------------------------------------------------------------------------------------
  area(
    'energy trading|power trading|gas trading|trading|trading desk|energiehandel|stromhandel|gashandel|negociacao de energia|trading energie|energy procurement|energy purchasing|energiebeschaffung|energieeinkauf|achat d energie|achats d energie|achat energie|compra de energia|compras de energia|inkoop energie|energie inkoop',
    ['trading'],
  ),
  noun(
    'traders|trader|energy traders|power traders|gas traders|junior traders|energiehandler|energiehandlerinnen|stromhandler|handelaren|handelaars|energiehandelaren|traders energie|traders d energie',
    { areas: ['trading'], ic: true },
  ),
  noun('originators|originator|origination managers|ppa managers|ppa manager|ppa team', { areas: ['trading'], roles: ['origination'] }),
  // ---- a network's field operations (its field crews and their leads; not field sales) --------------------------------------
  area(
    'field operations|field ops|field operation|operaciones de campo|operacoes de campo|operacoes em campo|operations terrain|operations de terrain|exploitation terrain',
    ['grid_field', 'telecom_field', 'field_service'],
  ),
  // ---- network asset management ---------------------------------------------------------------------------------------------
  noun('asset engineers|asset engineer|asset information people|asset information|asset data|asset strategy', { areas: ['asset_management'] }),
];

/** Beside asset words, "AM" is asset management, not account management ("AM — asset management, the engineering kind"). */
export const ENERGY_SENSES: ReadonlyArray<readonly [RegExp, ReadonlyMap<string, Tag>]> = [
  [/\basset(s)?\b|\bassetmanagement\b/, new Map<string, Tag>([['am', { k: 'area', areas: ['asset_management'] }]])],
];
