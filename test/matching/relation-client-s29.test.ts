// Session 29: a French "relation client" title is customer service ("Conseiller relation client", "Responsable du centre de
// relation client"), as a persona's "relation client" is; it was read as customer success, so a persona for customer
// service leaders left those people out. "Succès client" stays customer success. Own words.
import { describe, expect, it } from 'vitest';
import { judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('relation client is customer service', () => {
  const leaders = 'Les responsables du service client et leurs chefs d’équipe, pas les conseillers';
  it.each(['Responsable relation client', 'Manager du pôle relation clients', "Chef d'équipe relation client"])('%s leads customer service', (title) => {
    expect(keeps(leaders, title)).toBe(true);
  });
  it('an advisor of the customer relations team is not a leader', () => {
    expect(keeps(leaders, 'Conseiller relation client')).toBe(false);
  });
  it('customer service agents take the advisors, customer success does not', () => {
    expect(keeps('Customer service agents', 'Conseillère relation client')).toBe(true);
    expect(keeps('Customer success managers', 'Chargée de relation client')).toBe(false);
  });
  it('succès client stays customer success', () => {
    expect(keeps('Customer success managers and their leads', 'Responsable succès client')).toBe(true);
    expect(keeps(leaders, 'Responsable succès client')).toBe(false);
  });
});
