// The immutable system persona every account has (spec: Persona, rule 1): a domain value, defined in
// src/domain/personas/system.ts; re-exported here for the matchers and their tests.
export { SYSTEM_PERSONA } from '../domain/personas/system.js';
