// A company filed under a neighbouring business of a sector (industry-neighbours.ts: a utility beside "telecom operators",
// a software house beside "marketplaces", a non-profit beside "research institutes") is settled by its own words: its
// name, description and specialties. They say the sector: it is of it. It describes itself without them: it is another
// business, outside. It says nothing about itself: it stays a maybe, inside. A neighbour never excepts. Our own wordings.
import { describe, expect, it } from 'vitest';
import type { EmployerCondition } from '../../src/matching/criteria.js';
import { employerFacts, employerVerdict } from '../../src/matching/sectors.js';

const cond = (sectors: EmployerCondition['sectors'], except: EmployerCondition['except'] = []): EmployerCondition => ({ sectors, except, text: '' });
const company = (name: string, industry: string, description = '', specialties: string[] = []) =>
  employerFacts({ name, industry, description, specialties, employees_count: 120 });

describe('neighbouring businesses are settled by the company’s own words', () => {
  it('a utility that describes itself as power and water is no telecom operator', () => {
    const c = company('Northvale Energie', 'Utilities', 'Electricity, gas and district heating for the Northvale region.', ['Power grids', 'Gas supply']);
    expect(employerVerdict(cond(['telecom']), c).kind).toBe('outside');
  });

  it('a utility that runs a fibre network says so, and is a telecom operator', () => {
    const c = company('Northvale Netz', 'Utilities', 'Regional grid operator and fibre broadband provider.', []);
    expect(employerVerdict(cond(['telecom']), c).kind).toBe('inside');
  });

  it('a telecom operator filed as Internet is inside by its specialties', () => {
    const c = company('Kelpline BV', 'Technology, Information and Internet', 'Connecting homes in the north.', ['Mobile network', 'Fibre', 'Telecom']);
    expect(employerVerdict(cond(['telecom']), c).kind).toBe('inside');
  });

  it('a software house is no marketplace unless it says it runs one', () => {
    expect(employerVerdict(cond(['marketplaces']), company('Quaystack', 'Software Development', 'Billing software for utilities.')).kind).toBe('outside');
    expect(employerVerdict(cond(['marketplaces']), company('Quaystack', 'Software Development', 'The online marketplace for used machinery.')).kind).toBe(
      'inside',
    );
  });

  it('a non-profit is a research institute only when its words say research', () => {
    expect(employerVerdict(cond(['research']), company('Open Hands Foundation', 'Non-profit Organizations', 'Food parcels and shelter.')).kind).toBe('outside');
    expect(
      employerVerdict(cond(['research']), company('Marine Life Trust', 'Non-profit Organizations', 'Independent research on coastal ecosystems.')).kind,
    ).toBe('inside');
  });

  it('a company that says nothing about itself stays a maybe, inside', () => {
    expect(employerVerdict(cond(['telecom']), company('Northvale Energie', 'Utilities')).kind).toBe('inside');
    expect(employerVerdict(cond(['telecom']), { name: 'Northvale Energie', industry: 'Utilities', employees: 40 }).kind).toBe('inside');
  });

  it('a neighbour is never excepted by its words: a broadcaster is not left out of "not entertainment"', () => {
    const c = company('Kanal Rhein', 'Broadcast Media Production and Distribution', 'Regional television.', ['Broadcast media', 'Entertainment']);
    expect(employerVerdict(cond(['broadcasting'], ['entertainment']), c).kind).toBe('inside');
  });

  it('a listed industry is not a neighbour: a bank is a bank whatever it says', () => {
    expect(employerVerdict(cond(['banking']), company('Kestrel Bank', 'Banking', 'Loans and savings.')).kind).toBe('inside');
  });
});
