// A programme director at a university or school leads a degree programme: an academic leader (area education). At a
// broadcaster a programme director heads its programming (broadcast_programming), elsewhere a programme of projects. The
// persona compiler reads the employer the sentence names (INSTITUTION_SENSES, CARE_SENSES), the title reader the person's
// company (reader/firm.ts atCompany). Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const university = employerFacts({ name: 'Northgate University', industry: 'Higher Education', employees_count: 3000 });
const broadcaster = employerFacts({ name: 'Channel Nine Radio', industry: 'Broadcast Media Production and Distribution', employees_count: 400 });
const software = employerFacts({ name: 'Quillbyte', industry: 'Software Development', employees_count: 400 });
const areas = (definition: string) => compilePersona(definition).criteria.include.flatMap((s) => s.areas);
const matches = (definition: string, title: string, company = university) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('compiler: programme directors at universities and schools are academic leaders', () => {
  it.each([
    'Programme directors at universities.',
    'Program directors and deans at the business schools.',
    'Programmdirektoren der Universitäten.',
    'Directeurs de programme dans les universités.',
    'Directores de programa en universidades.',
    'Diretores de programa nas universidades.',
    'Programmadirecteuren bij universiteiten.',
  ])('%s', (definition) => {
    expect(areas(definition)).toContain('education');
    expect(areas(definition)).not.toContain('broadcast_programming');
  });

  it('at a broadcaster they are its programming', () => {
    expect(areas('Programme directors at the broadcasters.')).toEqual(['broadcast_programming']);
    expect(areas('Programmdirektoren bei Fernsehsendern.')).toEqual(['broadcast_programming']);
  });
});

describe('title reader: a programme director by the company', () => {
  it.each(['Programme Director', 'Program Director, MBA', 'Directrice de programme', 'Directora de Programa', 'Programmadirecteur'])(
    '%s at a university is kept for academic leaders, not for programme management',
    (title) => {
      expect(matches('Programme directors at universities.', title)).toBe(true);
      expect(matches('Programme and project directors in the PMO.', title)).toBe(false);
    },
  );

  it('at a broadcaster, its programming; elsewhere, a programme of projects', () => {
    expect(matches('Programme directors at the broadcasters.', 'Programme Director', broadcaster)).toBe(true);
    expect(matches('Programme and project directors in the PMO.', 'Programme Director', software)).toBe(true);
  });
});
