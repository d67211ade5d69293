// A tiny strict argument parser for the CLIs: `--name value` and `--flag` pairs after positional words.
export class UsageError extends Error {}

export interface Parsed {
  words: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[]): Parsed {
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) {
        flags.set(a.slice(2, eq), a.slice(eq + 1));
        continue;
      }
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        flags.set(a.slice(2), next);
        i++;
      } else flags.set(a.slice(2), true);
    } else words.push(a);
  }
  return { words, flags };
}

export function str(p: Parsed, name: string, required: true): string;
export function str(p: Parsed, name: string, required?: false): string | undefined;
export function str(p: Parsed, name: string, required = false): string | undefined {
  const v = p.flags.get(name);
  if (v === undefined) {
    if (required) throw new UsageError(`missing --${name}`);
    return undefined;
  }
  if (v === true || v === '') throw new UsageError(`--${name} needs a value`);
  return v;
}

export function int(p: Parsed, name: string, opts: { min?: number; required?: boolean } = {}): number | undefined {
  const v = opts.required === true ? str(p, name, true) : str(p, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw new UsageError(`--${name} must be an integer, got "${v}"`);
  const n = Number(v);
  if (opts.min !== undefined && n < opts.min) throw new UsageError(`--${name} must be at least ${opts.min}`);
  return n;
}

export function oneOf<T extends string>(p: Parsed, name: string, values: readonly T[]): T | undefined {
  const v = str(p, name);
  if (v === undefined) return undefined;
  if (!(values as readonly string[]).includes(v)) throw new UsageError(`--${name} must be one of ${values.join(', ')}`);
  return v as T;
}

export function onlyFlags(p: Parsed, allowed: string[]): void {
  for (const k of p.flags.keys()) if (!allowed.includes(k)) throw new UsageError(`unknown option --${k}`);
}
