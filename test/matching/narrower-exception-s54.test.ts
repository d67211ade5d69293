// Session 54: an exception of the very kind of employer a persona names ("En clínicas y centros (no en hospitales)") is a
// narrower kind within it that no industry tells apart: the kind said stands, the exception is told as not applied (it had
// left out every health care company, the clinics too). An exception of another kind still applies. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (text: string) => compilePersona(text);

describe('an exception within the kind named (s54)', () => {
  it('"en clínicas (no en hospitales)" keeps health care as the employer and tells that hospitals are not left out', () => {
    const c = read('En clínicas (no en hospitales): gerentes de clínica.');
    expect(c.criteria.employer?.sectors).toEqual(['health_care']);
    expect(c.criteria.employer?.except).toEqual([]);
    expect(c.warnings.find((w) => w.code === 'not_applied')?.text).toBe('hospitales');
  });
  it('an exception of another kind still applies', () => {
    const c = read('Developers at software companies, not at banks.');
    expect(c.criteria.employer).toMatchObject({ sectors: ['software'], except: ['banking'] });
  });
});
