// Session 60: midwives are a kind of nursing title ("matronas", "sages-femmes", "Hebamme"), no English matron (a senior
// nurse) and no sales; a Spanish hospital's "supervisoras de unidad" run its wards. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('midwives and the ward rung (s60)', () => {
  const hospital = { name: 'Hospital del Norte', industry: 'Hospital & Health Care', employees: 900 };
  const roster: Array<[string, string]> = [
    ['mt', 'Matrona'],
    ['sf', 'Sage-femme'],
    ['hb', 'Hebamme'],
    ['mn', 'Modern Matron'],
    ['wm', 'Ward Manager'],
    ['su', 'Supervisora de Unidad'],
    ['en', 'Enfermera'],
    ['sa', 'Sales Associate'],
  ];
  it('"no las matronas" leaves out the midwives, not the ward managers or an English matron', async () => {
    expect(await keptRefs(roster, 'Supervisoras de unidad y mandos de enfermería; no las matronas.', hospital)).toEqual(['mn', 'su', 'wm']);
  });
  it('"sages-femmes" are midwives, no sales people', async () => {
    expect(await keptRefs(roster, 'Les sages-femmes.', hospital)).toEqual(['hb', 'mt', 'sf']);
  });
});
