// The graphql-jit gate (src/graphql/server.ts): graphql-jit keeps part of every compilation for the life of
// the process, so a caller sending distinct documents must not be able to make it compile without bound.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { schema } from '../../src/graphql/schema/index.js';
import { JIT_MAX_CHARS, jitGate } from '../../src/graphql/server.js';

const doc = (i: number) => parse(`query Q${i} { __typename }`);

describe('graphql-jit gate', () => {
  it('compiles a document from its second run, at most N documents ever, none longer than the bound', () => {
    const gate = jitGate(3);
    const run = (d: ReturnType<typeof parse>) => gate({ schema, document: d });
    const docs = [doc(1), doc(2), doc(3), doc(4)];
    expect(docs.map(run)).toEqual([false, false, false, false]); // first runs: graphql-js
    expect(docs.map(run)).toEqual([true, true, true, false]); // the fourth document finds the cap reached
    expect(docs.map(run)).toEqual([true, true, true, false]); // compiled ones stay compiled
    const long = parse(`query Long { ${'__typename '.repeat(Math.ceil(JIT_MAX_CHARS / 10))}}`);
    const fresh = jitGate();
    fresh({ schema, document: long });
    expect(fresh({ schema, document: long })).toBe(false);
  });

  it('keeps graphql-js for subscriptions and for variables that do not coerce (its 400 and message)', () => {
    const gate = jitGate();
    const sub = parse('subscription S($id: ID!) { jobProgress(jobId: $id) { change } }');
    gate({ schema, document: sub, variableValues: { id: 'job_x' } });
    expect(gate({ schema, document: sub, variableValues: { id: 'job_x' } })).toBe(false);
    const q = parse('query J($id: ID!) { job(id: $id) { id } }');
    gate({ schema, document: q, variableValues: { id: 'job_x' } });
    expect(gate({ schema, document: q, variableValues: {} })).toBe(false);
    expect(gate({ schema, document: q, variableValues: { id: 'job_x' } })).toBe(true);
  });
});
