// The immutable system persona every account has (spec: Persona, rule 1). src/matching re-exports it.
export const SYSTEM_PERSONA: Readonly<{ slug: string; name: string; definition: string }> = {
  slug: 'owners-founders',
  name: 'Owners & founders',
  definition:
    'Keep the people who own or founded the company and still work there: founders and co-founders, whatever their current title, ' +
    'and owners, proprietors and owner-managers (for example Inhaber, Gründer, Fundador, Propriétaire). ' +
    'Exclude investors, board members and advisors who did not found the company. ' +
    "Also exclude founding employees (such as a founding engineer) and founder's associates.",
};
