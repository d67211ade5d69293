// The job state machine: statuses, stages, the terminal set, the allowed transitions and what each
// terminal status means. Every other file asks this one (no status lists elsewhere).
import { JobStatus, Stage, type ProcessingState } from '../../generated/prisma/enums.js';

export type { JobStatus, ProcessingState, Stage };

/** Every status: Prisma's enum (prisma/schema.prisma), in its order. */
export const JOB_STATUSES = Object.values(JobStatus);

/** Pipeline stages in the order they are entered (schema.prisma lists them so). Publishing is the last step of `match_target`. */
export const STAGES = Object.values(Stage);

export const FIRST_STAGE: Stage = 'match_company';

export type TerminalStatus = Exclude<JobStatus, 'processing'>;

export const TERMINAL_STATUSES: readonly TerminalStatus[] = JOB_STATUSES.filter((s): s is TerminalStatus => s !== 'processing');

export function isTerminal(status: JobStatus): status is TerminalStatus {
  return status !== 'processing';
}

export function nextStage(stage: Stage): Stage | null {
  const i = STAGES.indexOf(stage);
  return i >= 0 && i < STAGES.length - 1 ? (STAGES[i + 1] ?? null) : null;
}

/**
 * When each terminal status happens. Only `done` is charged (1 credit, exactly once); every other
 * terminal status carries credits_charged 0.
 */
export const TERMINAL_MEANING: Record<TerminalStatus, string> = {
  done: 'The final result was published (also with zero matches: a completed, charged company analysis).',
  not_found: 'The company in `input` cannot be resolved (at submission, or later by match_company).',
  no_employees: 'The company was found but its roster is empty (scan_team).',
  no_people_found:
    'The roster has people, but none is a current employee of the company: every enriched profile shows the company only as a past position, or the live verification found that the remaining current employees have left.',
  too_large:
    'A free or pro account submitted a company with more employees than SIZE_GATE_EMPLOYEES; answered at once (or by match_company when the company could only be resolved there); no pipeline work.',
  failed:
    'A stage hit a permanent error, or a transient one PIPELINE_RETRY_LIMIT times in a row; `message` names the stage and the cause and `retry` restarts that stage.',
  cancelled: 'Cancelled by the client while processing; further work stops and nothing is charged.',
};

/** Allowed status changes. A terminal job never changes again, except failed → processing by `retry`. */
export const TRANSITIONS: Partial<Record<JobStatus, readonly JobStatus[]>> = { processing: TERMINAL_STATUSES, failed: ['processing'] };

export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false;
}

export function assertTransition(from: JobStatus, to: JobStatus): void {
  if (!canTransition(from, to)) throw new Error(`illegal job transition ${from} → ${to}`);
}

/** Credits a job in this status carries. */
export function creditsFor(status: JobStatus): 0 | 1 {
  return status === 'done' ? 1 : 0;
}

/** Only a failed job can be retried. */
export function isRetryable(status: JobStatus): boolean {
  return canTransition(status, 'processing');
}

/** A finished job that can never change again (terminal and not retryable): safe to keep in memory. */
export function isFrozen(status: JobStatus): boolean {
  return isTerminal(status) && !isRetryable(status);
}
