// The generator's role catalogue: every title it writes, with the truth behind it (seniority tier,
// function, whether the holder manages people). The rules matcher does NOT import this file; it reads
// titles on its own. Functions use People Data Labs job roles; tiers use Apollo seniorities.

export type Tier = 'owner' | 'founder' | 'c_suite' | 'partner' | 'vp' | 'head' | 'director' | 'manager' | 'senior' | 'entry' | 'intern';
export type Relation = 'employee' | 'contractor' | 'advisor' | 'board';
export type Lang = 'en' | 'de' | 'fr' | 'es' | 'pt';
export type Level = 'intern' | 'entry' | 'senior' | 'lead' | 'manager' | 'director' | 'head' | 'vp' | 'chief';

/** The truth about one current position. */
export interface RoleTruth {
  title: string;
  tier: Tier;
  /** PDL job role. */
  fn: string;
  /** Finer area, e.g. software, it, design, executive. */
  sub: string;
  manages: boolean;
  relation: Relation;
  /** Holds a C-level title (CEO, CFO, managing director, general counsel, ...). */
  chief: boolean;
  /**
   * The side of a customer-facing function the role is on, where the catalogue's lines do not split it:
   * customer success (within support) and account management (within sales) look after existing customers;
   * recruiting (talent acquisition) is a part of HR.
   */
  family?: Family;
}

export type Family = 'customer_success' | 'account_management' | 'recruiting';

export interface CatalogueEntry {
  fn: string;
  sub: string;
  level: Level;
  lang: Lang;
  title: string;
}

const TIER_OF_LEVEL: Record<Level, Tier> = {
  intern: 'intern',
  entry: 'entry',
  senior: 'senior',
  lead: 'manager',
  manager: 'manager',
  director: 'director',
  head: 'head',
  vp: 'vp',
  chief: 'c_suite',
};

export function truthOf(e: CatalogueEntry, relation: Relation = 'employee'): RoleTruth {
  const manages = ['lead', 'manager', 'director', 'head', 'vp', 'chief'].includes(e.level);
  const family = FAMILY[e.title];
  return { title: e.title, tier: TIER_OF_LEVEL[e.level], fn: e.fn, sub: e.sub, manages, relation, chief: e.level === 'chief', ...(family ? { family } : {}) };
}

/**
 * Catalogue entries on the post-sale side, and recruiting titles within HR. Kept as a list beside the table (not as table lines of their
 * own) because the table's order decides which titles the seeded generator picks, and the bundled
 * sample's bytes must not change. The chief customer officer leads both sides of support.
 */
const FAMILY: Readonly<Record<string, Family>> = {
  'Customer Success Manager': 'customer_success',
  'Senior Customer Success Manager': 'customer_success',
  'Customer Success Team Lead': 'customer_success',
  'Director of Customer Success': 'customer_success',
  'Head of Customer Success': 'customer_success',
  'VP Customer Success': 'customer_success',
  'Account Manager': 'account_management',
  'Key Account Manager': 'account_management',
  'Senior Account Manager': 'account_management',
  'Key Account Managerin': 'account_management',
  // Recruiting (talent acquisition) within HR; the other HR titles are generalists, business partners,
  // people operations and HR leadership.
  'Recruiting Intern': 'recruiting',
  Recruiter: 'recruiting',
  'Talent Acquisition Specialist': 'recruiting',
  'Technical Recruiter': 'recruiting',
  Recruiterin: 'recruiting',
  'Chargée de Recrutement': 'recruiting',
  'Técnica de Selección': 'recruiting',
  Reclutadora: 'recruiting',
  Recrutadora: 'recruiting',
  'Senior Recruiter': 'recruiting',
  'Senior Talent Partner': 'recruiting',
  'Talent Acquisition Manager': 'recruiting',
  'Recruiting Lead': 'recruiting',
  'Director of Talent': 'recruiting',
  'Head of Talent Acquisition': 'recruiting',
};

