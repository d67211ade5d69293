// Session 21 (development set 15): only the current roles at this company define a person (issue 22 §3). A headline's
// side seat at another company ("… | Owner, Corner Pottery", "Gründerin – Kiezladen") makes nobody an owner or founder
// here, and a headline segment that is only the company's name is no title. reader/person.ts. Our own wordings.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/index.js';
import { headlineRoles } from '../../src/matching/reader/person.js';
import { makeProfile, type Position } from './profile-fixture.js';

const read = (title: string, headline: string, more: Position[] = []) => readPerson(makeProfile('x', [{ title }, ...more], { headline }));

describe('a side seat at another company in the headline is not a seat here', () => {
  it.each([
    ['Data Analyst', 'Data Analyst at Example Co | Owner, Corner Pottery'],
    ['Kundenberaterin', 'Kundenberaterin bei Example Co | Inhaberin, Kiezladen Mitte'],
    ['Chargée de recrutement', 'Chargée de recrutement chez Example Co · Fondatrice – Atelier Lune'],
    ['Analista de Cuentas', 'Analista de Cuentas en Example Co | Propietaria: Café Brisa'],
    ['Analista de Suporte', 'Analista de Suporte na Example Co | Dono, Oficina do Zé'],
    ['Projectleider', 'Projectleider bij Example Co | Eigenaar - Fietsenmakerij Oost'],
    ['Backend Developer', 'Backend Developer | Example Co | Co-founder @ Weekend Games'],
  ])('%s (%s)', (title, headline) => {
    const p = read(title, headline);
    expect(p.founder).toBe(false);
    expect(p.owner).toBe(false);
  });

  it('a segment naming another company of the profile is about that company, whatever its shape', () => {
    const p = read('Sales Assistant', 'Sales Assistant | Harbour Kites Founder', [{ title: 'Founder', company: 'Harbour Kites', company_id: 0 }]);
    expect(p.founder).toBe(false);
  });

  it('the seat here still counts: an owner of this company, "Owner, CEO & MD", a founder without a company named', () => {
    expect(read('Owner & Managing Director', 'Owner & Managing Director at Example Co').owner).toBe(true);
    expect(read('', 'Owner, CEO & MD at Example Co').owner).toBe(true);
    expect(read('Software Engineer', 'Co-Founder | Software Engineer').founder).toBe(true);
    expect(read('Software Engineer', 'Co-Founder, Example Co').founder).toBe(true);
  });

  it('a product owner is no owner, and a segment after "Product Owner," is still read', () => {
    const p = read('', 'Product Owner, Payments');
    expect(p.owner).toBe(false);
    expect(p.roles[0]?.areas).toContain('product_management');
  });
});

describe("the company's bare name in a headline is no title", () => {
  it('"Trainer | Example Cloud Systems" falls back to no cloud engineer', () => {
    expect(headlineRoles('Office Coordinator | Example Cloud Systems', 'Example Cloud Systems')).toEqual(['Office Coordinator']);
    const p = readPerson(makeProfile('x', [{ title: '', company: 'Northwind Cloud Platform' }], { headline: 'Something Else | Northwind Cloud Platform' }));
    expect(p.roles.flatMap((r) => r.areas)).not.toContain('devops');
  });

  it('a corporate trainer teaches the staff: learning and development', () => {
    expect(read('Corporate Trainer', '').roles[0]?.areas).toEqual(['learning']);
    expect(read('In-house Trainer', '').roles[0]?.areas).toEqual(['learning']);
  });

  it("the German front desk is read from the title, not from a hotel company's name", () => {
    expect(read('Rezeptionist', '').roles[0]?.areas).toEqual(['hotel']);
    expect(read('Hotelportier', '').roles[0]?.areas).toEqual(['hotel']);
    expect(read('Empfangschefin', '').roles[0]).toMatchObject({ areas: ['hotel'], level: 'manager' });
  });
});
