// The order files start in. Vitest starts larger files first when it has no durations cached (always, on a fresh
// clone); two small files that each run one long CPU-bound test (pdl-sourcing, sourcing-equality) then start last
// and become the tail of the run while the other workers sit idle. Known long files start first, in this order;
// the rest keep vitest's own order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FIRST = [
  'test/sources/pdl-sourcing.test.ts',
  'test/sources/sourcing-equality.test.ts',
  'test/jobs/pipeline.test.ts',
  'test/matching/quality.test.ts',
  'test/sources/http-pipeline.test.ts',
  'test/sources/sourcing-pipeline.test.ts',
  'test/jobs/submit.test.ts',
  'test/jobs/worker-crash.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const i = LONG_FIRST.findIndex((f) => spec.moduleId.endsWith(f));
  return i < 0 ? LONG_FIRST.length : i;
};

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
