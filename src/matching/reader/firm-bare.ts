// Session 34: bare titles a kind of company gives their sense (DATA; one row a title, each sector's words apart).
// Hotels: at a hotel or a hotel group a bare "General Manager", "GM", "Direktorin",
// "Director", "Directeur", "Diretora" or "Gastgeber & Direktor" runs a hotel: the hotel's director (the rooms division's
// director rung, the role `general_manager`), as a "Hotel General Manager" is, not the company's chief; a bare deputy
// ("Director Adjunto", "Directrice adjointe", "Stellvertretende Direktorin", "Deputy GM") is the hotel GM's deputy (a senior
// manager of the hotel); a hotel's "Chief Engineer" heads its technical service, maintenance (no C-level, no software).
// Only a company that says it runs hotels (its name, industry or description) reads them so: a restaurant's GM does not.
// Hospitals and clinics: a bare "Jefe de Servicio", "Chef de service", "Chefe de Serviço", "Head of Department" or
// "Afdelingshoofd" heads a clinical department (medicine, the head rung), as a "Chef de pôle" heads a cluster of them; a
// "Supervisora de Planta" leads a ward's nurses (nursing).
// Schools and training centres (session 37): a bare director ("Diretora", "Direktor", "Diretor da Escola") heads the school
// (education, the head rung, as the reader reads a head teacher); a bare deputy ("Subdiretor", "Diretora Adjunta", "Stellvertretung"), an "Assistant Head" and
// the head of studies ("Director of Studies", "Studienleiterin", "Coordenadora Pedagógica") are its leadership team (head
// rung); a department's or subject's head ("Fachbereichsleiter Elektrotechnik", "Coordenador de Departamento") is the
// title kind `department_head` at head rung; the office ("Sekretariat", "Secretária Escolar", "School Administrator", "Empfang", its "Gerente Administrativa") is office.
import type { AreaKey, EmployerFacts, Level, PersonFacts, RoleFacts, Sector } from '../criteria.js';
import { industryMembership } from '../sectors.js';
import { norm } from './text.js';

/** Words of a company that runs hotels (folded name, industry, description). */
const HOTEL_COMPANY = /\b(hot[ee]l\w*|\w*hotels?|resorts?|pousadas?|hoteleir[oa]s?|hotelaria|hoteles|hotelera|hotellerie|hostellerie)\b/;

