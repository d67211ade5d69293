// Parsing of a job's `input` into a company reference. Accepted:
//   - a company URL `<network_host>/company/<slug-or-id>`, with or without `http(s)://`, with or without
//     `www.`, with a trailing slash, a query string, a fragment or extra path (`/about`, `/people/`);
//     the host must be one of NETWORK_HOSTS;
//   - a bare company slug (`acme-robotics`): letters, digits, `-`, `_`, `.`, `%`, starting with a letter
//     or digit, no spaces, and not shaped like a domain (`acme.com`);
//   - a bare numeric company id (`10482913`).
// Bare names with spaces ("Acme Inc") and domains ("acme.com") are not companies: 400 invalid_input.
import { AppError } from '../errors.js';

/** A parsed `input`: a numeric company id or a company slug. The data sources take it as it is. */
export type CompanyRef = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

export const INPUT_MAX = 2048;

/** The accepted hosts from the NETWORK_HOSTS setting (comma-separated; lower-cased, blanks dropped). */
export function networkHosts(setting: string): string[] {
  return setting
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** The message of a job whose company the network does not know (at submission or in match_company). */
export function companyNotFoundMessage(ref: CompanyRef): string {
  return `No company matches ${ref.kind === 'id' ? `the id ${ref.id}` : `"${ref.slug}"`} on the network.`;
}

const SLUG = /^[a-z0-9][a-z0-9\-_.%]*$/;
/** A trailing dot-label of letters is a top-level domain: `acme.com`, `acme.co.uk`. */
const DOMAIN_LIKE = /\.[a-z]{2,}$/;

function invalid(why: string): AppError {
  return new AppError('invalid_input', `\`input\` cannot be parsed into a company: ${why}.`);
}

function refOf(segment: string): CompanyRef | null {
  if (/^\d+$/.test(segment)) {
    const id = Number(segment);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : null;
  }
  const slug = segment.toLowerCase();
  return SLUG.test(slug) ? { kind: 'slug', slug } : null;
}

export function parseCompanyInput(raw: unknown, hosts: readonly string[]): CompanyRef {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalid('give a company URL, a company slug or a numeric company id');
  const input = raw.trim();
  if (input.length > INPUT_MAX) throw invalid(`longer than ${INPUT_MAX} characters`);
  if (/\s/.test(input)) throw invalid('company names are not accepted, give the company URL, slug or numeric id');

  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input);
  if (!hasScheme && !input.includes('/')) {
    if (/^\d+$/.test(input)) {
      const ref = refOf(input);
      if (!ref) throw invalid('not a valid numeric company id');
      return ref;
    }
    const lower = input.toLowerCase();
    if (DOMAIN_LIKE.test(lower)) throw invalid('domains are not accepted, give the company URL, slug or numeric id');
    const ref = refOf(lower);
    if (!ref) throw invalid('not a company slug');
    return ref;
  }

  const url = URL.parse(hasScheme ? input : `https://${input}`);
  if (!url) throw invalid('not a valid URL');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('the URL must use http or https');
  const host = url.hostname.toLowerCase();
  const accepted = hosts.some((h) => host === h || host === `www.${h}`);
  if (!accepted) throw invalid(`the host must be one of ${hosts.join(', ')}`);
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0]?.toLowerCase() !== 'company' || !parts[1]) throw invalid('the URL must have the form <network_host>/company/<slug-or-id>');
  let segment: string;
  try {
    segment = decodeURIComponent(parts[1]);
  } catch {
    segment = parts[1];
  }
  const ref = refOf(segment.trim());
  if (!ref) throw invalid('the company part of the URL is not a slug or numeric id');
  return ref;
}
