// Building blocks of the fuzz tests: hostile strings, numbers and JSON, and the run settings.
import fc from 'fast-check';

/** One "character" of a hostile string: any code point, lone surrogates, controls, bidi and zero-width
 * characters, and characters with a meaning in paths, URLs, SQL LIKE patterns or JSON. */
const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2066',
      '\u200b',
      '\u200d',
      '\ufeff',
      '\u00ad',
      '.',
      '..',
      '/',
      '\\',
      '%',
      '%00',
      '%2e',
      '%2f',
      '%E0',
      '?',
      '#',
      '&',
      '=',
      '+',
      ' ',
      '\t',
      '\n',
      '\r\n',
      '"',
      "'",
      '`',
      '{',
      '}',
      '[',
      ']',
      '$',
      '_',
      '*',
      '<',
      '>',
      ';',
      '--',
      '😀',
      '👩‍💻',
      'ß',
      'İ',
      'ﬀ',
    ),
  },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '..',
      '.',
      '%2e%2e',
      'null',
      'undefined',
      'true',
      '0',
      '-1',
      '99999999999999999999',
      '1e400',
      'NaN',
      'Infinity',
      '2147483648',
      '-2147483649',
      '9007199254740993',
      'job_ishz45fmldy5xhsexpuigkec',
      'owners-founders',
      'acme-analytics',
      'https://www.linkedin.com/company/acme-analytics',
      'https://127.0.0.1/hook',
      'http://[::1]/',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      'toString',
      'prototype',
      'x'.repeat(129),
      'x'.repeat(5000),
      '%'.repeat(50),
      '\\'.repeat(50),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: hostileUnit, minLength: 100, maxLength: 600 }) },
);

export const hostileInteger: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -5, max: 300 }),
  fc.constantFrom(0, -1, 1, 100, 101, 200, 201, 2147483647, 2147483648, -2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e20, 1e308),
  fc.integer(),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(hostileInteger, fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value, shallow, with hostile strings. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Lone surrogates replaced by U+FFFD (encodeURIComponent throws on them; raw bytes cover them instead). */
export function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Percent-encode every byte of some random bytes (a path segment or query value that may not be UTF-8). */
export const percentBytes: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 1, maxLength: 12 })
  .map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join(''));

/** A value for a URL path segment or query string, already encoded for the request line. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s) => encodeURIComponent(wellFormed(s))) },
  { weight: 2, arbitrary: percentBytes },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%E0', '%', '%zz', '..', '.', '%2e%2e', '%2E', '.%2e', '', '%2F', '%5C', '~') },
);

/** Header values the HTTP client can send (no controls except tab; Latin-1 bytes included). */
export const headerValue: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 140 }),
    fc.string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
      maxLength: 140,
    }),
    fc.constantFrom('', ' ', 'x'.repeat(128), 'x'.repeat(129), 'null'),
  )
  .map((v) => v.trim());

/**
 * Run settings. Inside `npm test`: a fixed seed and a modest number of runs. `npm run fuzz` (or setting
 * FUZZ_SECONDS and/or FUZZ_RUNS) runs each property longer, with a fresh seed unless FUZZ_SEED is given;
 * the seed is printed so a failure can be replayed with FUZZ_SEED.
 */
export function fuzzSettings(defaultRuns: number): { seed: number; numRuns: number; interruptAfterTimeLimit?: number; timeoutMs: number; long: boolean } {
  const seconds = Number(process.env.FUZZ_SECONDS ?? 0);
  const runs = Number(process.env.FUZZ_RUNS ?? 0);
  const long = seconds > 0 || runs > 0;
  const seed = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : long ? Date.now() % 2 ** 31 : 20261123;
  return {
    seed,
    long,
    numRuns: runs > 0 ? runs : long ? Number.MAX_SAFE_INTEGER : defaultRuns,
    ...(seconds > 0 ? { interruptAfterTimeLimit: seconds * 1000 } : {}),
    timeoutMs: seconds > 0 ? seconds * 1000 + 120_000 : runs > 0 ? 120_000 + runs * 500 : 120_000,
  };
}
