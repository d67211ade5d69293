// The title reader's areas: which areas of the contract's vocabulary (src/matching/criteria.ts) a read title is in — its
// main area (the role's own, a finer area its words name, else its function's), the areas it names besides, and the
// areas of both halves of a title that holds two jobs ("VP Sales & Marketing", "DAF / DRH"). Used by person.ts.
import { AREA_ALSO, functionOf, type Area, type AreaKey } from '../criteria.js';
import { TextMemo } from '../text-memo.js';
import { AREA_RULES, CROSS_AREA_RULES, EXTRA_AREA_RULES, ROLE_AREAS } from './areas.js';
import { norm } from './text.js';
import { expandTitle } from './title-normalise.js';
import { parseTitle, type TitleInfo } from './title.js';
import { TRADES_AREA_OF_SUB } from './verticals-trades.js';
import { INSTITUTION_AREA_OF_SUB } from './verticals-institutions.js';
import { INFRA_AREA_OF_SUB } from './verticals-infrastructure.js';
import { LONGTAIL_AREA_OF_SUB } from './verticals-longtail.js';
import { PUBLIC_AREA_OF_SUB } from './verticals-public.js';
import { INDUSTRY_AREA_OF_SUB } from './verticals-industry.js';
import { MEDIA_AREA_OF_SUB } from './verticals-media.js';
import { FRONTLINE_AREA_OF_SUB } from './verticals-frontline.js';
import { CLINICAL_AREA_OF_SUB } from './verticals-clinical.js';
import { TOOL_FAMILIES } from '../compiler/lexicon-tools.js';
import { TOOL_SUBS } from './title-tools.js';

/** The areas of the business systems' owners (compiler/lexicon-tools.ts): "NetSuite Administrator" is finance's. */
const TOOL_AREA_OF_SUB: Readonly<Record<string, AreaKey>> = Object.fromEntries(TOOL_FAMILIES.map((f) => [`${f.fn}.${f.sub}`, f.area]));

/** The title reader's areas (function.sub) in the contract's vocabulary. */
const AREA_OF_SUB: Readonly<Record<string, AreaKey>> = {
  'engineering.software': 'software',
  'engineering.hardware': 'hardware',
  'engineering.it': 'it',
  'engineering.data': 'data_engineering',
  'analyst.data': 'analytics',
  'research.data_science': 'data_science',
  'support.success': 'customer_success',
  'support.support': 'customer_support',
  'sales.accounts': 'account_management',
  'sales.sales': 'new_business',
  'human_resources.recruiting': 'recruiting',
  'human_resources.hr': 'hr',
  'product.product': 'product_management',
  'creative.design': 'design',
  'creative.visual_merchandising': 'visual_merchandising',
  'operations.executive': 'general_management',
  'operations.strategy': 'strategy',
  'marketing.ecommerce': 'ecommerce',
  // Legal titles that are not compliance or privacy (areas.ts reads those) are the counsel side.
  'legal.legal': 'legal_counsel',
  'health.nursing': 'nursing',
  'health.medical': 'medical',
  'health.care': 'care',
  'advisory.board': 'board_member',
  'advisory.advisor': 'advisor',
  ...TRADES_AREA_OF_SUB,
  ...INSTITUTION_AREA_OF_SUB,
  ...INFRA_AREA_OF_SUB,
  ...LONGTAIL_AREA_OF_SUB,
  ...PUBLIC_AREA_OF_SUB,
  ...INDUSTRY_AREA_OF_SUB,
  ...MEDIA_AREA_OF_SUB,
  ...FRONTLINE_AREA_OF_SUB,
  ...CLINICAL_AREA_OF_SUB,
  ...TOOL_AREA_OF_SUB,
  // Service verticals (verticals-service.ts).
  'hospitality.kitchen': 'kitchen',
  'hospitality.fnb': 'food_beverage',
  'hospitality.hotel': 'hotel',
  'operations.retail': 'retail',
  'finance.underwriting': 'underwriting',
  'finance.claims': 'claims',
  'sales.insurance_distribution': 'insurance_distribution',
  'operations.payments': 'payments',
};