// "fn.sub|level|lang|title;title;..."
const TABLE = `
engineering.software|intern|en|Software Engineering Intern;Engineering Intern;Intern, Software Development
engineering.software|intern|de|Werkstudent Softwareentwicklung;Praktikant Softwareentwicklung
engineering.software|intern|fr|Stagiaire Développement;Alternant Développeur Web
engineering.software|intern|es|Becario de Desarrollo
engineering.software|intern|pt|Estagiário de Desenvolvimento
engineering.software|entry|en|Software Engineer;Backend Developer;Frontend Engineer;Full-Stack Developer;Junior Software Engineer;Jr. Developer;Software Developer;iOS Developer;QA Engineer;Data Engineer;DevOps Engineer;Site Reliability Engineer;SWE;Mobile Engineer (Android)
engineering.software|entry|de|Softwareentwickler;Software-Entwicklerin;Junior Entwickler;Fullstack-Entwickler
engineering.software|entry|fr|Développeur Full-Stack;Ingénieure Logiciel;Développeur Back-end
engineering.software|entry|es|Desarrollador Backend;Ingeniera de Software;Programador Junior
engineering.software|entry|pt|Desenvolvedor Full Stack;Engenheira de Software
engineering.software|senior|en|Senior Software Engineer;Sr. Backend Engineer;Staff Engineer;Principal Software Engineer;Senior Frontend Developer;Sr SWE;Senior Data Engineer;Senior SRE;ML Engineer;Machine Learning Engineer;Senior Platform Engineer
engineering.software|senior|de|Senior Softwareentwickler;Senior Entwicklerin Backend
engineering.software|senior|fr|Développeur Senior;Ingénieur Logiciel Senior
engineering.software|senior|es|Desarrolladora Senior;Ingeniero de Software Sénior
engineering.software|senior|pt|Desenvolvedor Sênior
engineering.software|lead|en|Tech Lead;Engineering Team Lead;Team Lead, Platform
engineering.software|lead|de|Teamleiter Entwicklung
engineering.software|manager|en|Engineering Manager;Software Development Manager;Eng Manager, Payments;Engineering Manager - Core Platform
engineering.software|manager|fr|Responsable d'équipe Développement
engineering.software|director|en|Director of Engineering;Engineering Director;Dir. of Engineering
engineering.software|head|en|Head of Engineering;Head of Platform Engineering;Head of Data Engineering
engineering.software|head|de|Leiter Softwareentwicklung;Leiterin Engineering
engineering.software|head|es|Jefe de Ingeniería
engineering.software|vp|en|VP Engineering;VP Eng;Vice President of Engineering;SVP Engineering
engineering.software|chief|en|CTO;Chief Technology Officer
engineering.software|chief|fr|Directeur Technique
engineering.it|entry|en|IT Support Specialist;System Administrator;IT Administrator;Help Desk Technician;Network Engineer
engineering.it|entry|de|IT-Administrator;Systemadministratorin
engineering.it|senior|en|Senior Systems Administrator;Sr. IT Specialist
engineering.it|manager|en|IT Manager
engineering.it|director|en|IT Director;Director of IT
engineering.it|head|en|Head of IT;Head of IT & Security
engineering.it|head|de|Leiter IT
engineering.it|head|fr|Responsable Informatique
engineering.it|chief|en|CIO;Chief Information Officer
engineering.hardware|entry|en|Mechanical Engineer;Process Engineer;Quality Engineer;Electrical Engineer
engineering.hardware|entry|de|Maschinenbauingenieur;Prozessingenieurin
engineering.hardware|senior|en|Senior Process Engineer;Senior Mechanical Engineer
product.product|entry|en|Product Manager;Associate Product Manager;Product Owner;APM
product.product|entry|de|Produktmanagerin;Product Owner
product.product|entry|fr|Chef de Produit
product.product|senior|en|Senior Product Manager;Sr. PM;Senior Product Owner
product.product|manager|en|Group Product Manager
product.product|director|en|Director of Product;Product Director
product.product|head|en|Head of Product
product.product|vp|en|VP Product;VP of Product Management
product.product|chief|en|Chief Product Officer;CPO
creative.design|intern|en|Design Intern;UX Design Intern
creative.design|entry|en|Product Designer;UX Designer;UI/UX Designer;Graphic Designer;Visual Designer;Junior Designer
creative.design|entry|de|Grafikdesignerin;Mediengestalter
creative.design|entry|fr|Designer UX/UI;Graphiste
creative.design|entry|es|Diseñadora Gráfica;Diseñador UX
creative.design|senior|en|Senior Product Designer;Sr. UX Designer;Principal Designer
creative.design|manager|en|Design Manager;Design Lead
creative.design|director|en|Design Director;Creative Director;Director of UX
creative.design|head|en|Head of Design
creative.design|vp|en|VP Design
sales.sales|intern|en|Sales Intern;Business Development Intern
sales.sales|intern|de|Werkstudentin Vertrieb
sales.sales|intern|fr|Stagiaire Commercial
sales.sales|intern|es|Becaria de Ventas
sales.sales|entry|en|Account Executive;Sales Development Representative;SDR;BDR;Business Development Representative;Inside Sales Representative;Account Manager;Sales Representative;Junior Account Executive;Sales Associate
sales.sales|entry|de|Vertriebsmitarbeiter;Account Executive DACH;Vertriebsmitarbeiterin Innendienst
sales.sales|entry|fr|Commercial;Chargée d'Affaires;Business Developer
sales.sales|entry|es|Ejecutivo de Ventas;Comercial;Ejecutiva de Cuentas
sales.sales|entry|pt|Executivo de Vendas;Representante Comercial
sales.sales|senior|en|Senior Account Executive;Enterprise Account Executive;Sr. AE;Key Account Manager;Senior Account Manager
sales.sales|senior|de|Key Account Managerin;Senior Vertriebsmitarbeiter
sales.sales|lead|en|Sales Team Lead;SDR Team Lead
sales.sales|manager|en|Sales Manager;Regional Sales Manager;Inside Sales Manager
sales.sales|manager|pt|Gerente Comercial
sales.sales|director|en|Sales Director;Director of Sales;Director, Enterprise Sales
sales.sales|director|fr|Directeur Commercial;Directrice Commerciale
sales.sales|director|es|Director Comercial
sales.sales|head|en|Head of Sales;Head of Business Development
sales.sales|head|de|Leiter Vertrieb;Vertriebsleiterin
sales.sales|head|es|Jefa de Ventas
sales.sales|vp|en|VP Sales;VP of Sales;Vice President, Sales;SVP Sales
sales.sales|chief|en|Chief Revenue Officer;CRO;Chief Sales Officer
sales_engineering.presales|entry|en|Sales Engineer;Solutions Engineer;Pre-Sales Consultant
sales_engineering.presales|senior|en|Senior Solutions Engineer;Senior Sales Engineer
marketing.marketing|intern|en|Marketing Intern
marketing.marketing|intern|de|Werkstudentin Marketing;Praktikant Marketing
marketing.marketing|intern|fr|Stagiaire Marketing
marketing.marketing|intern|es|Becaria de Marketing
marketing.marketing|intern|pt|Estagiária de Marketing
marketing.marketing|entry|en|Marketing Specialist;Content Marketing Manager;Social Media Manager;Growth Marketer;Marketing Coordinator;SEO Specialist;Product Marketing Manager;Brand Manager
marketing.marketing|entry|de|Online-Marketing-Managerin;Marketing Referent
marketing.marketing|entry|fr|Chargée de Marketing;Chargé de Communication
marketing.marketing|entry|es|Especialista en Marketing
marketing.marketing|entry|pt|Analista de Marketing
marketing.marketing|senior|en|Senior Content Strategist;Senior Product Marketing Manager;Sr. Growth Marketer;Senior Brand Manager
marketing.marketing|manager|en|Marketing Manager;Marketing Team Lead
marketing.marketing|manager|pt|Gerente de Marketing
marketing.marketing|director|en|Marketing Director;Director of Marketing;Director of Growth;Brand Director
marketing.marketing|director|es|Directora de Marketing
marketing.marketing|head|en|Head of Marketing;Head of Growth;Head of Brand & Communications
marketing.marketing|head|de|Leiterin Marketing
marketing.marketing|head|fr|Responsable Marketing
marketing.marketing|vp|en|VP Marketing;VP of Growth;Vice President Marketing
marketing.marketing|chief|en|CMO;Chief Marketing Officer;Chief Growth Officer
support.support|intern|en|Customer Support Intern
support.support|entry|en|Customer Support Agent;Support Specialist;Customer Success Manager;Customer Care Representative;Technical Support Engineer
support.support|entry|de|Kundenbetreuerin;Mitarbeiter Kundenservice
support.support|entry|fr|Conseillère Service Client
support.support|entry|es|Agente de Atención al Cliente
support.support|senior|en|Senior Customer Success Manager;Senior Support Specialist
support.support|lead|en|Support Team Lead;Customer Success Team Lead
support.support|manager|en|Customer Support Manager
support.support|director|en|Director of Customer Success;Director, Customer Support
support.support|head|en|Head of Customer Success;Head of Support
support.support|vp|en|VP Customer Success
support.support|chief|en|Chief Customer Officer
human_resources.hr|intern|en|HR Intern;Recruiting Intern
human_resources.hr|intern|de|Werkstudentin HR
human_resources.hr|entry|en|Recruiter;Talent Acquisition Specialist;HR Generalist;People Operations Specialist;HR Coordinator;Technical Recruiter;People Partner
human_resources.hr|entry|de|Personalreferentin;Recruiterin
human_resources.hr|entry|fr|Chargée de Recrutement;Gestionnaire RH
human_resources.hr|entry|es|Técnica de Selección;Reclutadora
human_resources.hr|entry|pt|Analista de RH;Recrutadora
human_resources.hr|senior|en|Senior Recruiter;Senior HR Business Partner;HRBP;Senior Talent Partner
human_resources.hr|manager|en|HR Manager;Talent Acquisition Manager;People Ops Manager;Recruiting Lead
human_resources.hr|director|en|HR Director;Director of People;Director of Talent
human_resources.hr|director|fr|DRH
human_resources.hr|head|en|Head of People;Head of HR;Head of Talent Acquisition;Head of People & Culture
human_resources.hr|head|de|Leiterin Personal;Personalleiter
human_resources.hr|head|fr|Responsable RH
human_resources.hr|head|es|Responsable de RRHH
human_resources.hr|vp|en|VP People;VP of Human Resources
human_resources.hr|chief|en|Chief People Officer;CHRO;Chief Human Resources Officer
finance.finance|intern|en|Finance Intern
finance.finance|entry|en|Accountant;Financial Analyst;Bookkeeper;Accounts Payable Specialist;FP&A Analyst;Staff Accountant
finance.finance|entry|de|Buchhalterin;Finanzbuchhalter
finance.finance|entry|fr|Comptable;Contrôleuse de Gestion
finance.finance|entry|es|Contable;Contadora
finance.finance|entry|pt|Analista Financeiro;Contador
finance.finance|senior|en|Senior Accountant;Senior Financial Analyst;Sr. FP&A Analyst
finance.finance|manager|en|Finance Manager;Accounting Manager
finance.finance|director|en|Finance Director;Director of FP&A
finance.finance|head|en|Head of Finance;Head of Accounting
finance.finance|head|de|Leiter Finanzen
finance.finance|vp|en|VP Finance;VP of Finance
finance.finance|chief|en|CFO;Chief Financial Officer
finance.finance|chief|fr|Directeur Administratif et Financier
finance.finance|chief|es|Director Financiero
legal.legal|entry|en|Legal Counsel;Paralegal;Compliance Officer;Corporate Lawyer;Associate Attorney
legal.legal|entry|de|Syndikusrechtsanwältin;Juristin
legal.legal|entry|fr|Juriste d'Entreprise
legal.legal|senior|en|Senior Legal Counsel;Senior Compliance Officer;Senior Associate, Employment Law
legal.legal|manager|en|Legal Manager
legal.legal|head|en|Head of Legal;Head of Compliance
legal.legal|director|en|Director of Legal Affairs
legal.legal|chief|en|General Counsel;Chief Legal Officer
operations.ops|intern|en|Operations Intern
operations.ops|entry|en|Operations Associate;Office Manager;Executive Assistant;Operations Coordinator;Office Administrator;Project Manager;Program Manager;Founder's Associate;Logistics Coordinator;Procurement Specialist
operations.ops|entry|de|Assistenz der Geschäftsführung;Büroassistenz;Projektmanagerin
operations.ops|entry|fr|Chef de Projet;Assistante de Direction
operations.ops|entry|es|Asistente de Dirección
operations.ops|senior|en|Senior Program Manager;Senior Project Manager;Chief of Staff
operations.ops|manager|en|Operations Manager;Logistics Manager;Facilities Manager
operations.ops|director|en|Director of Operations;Operations Director
operations.ops|head|en|Head of Operations;Head of Procurement
operations.ops|vp|en|VP Operations
operations.ops|chief|en|COO;Chief Operating Officer
operations.executive|chief|en|CEO;Chief Executive Officer;Managing Director;President & CEO;President
operations.executive|chief|de|Geschäftsführer;Geschäftsführerin;CEO
operations.executive|chief|fr|Directeur Général;Directrice Générale;PDG
operations.executive|chief|es|Director General;Directora Ejecutiva
operations.executive|chief|pt|Diretor Executivo;CEO
research.data_science|entry|en|Data Scientist;Research Scientist
research.data_science|senior|en|Senior Data Scientist;Senior Research Scientist
research.data_science|head|en|Head of Research
analyst.analyst|entry|en|Business Analyst;Data Analyst;BI Analyst
analyst.analyst|senior|en|Senior Business Analyst;Senior Data Analyst
hospitality.kitchen|entry|en|Line Cook;Server;Barista;Host;Kitchen Porter
hospitality.kitchen|entry|es|Camarero;Cocinera;Ayudante de Cocina
hospitality.kitchen|senior|en|Sous Chef;Senior Bartender
hospitality.kitchen|manager|en|Restaurant Manager;Shift Supervisor
hospitality.kitchen|manager|es|Encargada de Sala
hospitality.kitchen|head|en|Head Chef;Executive Chef
hospitality.kitchen|director|en|Director of Food & Beverage
health.clinical|entry|en|Registered Nurse;Medical Assistant;Physiotherapist;Dental Hygienist;Receptionist
health.clinical|entry|de|Gesundheits- und Krankenpflegerin;Medizinische Fachangestellte;Physiotherapeut
health.clinical|senior|en|Senior Nurse;Physician;General Practitioner
health.clinical|manager|en|Nurse Manager;Practice Manager
health.clinical|head|en|Head of Nursing
health.clinical|director|en|Medical Director
manufacturing.production|entry|en|Machine Operator;Production Worker;Quality Inspector;Warehouse Associate;Forklift Driver
manufacturing.production|entry|de|Maschinenführer;Produktionsmitarbeiterin;Lagerist
manufacturing.production|entry|pt|Operador de Máquinas;Auxiliar de Produção
manufacturing.production|senior|en|Senior Machine Operator;Production Planner
manufacturing.production|manager|en|Production Manager;Shift Supervisor;Warehouse Manager
manufacturing.production|manager|de|Schichtleiter;Meister Produktion
manufacturing.production|head|en|Head of Production
manufacturing.production|head|de|Produktionsleiter
manufacturing.production|director|en|Plant Director;Director of Manufacturing
professional_service.consulting|entry|en|Consultant;Analyst, Strategy;Associate Consultant
professional_service.consulting|entry|de|Beraterin;Unternehmensberater
professional_service.consulting|senior|en|Senior Consultant;Senior Associate
professional_service.consulting|manager|en|Engagement Manager;Consulting Manager
professional_service.consulting|director|en|Director, Strategy Consulting
education.teaching|entry|en|Teacher;Tutor;Instructional Designer;Curriculum Developer
education.teaching|senior|en|Senior Instructor;Senior Teacher
education.teaching|head|en|Head of Curriculum
trade.crafts|entry|en|Electrician;Installer;Carpenter;Technician
trade.crafts|entry|de|Elektriker;Anlagenmechaniker;Monteur
trade.crafts|senior|en|Master Electrician;Senior Technician
trade.crafts|manager|en|Site Supervisor;Crew Lead
`;

