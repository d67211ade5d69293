// What text the service accepts from callers. One rule for every string of every request (REST path,
// query and body; GraphQL arguments and variables), applied once at each transport's boundary
// (src/rest/router.ts, src/graphql/plugins/input-text.ts; headers cannot carry these characters: Node's
// HTTP parser refuses control characters there), plus a stricter rule for names that people read
// (persona names, src/domain/personas/personas.ts):
// - every string: no NUL (U+0000; PostgreSQL text cannot hold it) and well-formed Unicode (no lone UTF-16
//   surrogate halves, which have no UTF-8 form and would be stored as U+FFFD). Refused with 422
//   `validation_error`, nothing stored.
// - names: additionally no control characters (C0, DEL, C1), no bidirectional embeddings, overrides or
//   isolates (U+202A–U+202E, U+2066–U+2069: they reorder how the rest of a listing is displayed), and no
//   invisible characters with no place in a label (U+200B zero-width space, U+2060 word joiner, U+FEFF,
//   U+180E, U+2061–U+2064, U+00AD soft hyphen). Refused with 422, never silently stripped. Allowed:
//   ZWNJ/ZWJ (U+200C/U+200D, needed by Persian and Indic scripts and emoji sequences) and the marks
//   LRM/RLM/ALM (U+200E, U+200F, U+061C), which do not reorder text around them.
// The walks below are iterative (no recursion), so they are safe on input of any depth.
import { validationError, type AppError, type ValidationDetail } from './errors.js';

/** Why a string is not acceptable text, or null when it is. */
export function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain NUL (U+0000)';
  if (!s.isWellFormed()) return 'must be well-formed Unicode (no lone UTF-16 surrogates)';
  return null;
}

// eslint-disable-next-line no-control-regex
const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const NAME_BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const NAME_INVISIBLE = /[\u200b\u2060-\u2064\ufeff\u180e\u00ad]/;

/** Why a string is not acceptable as a name, or null when it is (includes textProblem). */
export function nameProblem(s: string): string | null {
  const base = textProblem(s);
  if (base) return base;
  if (NAME_CONTROL.test(s)) return 'must not contain control characters';
  if (NAME_BIDI.test(s)) return 'must not contain bidirectional override, embedding or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  if (NAME_INVISIBLE.test(s)) return 'must not contain invisible characters (zero-width space, word joiner, BOM, soft hyphen)';
  return null;
}

/**
 * The first unacceptable string (object keys included) in a value, depth-first, with where it is.
 * `loc` starts with `prefix` (["body"], ["query", "q"], ["variables"]).
 */
export function findTextProblem(value: unknown, prefix: Array<string | number>): ValidationDetail | null {
  const stack: Array<{ v: unknown; loc: Array<string | number> }> = [{ v: value, loc: prefix }];
  while (stack.length > 0) {
    const { v, loc } = stack.pop()!;
    if (typeof v === 'string') {
      const p = textProblem(v);
      if (p) return { loc, msg: p, type: 'text_error' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], loc: [...loc, i] });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        const p = textProblem(k);
        if (p) return { loc, msg: `keys ${p}`, type: 'text_error' };
        stack.push({ v: child, loc: [...loc, k] });
      }
    }
  }
  return null;
}

/** The 422 for the first unacceptable string among `parts` ({prefix, value} pairs), or null. */
export function checkInputText(parts: Array<{ loc: Array<string | number>; value: unknown }>): AppError | null {
  for (const { loc, value } of parts) {
    const d = findTextProblem(value, loc);
    if (d) return validationError([d]);
  }
  return null;
}
