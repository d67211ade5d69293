// Session 58: under "Educação", a Portuguese school's "diretor(a)" is its head (the head teacher's rung, as its deputies'),
// not only the director rung of the company. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('a school\'s diretor under "Educação" (s58)', () => {
  const roster: Array<[string, string]> = [
    ['dir', 'Diretora de Escola'],
    ['hd', 'Headteacher'],
    ['sub', 'Deputy Headteacher'],
    ['prof', 'Professora'],
    ['fin', 'Diretor Financeiro'],
  ];
  it('"Setor: Educação | Funções: diretor(a) e subdiretor(a)" keeps the school leaders', async () => {
    expect(await keptRefs(roster, 'Setor: Educação | Funções: diretor(a) e subdiretor(a)')).toEqual(['dir', 'hd', 'sub']);
  });
  it('"Educação: os diretores" keeps the heads, not the finance director', async () => {
    expect(await keptRefs(roster, 'Educação: os diretores.')).toEqual(['dir', 'hd', 'sub']);
  });
});
