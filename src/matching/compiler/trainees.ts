// Kinds of trainee (interns proper, working students, apprentices) in a persona's reading.
import type { Selector } from '../criteria.js';

const TRAINEE_KINDS: ReadonlySet<string> = new Set(['working_student', 'apprentice']);
const namesTrainees = (s: Selector) => s.levels.includes('intern') || s.roles.some((r) => TRAINEE_KINDS.has(r));

/**
 * "Les commerciaux, sans les alternants", "HR, Werkstudenten auch nicht": a persona that asks for no trainees and leaves
 * out one kind of them means every trainee; the kinds count apart only when trainees are asked for ("Werkstudenten, keine
 * Azubis", "stagiaires, pas les alternants").
 */
export function traineeKindsApart(include: Selector[], exclude: Selector[]): void {
  if (include.some(namesTrainees)) return;
  for (const e of exclude) if (e.roles.length && e.roles.every((r) => TRAINEE_KINDS.has(r)) && e.levels.every((l) => l === 'intern')) e.roles = [];
}
