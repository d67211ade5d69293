// The rungs a word for the boss of an area names ("Leiter", "Abteilungsleiter", "jefes"): its managers and its head
// (lexicon.ts), except in areas whose "manager" titles are mostly held by individual contributors. A German "Sales
// Manager" or "Key Account Manager", a Spanish "gerente de cuenta" sells; the "Vertriebsleiter" or "jefe de ventas" is
// the head of sales. There the word names the head rung only. (DATA: the functions below.)
import { functionOf, type AreaKey, type Level } from '../criteria.js';

/** Functions where the manager rung is not the boss of the area. */
const MANAGER_IS_IC: ReadonlySet<AreaKey> = new Set<AreaKey>(['sales']);

/** The boss words themselves (tokens, compounds already split: "Vertriebsleiter" → "leiter vertrieb"). */
const BOSS_WORD = /^(leiter|leitern|leiterin|leiterinnen|bereichsleiter|abteilungsleiter|abteilungsleiterin|jefe|jefa|jefes|jefas)$/;
/** Words that name the manager rung itself: with one of them in the piece, its managers were asked for. */
const MANAGER_WORD =
  /^(manager|managers|mgr|mgrs|gerente|gerentes|gestor|gestores|gestionnaire|gestionnaires|teamleiter|teamleiterin|teamleitung|responsable|responsables|responsavel|responsaveis|encargado|encargados|encargada|encargadas|leidinggevende)$/;

export function bossRungs(words: readonly string[], areas: readonly AreaKey[], levels: Level[]): Level[] {
  if (!areas.length || !levels.includes('manager') || !levels.includes('head')) return levels;
  // ("Vertriebsleiter Filialen": a boss of sales in the stores is still a head of sales.)
  if (!areas.some((a) => MANAGER_IS_IC.has(a) || MANAGER_IS_IC.has(functionOf(a)))) return levels;
  if (!words.some((w) => BOSS_WORD.test(w)) || words.some((w) => MANAGER_WORD.test(w))) return levels;
  return levels.filter((l) => l !== 'manager' && l !== 'senior_manager');
}
