// Graphic, brand and marketing designers (area graphic_design, also design by AREA_ALSO): they make a brand's print,
// packaging and motion work, not the product's screens. "Designers" keeps them; "not graphic / marketing designers"
// leaves out only them, never the product and UX designers the persona asked for. Our own wordings in six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey } from '../../src/matching/criteria.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const areasOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.areas ?? [];
const company = employerFacts({ name: 'Brightloom Apps', industry: 'Computer Software', employees_count: 200 });
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('title reader: graphic, brand and marketing designers', () => {
  const ROWS: Array<[string, AreaKey]> = [
    ['Graphic Designer', 'graphic_design'],
    ['Senior Brand Designer', 'graphic_design'],
    ['Marketing Designer', 'graphic_design'],
    ['Motion Designer', 'graphic_design'],
    ['Graphiste', 'graphic_design'],
    ['Mediengestalterin Digital und Print', 'graphic_design'],
    ['Kommunikationsdesigner', 'graphic_design'],
    ['Diseñadora gráfica', 'graphic_design'],
    ['Designer Gráfico Pleno', 'graphic_design'],
    ['Grafisch ontwerper', 'graphic_design'],
    ['Head of Brand Design', 'graphic_design'],
    ['Product Designer', 'design'],
    ['Senior UX Designer', 'design'],
    ['UI Designer', 'design'],
  ];
  it.each(ROWS)('%s → %s', (title, area) => expect(areasOf(title)).toContain(area));
  it('a product designer is no graphic designer', () => expect(areasOf('Product Designer')).not.toContain('graphic_design'));
});

describe('judge: graphic designers are a part of design the persona can leave out', () => {
  const EXCLUDING = [
    'Product designers and UX designers, individual contributors. Not marketing or graphic designers.',
    'Produktdesigner und UX-Designer, keine Grafikdesigner oder Mediengestalter',
    'Designers produit et UX, pas les graphistes',
    'Diseñadores de producto y UX, sin diseñadores gráficos',
    'Designers de produto e UX, sem designers gráficos',
    'Productontwerpers en UX-designers, geen grafisch ontwerpers',
  ];
  it.each(EXCLUDING)('%s', (definition) => {
    const c = compilePersona(definition).criteria;
    expect(c.exclude.flatMap((s) => s.areas)).toContain('graphic_design');
    expect(c.exclude.flatMap((s) => s.areas)).not.toContain('design');
    expect(matches(definition, 'Product Designer')).toBe(true);
    expect(matches(definition, 'Senior UX Designer')).toBe(true);
    expect(matches(definition, 'Graphic Designer')).toBe(false);
    expect(matches(definition, 'Brand Designer')).toBe(false);
  });

  it('designers in general keep the graphic designers', () => {
    for (const definition of ['All our designers', 'Everyone in design', 'Tous les designers'])
      expect([definition, matches(definition, 'Graphic Designer'), matches(definition, 'Product Designer')]).toEqual([definition, true, true]);
  });

  it('the graphic designers themselves', () => {
    const definition = 'Graphic designers and their leads';
    expect(compilePersona(definition).criteria.include.flatMap((s) => s.areas)).toContain('graphic_design');
    expect(matches(definition, 'Graphic Designer')).toBe(true);
    expect(matches(definition, 'Product Designer')).toBe(false);
  });
});
