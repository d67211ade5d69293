// Session 14 (issue 22): a concept over a list of areas, DevOps wordings buyers use ("ops engineers", "build and
// release engineers", "keep production running", "practitioners", conditions in parentheses after a list), and
// more ways to leave people out ("rather than", "instead of", "Exclusions:", "statt", "em vez de"). Written from
// general knowledge of how buyers write personas (training examples, not blind sentences).
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const matches = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('persona compiler: a concept over a list of areas holds for each of them', () => {
  it.each([
    'Quem lidera os times de plataforma / infraestrutura / cloud',
    'Who leads the platform, infrastructure and cloud teams',
    'Quien dirige los equipos de plataforma, infraestructura y cloud',
  ])('%s: the leaders and managers of each area’s teams, none of their engineers', (def) => {
    expect(matches(def, 'Head of Platform')).toBe(true);
    expect(matches(def, 'Head of Cloud')).toBe(true);
    expect(matches(def, 'Platform Engineering Manager')).toBe(true);
    expect(matches(def, 'Cloud Engineer')).toBe(false);
    expect(matches(def, 'Infrastructure Engineer')).toBe(false);
    expect(matches(def, 'Systems Administrator')).toBe(false);
  });
  it.each(['Décideurs côté RH et recrutement', 'Decision makers in HR and recruiting', 'Entscheider in HR und Recruiting'])(
    '%s: the deciders of both, not the recruiters',
    (def) => {
      expect(matches(def, 'Head of Talent Acquisition')).toBe(true);
      expect(matches(def, 'Head of People')).toBe(true);
      expect(matches(def, 'Recruiter')).toBe(false);
      expect(matches(def, 'HR Generalist')).toBe(false);
    },
  );
});

describe('persona compiler: DevOps in the words buyers use', () => {
  it.each(['Ops engineers and SREs, hands-on', 'Operations engineers (DevOps, SRE), individual contributors'])('%s: DevOps ICs', (def) => {
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    expect(matches(def, 'Head of DevOps')).toBe(false);
  });
  it.each(['Dev-Ops engineers', 'Dev Ops people, hands-on'])('%s: DevOps, not software plus operations', (def) => {
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'Backend Engineer')).toBe(false);
    expect(matches(def, 'Operations Manager')).toBe(false);
  });
  it('"engineers who run CI/CD" are DevOps; data centres are IT, not data engineering', () => {
    expect(matches('Hands-on engineers who own CI/CD and Kubernetes', 'DevOps Engineer')).toBe(true);
    expect(matches('Hands-on engineers who own CI/CD and Kubernetes', 'Backend Engineer')).toBe(false);
    expect(matches('Data center engineers', 'Data Engineer')).toBe(false);
  });
  it('"build and release engineers" are DevOps', () => {
    expect(matches('Build and release engineers', 'Release Engineer')).toBe(true);
    expect(matches('Build and release engineers', 'Backend Engineer')).toBe(false);
  });
  it.each([
    'Engineers who keep production running',
    'The engineers on call for production, hands-on',
    'Platform engineers doing production support, not IT admins',
  ])('%s: DevOps, not the factory', (def) => {
    expect(matches(def, 'Site Reliability Engineer')).toBe(true);
    expect(matches(def, 'Production Operator')).toBe(false);
    expect(matches(def, 'Backend Engineer')).toBe(false);
  });
  it('"engineers who build and operate our infrastructure (DevOps, SRE, platform), hands-on" are DevOps ICs', () => {
    const def = 'Engineers who build and operate our infrastructure (DevOps, SRE, platform), hands-on';
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'Frontend Developer')).toBe(false);
    expect(matches(def, 'Head of DevOps')).toBe(false);
  });
  it.each(['DevOps and SRE practitioners', 'DevOps / SRE / Platform engineers (hands-on)', 'DevOps, SRE, platform engineers (individual contributors only)'])(
    '%s: every area of the list is hands-on',
    (def) => {
      expect(matches(def, 'DevOps Engineer')).toBe(true);
      expect(matches(def, 'Senior SRE')).toBe(true);
      expect(matches(def, 'Head of DevOps')).toBe(false);
      expect(matches(def, 'SRE Manager')).toBe(false);
    },
  );
  it.each([
    'Hands-on DevOps and SRE engineers working on distributed systems',
    'DevOps engineers and SREs doing the hands-on work on infrastructure and operations',
  ])('%s: systems and operations next to DevOps words are DevOps', (def) => {
    expect(matches(def, 'Site Reliability Engineer')).toBe(true);
    expect(matches(def, 'Systems Administrator')).toBe(false);
    expect(matches(def, 'Operations Manager')).toBe(false);
    expect(matches(def, 'Office Manager')).toBe(false);
  });
  it('"hands-on infra" next to DevOps words is DevOps infrastructure, not IT', () => {
    const def = 'Hands-on infra, SRE and platform engineers';
    expect(matches(def, 'Infrastructure Engineer')).toBe(true);
    expect(matches(def, 'Systems Administrator')).toBe(false);
    expect(matches(def, 'IT Support Specialist')).toBe(false);
  });
});

