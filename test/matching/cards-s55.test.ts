// Session 55: persona cards as Portuguese and Spanish teams write them: gender marks in parentheses ("Diretor(a)
// financeiro(a)"), a seniority field's bare "a" range ("Nivel: técnico a director"), an employment field ("Vínculo: CLT",
// "Vínculo: todos"), the word for education in the other languages; and a guard's "sécurité" is no occupational safety.
// Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { employerFacts } from '../../src/matching/sectors.js';
import { keptRefs } from './profile-fixture.js';

const read = (text: string) => compilePersona(text);
const include = (text: string) => read(text).criteria.include;

describe('gender marks in parentheses (s55)', () => {
  it('"Diretor(a) financeiro(a)" is the finance director, one phrase', () => {
    const r = read('Diretor(a) financeiro(a) e coordenador(a) de vendas');
    expect(r.criteria.include.map((s) => s.text)).toEqual(['diretor financeiro', 'coordenador de vendas']);
    expect(r.criteria.include[0]?.roles).toEqual(['cfo']);
    expect(r.warnings).toEqual([]);
  });
  it('"Diretores(as) comerciais", "Leiter(in) Vertrieb" keep their area', () => {
    expect(include('Diretores(as) comerciais')).toMatchObject([{ areas: ['sales'], levels: ['director'] }]);
    expect(read('Leiter(in) Vertrieb').warnings).toEqual([]);
  });
});

describe('seniority field ranges with a bare "a" (s55)', () => {
  it('"Nivel: técnico a director" is the range from the first rung to director, said of the function', () => {
    const [s] = include('Función: Ventas | Nivel: técnico a director');
    expect(s?.areas).toEqual(['sales']);
    expect(s?.levels).toContain('entry');
    expect(s?.levels).toContain('director');
    expect(s?.levels).not.toContain('vp');
  });
  it('"Nível: analista a diretor" in Portuguese reads the same', () => {
    const [s] = include('Função: Vendas | Nível: analista a diretor');
    expect(s?.areas).toEqual(['sales']);
    expect(s?.levels).toContain('director');
  });
});

describe('examples of the rung in a seniority field (s55)', () => {
  it('"Nivel: C-level (CEO y CFO; interinos incluidos)" still scopes the functions to their chiefs', () => {
    const s = include('Función: Dirección general y financiera | Nivel: C-level (CEO y CFO; interinos incluidos)');
    expect(s.find((x) => x.areas.includes('finance'))?.levels).toEqual(['c_level']);
    expect(s.every((x) => x.levels.length > 0)).toBe(true);
  });
  it('an aside that widens or caps the rung stays ("VP (and above)", "Manager+ (tot en met de CMO)")', () => {
    expect(include('Function: Finance | Seniority: VP (and above)')[0]?.levels).toContain('c_level');
    expect(include('Functie: Marketing | Niveau: Manager+ (tot en met de CMO)')[0]?.levels).toContain('manager');
  });
});

describe('employment fields (s55)', () => {
  it('"Vínculo: todos" says any engagement: nothing unread, nothing narrowed', () => {
    const r = read('Área: Finanças | Cargo: Diretor | Vínculo: todos');
    expect(r.unrecognised).toEqual([]);
    expect(r.criteria.include).toMatchObject([{ areas: ['finance'], levels: ['director'], employment: [] }]);
  });
  it('"Vínculo: CLT" scopes the function to employees; "Vertrag: keine Freelancer" leaves contractors out', () => {
    expect(include('Função: Vendas | Vínculo: CLT')).toMatchObject([{ areas: ['sales'], employment: ['employee'] }]);
    const r = read('Funktion: Vertrieb | Vertrag: keine Freelancer');
    expect(r.unrecognised).toEqual([]);
    expect(r.criteria.exclude.map((e) => e.employment)).toEqual([['contractor']]);
  });
  it('"Contract type: permanent staff" names no contractors', () => {
    const [s] = include('Function: Sales | Contract type: permanent staff');
    expect(s?.employment).not.toContain('contractor');
  });
});

describe('education in six languages (s55)', () => {
  it('"Área: Educação" and "Bereich: Bildung" name the education function', () => {
    expect(include('Área: Educação | Cargo: Diretor')).toMatchObject([{ areas: ['education'] }]);
    expect(include('Bereich: Bildung | Ebene: Leitung')[0]?.areas).toEqual(['education']);
  });
});

describe("a guard's security is no occupational safety (s55)", () => {
  it('occupational safety people are kept and the guards they exclude stay out', async () => {
    const guards = employerFacts({ name: 'Vigía Seguridad SL', industry: 'Seguridad privada', employees_count: 300 });
    const roster: Array<[string, string]> = [
      ['va', 'Vigilante de seguridad'],
      ['ag', 'Agent de sécurité'],
      ['tp', 'Técnico de PRL'],
      ['hs', 'Responsable QHSE'],
    ];
    expect(await keptRefs(roster, 'Función: Prevención de riesgos laborales | Nivel: técnico a director | Excluir: vigilantes de seguridad', guards)).toEqual([
      'hs',
      'tp',
    ]);
  });
});
