// Stage name → handler.
import type { Stage } from '../../domain/jobs/state.js';
import type { StageHandler } from '../worker.js';
import { matchCompany } from './match-company.js';
import { scanTeam } from './scan-team.js';
import { enrichProfiles } from './enrich-profiles.js';
import { findCandidates } from './find-candidates.js';
import { verifyCandidates } from './verify-candidates.js';
import { matchTarget } from './match-target.js';

export const STAGE_HANDLERS: Record<Stage, StageHandler> = {
  match_company: matchCompany,
  scan_team: scanTeam,
  enrich_profiles: enrichProfiles,
  find_candidates: findCandidates,
  verify_candidates: verifyCandidates,
  match_target: matchTarget,
};
