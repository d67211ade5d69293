// The immutable system persona every account has (spec: Persona, rule 1).
import type { PersonaInput } from './port.js';

export const SYSTEM_PERSONA: PersonaInput = {
  slug: 'owners-founders',
  name: 'Owners & founders',
  definition:
    'Keep the people who own or founded the company and still run it: founders and co-founders, ' +
    'owners, proprietors, managing partners and owner-operators, including a founder who is now CEO, ' +
    'managing director or president. Exclude former founders who have left, investors and board ' +
    'members who are not founders, advisors, contractors and freelancers, and employees who merely ' +
    'hold equity.',
};
