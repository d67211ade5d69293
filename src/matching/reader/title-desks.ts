// Titles of a company's own desks the generic words misread (applied by title-normalise.ts after the regional phrases):
// the management's assistant, the accounts assistant, the office coordinator, the contact-centre agent and the support
// specialist in Spanish and Dutch compounds, the third tier of support, and a systems engineer with no other field (the
// company's IT systems, not software). Normalised text: lower case, no accents.
export const DESK_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // "Assistenz der Geschäftsleitung", "Assistentin der Geschäftsführung": the management's assistant, not a manager.
  [/\b(assistenz|assistent(in)?|assistentin) (der|des) geschafts(leitung|fuhrung)\b/g, 'executive assistant'],
  // "Accounts Assistant": the accounting desk's assistant (not an account manager's, nor the office's).
  [/\baccounts assistant\b/g, 'accounting assistant'],
  // "Coordinadora de Oficina", "Coordenadora de Escritório": the office coordinator.
  [/\bcoordinador(a)? de oficina\b|\bcoordenador(a)? de escritorio\b/g, 'office coordinator'],
  // "Teleoperadora", "Teleoperador de atención": a contact-centre agent.
  [/\bteleoperador(a|es|as)?\b/g, 'customer service agent'],
  // The Dutch compound "supportspecialist" ("Senior supportspecialist", "Technisch supportspecialist").
  [/\btechnisch supportspecialist(en)?\b/g, 'technical support specialist'],
  [/\bsupportspecialist(en)?\b/g, 'support specialist'],
  // "Tier 3 Support Engineer", "Level 3 Support", "Third-line support": the senior tier of a support desk.
  [/\b(tier|level|niveau|nivel) ?3\b(?= (support|helpdesk|service desk)\b)|\b(third|3rd)[- ]line\b(?= support\b)/g, 'senior'],
  // A systems engineer with no other field ("Senior Systems Engineer", "Ingénieur systèmes senior", "Systemingenieur"):
  // the company's IT systems (an embedded, broadcast or flight systems engineer keeps the field said first).
  [/^((senior|sr|junior|jr|lead|principal|staff) )?systems? engineer\b/g, '$1it systems engineer'],
  [/^ingenieur(e)? systemes\b(?! (embarques|electroniques|mecaniques))/g, 'it systems engineer'],
  [/^systemingenieur(in)?\b/g, 'it systems engineer'],
];
