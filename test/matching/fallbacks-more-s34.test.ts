// Session 34 (f34): more wordings of conditions on another seat, and the seats they name, read by the compiler
// (compiler/fallbacks.ts, lexicon-fallbacks.ts, lexicon-seats.ts): a fallback said with a place ("in shops without one"),
// of an area without its head ("if finance has no head"), "where there is none" in German, Spanish, Portuguese and Dutch
// forms; a condition with a parenthesis and "above them"; "unless there is X — then only X" (the seat is kept); the seat of
// "the IT director" / "den IT-Leiter" (whoever runs the area); the head nurse. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (d: string) => compilePersona(d).criteria.include;
/** Each inclusion as [what it names, the position it stands in for, condition only]. */
const links = (d: string) => include(d).map((s) => [s.roles[0] ?? s.areas.join('+'), s.fallback_for ?? null, s.condition_only ?? false] as const);

describe('a fallback said without its seat, in more words', () => {
  it.each([
    ['The plant manager; in plants without one, the COO.'],
    ['The plant manager; without one, the COO.'],
    ['Der Vertriebsleiter; wo es keinen gibt, der COO.'],
    ['Der Vertriebsleiter, falls es keinen gibt der COO.'],
    ["Le directeur d'usine ; là où il n'y en a pas, le COO."],
    ['El director de planta; donde no lo haya, el COO.'],
    ['O diretor de fábrica; onde não houver, o COO.'],
    ['De plantmanager; waar die er niet is, de COO.'],
  ])('%s', (d) => {
    const read = include(d);
    expect(read).toHaveLength(2);
    expect(read[1]).toMatchObject({ fallback_for: 0 });
    expect(read[1]?.roles).toContain('coo');
    expect(compilePersona(d).criteria.exclude).toEqual([]);
  });

  it('"if an area has no head" stands in for the head named before it', () => {
    expect(links('Whoever leads finance (the CFO). If finance has no head, the CEO instead.')).toEqual([
      ['cfo', null, false],
      ['ceo', 0, false],
    ]);
  });

  it('a "bzw." does not end the sentence: both of the pair stand in', () => {
    const read = include('Den Vertriebsleiter; wo es keinen gibt, den COO bzw. CEO.');
    expect(read.map((s) => [s.roles[0] ?? s.areas[0], s.fallback_for ?? null])).toEqual([
      ['sales', null],
      ['coo', 0],
      ['ceo', 0],
    ]);
  });
});

describe('a condition naming a seat, in more words', () => {
  it('a parenthesis and "above them" are the seat\'s words, and "or anyone more senior" raises it', () => {
    const read = include('Support team leads, only in companies with no support manager (or anyone more senior in support) above them.');
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject({ condition_only: true });
    expect(read[0]?.levels).toEqual(expect.arrayContaining(['manager', 'head', 'director']));
    expect(read[1]).toMatchObject({ fallback_for: 0 });
    expect(read[1]?.levels).toContain('team_lead');
    expect(compilePersona('Support team leads, only in companies with no support manager above them.').criteria.exclude).toEqual([]);
  });

  it.each([
    ['Buyers; wo es keine Einkaufsabteilung gibt, die Geschäftsführung.', 'procurement'],
    ['Los vendedores; donde no haya director comercial, el gerente general.', 'sales'],
    ['Teamleiders support, alleen waar geen supportmanager boven hen staat.', 'support'],
    ['HR-adviseurs; bij bedrijven zonder HR-afdeling de officemanager.', 'human_resources'],
  ])('%s', (d, seatArea) => {
    const read = include(d);
    const seat = read.find((s) => s.condition_only);
    expect(seat?.areas.join('+')).toContain(seatArea);
    expect(read.some((s) => s.fallback_for === read.indexOf(seat!))).toBe(true);
  });

  it('"solo en empresas sin X;" ends the seat at a semicolon', () => {
    const read = include('Jefes de taller, solo en empresas sin director de producción; donde lo haya, el director de producción.');
    const seat = read.findIndex((s) => s.condition_only);
    expect(seat).toBeGreaterThanOrEqual(0);
    expect(read.find((s) => s.areas.includes('manufacturing') && !s.condition_only && s.fallback_for === seat)).toBeDefined();
  });
});

