// Companies of the bundled sample dataset (src/sources/embedded/sample) that the tests rely on, by what
// each is good for. The one list: test files import it instead of keeping their own copy.
export const CO = {
  healthy: 'https://network.example/company/acme-analytics', // 1001, ~22 people
  healthyId: 1001,
  empty: 'empty-shell', // 1002, empty roster → no_employees
  formerOnly: 'ghost-works', // 1003, former employees only → no_people_found
  huge: 'globex', // 1004, 5000 employees (1325 on the roster)
  flakyScan: 'flaky-networks', // 1005, scan_team fails twice (retryable)
  brokenEnrich: 'broken-pipe-media', // 1006, enrich_profiles fails once (permanent)
  slow: 'slow-motion-labs', // 1007, 300 ms per data-source call
  flakyVerify: 'hiccup-health', // 1008, verify_candidates fails twice (retryable)
  flakyResolve: 'lost-signal', // 1009, match_company fails twice (retryable)
  mid: 'kestrel-consulting', // 1018, 140 employees → too_large for free/pro
} as const;
