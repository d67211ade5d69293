// Session 56: beside occupational safety said in full (SST, PRL, Arbeitssicherheit, health and safety), a bare "safety /
// segurança / seguridad / sécurité" is occupational safety (HSE), not IT security; "engenheiros de segurança" there are its
// engineers. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (text: string) => compilePersona(text).criteria.include;

describe('safety beside occupational safety words (s56)', () => {
  it('"Seguridad laboral: técnicos de seguridad y el jefe de seguridad" is HSE throughout', () => {
    for (const s of include('Seguridad laboral (PRL): los ingenieros de seguridad y quien dirige la seguridad.')) expect(s.areas).toEqual(['hse']);
  });
  it('"engenheiros de segurança" beside SST are HSE engineers, not all of software and hardware', () => {
    expect(include('SST: engenheiros de segurança.')[0]?.areas).toEqual(['hse']);
  });
  it('with information security said, security stays security', () => {
    const s = include('Segurança da informação e SST: quem chefia a segurança.');
    expect(s.some((x) => x.areas.includes('security'))).toBe(true);
  });
  it('a persona of IT security is untouched', () => {
    expect(include('Security engineers and the head of security.')[0]?.areas).toEqual(['security']);
  });
});
