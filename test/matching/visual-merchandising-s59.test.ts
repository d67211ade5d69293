// Session 59: visual merchandising is an area (`visual_merchandising`): a store's visual merchandisers, window dressers and
// their managers ("Dekorateurin", "Étalagiste", "Escaparatista", "VM Manager"), no designers; a painter and decorator is
// none, nor a VM (virtual machine) engineer. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('visual merchandising (s59)', () => {
  const roster: Array<[string, string]> = [
    ['vm', 'Visual Merchandiser'],
    ['dek', 'Dekorateurin'],
    ['eta', 'Étalagiste'],
    ['esc', 'Escaparatista'],
    ['vmm', 'VM Manager'],
    ['gd', 'Graphic Designer'],
    ['maler', 'Maler und Dekorateur'],
    ['vme', 'VM Engineer'],
  ];
  it('"window dressers and visual merchandisers" are the store\'s, no designers', async () => {
    expect(await keptRefs(roster, 'Window dressers and visual merchandisers, and whoever manages them.')).toEqual(['dek', 'esc', 'eta', 'vm', 'vmm']);
  });
  it('"designers" are not the visual merchandisers', async () => {
    expect(await keptRefs(roster, 'Designers.')).toEqual(['gd']);
  });
  it('"escaparatistas y responsables de visual merchandising" in Spanish', async () => {
    expect(await keptRefs(roster, 'Escaparatistas y responsables de visual merchandising.')).toEqual(['dek', 'esc', 'eta', 'vm', 'vmm']);
  });
});
