-- Finished jobs frozen before snapshots hold the REST poll body of the time (snake_case, no `version`):
-- rewritten here as version-2 snapshots (the domain's camelCase Job, src/domain/jobs/snapshot.ts), so the
-- service reads snapshots only. The persona's criteria were not kept then (null); `usage` is null when the
-- body had none, and without `sourcing` otherwise (not recorded then); `published` is null unless the body
-- carried a company. json (not jsonb) keeps the company's and the people's fields in their stored order,
-- so their re-polls keep their bytes.
UPDATE jobs SET result = json_build_object(
    'version', 2,
    'id', b -> 'job_id',
    'status', b -> 'status',
    'processingState', b -> 'processing_state',
    'stage', b -> 'stage',
    'nextRetryAt', b -> 'next_retry_at',
    'message', b -> 'message',
    'companyId', b -> 'company_id',
    'persona', json_build_object('slug', b #> '{persona,slug}', 'name', b #> '{persona,name}', 'criteria', NULL, 'criteriaSource', NULL),
    'teamScanned', b -> 'team_scanned',
    'profilesEnriched', b -> 'profiles_enriched',
    'preliminaryCandidates', b -> 'preliminary_candidates',
    'targetPeopleCount', b -> 'target_people_count',
    'creditsCharged', b -> 'credits_charged',
    'usage', CASE WHEN b -> 'usage' IS NULL THEN NULL ELSE json_build_object(
      'sourceCalls', b #> '{usage,source_calls}', 'sourceCredits', b #> '{usage,source_credits}',
      'matcherCalls', b #> '{usage,matcher_calls}', 'matcherTokens', b #> '{usage,matcher_tokens}') END,
    'input', b -> 'input',
    'operation', b -> 'operation',
    'createdAt', b -> 'created_at',
    'finishedAt', b -> 'finished_at',
    'published', CASE WHEN b -> 'company' IS NULL THEN NULL ELSE json_build_object(
      'company', b -> 'company',
      'targetPeople', coalesce(b -> 'target_people', '[]'::json),
      'creditsBalance', coalesce(b -> 'credits_balance', '0'::json)) END
  )::text
FROM (SELECT id, result::json AS b FROM jobs WHERE result IS NOT NULL AND result::jsonb ? 'job_id' AND NOT result::jsonb ? 'version') legacy
WHERE jobs.id = legacy.id;
