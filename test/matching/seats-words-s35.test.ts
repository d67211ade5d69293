// Session 35 (fb): words for seats in German, French, Spanish, Portuguese and Dutch personas, read by the compiler:
// - "der Direktor", "la directrice", "el director", "o diretor", "de directeur" alone, in the singular with its article, are
//   the company's director (its chief executive), not a rung of the area named before (lexicon-seats.ts, tag-sentence.ts);
//   the end of a range and a director of something stay what they were, and English "the director" stays a rung;
// - a boss word of an area ("Leiter", "jefes", "hoofden") covers its head by either title of that rung, the directors too;
// - the officers charged with information security ("Informationssicherheitsbeauftragte", "oficiales de seguridad de la
//   información", "informatiebeveiligingsfunctionarissen") are security people (session 50: the kind `security_officer`);
// - "; anders de …": the Dutch "otherwise" read into the words after it still makes a fallback.
// Own wordings, not those of any development set.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (d: string) => compilePersona(d).criteria.include;
/** Each inclusion as [its role or areas, the position it stands in for]. */
const links = (d: string) => include(d).map((s) => [s.roles[0] ?? s.areas.join('+'), s.fallback_for ?? null] as const);

describe('the director alone, in the singular, is the company director', () => {
  it.each([
    ['Der Controller, sonst der Direktor.', 'controlling'],
    ['La responsable des achats, sinon la directrice.', 'procurement'],
    ['El jefe de mantenimiento o, en su defecto, el director.', 'maintenance'],
    ['O coordenador de RH; senão, o diretor.', 'human_resources'],
    ['De office manager, en als die er niet is de directeur.', 'office'],
  ])('%s', (d, first) => {
    const read = include(d);
    expect(read).toHaveLength(2);
    expect(read[0]?.areas.join('+')).toContain(first);
    expect(read[1]).toMatchObject({ roles: ['ceo'], fallback_for: 0 });
    expect(read[1]?.areas).not.toContain(first);
  });

  it('said alone it is the chief executive too', () => {
    expect(include('La directrice, et les responsables RH.').map((s) => s.roles[0] ?? s.areas[0])).toEqual(['ceo', 'human_resources']);
  });

  it.each([['Le directeur commercial et les chefs des ventes.'], ['El director de compras.'], ['Der Direktor Logistik.']])(
    'a director of something is that seat, not the company director: %s',
    (d) => {
      expect(include(d)[0]?.roles).not.toContain('ceo');
    },
  );

  it.each([['Compras: desde analista hasta el director.'], ['Des acheteurs juniors jusqu’au directeur.'], ['Von Einkäufern bis zum Direktor.']])(
    'the end of a range stays a rung: %s',
    (d) => {
      const read = include(d);
      expect(read).toHaveLength(1);
      expect(read[0]?.roles).not.toContain('ceo');
      expect(read[0]?.levels).toContain('director');
    },
  );

  it('English "the director" stays a rung', () => {
    expect(include('The HR manager, otherwise the director.')[1]?.roles).not.toContain('ceo');
  });
});

describe('a boss word of an area covers its directors too', () => {
  it.each([
    ['Leiter Einkauf und Leiterinnen Logistik.', 'procurement'],
    ['Los jefes de compras y de logística.', 'procurement'],
    ['De hoofden financiën.', 'finance'],
  ])('%s', (d, area) => {
    const read = include(d);
    expect(read[0]?.areas).toContain(area);
    expect(read[0]?.levels).toEqual(expect.arrayContaining(['head', 'director']));
  });

  it('the plural English "heads" stays the head rung', () => {
    expect(include('Heads of procurement.')[0]?.levels).toEqual(['head']);
  });
});

describe('officers charged with information security', () => {
  it.each([
    ['Die Informationssicherheitsbeauftragten und die IT-Leiter.'],
    ['Los oficiales de seguridad de la información, sin becarios.'],
    ['Les chargées de sécurité des SI et le DSI.'],
    ['Onze informatiebeveiligingsfunctionarissen.'],
  ])('%s', (d) => {
    const read = compilePersona(d);
    // (session 50: the German, Spanish and Dutch officers are the kind of title `security_officer`, which is security's)
    expect(read.criteria.include.some((s) => s.areas.includes('security') || s.roles.includes('security_officer'))).toBe(true);
    expect(read.unrecognised).toEqual([]);
  });
});

describe('"; anders" before the people who stand in', () => {
  it('the Dutch "otherwise" after a semicolon links the fallback', () => {
    expect(links('De CFO; anders de controller.')).toEqual([
      ['cfo', null],
      ['controlling', 0],
    ]);
  });
});

describe('who carries a hospital department', () => {
  it('beside a hospital, "chefs de service" head clinical departments and "cadres supérieurs de santé" lead nursing', () => {
    const read = include('À l’hôpital : les chefs de service et les cadres supérieurs de santé.');
    expect(read.find((s) => s.text.includes('service'))).toMatchObject({ areas: ['medical'], levels: ['head', 'director'] });
    expect(read.find((s) => s.text.includes('superieurs'))?.areas).toEqual(['nursing']);
    expect(read.find((s) => s.text.includes('superieurs'))?.levels).not.toContain('manager');
  });

  it('away from care, "chefs de service" keep their own reading', () => {
    expect(include('Dans nos hôtels, les chefs de service.')[0]?.areas).not.toEqual(['medical']);
  });
});
