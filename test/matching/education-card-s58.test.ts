// Session 58: "Educação" is a school's word (as "escola" is): its "subdiretor(a)" is a school leader, so "diretor(a),
// subdiretor(a) e coordenador(a)" is the school's leadership from the coordinator up, head teachers too. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('a school\'s leaders under "Educação" (s58)', () => {
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
});
