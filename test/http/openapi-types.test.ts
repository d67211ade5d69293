// A generated client must know what the REST contract requires: types generated from
// openapi/openapi.yaml with openapi-typescript reject `{}` as a submit (or persona) body at compile time,
// and accept a complete one. The file below is type-checked with the TypeScript compiler (typescript@5).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-openapi-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLIENT = `import type { components, paths } from './api';
type SubmitBody = paths['/v1/jobs']['post']['requestBody']['content']['application/json'];
type UnversionedBody = paths['/jobs']['post']['requestBody']['content']['application/json'];
type PersonaBody = components['schemas']['CreatePersonaRequest'];
export const ok: SubmitBody = { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' };
export const okUnversioned: UnversionedBody = { input: 'acme-analytics' };
export const okPersona: PersonaBody = { name: 'Heads of engineering', definition: 'Heads of engineering.' };
export const emptySubmit: SubmitBody = {};
export const emptyUnversioned: UnversionedBody = {};
export const emptyPersona: PersonaBody = {};
export const noPersona: SubmitBody = { input: 'acme-analytics', operation: 'target_people' };
export const misspelt: SubmitBody = { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders', callbackUrl: 'https://x.example' };
export const otherOperation: SubmitBody = { input: 'acme-analytics', operation: 'find_people', persona: 'owners-founders' };
type ErrorCode = components['schemas']['ErrorEnvelope']['error']['code'];
export const knownCode: ErrorCode = 'job_not_found';
export const unknownCode: ErrorCode = 'no_such_code';
`;

describe('openapi/openapi.yaml through openapi-typescript', () => {
  it('generates types that reject {}, a misspelt field, another operation and an unknown error code, and accept complete bodies', async () => {
    const ast = await openapiTS(new URL('../../openapi/openapi.yaml', import.meta.url));
    writeFileSync(path.join(dir, 'api.ts'), astToString(ast));
    writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName.endsWith('client.ts'));
    const failing = diagnostics.map((d) => {
      const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line;
      return CLIENT.split('\n')[line]!.match(/export const (\w+)/)?.[1];
    });
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    // Exactly the incomplete bodies fail (each with a "missing property" error), the complete ones pass;
    // a misspelt field, another operation and an unknown error code do not type-check either (issue 27 item 2).
    expect([...failing].sort(), messages.join('\n')).toEqual([
      'emptyPersona',
      'emptySubmit',
      'emptyUnversioned',
      'misspelt',
      'noPersona',
      'otherOperation',
      'unknownCode',
    ]);
    const incomplete = diagnostics.filter((_, i) => ['emptyPersona', 'emptySubmit', 'emptyUnversioned', 'noPersona'].includes(failing[i]!));
    for (const d of incomplete) expect(ts.flattenDiagnosticMessageText(d.messageText, '\n')).toMatch(/missing|required/i);
  });
});
