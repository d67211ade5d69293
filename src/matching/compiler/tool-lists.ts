// Systems of the tool lexicon (lexicon-tools.ts) named in a list with one word for their owners (six languages): "ERP,
// CRM, HRIS and ITSM admins", "Salesforce- und Personio-Admins", "les administrateurs ServiceNow et Jira", "administradores
// de Salesforce y HubSpot": the word is said for each system, as the RevOps lists of ops-lists.ts share their head word.
// Read by the tokeniser (tokens.ts) before the words are split.
import { GLUE, OWNERS_AFTER, OWNERS_BEFORE, TOOL_FAMILIES } from './lexicon-tools.js';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '[\\s-]+');
/** Every system name a persona writes, longest first. */
const NAME = `(?:${[...new Set(TOOL_FAMILIES.flatMap((f) => f.said.split('|')))]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const OWNER = `(?:${[...new Set(OWNERS_AFTER)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const LIST_JOIN = `(?:\\s*[,/&+]\\s*|-?\\s*,\\s*|-?\\s+(?:and|or|und|oder|sowie|et|ou|y|o|e|en|of)\\s+)`;
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** "ERP, CRM, HRIS and ITSM admins": names of systems listed before one word for their owners. */
const NAME_LIST = new RegExp(`${B}(${NAME}(?:${LIST_JOIN}${NAME})+)([\\s-]+)(${OWNER})${E}`, 'giu');
const ONE_NAME = new RegExp(`${B}${NAME}${E}`, 'giu');
const OWNER_BEFORE = `(?:${[...new Set(OWNERS_BEFORE)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
const GLUE_WORDS = `(?:${GLUE.filter(Boolean)
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|')})`;
/** "les administrateurs ServiceNow et Jira", "administradores de Salesforce y HubSpot": the word for the owners said first. */
const OWNER_THEN_LIST = new RegExp(`${B}(${OWNER_BEFORE}(?:\\s+${GLUE_WORDS})?\\s+)(${NAME}(?:${LIST_JOIN}${NAME})+)(?![\\p{L}\\p{N}-])`, 'giu');

/**
 * "ERP, CRM, HRIS and ITSM admins", "Salesforce- und HubSpot-Admins": the word for the owners is said once for every
 * system listed before it ("ERP admins, CRM admins, HRIS admins and ITSM admins"), and "les administrateurs ServiceNow et
 * Jira" for both systems. Read by the tokeniser (tokens.ts).
 */
export function spellOutToolLists(sentence: string): string {
  const before = sentence.replace(OWNER_THEN_LIST, (_m, owner: string, list: string) => {
    const names = [...list.matchAll(ONE_NAME)];
    return names.map((n, i) => `${owner}${n[0]}${i + 1 < names.length ? list.slice((n.index ?? 0) + n[0].length, names[i + 1]?.index) : ''}`).join('');
  });
  return before.replace(NAME_LIST, (m, list: string, attach: string, owner: string) => {
    const names = [...list.matchAll(ONE_NAME)];
    // A compound ("HubSpot-Admins") shares its head only with names that leave it out ("Salesforce- und HubSpot-Admins"):
    // "ERP und SAP-Basis-Team" is the ERP people and the Basis team.
    const suspended = names.slice(0, -1).every((n) => list[(n.index ?? 0) + n[0].length] === '-');
    if (attach.includes('-') && !suspended) return m;
    let out = '';
    names.forEach((n, i) => {
      const next = names[i + 1];
      const gap = next ? list.slice((n.index ?? 0) + n[0].length, next.index).replace(/^-/, '') : '';
      out += `${n[0]} ${owner}${gap}`;
    });
    return out;
  });
}
