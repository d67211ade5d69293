// Session 29: regional words for departments and roles in personas (lexicon-regional.ts): Latin America's "Talento Humano" /
// "Gestión Humana" and Brazil's "Gestão de Pessoas" are HR (not recruiting), "programadores" and
// India's MTS are software developers, Australia's BDMs are sellers, French / Spanish / Portuguese sales representatives and
// "conseillers aux ventes" are sellers (not advisors), Portugal's certified accountants, Flemish purchasing and accounting
// words, and "la gente de desarrollo". Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;
const inAreas = (d: string) => read(d).include.flatMap((s) => s.areas);
const exAreas = (d: string) => read(d).exclude.flatMap((s) => s.areas);

describe('HR departments by their regional names', () => {
  it.each(['Analistas de Gestión Humana', 'Jefes de Talento Humano', 'Coordenadores de Gestão de Pessoas', 'Analistas de bienestar laboral'])(
    '%s is HR, not recruiting',
    (d) => {
      expect(inAreas(d)).toContain('human_resources');
      expect(inAreas(d)).not.toContain('recruiting');
    },
  );
});

describe('developers and sellers in regional words', () => {
  it.each(['Programadores Java', 'Programmeurs backend', 'Programmierer und Architekten', 'MTS and senior MTS'])('%s are software people', (d) => {
    expect(inAreas(d)).toContain('software');
  });
  it.each(['Gerentes de TI; tampoco la gente de desarrollo', 'Gestores de TI, sem o pessoal de desenvolvimento'])('%s leaves the developers out', (d) => {
    expect(exAreas(d)).toContain('software');
    expect(inAreas(d)).toContain('it');
  });
  it.each(['BDMs in the Sydney office', 'Représentants et conseillers aux ventes', 'Representantes comerciales y asesores comerciales'])(
    '%s are sellers, individual contributors',
    (d) => {
      const inc = read(d).include;
      expect(inc.length).toBeGreaterThan(0);
      for (const s of inc) {
        expect(s.traits).toContain('individual_contributor');
        expect(s.employment).not.toContain('advisor');
        expect(s.areas.some((a) => ['sales', 'account_executive'].includes(a))).toBe(true);
      }
    },
  );
});

describe('accounting and purchasing in Portugal and Flanders', () => {
  it('certified accountants are accounting', () => {
    expect(inAreas('Contabilistas certificados e técnicos oficiais')).toContain('accounting');
  });
  it('the head accountant is accounting management; billing clerks are accounts receivable', () => {
    const c = read('De hoofdboekhouder, geen facturatiebedienden');
    expect(c.include.some((s) => s.areas.includes('accounting') && s.levels.includes('manager'))).toBe(true);
    expect(c.exclude.some((s) => s.areas.includes('ap_ar'))).toBe(true);
  });
  it('Flemish purchasing managers up to the purchasing director, not the assistants', () => {
    const c = read('Verantwoordelijken aankoop tot de aankoopdirecteur, geen aankoopassistenten');
    expect(c.include.some((s) => s.areas.includes('procurement') && s.levels.includes('director'))).toBe(true);
    expect(c.exclude.some((s) => s.roles.includes('assistant'))).toBe(true);
  });
  it('"aankoop" alone is a purchase, not the purchasing department', () => {
    expect(inAreas('Beslissers over een aankoop van software: de CTO en de CIO')).not.toContain('procurement');
  });
});
