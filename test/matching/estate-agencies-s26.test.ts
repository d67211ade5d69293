// Session 26: estate agencies named by their business are a real-estate employer ("dans les agences immobilières",
// "en agencias inmobiliarias", "bij makelaarskantoren", "at estate agencies"; lexicon-employers.ts).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

describe('estate agencies are real-estate employers', () => {
  it.each([
    "Négociateurs et leurs directeurs d'agence, dans les agences immobilières.",
    'Asesores en agencias inmobiliarias.',
    'Makelaars bij makelaarskantoren.',
    'Negotiators and branch managers at estate agencies.',
  ])('%s', (d) => expect(compilePersona(d).criteria.employer?.sectors).toEqual(['real_estate']));
});
