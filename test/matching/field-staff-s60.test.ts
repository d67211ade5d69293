// Session 60: a field's staff said with "personnel" ("warehouse personnel", "personnel de cuisine") are that field's people,
// no HR beside them; alone "Personnel" stays HR ("personnel and payroll"), and a "Head of Personnel" heads it. "Pharmacy staff" and "everyone in pharmacy" name the
// pharmacy. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

const roster: Array<[string, string]> = [
  ['wh', 'Warehouse Operative'],
  ['wl', 'Warehouse Team Leader'],
  ['hr', 'HR Advisor'],
  ['hp', 'Head of Personnel'],
  ['ph', 'Pharmacist'],
  ['pt', 'Pharmacy Technician'],
  ['ck', 'Commis Chef'],
];

describe("a field's personnel (s60)", () => {
  it('"warehouse personnel" are the warehouse\'s people, no HR', async () => {
    expect(await keptRefs(roster, 'Warehouse personnel.')).toEqual(['wh', 'wl']);
  });
  it('"personnel de cuisine" is the kitchen\'s', async () => {
    expect(await keptRefs(roster, 'Le personnel de cuisine.')).toEqual(['ck']);
  });
  it('"Personnel" alone is HR', async () => {
    expect(await keptRefs(roster, 'Personnel and payroll.')).toEqual(['hp', 'hr']);
  });
  it('a "Head of Personnel" heads HR', async () => {
    expect(await keptRefs(roster, 'Heads of HR.')).toEqual(['hp']);
  });
  it('"pharmacy staff" and "everyone in pharmacy" are the pharmacy\'s people', async () => {
    expect(await keptRefs(roster, 'Pharmacy staff.')).toEqual(['ph', 'pt']);
    expect(await keptRefs(roster, 'Everyone in pharmacy.')).toEqual(['ph', 'pt']);
  });
});
