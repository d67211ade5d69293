// The persona compiler's vocabulary of session 29 (DATA), found on development set 22 (personas in regional variants and by
// non-native writers) and written in our own words: how buyers in India, Singapore, Australia, the UK, Latin America, Iberia,
// Belgium, Switzerland, Québec, Austria and the Low Countries say "no need", "leave out", trainees, temps and their rungs.
// Spliced into LEXICON (lexicon.ts).
import type { Entry, Tag } from './lexicon.js';

const entry = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p });
const exact = (phrases: string, tag: Tag, p = 3): Entry => ({ phrases, tag, p, exact: true });

export const REGIONAL_LEXICON: Entry[] = [
  // ---- negations and politeness ---------------------------------------------------------------------------------------
  // "Interns no need", "Stagiaires, pas besoin", "Becarios no hace falta", "Estagiários não precisa", "Praktikanten brauchen wir
  // nicht": what is named before is not wanted (a postfix negation, as "not needed").
  exact(
    'no need|not needed|not required|no requirement|no need for them|dont need|don t need|do not need|not necessary|' +
      'no hace falta|no hacen falta|no los necesitamos|no las necesitamos|no necesitamos|no se necesitan|' +
      'nao precisa|nao precisamos|nao sao necessarios|nao sao necessarias|' +
      'pas besoin|pas necessaire|pas la peine|' +
      'brauchen wir nicht|nicht notig|nicht noetig|nicht erforderlich|' +
      // "Praktikanten bitte nicht mit reinnehmen": leave them out of the list.
      'nicht mit reinnehmen|nicht reinnehmen|nicht mit aufnehmen|nicht aufnehmen|nicht mit einbeziehen|nicht einbeziehen|nicht mitzahlen|nicht dazunehmen|' +
      'hoeft niet|hoeven niet|niet nodig|hebben we niet nodig',
    { k: 'negpost' },
    2,
  ),
  // "kindly exclude", "porfa", "por favor", "s'il vous plaît", "bitte", "alsjeblieft": politeness, no person.
  exact('kindly|pls|plz|porfa|porfis|por favor|por favour|s il vous plait|s il te plait|bitte|alsjeblieft|alstublieft|graag', { k: 'filler' }, -3),
  // "que no sean becarios", "que não sejam estagiários", "qui ne soient pas stagiaires": a relative negation, the rest is left out.
  exact('que no sean|que no se trate de|que nao sejam|que nao seja|qui ne soient pas|qui ne sont pas', { k: 'neg' }, 2),

  // ---- trainees, graduates and temps --------------------------------------------------------------------------------
  // Articled clerks and placement students (India's CA "articleship", the UK's "placement year" / "sandwich year", the
  // "industrial placement"): trainees, the intern rung.
  entry(
    'articleship|articleship trainee|articleship trainees|articled clerk|articled clerks|articled assistant|articled assistants|' +
      'placement year|placement years|placement student|placement students|year in industry|industrial placement|industrial placements|sandwich year|sandwich placement|sandwich student|sandwich students|' +
      'industrial trainee|industrial trainees|management trainee|management trainees|graduate trainee|graduate trainees',
    { k: 'noun', levels: ['intern'], alone: true },
  ),
  // India's "freshers", Australia's "grads", "new grads", "recent graduates": the entry rung (not trainees).
  entry('fresher|freshers|new grads|new grad|recent grads|recent graduates|fresh graduates|fresh grads|graduate hires|grad hires', {
    k: 'noun',
    levels: ['entry'],
    traits: ['junior'],
  }),
  // Swiss "Lernende" (apprentices), Belgian "jobstudenten" (students on a student job contract).
  entry('lernende|lernenden|lernender', { k: 'noun', levels: ['intern'], alone: true, trainee: 'apprentice' }),
  entry('jobstudent|jobstudenten|jobstudente|job student|job students|studentenjob|studentenjobs', {
    k: 'noun',
    levels: ['intern'],
    alone: true,
    trainee: 'working_student',
  }),
  // "semi senior", "semisenior": the Latin American rung between junior and senior (the entry rung here, as "mid").
  entry('semi senior|semisenior|semi seniors|semiseniors', { k: 'noun', levels: ['entry'] }, 2),
  // Whoever leads, in Switzerland and German adjectival nouns ("Kaderleute", "das Kader", "die Leitenden"): every rung that
  // manages people, as "Leitungen" and "les cadres".
  entry(
    'kader|kaderleute|kadermitarbeitende|kadermitarbeiter|kadermitarbeiterinnen|kaderfunktion|kaderfunktionen|leitende|leitenden|die leitenden|leitender',
    {
      k: 'level',
      levels: ['team_lead', 'tech_lead', 'manager', 'senior_manager', 'head', 'director', 'vp', 'svp', 'c_level'],
    },
    2,
  ),
  // Temps from an agency: Spain's "ETT" (empresa de trabajo temporal), Australia's "labour hire", Belgium's "interims".
  entry(
    'ett|etts|empresa de trabajo temporal|empresas de trabajo temporal|personal de empresas de trabajo temporal|' +
      'labour hire|labor hire|labour hire workers|labor hire workers|labour hire staff|labor hire staff|labour hire contractors|' +
      'trabalho temporario|empresa de trabalho temporario|empresas de trabalho temporario|uitzendbureau|uitzendbureaus|interimkrachten',
    { k: 'noun', roles: ['agency_temp'], employment: ['contractor'], alone: true },
  ),
  // ---- regional role words ----------------------------------------------------------------------------------------------
  // Latin America's "Talento Humano", "Gestión Humana", "Capital Humano", Brazil's "Gestão de Pessoas": the HR department (not
  // its recruiters, as "talent" alone is); "bienestar" / "bem-estar" (employee wellbeing) is an HR team.
  entry(
    'talento humano|gestion humana|gestion del talento humano|gestion de talento humano|capital humano|gestion de personas|gente y cultura|gestao de pessoas|gestao de talentos|gente e cultura|' +
      'bienestar|bienestar laboral|bienestar social|bem estar|bem estar corporativo|wellbeing|well being|employee wellbeing|welzijn',
    { k: 'area', areas: ['human_resources'] },
  ),
  // "programadores", "programmeurs", "Programmierer": software developers.
  entry(
    'programador|programadores|programadora|programadoras|programmeur|programmeurs|programmeuse|programmeuses|programmierer|programmiererin|programmiererinnen|programmeur analyste|analistas programadores|analista programador',
    { k: 'noun', areas: ['software'] },
    1,
  ),
  // India's "MTS" (member of technical staff): a software engineer's title.
  entry('mts|smts|member of technical staff|members of technical staff|senior member of technical staff', { k: 'noun', areas: ['software'] }, 2),
  // Australia's and Britain's BDMs carry a quota: sellers, or the business developers the reader reads a "BDM" as (session 43).
  entry('bdm|bdms', { k: 'noun', areas: ['account_executive', 'business_development'], ic: true }, 2),
  // Session 43: a supplier's bid team wins its work ("bid and tender managers", "bid writers", "tender coordinators").
  entry(
    'bid managers|bid manager|tender managers|tender manager|bid and tender managers|bid writers|bid writer|bid coordinators|bid coordinator|tender coordinators|tender coordinator',
    { k: 'noun', areas: ['business_development'] },
    3,
  ),
  entry('bid team|bid teams|bids team|bids teams|bids and tenders|bid management|bids', { k: 'area', areas: ['business_development'] }, 2),
  // Sales representatives and advisers in French, Spanish and Portuguese ("représentants", "conseillers aux ventes").
  entry(
    'representants|representant|representante comercial|representantes comerciales|representantes comerciais|representants commerciaux|representant commercial|' +
      'conseiller aux ventes|conseillers aux ventes|conseillere aux ventes|conseilleres aux ventes|conseillers en vente|conseiller en vente|conseillers des ventes|' +
      'representante de ventas|representantes de ventas|representante de vendas|representantes de vendas|asesores comerciales|asesor comercial|assessores comerciais|consultores comerciais',
    { k: 'noun', areas: ['sales'], ic: true },
  ),
  // Portugal's "contabilistas certificados" (certified accountants, once "TOC"), Belgium's "boekhouders", the head accountant.
  entry('contabilista certificado|contabilistas certificados|contabilista|contabilistas|toc|tocs', { k: 'noun', areas: ['accounting'] }),
  entry('hoofdboekhouder|hoofdboekhouders|chef comptable|chefs comptables|jefe de contabilidad|jefes de contabilidad|chefe de contabilidade', {
    k: 'noun',
    areas: ['accounting'],
    levels: ['manager', 'senior_manager', 'head'],
  }),
  // Belgian "bedienden" (clerks) of billing: accounts receivable's clerks.
  entry('facturatiebediende|facturatiebedienden|facturatiemedewerker|facturatiemedewerkers|facturatie', { k: 'noun', areas: ['ap_ar'], ic: true }),
  // A Belgian "diensthoofd" heads a department (the head rung), as an "afdelingshoofd" does.
  entry('diensthoofd|diensthoofden', { k: 'level', levels: ['head'] }, 2),
  // Flemish purchasing ("aankoop" alone is a purchase): "dienst aankoop" (the department), "aankoopdirecteur", "aankoopassistenten", "verantwoordelijke aankoop".
  entry('aankoopdienst|aankoopafdeling|dienst aankoop|afdeling aankoop', { k: 'area', areas: ['procurement'] }),
  entry('aankoopdirecteur|aankoopdirecteurs|aankoopdirectrice|directeur aankoop', { k: 'noun', areas: ['procurement'], levels: ['director'] }),
  entry(
    'aankoopassistent|aankoopassistenten|aankoopassistente|inkoopassistent|inkoopassistenten|inkoopassistente|einkaufsassistent|einkaufsassistenten|einkaufsassistentin',
    { k: 'noun', areas: ['procurement'], roles: ['assistant'], levels: ['entry'] },
  ),
  entry(
    'aankoopverantwoordelijke|aankoopverantwoordelijken|verantwoordelijke aankoop|verantwoordelijken aankoop',
    { k: 'noun', areas: ['procurement'], levels: ['manager', 'senior_manager', 'head'] },
    4,
  ),
  // "la gente de desarrollo", "o pessoal de desenvolvimento", "l'équipe de développement": the software developers' team.
  entry(
    'gente de desarrollo|la gente de desarrollo|a gente de desenvolvimento|equipo de desarrollo|equipos de desarrollo|area de desarrollo|los de desarrollo|pessoal de desenvolvimento|equipe de desenvolvimento|equipes de desenvolvimento|time de desenvolvimento|area de desenvolvimento|equipe de developpement|equipes de developpement|equipa de desenvolvimento',
    { k: 'area', areas: ['software'] },
  ),
];