/** The areas of a read title: its main area, then the areas it names in addition (EXTRA_AREA_RULES in areas.ts). */
export function areasOf(info: Pick<TitleInfo, 'fn' | 'sub' | 'role'>, title = ''): AreaKey[] {
  if (info.fn === 'unknown') return [];
  // The title as written and in the reader's long forms ("Inkoper" is a buyer, "Contrôleur de gestion" a financial controller).
  const n = norm(title);
  const t = `${n} ${expandTitle(n.replace(/[()[\]|,;·•]/g, ' '))}`;
  const extra = EXTRA_AREA_RULES.filter(([fn, re]) => fn === info.fn && re.test(t)).flatMap(([, , areas]) => areas);
  const cross = CROSS_AREA_RULES.filter(([re]) => re.test(t)).flatMap(([, areas]) => areas);
  const main = mainAreas(info, info.fn, t);
  // An area the main one already counts as adds nothing ("QC Analyst" is quality control, which is quality): naming it apart
  // would make an exclusion of the main area ("no lab") spare the title for its other area.
  const also = new Set(main.map((a) => AREA_ALSO[a as Area]));
  return [...new Set([...main, ...extra.filter((a) => !also.has(a as Area)), ...cross])];
}

/** The role's own area, else the first finer area the title names (areas.ts), else the function's. */
function mainAreas(info: Pick<TitleInfo, 'sub' | 'role'>, fn: Exclude<TitleInfo['fn'], 'unknown'>, t: string): AreaKey[] {
  const own = ROLE_AREAS[info.role];
  if (own && own.every((x) => functionOf(x) === fn)) return [...own];
  const base = AREA_OF_SUB[`${fn}.${info.sub}`] ?? fn;
  // The sectors' own areas (verticals-infrastructure.ts) are what their titles say, whatever generic words they contain.
  if (
    INFRA_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    LONGTAIL_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    PUBLIC_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    INDUSTRY_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    MEDIA_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    FRONTLINE_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    CLINICAL_AREA_OF_SUB[`${fn}.${info.sub}`] ||
    TOOL_AREA_OF_SUB[`${fn}.${info.sub}`]
  )
    return [base];
  for (const [ruleFn, re, areas] of AREA_RULES) if (ruleFn === fn && re.test(t)) return [...areas];
  return [base];
}

const areasCache = new TextMemo<AreaKey[]>(100_000);
/** "VP Sales & Marketing", "Head of Finance / HR": the functions of both halves of a title (memoised by title). */
export function titleAreas(info: TitleInfo, title: string): AreaKey[] {
  return [...areasCache.get(title, () => readAreas(info, title))];
}

/**
 * Where a title is no two jobs: the Spanish "en" after a job word ("Técnico en Higiene y Seguridad", "Especialista en
 * Compras": a job in a field, not the Dutch "en", and) and the one field of health and safety said with its "and".
 */
const ONE_FIELD =
  /\b(s ?& ?op|higiene y seguridad|seguridad e higiene|seguridad y salud|salud y seguridad|higiene e seguranca|seguranca e (higiene|saude)|health (and|&) safety|sante et securite|hygiene et securite|arbeits- ?und (umwelt|gesundheits)schutz|treinamento e desenvolvimento|formation et d[ée]veloppement|formaci[oó]n y desarrollo|(training|learning) (and|&) development|opleiding en ontwikkeling|aus- und weiterbildung)\b/gi;
const SPLIT =
  /\s*(?:&|\/|\+|\band\b|\bund\b|\bet\b|\by\b|\be\b|(?<!\b(?:t[eé]cnic[oa]|especialista|ingenier[oa]|expert[oa]|licenciad[oa]|auxiliar|asesor[a]?|consultor[a]?|graduad[oa]|jef[ea]|responsable|analista|coordinador[a]?)\s)\ben\b)\s*/i;

function readAreas(info: TitleInfo, title: string): AreaKey[] {
  const halves = title
    .replace(ONE_FIELD, (m) => m.replace(/\s*(?:and|&|y|e|et|und)\s*/gi, '-'))
    .split(SPLIT)
    .filter((h) => h.trim());
  if (halves.length < 2 || info.founder || info.owner || info.board || info.advisor || TOOL_SUBS.has(info.sub)) return areasOf(info, title);
  // Each half that names a function adds its areas, in the order of the title; a chief's half too ("DAF / DRH",
  // "COO & Head of People" lead finance and HR, operations and HR).
  const areas: AreaKey[] = [];
  for (const h of halves) {
    const hi = parseTitle(h);
    if (!hi || hi.fn === 'unknown' || hi.founder || hi.owner) continue;
    for (const a of areasOf(hi, h)) if (!areas.includes(a)) areas.push(a);
  }
  const own = areasOf(info, title);
  return areas.length > 1 ? areas : own;
}
