// The rungs a word for the boss of an area names ("Leiter", "Abteilungsleiter", "jefes"): its managers and its head
// (lexicon.ts), except in areas whose "manager" titles are mostly held by individual contributors. A German "Sales
// Manager" or "Key Account Manager", a Spanish "gerente de cuenta" sells; the "Vertriebsleiter" or "jefe de ventas" is
// the head of sales. There the word names the head rung only. (DATA: the functions below.)
// Session 35: of an area, the word names its head by either title of that rung: the "Leiter Logistik" and the "Direktor
// Logistik", the "jefe de compras" and the "Director de Compras", the "hoofd inkoop" and the "directeur inkoop" (the
// Dutch "hoofd" too). Said alone ("Abteilungsleiter") it stays the head rung: no director of the whole company.
import { functionOf, type AreaKey, type Level } from '../criteria.js';

/** Functions where the manager rung is not the boss of the area. */
const MANAGER_IS_IC: ReadonlySet<AreaKey> = new Set<AreaKey>(['sales']);

/** The boss words themselves (tokens, compounds already split: "Vertriebsleiter" → "leiter vertrieb"). */
const BOSS_WORD = /^(leiter|leitern|leiterin|leiterinnen|bereichsleiter|abteilungsleiter|abteilungsleiterin|jefe|jefa|jefes|jefas)$/;
/** Words for the boss of an area that name its head by either title of the rung (the boss words, and the Dutch "hoofd"). */
const headWord = (w: string) => BOSS_WORD.test(w) || /^(hoofd|hoofden)$/.test(w);
/** The rungs the boss words name (lexicon.ts): a range or another reading changed them and keeps its own. */
const BOSS_READING: ReadonlySet<Level> = new Set<Level>(['manager', 'senior_manager', 'head']);
/** Words that name the manager rung itself: with one of them in the piece, its managers were asked for. */
const MANAGER_WORD =
  /^(manager|managers|mgr|mgrs|gerente|gerentes|gestor|gestores|gestionnaire|gestionnaires|teamleiter|teamleiterin|teamleitung|responsable|responsables|responsavel|responsaveis|encargado|encargados|encargada|encargadas|leidinggevende)$/;

export function bossRungs(words: readonly string[], areas: readonly AreaKey[], given: Level[]): Level[] {
  const either = areas.length > 0 && given.includes('head') && given.every((l) => BOSS_READING.has(l)) && words.some(headWord);
  const levels: Level[] = either ? [...given, 'director'] : given;
  if (!areas.length || !levels.includes('manager') || !levels.includes('head')) return levels;
  // ("Vertriebsleiter Filialen": a boss of sales in the stores is still a head of sales.)
  if (!areas.some((a) => MANAGER_IS_IC.has(a) || MANAGER_IS_IC.has(functionOf(a)))) return levels;
  if (!words.some((w) => BOSS_WORD.test(w)) || words.some((w) => MANAGER_WORD.test(w))) return levels;
  return levels.filter((l) => l !== 'manager' && l !== 'senior_manager');
}