export const CATALOGUE: CatalogueEntry[] = TABLE.trim()
  .split('\n')
  .flatMap((row) => {
    const [area = '', level = '', lang = '', titles = ''] = row.split('|');
    const [fn = '', sub = ''] = area.split('.');
    return titles.split(';').map((title) => ({ fn, sub, level: level as Level, lang: lang as Lang, title }));
  });

/** Law-firm partners and associates (titles carry the practice area). */
export const LAW_FIRM = {
  partner: ['Partner, Corporate Law', 'Equity Partner – Litigation', 'Senior Partner, Tax Law', 'Partner, Employment Law'],
  associate: ['Associate Attorney', 'Senior Associate, Employment Law', 'Associate, Litigation', 'Trainee Solicitor'],
};

/** Founder titles by language and the C-level role they hold (none: a plain founder). */
export const FOUNDER_TITLES: Record<Lang, Record<'ceo' | 'cto' | 'cpo' | 'cmo' | 'none', string[]>> = {
  en: {
    ceo: ['Co-Founder & CEO', 'Founder and CEO', 'CEO & Co-founder', 'Founder & Managing Director', 'cofounder, ceo'],
    cto: ['Co-founder / CTO', 'Co-Founder & CTO', 'CTO and Co-Founder'],
    cpo: ['Co-Founder, Chief Product Officer'],
    cmo: ['Co-founder & CMO'],
    none: ['Founder', 'Co-Founder', 'Cofounder'],
  },
  de: {
    ceo: ['Gründer & Geschäftsführer', 'Gründerin und Geschäftsführerin'],
    cto: ['Mitgründer & CTO'],
    cpo: ['Co-Founder & CPO'],
    cmo: ['Mitgründerin & CMO'],
    none: ['Gründer', 'Mitgründerin'],
  },
  fr: {
    ceo: ['Fondateur & Directeur Général', 'Cofondatrice et PDG'],
    cto: ['Co-fondateur & CTO'],
    cpo: ['Cofondatrice, CPO'],
    cmo: ['Co-fondatrice & CMO'],
    none: ['Fondateur', 'Cofondatrice'],
  },
  es: {
    ceo: ['Fundador y CEO', 'Cofundadora & CEO'],
    cto: ['Cofundador & CTO'],
    cpo: ['Cofundadora y CPO'],
    cmo: ['Cofundador y CMO'],
    none: ['Fundador', 'Cofundadora'],
  },
  pt: {
    ceo: ['Fundador e CEO', 'Cofundadora e CEO'],
    cto: ['Cofundador e CTO'],
    cpo: ['Cofundadora e CPO'],
    cmo: ['Sócio-fundador e CMO'],
    none: ['Sócio-fundador', 'Fundadora'],
  },
};