describe('persona compiler: more ways to leave people out, in six languages', () => {
  it.each([
    'DevOps engineers, rather than IT admins',
    'DevOps engineers as opposed to IT admins',
    'DevOps engineers instead of IT admins',
    'DevOps engineers vs IT admins',
    'DevOps engineers; IT admins are not in scope',
    'DevOps engineers; skip IT admins',
    'DevOps engineers. Not: IT admins, helpdesk',
    'DevOps engineers. Exclusions: IT admins.',
    "DevOps engineers; we don't sell to IT admins",
    "DevOps engineers; IT admins aren't a fit",
    'DevOps engineers. IT admins are a separate persona.',
    'DevOps engineers. IT admins have their own persona.',
    'DevOps engineers; IT admins belong to another segment.',
    'DevOps engineers. IT admins are handled separately.',
    "DevOps engineers. IT admins aren't who we want.",
    'DevOps engineers. IT admins? No.',
    'DevOps engineers. IT admins - no.',
    'DevOps engineers. IT admins: different persona.',
    'DevOps engineers, excl. IT admins',
    'DevOps engineers w/o IT admins',
    'DevOps engineers, unlike IT admins',
    'DevOps engineers; avoid IT admins',
    'DevOps engineers; steer clear of IT admins',
    "DevOps engineers who aren't IT admins",
    'DevOps-Engineers statt IT-Admins',
    'Ingénieurs DevOps plutôt que les admins IT',
    'Ingenieros DevOps, en lugar de administradores de sistemas',
    'Engenheiros DevOps em vez de administradores de TI',
    'DevOps-engineers in plaats van IT-beheerders',
    'DevOps engineers, not system admins',
    'DevOps engineers, pas les admins IT',
    'DevOps engineers, pas les administrateurs IT',
    'DevOps engineers, sin administradores de TI',
    'DevOps engineers, keine Systemadministratoren',
    'DevOps engineers, geen IT-beheerders',
  ])('%s: the IT admins are left out, not added', (def) => {
    expect(matches(def, 'DevOps Engineer')).toBe(true);
    expect(matches(def, 'Systems Administrator')).toBe(false);
    expect(matches(def, 'Network Administrator')).toBe(false);
  });
  it.each(['DevOps engineers and IT engineers, not IT admins', 'DevOps engineers and IT systems engineers; sysadmins and helpdesk staff are out'])(
    '%s: the IT admins leave, the IT engineers stay',
    (def) => {
      expect(matches(def, 'IT Systems Engineer')).toBe(true);
      expect(matches(def, 'DevOps Engineer')).toBe(true);
      expect(matches(def, 'Systems Administrator')).toBe(false);
      expect(matches(def, 'Helpdesk Technician')).toBe(false);
    },
  );
});

describe('judge: a kind of title named with an area is that kind in the area, in an inclusion too', () => {
  it.each(['IT coordinators', 'IT-coördinatoren', 'Coordinadores de TI'])('%s: not the whole of IT', (def) => {
    expect(matches(def, 'IT Coordinator')).toBe(true);
    expect(matches(def, 'Systems Administrator')).toBe(false);
    expect(matches(def, 'Marketing Coordinator')).toBe(false);
  });
  it('"Hoofd IT, IT-managers en IT-coördinatoren" keeps the leaders and coordinators, not the IT team', () => {
    const def = 'Hoofd IT, IT-managers en IT-coördinatoren';
    expect(matches(def, 'Hoofd IT')).toBe(true);
    expect(matches(def, 'IT Manager')).toBe(true);
    expect(matches(def, 'Systeembeheerder')).toBe(false);
  });
});

