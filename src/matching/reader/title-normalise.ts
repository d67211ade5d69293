// Rewrites a normalised title (lower case, no accents) into the long forms the title reader knows:
// business-title abbreviations as people write them on professional networks ("Sr. Dir. of Eng",
// "Hd of Ops", "Acct Mgr", "Mktg Mgr") and compounds of head / director / manager roles in German
// ("Marketingleiterin", "Vertriebsdirektor", "Personalmanager"), plus function names in German,
// French, Spanish and Portuguese the reader's English-first vocabulary misses ("Responsable
// juridique", "Jefa de Producto", "Directeur des ventes"). General vocabulary, not a list of titles.

/** Abbreviation (one token, optional trailing dot) → long form. */
const ABBREVIATIONS: Record<string, string> = {
  hd: 'head',
  hod: 'head of department',
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  jnr: 'junior',
  mgr: 'manager',
  mngr: 'manager',
  mgmt: 'management',
  mng: 'managing',
  dir: 'director',
  dirs: 'directors',
  ldr: 'leader',
  exec: 'executive',
  execs: 'executives',
  assoc: 'associate',
  asst: 'assistant',
  assist: 'assistant',
  acct: 'account',
  accts: 'accounts',
  acctg: 'accounting',
  mktg: 'marketing',
  mkt: 'marketing',
  mkting: 'marketing',
  eng: 'engineering',
  engr: 'engineer',
  engrs: 'engineers',
  engg: 'engineering',
  sw: 'software',
  hw: 'hardware',
  dev: 'developer',
  devs: 'developers',
  ops: 'operations',
  rev: 'revenue',
  fin: 'finance',
  ppl: 'people',
  cust: 'customer',
  svc: 'service',
  svcs: 'services',
  serv: 'service',
  coord: 'coordinator',
  spec: 'specialist',
  rep: 'representative',
  reps: 'representatives',
  dept: 'department',
  div: 'division',
  intl: 'international',
  natl: 'national',
  reg: 'regional',
  admin: 'administrator',
  adm: 'administrator',
  infosec: 'information security',
  sec: 'security',
  bd: 'business development',
  bizdev: 'business development',
  biz: 'business',
  cs: 'customer success',
  'l&d': 'learning and development',
  ta: 'talent acquisition',
  ae: 'account executive',
};

/** Multi-word abbreviations and foreign function names, applied after the token pass. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bv\.? ?p\.?(?=\s|$)/g, 'vp'],
  [/\bgroup pm\b/g, 'group product manager'],
  [/\bpo\b/g, 'product owner'],
  [/\bclient success\b/g, 'customer success'],
  [/\bjef[ea] de equipo\b|\bresponsable de equipo\b/g, 'team lead'],
  [/\bbiz ?dev\b/g, 'business development'],
  [/\bgen(eral)?\.? counsel\b/g, 'general counsel'],
  [/\bgerente de cuentas?\b|\bcharge(e)? de comptes?\b|\bgerente de contas?\b/g, 'account manager'],
  [/\bgerente de (producto|produto)\b/g, 'product manager'],
  [/\bgerente de proyectos?\b|\bgerente de projetos?\b/g, 'project manager'],
  // German compounds: the function word first, the role second ("Vertriebsleiterin").
  [/\b(team|gruppen|schicht)leit(er|erin|ung)\b/g, 'team lead'],
  [/\bprojektleit(er|erin|ung)\b/g, 'project manager'],
  [/\bproduktmanager(in)?\b/g, 'product manager'],
  [/\bprojektmanager(in)?\b/g, 'project manager'],
  [/\b([a-z]{3,}?)s?-?(leiter|leiterin|leitung|direktor|direktorin)\b/g, '$2 $1'],
  [/\b([a-z]{3,}?)s?-?(vorstand)\b/g, '$2 $1'],
  [/\b([a-z]{3,}?)s?-?(manager|managerin)\b/g, '$1 $2'],
  // Function names (German, French, Spanish, Portuguese) in the reader's words.
  [/\b(produit|producto|produto|produkt)\b/g, 'product'],
  [/\b(ventes|verkauf\w*)\b/g, 'sales'],
  [/\b(jurid\w*|recht|rechtsabteilung)\b/g, 'legal'],
  [/\b(conformite|cumplimiento|conformidade)\b/g, 'compliance'],
  [/\b(operaciones|operacoes|exploitation|betrieb\w*)\b/g, 'operations'],
  [/\b(achats?|compras|einkauf\w*|beschaffung)\b/g, 'procurement'],
  [/\b(logistik)\b/g, 'logistics'],
  [/\b(comunicacion|comunicacao)\b/g, 'communications'],
  [/\b(soporte|suporte)\b/g, 'support'],
  [/\b(personas|pessoas)\b/g, 'people'],
  [/\b(sistemas)\b/g, 'it'],
  [/\b(ingenierie|ingenieria|technik)\b/g, 'engineering'],
  [/\bdiseno\b/g, 'design'],
  [/\b(relation|success|exito|sucesso) (client|clients|del cliente|do cliente)\b/g, 'customer success'],
  [/\bsucces client\b/g, 'customer success'],
  [/\b(finanzas|financas|finances|finanzen)\b/g, 'finance'],
  [/\bchef (comptable|de service|de departement|du service)\b/g, 'head $1'],
  [/\bdirect(eur|rice) financi(er|ere)\b/g, 'cfo'],
];

const TOKEN = /(^|[\s/&+-])([a-z&]+)\.?(?=$|[\s/&+,-])/g;

/** Long form of a normalised title (idempotent on titles that use no abbreviation). */
export function expandTitle(t: string): string {
  let out = t
    .replace(/\bdev[- ]ops\b/g, 'devops')
    .replace(/\bfin d'?etudes\b/g, 'final year')
    .replace(TOKEN, (whole: string, pre: string, word: string) => {
      const long = ABBREVIATIONS[word];
      return long === undefined ? whole : `${pre}${long}`;
    });
  for (const [re, to] of PHRASES) out = out.replace(re, to);
  return out.replace(/\s+/g, ' ').trim();
}
