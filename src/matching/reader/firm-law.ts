// A law firm's ladder of lawyers (DATA), read by reader/firm.ts: its bare ranks (LAW_LADDER: the area `legal_counsel`)
// and, session 40, the kinds of its ranks (SECTOR_KINDS: `law_counsel`, `law_associate`, `law_trainee`). Titles are
// folded (reader/text.ts norm) before they are tested.

/**
 * A law firm's ladder: at a law firm the bare ranks are its lawyers ("Associate", "Senior Associate", "Junior Associate",
 * "Counsel", "Of Counsel", "Partner", the French "Collaborateur" and "Associé", "Asociado", "Associado", "Konzipient"):
 * they also have the area `legal_counsel`. DATA.
 */
export const LAW_LADDER =
  /^(?:(?:senior|sr\.?|junior|jr\.?|managing|principal|salaried|salary|equity|associate|trainee)\s+)*(?:associate|associates|counsel|of counsel|partner|partnerin|associe|associee|collaborateur|collaboratrice|asociado|asociada|associado|associada|socio|socia|konzipient|konzipientin|solicitor|rechtsreferendar|rechtsreferendarin|referendar|referendarin|articled clerk)(?:\s+(?:senior|sr\.?|junior|jr\.?|i|ii|iii))?$/;

/**
 * Session 40: a law firm's ladder of lawyers (DATA). Its counsel rank: "Counsel", "Of Counsel", "Senior Counsel", "Special
 * Counsel", a UK firm's "Legal Director" (not a general or in-house counsel). Its associates, junior to managing: "Associate",
 * "Senior Associate Solicitor", "NQ Solicitor", "Rechtsanwältin", "Avocat collaborateur", "Abogado asociado sénior",
 * "Advogado Júnior", "Associado Coordenador", "Advocaat", "Konzipient" (not its trainees, counsel, partners, notaries, nor its
 * business services: PSLs, knowledge, legal tech, BD, secretaries). Its trainees of the profession: "Trainee Solicitor",
 * "Articled Clerk", a US firm's "Law Clerk", "Élève-avocat", "Rechtsreferendarin", "Advocaat-stagiair", "Abogada en prácticas"
 * (interns and summer students are interns wherever they are).
 */
export const LAW_COUNSEL = /^(?:(?:senior|sr|special|international)\s+)?(?:of\s+)?counsel\b|^legal director\b|^counsel(?:ors?)?\b/;
export const NOT_LAW_COUNSEL = /\b(general|in-? ?house|corporate|legal counsel|trainee|junior|assistant)\b/;
export const LAW_ASSOCIATE =
  /\b(associates?|solicitors?|attorneys?|lawyers?|rechtsanwalt|rechtsanwaltin|anwalt|anwaltin|avocat|avocate|collaborat(eur|rice)|abogad[oa]|asociad[oa]|advogad[oa]|associad[oa]|advocaat|advocate|konzipient(in)?|letrad[oa])\b/;
export const NOT_LAW_ASSOCIATE =
  /\b(founders?|partner|partnerin|counsel|trainee|practicas|pratica|praktikant\w*|stage|stagiaire|stagiair|referendar\w*|eleve|estagiari[oa]|pasante|becari[oa]|summer|vacation|intern|internship|paralegal|legal director|secretar\w*|assistant|assistent\w*|associe|associee|socio|socia|knowledge|psl|professional support|legal tech\w*|innovation|business development|marketing|notar\w*|kandidaat|clerk|apprenti\w*|werkstudent\w*|student|former|ex)\b/;
export const LAW_TRAINEE =
  /\b(trainee solicitors?|trainee lawyers?|articled clerks?|law clerks?|eleve[s]?[- ]avocat\w*|(rechts)?referendar\w*|advoca(at|ten)[- ]stagiair\w*|abogad[oa]s? en practicas|advogad[oa]s? estagiari[oa]s?|pasantes? de (derecho|abogado))\b/;
export const NOT_LAW_TRAINEE = /\b(former|ex)\b/;