/** Bare titles of the hotel's director. */
const HOTEL_GM =
  /^(general manager|gm|direktor(in)?|director(a)?|directeur|directrice|diretor(a)?|directeur d'exploitation|gastgeber(in)? (&|und|and) direktor(in)?|gastgeber(in)?|gerente general|gerente geral|algemeen directeur)$/;
/** Bare titles of the hotel director's deputy. */
const HOTEL_DEPUTY =
  /^(deputy (general manager|gm)|assistant general manager|agm|director(a)? adjunt[oa]|subdirector(a)?|directeu?r(ice)? adjoint(e)?|stellvertretende[rn]? direktor(in)?|diretor(a)? adjunt[oa]|adjunct directeur)$/;
/** The hotel's chief engineer (its technical service). */
const HOTEL_ENGINEER = /^(chief engineer|director of engineering|engineering director|chef technique|jefe de mantenimiento tecnico)$/;

/** Words of a company that runs hospitals or clinics. */
const HOSPITAL_COMPANY = /\b(hospi\w*|clini\w*|klinik\w*|krankenhaus\w*|spital\w*|ziekenhuis\w*|sanatori\w*|policlini\w*)\b/;
const HOSPITAL_DEPARTMENT_HEAD =
  /^(jef[ea] de servicio|chef(fe)? de service|chefe de servico|head of department|department head|chef(fe)? de pole|jef[ea] de departamento|afdelingshoofd|abteilungsleiter(in)?|leiter(in)? der abteilung)$/;
const WARD_SUPERVISOR = /^(supervisor(a)? de (planta|sala|piso|unidad)|supervisor(a)? de enfermeria)$/;

/** Words of a company that runs a school or a training centre. */
const SCHOOL_COMPANY =
  /\b(\w*schools?|\w*schule\w*|schul\w*|bildungs\w*|escolas?|escolar|ensino|escuelas?|colegios?|ecoles?|lycees?|colleges?|academ(y|ies)|scholen|school\w*|onderwijs)\b/;
/** Bare titles of the school's head ("Diretor da Escola em exercício", a bare "Direktorin" at a school). */
const SCHOOL_HEAD =
  /^(director(a)?|diretor(a)?|directeur|directrice|direktor(in)?|rektor(in)?|diretor(a)? (da|de) escola( em exercicio)?|director(a)? del? (escuela|colegio)|direct(eur|rice) de l'ecole)$/;
/** Bare titles of the head's deputies and the head of studies (the school's leadership team). */
const SCHOOL_DEPUTY =
  /^(subdiretor(a)?|subdirector(a)?|diretor(a)? adjunt[oa]|director(a)? adjunt[oa]|directeu?r(ice)? adjoint(e)?|stellvertretende[rn]? (direktor(in)?|schulleiter(in)?|leiter(in)?)|stellvertretung|stellvertretende schulleitung|director of studies|studienleiter(in)?|coordenador(a)? pedagogic[oa]|jef[ea] de estudios|direct(eur|rice) des etudes|assistant head|deputy director)$/;
/** Bare titles of a department's or a subject's head ("Fachbereichsleiter Elektrotechnik", "Coordenador de Departamento"). */
const SCHOOL_DEPARTMENT_HEAD =
  /^(fachbereichsleiter(in)?|fachgruppenleiter(in)?|fachleiter(in)?|fachbereichsleitung|coordenador(a)? de (departamento|area disciplinar|grupo disciplinar)|jef[ea] de departamento|chef(fe)? de departement|head of department|department head)( \w+)?$/;
/** Bare titles of the school office ("Schulsekretärin", "Secretária Escolar", "Teilnehmerverwaltung"). */
const SCHOOL_OFFICE =
  /^(sekretariat|schulsekretar(in)?|sekretar(in)?|teilnehmerverwaltung|empfang|rezeption|burokauf(frau|mann)|secretari[oa]( escolar)?|secretaire|school administrator|administrator|tecnic[oa] administrativ[oa]|servicos academicos)$/;
/** The school office's manager ("Gerente Administrativa", "Verwaltungsleiterin"). */
const SCHOOL_OFFICE_MANAGER = /^(gerente administrativ[oa]|verwaltungsleit(er|erin|ung)|responsable administrati(f|ve))$/;

/**
 * Pharma and biotech (session 39): a bare "CSO" is the chief scientific officer, research's chief ("Co-founder & CSO"
 * stays a founder: a row replaces the title's whole reading).
 */
const ANY_COMPANY = /./;
/**
 * Session 55: at a manufacturer a bare shift or section lead ("Ploegleider", "Wachtchef", "Shiftleader", "Chef d'équipe",
 * "Encargada de Sección", "Werkstattleiter") leads a production team (manufacturing, the team-lead rung).
 */
const PRODUCTION_TEAM_LEAD =
  /^(ploegleider|ploegbaas|wachtchef|shift ?leader|shift lead|shift supervisor|schichtleiter(in)?|schichtfuhrer(in)?|chef(fe)? d'equipe|chef(fe)? d'atelier|responsable d'equipe|responsable de turno|jef[ea] de turno|encargad[oa] de (seccion|turno|linea)|chefe de turno|encarregad[oa] de (turno|seccao|linha)|meewerkend voorman|voorman|werkstattleiter(in)?|werkstattchef(in)?|meister(in)?)$/;
const SCIENCE_CHIEF = /^cso$/;

const ROWS: ReadonlyArray<{ sector: Sector; says: RegExp; title: RegExp; level: Level; areas: AreaKey[]; roles: string[] }> = [
  { sector: 'health_care', says: HOSPITAL_COMPANY, title: HOSPITAL_DEPARTMENT_HEAD, level: 'head', areas: ['medical'], roles: ['medical_head'] },
  { sector: 'health_care', says: HOSPITAL_COMPANY, title: WARD_SUPERVISOR, level: 'team_lead', areas: ['nursing'], roles: ['nursing_team_lead'] },
  { sector: 'schools', says: SCHOOL_COMPANY, title: SCHOOL_HEAD, level: 'head', areas: ['education'], roles: ['teaching_head'] },
  { sector: 'schools', says: SCHOOL_COMPANY, title: SCHOOL_DEPUTY, level: 'head', areas: ['education'], roles: ['teaching_head'] },
  { sector: 'schools', says: SCHOOL_COMPANY, title: SCHOOL_DEPARTMENT_HEAD, level: 'head', areas: ['education'], roles: ['teaching_head', 'department_head'] },
  { sector: 'schools', says: SCHOOL_COMPANY, title: SCHOOL_OFFICE, level: 'entry', areas: ['office'], roles: ['ops_entry'] },
  { sector: 'schools', says: SCHOOL_COMPANY, title: SCHOOL_OFFICE_MANAGER, level: 'manager', areas: ['office'], roles: ['ops_manager'] },
  { sector: 'manufacturing', says: ANY_COMPANY, title: PRODUCTION_TEAM_LEAD, level: 'team_lead', areas: ['manufacturing'], roles: ['production_manager'] },
  { sector: 'pharma_biotech', says: ANY_COMPANY, title: SCIENCE_CHIEF, level: 'c_level', areas: ['scientific_research'], roles: ['chief_officer'] },
  { sector: 'hospitality', says: HOTEL_COMPANY, title: HOTEL_GM, level: 'director', areas: ['hotel'], roles: ['general_manager'] },
  { sector: 'hospitality', says: HOTEL_COMPANY, title: HOTEL_DEPUTY, level: 'senior_manager', areas: ['hotel'], roles: ['hotel_manager'] },
  { sector: 'hospitality', says: HOTEL_COMPANY, title: HOTEL_ENGINEER, level: 'head', areas: ['maintenance'], roles: ['maintenance_head'] },
];

const seen = new WeakMap<PersonFacts, PersonFacts>();

/** The rows of the company's kind: its industry is of the sector and its name, industry or description says the words. */
const rowsAt = (company: EmployerFacts | undefined) => {
  if (!company) return [];
  const words = norm(`${company.name} ${company.industry} ${company.about}`);
  return ROWS.filter((row) => industryMembership(company.industry, row.sector) === 'of' && row.says.test(words));
};

/** The person as the company's kind reads its bare titles; the same object when nothing changes. */
export function atBareTitles(p: PersonFacts, company: EmployerFacts | undefined): PersonFacts {
  const rows = rowsAt(company);
  const rowOf = (r: RoleFacts) => rows.find((row) => row.title.test(bare(r.title)));
  if (!rows.length || !p.roles.some(rowOf)) return p;
  const hit = seen.get(p);
  if (hit) return hit;
  const read = (r: RoleFacts): RoleFacts => {
    const row = rowOf(r);
    return row ? { ...r, level: row.level, areas: row.areas, roles: row.roles, manages: r.employment === 'employee' && row.level !== 'entry' } : r;
  };
  const out: PersonFacts = { ...p, roles: p.roles.map(read) };
  seen.set(p, out);
  return out;
}

/** A title folded, without an aside in parentheses and the company after "at / bei / en / chez / na". */
const bare = (title: string) =>
  norm(title)
    .replace(/\s*\(.*\)\s*/g, ' ')
    .replace(/\s+(at|bei|en|chez|na|no|bij|@)\s.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
