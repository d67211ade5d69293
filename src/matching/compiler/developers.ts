// Session 52: developers are the people who write the software, not its testers, its DevOps and platform engineers or its
// ML engineers.
import { LEVEL_RANK, type Selector } from '../criteria.js';
import { norm } from '../reader/text.js';

/** Words for the people who write software (not "engineers": "software engineers" keep QA and DevOps). DATA. */
const DEVELOPERS =
  /(?<!\b(business|bi|project|property|real estate|product) )\b(developers?|devs|programmers?|coders?|(software)?entwickler(in|innen)?|softwareentwickler\w*|developpeu(r|rs|se|ses)|desarrollador(a|es|as)?|desenvolvedor(a|es|as)?|programador(a|es|as)?|(software)?ontwikkelaars?|programmeurs?)\b/;
/** Words that name testers, DevOps, SRE or platform people, asked for beside the developers. DATA. */
const TESTERS = /\b(qa|testers?|test\w*|quality assurance|sdets?|testeu\w*|probadores?)\b/;
const ML = /\b(ml|machine learning|ai|ki|llm|ia|mlops)\b/;
const DEVOPS = /\b(devops|sres?|site reliability|platform|plattform\w*|plateforme|plataforma|infra\w*|cloud)\b/;

/** The developers' own selectors: software people at no rung above the tech lead, no named role. */
const developersOf = (s: Selector) =>
  s.areas.length === 1 &&
  s.areas[0] === 'software' &&
  !s.roles.length &&
  !s.titles?.length &&
  s.levels.length > 0 &&
  s.levels.every((l) => LEVEL_RANK[l] <= LEVEL_RANK.tech_lead);

/**
 * "Softwareontwikkelaars: junior, medior, senior en staff engineers", "Developers and tech leads", "Entwickler vom Junior
 * bis Senior": a persona of developers leaves out, at the developers' rungs, the testers (QA engineers, SDETs), the DevOps,
 * SRE and platform engineers, and the ML engineers, who are engineers but no developers
 * (the development sets' authors: 22, 23, 52); shown as exclusions read from the noun, so
 * the user sees and can correct them. Not when the persona names them too ("developers and SREs", "devs, QA included").
 */
export function developersOnly(definition: string, include: readonly Selector[], exclude: Selector[]): void {
  const text = norm(definition);
  const noun = DEVELOPERS.exec(text)?.[0];
  if (!noun) return;
  const own = include.filter(developersOf);
  if (!own.length) return;
  // "Developers and tech leads": the developers' tech leads are their lead developers too ("Lead Developer", "Lead
  // Software Engineer": the tech-lead rung of a developer), not only the titles that say "tech lead".
  if (include.some((s) => s.roles.length === 1 && s.roles[0] === 'tech_lead' && !s.areas.length && !s.levels.length))
    for (const s of own) if (!s.levels.includes('tech_lead')) s.levels = [...s.levels, 'tech_lead'];
  const levels = [...new Set(own.flatMap((s) => s.levels))];
  // Named anywhere, kept or left out ("QA included", "keine Tester"): the persona has said what it wants of them.
  const named = (re: RegExp) => re.test(text);
  const leftOut = (areas: Selector['areas'], roles: string[]): Selector => ({ areas, roles, levels: [...levels], employment: [], traits: [], text: noun });
  if (!named(DEVOPS)) exclude.push(leftOut(['devops'], []));
  if (!named(TESTERS)) exclude.push(leftOut([], ['qa_tester']));
  if (!named(ML)) exclude.push(leftOut([], ['ml_engineer']));
}
