// Session 29: the kinds of developer a persona lists in parentheses are the developers it means; DevOps, SRE and platform
// engineers (software engineers too) are left out unless the list or another part of the persona names them
// (compiler/kinds-listed.ts). Own words, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const excludesDevops = (d: string) => compilePersona(d).criteria.exclude.some((e) => e.areas.includes('devops'));
const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;

describe('kinds of developer listed in parentheses', () => {
  it.each([
    'Entwickler (Backend, Frontend, Mobile)',
    'Développeurs (back, front, mobile), pas de stagiaires',
    'Desarrolladores (backend, frontend y QA), no juniors',
    'desenvolvedores (back, front, QA), só ICs',
    'Ontwikkelaars (backend, frontend)',
    'Software engineers (backend, frontend, mobile)',
  ])('%s leaves DevOps out', (d) => {
    expect(excludesDevops(d)).toBe(true);
    expect(keeps(d, 'Backend Developer')).toBe(true);
    expect(keeps(d, 'Site Reliability Engineer')).toBe(false);
  });
  it.each([
    'Software engineers (backend, frontend, DevOps/SRE, QA)',
    'Developers (backend, frontend) and SREs',
    'Entwickler (Backend, Frontend) sowie Platform Engineers',
    'Software engineers (senior and up)',
    'Software engineers',
  ])('%s keeps DevOps', (d) => {
    expect(excludesDevops(d)).toBe(false);
    expect(keeps(d, 'Senior Site Reliability Engineer')).toBe(true);
  });
});
