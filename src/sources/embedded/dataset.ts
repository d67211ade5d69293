// Loads a dataset directory (companies.ndjson, people.ndjson, optional labels.json) in one streaming
// pass. Every line is validated; bad lines are skipped and reported as `file:line: field: message`.
// People are NOT kept in memory: the index holds, per company, each roster entry's person_ref and the
// byte offset/length of its line, and profiles are read from the file on demand.
import { rosterText } from '../query.js';
import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { companySchema, describeIssues, labelsSchema, profileSchema, type CompanyLine, type Labels } from './schema.js';

export interface DatasetError {
  file: string;
  /** 1-based line number; 0 when the problem concerns the whole file. */
  line: number;
  field: string;
  message: string;
}

export function formatDatasetError(e: DatasetError): string {
  return `${e.file}:${e.line}: ${e.field}: ${e.message}`;
}

/** Roster of one company: parallel arrays, in file order. */
export interface RosterIndex {
  refs: string[];
  offsets: number[];
  lengths: number[];
  position: Map<string, number>;
  /**
   * The source query's index (src/sources/query.ts `rosterText`): per entry, its current titles here, their
   * employment types and its headline, normalised. Built once while loading; filtered scans read only this.
   */
  texts: string[];
}

export interface Dataset {
  dir: string;
  peopleFile: string;
  companies: Map<number, CompanyLine>;
  idBySlug: Map<string, number>;
  rosters: Map<number, RosterIndex>;
  labels: Labels | null;
  errors: DatasetError[];
  /** Number of valid people lines indexed. */
  peopleCount: number;
}

export interface LoadOptions {
  /** Stop recording errors after this many (loading still completes). Default 1000. */
  maxErrors?: number;
}

type LineHandler = (text: string, line: number, offset: number, length: number) => void;

/** Streams a file line by line with the byte offset and byte length of each line (without the newline). */
async function eachLine(path: string, onLine: LineHandler): Promise<void> {
  let carry: Buffer = Buffer.alloc(0);
  let carryOffset = 0;
  let line = 0;
  const emit = (buf: Buffer, offset: number) => {
    line += 1;
    let end = buf.length;
    if (end > 0 && buf[end - 1] === 0x0d) end -= 1;
    onLine(buf.toString('utf8', 0, end), line, offset, end);
  };
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let start = 0;
    let nl = buf.indexOf(0x0a, start);
    while (nl !== -1) {
      emit(buf.subarray(start, nl), carryOffset + start);
      start = nl + 1;
      nl = buf.indexOf(0x0a, start);
    }
    carryOffset += start;
    carry = Buffer.from(buf.subarray(start));
  }
  if (carry.length) emit(carry, carryOffset);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, message: `invalid JSON: ${(e as Error).message}` };
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export async function loadDataset(dir: string, opts: LoadOptions = {}): Promise<Dataset> {
  const maxErrors = opts.maxErrors ?? 1000;
  const errors: DatasetError[] = [];
  const report = (e: DatasetError) => {
    if (errors.length < maxErrors) errors.push(e);
  };
  const companiesFile = join(dir, 'companies.ndjson');
  const peopleFile = join(dir, 'people.ndjson');
  const labelsFile = join(dir, 'labels.json');
  const companies = new Map<number, CompanyLine>();
  const idBySlug = new Map<string, number>();
  const rosters = new Map<number, RosterIndex>();
  let peopleCount = 0;

  if (!(await exists(companiesFile))) {
    report({ file: 'companies.ndjson', line: 0, field: '(file)', message: `missing file in ${dir}` });
  } else {
    await eachLine(companiesFile, (text, line) => {
      if (!text.trim()) return;
      const json = parseJson(text);
      if (!json.ok) return report({ file: 'companies.ndjson', line, field: '(line)', message: json.message });
      const parsed = companySchema.safeParse(json.value);
      if (!parsed.success) {
        for (const i of describeIssues(parsed.error)) report({ file: 'companies.ndjson', line, ...i });
        return;
      }
      const c = parsed.data;
      if (companies.has(c.id)) return report({ file: 'companies.ndjson', line, field: 'id', message: `duplicate company id ${c.id}` });
      if (idBySlug.has(c.slug)) return report({ file: 'companies.ndjson', line, field: 'slug', message: `duplicate slug ${c.slug}` });
      companies.set(c.id, c);
      idBySlug.set(c.slug, c.id);
      rosters.set(c.id, { refs: [], offsets: [], lengths: [], position: new Map(), texts: [] });
    });
  }

  if (!(await exists(peopleFile))) {
    report({ file: 'people.ndjson', line: 0, field: '(file)', message: `missing file in ${dir}` });
  } else {
    await eachLine(peopleFile, (text, line, offset, length) => {
      if (!text.trim()) return;
      const json = parseJson(text);
      if (!json.ok) return report({ file: 'people.ndjson', line, field: '(line)', message: json.message });
      const parsed = profileSchema.safeParse(json.value);
      if (!parsed.success) {
        for (const i of describeIssues(parsed.error).slice(0, 5)) report({ file: 'people.ndjson', line, ...i });
        return;
      }
      const p = parsed.data;
      const roster = rosters.get(p.company_id);
      if (!roster) return report({ file: 'people.ndjson', line, field: 'company_id', message: `unknown company ${p.company_id}` });
      if (roster.position.has(p.person_ref)) {
        return report({ file: 'people.ndjson', line, field: 'person_ref', message: `duplicate person_ref ${p.person_ref} in company ${p.company_id}` });
      }
      roster.position.set(p.person_ref, roster.refs.length);
      roster.refs.push(p.person_ref);
      roster.offsets.push(offset);
      roster.lengths.push(length);
      roster.texts.push(rosterText(p));
      peopleCount += 1;
    });
  }

  let labels: Labels | null = null;
  if (await exists(labelsFile)) {
    const json = parseJson(await readFile(labelsFile, 'utf8'));
    if (!json.ok) {
      report({ file: 'labels.json', line: 1, field: '(file)', message: json.message });
    } else {
      const parsed = labelsSchema.safeParse(json.value);
      if (!parsed.success) for (const i of describeIssues(parsed.error)) report({ file: 'labels.json', line: 1, ...i });
      else labels = parsed.data;
    }
  }

  return { dir, peopleFile, companies, idBySlug, rosters, labels, errors, peopleCount };
}
