/** Applicant-tracking data: compliance templates, tasks and the document audit log. */
import { Rng } from '../random.js';
import { dayString, isoStamp } from '../time.js';
import type { AuditLogEntry, ComplianceTemplate, EventAdmin, Task } from '../types.js';
import { CREDENTIALS, FIRST_NAMES, LAST_NAMES } from './catalog.js';

const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
const DOCUMENT_TYPES = ['application', 'i9', 'w4', 'offer_letter', 'background_check', 'credential'] as const;
const ACCESS_TYPES = ['view', 'download', 'update', 'print'] as const;

const TEMPLATES = ['General onboarding', 'Bartender', 'Security officer', 'Kitchen staff'];
const TASK_TITLES = [
  'Review I-9 documents',
  'Schedule interview',
  'Verify TIPS certificate',
  'Collect W-4',
  'Follow up on background check',
  'Send offer letter',
  'Check guard card expiry',
  'Confirm start date',
];

export function generateTemplates(seed: number): ComplianceTemplate[] {
  const rng = Rng.for(seed, 'templates');
  let requirementId = 101;
  return TEMPLATES.map((name, t) => {
    const id = t + 1;
    const credentials = rng.sample(
      CREDENTIALS.map((_, c) => c + 1),
      rng.int(3, 6),
    );
    const requirements = credentials.map((credential_id, r) => ({
      id: requirementId++,
      template_id: id,
      credential_id,
      is_required: rng.chance(0.75),
      notes: rng.chance(0.4)
        ? `Upload ${CREDENTIALS[credential_id - 1] ?? 'the document'} before the first shift.`
        : '',
      // The first two requirements of every role template are inherited from general onboarding.
      source_template_id: id > 1 && r < 2 ? 1 : id,
    }));
    return { id, name, requirements };
  });
}

/**
 * The first six cover what a task list holds whatever the seed, around `today`: overdue,
 * due today, finished late, a status the reference does not list, unassigned, undated.
 */
const TASK_CASES: readonly { status: string; due: number | null; assigned: boolean }[] = [
  { status: 'pending', due: -3, assigned: true },
  { status: 'in_progress', due: 0, assigned: true },
  { status: 'completed', due: -5, assigned: true },
  { status: 'on_hold', due: 4, assigned: true },
  { status: 'pending', due: 6, assigned: false },
  { status: 'pending', due: null, assigned: true },
];

export function generateTasks(seed: number, today: number, admins: readonly EventAdmin[], count: number): Task[] {
  const rng = Rng.for(seed, 'tasks');
  const owners = admins.slice(0, 5);
  return Array.from({ length: count }, (_, i) => {
    const title = rng.pick(TASK_TITLES);
    const applicant = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const owner = rng.pick(owners).id;
    const randomDue = rng.int(-10, 21);
    const fixed = TASK_CASES[i];
    const status = fixed?.status ?? (rng.chance(0.05) ? 'on_hold' : rng.pick(TASK_STATUSES));
    const due = fixed ? fixed.due : rng.chance(0.1) ? null : randomDue;
    const assigned = fixed ? fixed.assigned : !rng.chance(0.1);
    return {
      id: i + 1,
      application_id: rng.int(10_000, 19_999),
      title: `${title}: ${applicant}`,
      description: `${title} for applicant ${applicant} before onboarding can be completed.`,
      ...(assigned ? { assigned_to: owner } : {}),
      ...(due === null ? {} : { due_date: dayString(today + due) }),
      status,
      reminder_days_before: rng.int(0, 3),
      created_at: isoStamp(today - rng.int(1, 40), rng.int(480, 1080)),
    };
  });
}

/** 300 entries, newest first; ids rise with time. */
export function generateAudit(seed: number, today: number, admins: readonly EventAdmin[]): AuditLogEntry[] {
  const rng = Rng.for(seed, 'audit');
  const count = 300;
  // Walk back from this afternoon in random steps (minutes) across about two months.
  let at = today * 1440 + 17 * 60;
  const entries: AuditLogEntry[] = [];
  for (let i = count; i >= 1; i--) {
    at -= rng.int(10, 560);
    entries.push({
      id: i,
      document_type: rng.pick(DOCUMENT_TYPES),
      document_id: rng.int(1000, 9999),
      access_type: rng.pick(ACCESS_TYPES),
      accessed_by: rng.pick(admins).id,
      accessed_at: isoStamp(Math.floor(at / 1440), at % 1440),
    });
  }
  return entries;
}
