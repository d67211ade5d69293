// Session 29: rungs said to be welcome ("Grads are fine.", "Juniors are OK too.", "Team leads too.") after people named at no
// rung add those rungs of the same people; they do not put them in the place of every rung (before: "Account managers.
// Grads are fine." kept only graduate account managers). Own words (rung-scope.ts rungsWelcome).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (d: string) => compilePersona(d).criteria;

describe('rungs said to be welcome', () => {
  it.each(['Account managers and SDRs. Grads are fine.', 'Key account managers; juniors are OK too.', 'Inside sales reps. Graduates welcome.'])(
    '%s keeps the sellers at every rung',
    (d) => {
      const inc = read(d).include;
      expect(inc.length).toBeGreaterThan(0);
      for (const s of inc) expect(s.levels).toEqual([]);
    },
  );
  it('leaders said to be welcome are added with the same area, not put in place of the people', () => {
    const inc = read('Account managers. Team leads too.').include;
    expect(inc.some((s) => s.areas.includes('account_management') && s.levels.length === 0 && s.traits.includes('individual_contributor'))).toBe(true);
    expect(inc.some((s) => s.areas.includes('account_management') && s.levels.includes('team_lead') && !s.traits.includes('individual_contributor'))).toBe(
      true,
    );
  });
  it('rungs said of people already at a rung still add to it', () => {
    const inc = read('Sales managers. Team leads too.').include;
    expect(inc.flatMap((s) => s.levels)).toEqual(expect.arrayContaining(['manager', 'team_lead']));
  });
});
