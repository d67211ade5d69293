// Companies said not to be of a sector before its word (lexicon-employers.ts NOT_THOSE_COMPANIES, session 23): a relative
// clause ("companies that aren't …", "empresas que não são de …", "empresas que no son del …", "entreprises qui ne sont
// pas des …"), a negated adjective ("empresas no tecnológicas", "empresas não industriais") and "outside the world of"
// ("fora do mundo tech"). The sector is excepted and the people read as without those words. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const ROWS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ["IT and security managers at companies that aren't software companies", 'software', ['it', 'security']],
  ['IT and security managers at companies that are not in tech', 'software', ['it', 'security']],
  ['Gestores de TI e segurança em empresas que não são de tecnologia', 'software', ['it', 'security']],
  ['Gestores de TI e segurança em empresas que não sejam de software', 'software', ['it', 'security']],
  ['Gestores de TI e segurança — empresas que não são tech', 'software', ['it', 'security']],
  ['Gerentes de TI e segurança, fora do mundo tech', 'software', ['it', 'security']],
  ['Gerentes de TI y seguridad en empresas no tecnológicas', 'software', ['it', 'security']],
  ['Gerentes de TI y seguridad en empresas que no son del sector tecnológico', 'software', ['it', 'security']],
  ['Gerentes de compras en empresas no industriales', 'manufacturing', ['procurement']],
  ['Responsables IT et sécurité dans des entreprises qui ne sont pas des éditeurs de logiciels', 'software', ['it', 'security']],
];

describe('companies said not to be of a sector are excepted', () => {
  it.each(ROWS)('%s', (definition, sector, areas) => {
    const { criteria, unrecognised } = compilePersona(definition);
    expect(criteria.employer?.except).toEqual([sector]);
    expect(criteria.employer?.sectors).toEqual([]);
    expect([...new Set(criteria.include.flatMap((s) => s.areas))].sort()).toEqual([...areas].sort());
    expect(criteria.include.every((s) => s.areas.length > 0)).toBe(true);
    expect(unrecognised).toEqual([]);
  });

  it('the same words with the sector said positively still name it', () => {
    expect(compilePersona('Gestores de TI em empresas de tecnologia').criteria.employer?.sectors).toEqual(['software']);
    expect(compilePersona('Gerentes de tecnologia e inovação').criteria.employer).toBeUndefined();
  });
});