describe('persona compiler: Dutch leadership words', () => {
  it.each([
    'Afdelingshoofden IT',
    'IT op managementniveau',
    'Managementfuncties binnen IT',
    'Besluitvormers binnen IT',
    'Wie de IT-afdeling leidt',
    'IT-medewerkers met een leidinggevende rol',
    'IT in een leidinggevende functie',
  ])('%s: IT’s leaders, not all of IT', (def) => {
    expect(matches(def, 'Hoofd IT')).toBe(true);
    expect(matches(def, 'Systeembeheerder')).toBe(false);
    expect(matches(def, 'Hoofd Marketing')).toBe(false);
  });
});

describe('persona compiler: a bare rung word before "LEVEL AREA" shares its area', () => {
  it.each(['Directeurs et responsables RH', 'Directores y responsables de RRHH'])('%s: HR’s directors and heads, not every director', (def) => {
    expect(matches(def, 'DRH')).toBe(true);
    expect(matches(def, 'Head of People')).toBe(true);
    expect(matches(def, 'Directeur Commercial')).toBe(false);
    expect(matches(def, 'Engineering Director')).toBe(false);
  });
});

describe('persona compiler: the Portuguese article "o" after a verb', () => {
  it('"Quem lidera o time de plataforma" is the platform team’s leaders, not all of it', () => {
    expect(matches('Quem lidera o time de plataforma', 'Head of Platform')).toBe(true);
    expect(matches('Quem lidera o time de plataforma', 'Platform Engineer')).toBe(false);
  });
});

describe('AEs close deals: account executives and generic sellers, not SDRs', () => {
  it.each(['AEs', 'Account executives, individual contributors'])('%s', (def) => {
    for (const t of ['Account Executive', 'Sales Executive', 'Ejecutiva Comercial', 'Vertriebsmitarbeiter', 'Comercial']) expect(matches(def, t), t).toBe(true);
    for (const t of ['SDR', 'Business Development Representative', 'Account Manager', 'Sales Operations Analyst']) expect(matches(def, t), t).toBe(false);
  });
});

describe('persona compiler: Dutch "of" is "or" before a named role', () => {
  it.each(['Hoofd ICT, manager automatisering of CIO', 'Hoofd IT of de CIO'])('%s: the IT leaders, not every manager', (def) => {
    expect(matches(def, 'CIO')).toBe(true);
    expect(matches(def, 'Hoofd IT')).toBe(true);
    expect(matches(def, 'Marketing Manager')).toBe(false);
    expect(matches(def, 'Systeembeheerder')).toBe(false);
  });
  it('"the chief of staff of the CEO" keeps its English "of"', () => {
    expect(matches('VP of Engineering', 'VP Engineering')).toBe(true);
    expect(matches('VP of Engineering', 'VP Sales')).toBe(false);
  });
});

describe('persona compiler: "…, X excluded" after the persona’s first item leaves that item asked for', () => {
  it.each(['DevOps engineers, IT admins excluded', 'DevOps engineers, IT admins and helpdesk excluded'])(
    '%s: the DevOps engineers, not the admins, not everyone else',
    (def) => {
      expect(matches(def, 'DevOps Engineer')).toBe(true);
      expect(matches(def, 'System Administrator')).toBe(false);
      expect(matches(def, 'Account Executive')).toBe(false);
    },
  );
  it.each(['Heads of sales; interns, contractors and freelancers excluded', 'Heads of sales. Interns and freelancers excluded'])(
    '%s: a whole list after an inclusion is left out',
    (def) => {
      expect(matches(def, 'Head of Sales')).toBe(true);
      expect(matches(def, 'Sales Intern')).toBe(false);
      expect(matches(def, 'Freelance Head of Sales')).toBe(false);
    },
  );
});
