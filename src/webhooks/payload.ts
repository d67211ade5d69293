// The event of a job that reached a terminal status: its type and the exact body bytes, fixed once when
// the event is recorded (every attempt and every redelivery sends the same bytes).
//   done, /v1 job:          {job_id, company_id, company, status, target_people_count, target_people}
//                           (company and target_people exactly as in the published poll result)
//   done, unversioned job:  {job_id, company_id, status, count, decision_makers} as GET /company/{id}/dm
//   other terminal status:  {job_id, company_id, status, message}
// too_large is answered synchronously at submission and sends no event.
import type { Job } from '../generated/prisma/client.js';
import { decisionMaker } from '../rest/presenters/jobs.js';
import { jobOfSnapshot } from '../domain/jobs/snapshot.js';

export const EVENT_STATUSES = ['done', 'not_found', 'no_employees', 'no_people_found', 'failed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export function isEventStatus(status: string): status is EventStatus {
  return (EVENT_STATUSES as readonly string[]).includes(status);
}

export interface JobEvent {
  eventType: `job.${EventStatus}`;
  payload: string;
}

type JobRow = Pick<Job, 'id' | 'api' | 'status' | 'companyId' | 'message' | 'result'>;

/** The event for a terminal job, or null when its status sends none (processing, too_large). */
export function jobEvent(job: JobRow): JobEvent | null {
  const status = job.status;
  if (!isEventStatus(status)) return null;
  const eventType = `job.${status}` as const;
  if (status !== 'done') {
    return {
      eventType,
      payload: JSON.stringify({ job_id: job.id, company_id: job.companyId ?? null, status, message: job.message ?? null }),
    };
  }
  if (!job.result) throw new Error(`job ${job.id} is done but has no published result: publish it before scheduling its webhook`);
  // What the job published (its stored snapshot): the fields below exactly as a poll returns them.
  const done = jobOfSnapshot(job.result);
  const people = done.published?.targetPeople ?? [];
  if (job.api === 'unversioned') {
    // Exactly the rows of GET /company/{company_id}/dm.
    const rows = people.map(decisionMaker);
    return {
      eventType,
      payload: JSON.stringify({
        job_id: done.id,
        company_id: done.companyId,
        status: 'done',
        count: rows.length,
        decision_makers: rows,
      }),
    };
  }
  return {
    eventType,
    payload: JSON.stringify({
      job_id: done.id,
      company_id: done.companyId,
      company: done.published?.company,
      status: 'done',
      target_people_count: done.targetPeopleCount,
      target_people: done.published?.targetPeople,
    }),
  };
}