export const OWNER_TITLES: Record<Lang, { chief: string[]; plain: string[] }> = {
  en: { chief: ['Owner & Managing Director', 'Owner / CEO'], plain: ['Owner', 'Proprietor', 'Owner-Operator', 'Principal & Owner'] },
  de: { chief: ['Inhaber & Geschäftsführer', 'Inhaberin und Geschäftsführerin'], plain: ['Inhaber', 'Inhaberin'] },
  fr: { chief: ['Propriétaire & Gérant'], plain: ['Propriétaire'] },
  es: { chief: ['Dueño y Director General'], plain: ['Dueño', 'Propietaria'] },
  pt: { chief: ['Proprietário e Diretor'], plain: ['Proprietária', 'Dono'] },
};

export const BOARD_TITLES = [
  'Board Member',
  'Member of the Board of Directors',
  'Non-Executive Director',
  'Chairman of the Board',
  'Board Director',
  'Board Member (Investor)',
  'Independent Director',
  'Aufsichtsratsmitglied',
];
export const ADVISOR_TITLES = ['Advisor', 'Strategic Advisor', 'Technical Advisor', 'Advisory Board Member', 'Senior Advisor', 'Mentor & Advisor', 'Beirat'];
export const FOUNDER_FN: Record<'ceo' | 'cto' | 'cpo' | 'cmo' | 'none', [string, string]> = {
  ceo: ['operations', 'executive'],
  cto: ['engineering', 'software'],
  cpo: ['product', 'product'],
  cmo: ['marketing', 'marketing'],
  none: ['operations', 'executive'],
};