describe('"unless there is X — then only X": the seat is kept, the others stand in for it', () => {
  it.each([
    ['Support managers, unless the company has a support director — then only the director.'],
    ['Support managers, unless there is a head of support, in which case the head of support.'],
    ['Supportmanager, es sei denn, es gibt einen Supportleiter – dann nur diesen.'],
    ["Les responsables support, sauf s'il y a un directeur du support, auquel cas seulement lui."],
    ['Los gerentes de soporte, a menos que haya un director de soporte, en cuyo caso solo ese.'],
    ['Supportmanagers, tenzij er een supportdirecteur is, dan alleen die.'],
  ])('%s', (d) => {
    const read = include(d);
    expect(read).toHaveLength(2);
    expect(read[0]?.condition_only).toBeUndefined();
    expect(read[0]?.areas).toContain('customer_support');
    expect(read[1]).toMatchObject({ fallback_for: 0 });
  });
});

describe('the seats fallbacks name', () => {
  it.each([
    'The IT director; otherwise the CEO.',
    'O diretor de TI; senão o CEO.',
    'El director de sistemas; si no hay, el CEO.',
    'Le directeur informatique, sinon le PDG.',
    'Den IT-Leiter, sonst den Geschäftsführer.',
  ])('"%s": whoever runs IT, the head of IT and the CIO included, not the IT managers', (d) => {
    const seat = include(d)[0];
    expect(seat?.areas).toEqual(['it']);
    expect(seat?.levels).toEqual(expect.arrayContaining(['head', 'director', 'c_level']));
    expect(seat?.levels).not.toContain('manager');
  });

  it('the logistics director likewise; "der Leiter" (one, the definite) is the head of the area up', () => {
    expect(include('The logistics director.')[0]?.levels).toEqual(expect.arrayContaining(['head', 'director', 'c_level']));
    expect(include('Der Leiter Vertrieb.')[0]?.levels).toEqual(expect.arrayContaining(['head', 'director']));
    expect(include('Der Leiter Vertrieb.')[0]?.levels).not.toContain('manager');
  });

  it('the head nurse is whoever leads nursing, from the ward team lead up; "kaufmännischen Geschäftsführer" is finance', () => {
    for (const d of ['The head nurse.', 'Die Oberschwester.', "L'infirmière en chef.", 'La enfermera jefe.', 'De hoofdverpleegkundige.'])
      expect(include(d)[0]?.levels).toEqual(expect.arrayContaining(['team_lead', 'manager', 'head', 'director']));
    expect(include('Den kaufmännischen Geschäftsführer.')[0]?.areas).toEqual(['finance']);
  });
});

describe('"whichever is top": the seats listed stand in for one another from the highest rung down', () => {
  it.each([
    ['The CFO or the head of finance, whichever is more senior.'],
    ['Der CFO oder der Leiter Controlling, je nachdem, wer höher steht.'],
    ['Le DAF ou le responsable financier, celui qui est le plus haut.'],
    ['De CFO of de financieel manager, wie het hoogst is.'],
  ])('%s', (d) => {
    const read = include(d);
    expect(read).toHaveLength(2);
    expect(read[0]?.roles).toContain('cfo');
    expect(read[1]).toMatchObject({ fallback_for: 0 });
  });

  it('a chain of three, said in any order', () => {
    expect(links('The person who runs sales (head of sales, CRO or VP Sales, whichever is top).')).toEqual([
      ['cro', null, false],
      ['sales', 0, false],
      ['sales', 1, false],
    ]);
  });

  it('"only the top one" of an area is still its top rung', () => {
    expect(include('Finance: only the top one.')[0]?.rung).toBe('top');
  });
});
