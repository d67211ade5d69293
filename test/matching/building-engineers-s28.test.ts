// Session 28: an engineering consultancy's building-services and checking engineers ("Ingenieur TGA", "Prüfingenieur",
// "Prüfingenieurin für Baustatik") are building engineering, as "TGA-Ingenieur" and "Tragwerksplaner" already were, not
// software engineers (reader/verticals-infrastructure.ts). Own titles.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const areasOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]?.areas ?? [];

describe('building engineers in German titles', () => {
  it.each(['Ingenieur TGA', 'Ingenieurin der TGA', 'Prüfingenieur', 'Prüfingenieurin für Baustatik'])('%s is building engineering', (title) => {
    expect(areasOf(title)).toContain('building_engineering');
    expect(areasOf(title)).not.toContain('software');
  });
  it('a software engineer stays one', () => {
    expect(areasOf('Software-Ingenieur')).toContain('software');
  });
});
