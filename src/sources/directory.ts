// The domain's CompanyDirectory port (src/domain/ports.ts) over the configured data source: one counted
// `resolve_company` call (src/sources/instrument.ts), its cost tallied (src/sources/usage.ts), and the
// source's typed errors read as the domain's answers (not_found, or unavailable for any other failure).
import type { CompanyDirectory } from '../domain/ports.js';
import type { Metrics } from '../observability/metrics.js';
import { sourceCall } from './instrument.js';
import { isNotFound, type NetworkSource } from './port.js';
import { emptyUsage, withSourceUsage } from './usage.js';

export function companyDirectory(deps: { source: NetworkSource; metrics: Metrics }): CompanyDirectory {
  return {
    async lookup(ref) {
      const usage = emptyUsage();
      try {
        const company = await withSourceUsage(usage, () => sourceCall(deps, 'resolve_company', () => deps.source.resolveCompany(ref)));
        return { result: { kind: 'found', company }, usage };
      } catch (error) {
        if (isNotFound(error)) return { result: { kind: 'not_found' }, usage };
        return { result: { kind: 'unavailable', error }, usage };
      }
    },
  };
}
