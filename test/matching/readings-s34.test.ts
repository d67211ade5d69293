// Session 34: the service desk is a kind inside IT ("no service desk" keeps the system administrators), and who manages
// nobody said as a negated clause, Dutch verb-final included ("die geen mensen aansturen"). Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const roles = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0]?.roles ?? [];
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('the service desk is a kind of IT admin title of its own', () => {
  it.each(['Service Desk Agent', 'Helpdesk-Mitarbeiterin', 'IT-Supporter', 'Technicien support informatique', 'Técnica de Helpdesk', 'ICT-supportmedewerker'])(
    '%s is IT support (and still an IT admin)',
    (title) => {
      expect(roles(title)).toEqual(expect.arrayContaining(['it_admin', 'it_support']));
    },
  );
  it.each(['Systems Administrator', 'Netzwerkadministrator', 'Systeembeheerder'])('%s is an IT admin, not the service desk', (title) => {
    expect(roles(title)).toContain('it_admin');
    expect(roles(title)).not.toContain('it_support');
  });
  it.each([
    'IT people, no service desk',
    'IT-Team ohne Helpdesk',
    "l'équipe informatique, sans le helpdesk",
    'el equipo de TI, sin el service desk',
    'a equipe de TI, sem o helpdesk',
    'ICT-afdeling, geen servicedesk',
  ])('%s keeps the sysadmins and leaves out the service desk', (d) => {
    expect(keeps(d, 'Senior Systems Administrator')).toBe(true);
    expect(keeps(d, 'Service Desk Analyst')).toBe(false);
  });
  it('"no admins" still leaves out both', () => {
    expect(keeps('IT, no admins', 'System Administrator')).toBe(false);
    expect(keeps('IT, no admins', 'Helpdesk Technician')).toBe(false);
  });
});

describe('who manages nobody, said as a negated clause', () => {
  it.each([
    'senior engineers who do not manage people',
    'Senior-Entwickler, die kein Team führen',
    "ingénieurs seniors qui n'encadrent personne",
    'ingenieros senior sin personas a cargo',
    'engenheiros seniores sem equipa a cargo',
    'senior engineers die geen mensen aansturen',
    'senior engineers die niemand aansturen',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include[0]?.traits).toContain('individual_contributor');
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
});
