/**
 * The very wide Punch and Rule records of the worker summary. Every field the reference lists
 * is present (blank where this company does not use it), as the service sends them.
 */
import { PUNCH_STRING_FIELDS, RULE_STRING_FIELDS } from '../../core/api/time-tracking-schema.js';
import { COMPANY } from '../data/catalog.js';
import type { ClientRecord, EventAdmin, WorkerRecord } from '../types.js';
import { dayString, niceTime, stamp } from '../time.js';
import { DAILY_DT_AFTER, DAILY_OT_AFTER, hoursMinutes } from './overtime.js';
import type { WorkedShift } from './schedule.js';
import { hm, type Minutes } from './tally.js';

const blank = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, ''])) as Record<string, string>;

function rule(id: string, name: string, type: string, fields: Record<string, string>) {
  return {
    ...blank(RULE_STRING_FIELDS),
    id,
    new_id: id,
    company_id: COMPANY.id,
    name,
    importance: '1',
    type,
    holiday: '0',
    deleted: '0',
    insert_date: '2026-01-02 09:00:00',
    never_use: '0',
    all_payroll_groups: '1',
    all_locations: '1',
    midnight_reset: '1',
    rounding_interval_minutes: '0',
    premium_time: '0',
    ...fields,
    locations: [],
    locations_excluded: [],
    payroll_groups: [],
    payroll_groups_excluded: [],
  };
}

const OVERTIME_RULE = rule('1', 'California daily and weekly overtime', 'overtime', {
  daily_overtime_hours: String(DAILY_OT_AFTER / 60),
  daily_doubletime_hours: String(DAILY_DT_AFTER / 60),
  break_minutes: '30',
});
const MINIMUM_RULE = rule('2', 'Four-hour minimum', 'minimum_hours', {
  minimum_hours: '4',
  shift_length_minimum_hours: '4',
});

export interface PunchInput {
  id: string;
  worker: WorkerRecord;
  client: ClientRecord | undefined;
  manager: EventAdmin;
  shift: WorkedShift;
  clockIn: boolean;
  firstOfDay: boolean;
  punchIds: string[];
  /** The shift's split, shown as the punch's brokenDown entry for its day. */
  hours: Minutes;
}

export function buildPunch(p: PunchInput) {
  const s = p.shift;
  const at = p.clockIn ? s.start : s.end;
  const when = stamp(s.day, at);
  const day = dayString(s.day);
  const event = s.event.summary;
  const scheduledMinutes = s.scheduledEnd - s.scheduledStart;
  const difference = hoursMinutes(Math.abs(s.end - s.start - scheduledMinutes));
  return {
    ...blank(PUNCH_STRING_FIELDS),
    id: p.id,
    p_id: p.worker.summary.personnel_id,
    erf_id: `${event.id}${String(s.scheduledStart).padStart(4, '0')}`,
    ern_id: event.id,
    manager_id: String(p.manager.id),
    latitude: '37.7749',
    longitude: '-122.4194',
    source: p.clockIn ? 'mobile' : 'kiosk',
    punch_datetime: when,
    // The service stores UTC; Pacific time in November is UTC-8.
    converted_punch_datetime: stamp(s.day, at + 8 * 60),
    status: s.pending ? '0' : '1',
    insert_date: when,
    override_max_shift_time: '0',
    original_datetime: when,
    time_change_request: '0',
    delete_requested: '0',
    open: '0',
    bad_location: '0',
    client_name: p.client?.summary.client_name ?? '',
    client_invoice_customer_id: `QB-${event.client_id}`,
    client_daily_overtime_cutoff: '8',
    role_daily_overtime_cutoff: '8',
    client_daily_doubletime_cutoff: '12',
    role_daily_doubletime_cutoff: '12',
    personnel_pay_rate: '22.00',
    role_pay_rate: s.payrollGroup.cost,
    client_billing_rate: '38.50',
    personnel_hourly_type: 'hourly',
    role_hourly_type: 'hourly',
    daily_overtime_cutoff: '8',
    daily_doubletime_cutoff: '12',
    client_advanced_payroll_rules: '0',
    role_advanced_payroll_rules: '0',
    first_shift_of_day: p.firstOfDay ? '1' : '0',
    first_skillset_shift_of_day: p.firstOfDay ? '1' : '0',
    rate_cards_id: '3',
    rate_cards_name: 'Standard 2026',
    travel_hours_before: '0',
    travel_hours_after: '0',
    time_tracking_manager_name: p.manager.name,
    event_name: event.name,
    location: event.location.location,
    addy_city: event.location.addy_city,
    timezone_name: COMPANY.timezone,
    timezone_data: 'PST',
    companies_payroll_rulesets_id: '1',
    payroll_ruleset_display: 'California',
    custom_event_id: event.event_id,
    areas: s.area,
    client_id: event.client_id,
    ern_start: stamp(s.day, s.scheduledStart),
    ern_date: day,
    ern_start_date: day,
    nice_ern_start: niceTime(s.scheduledStart),
    role_title: s.role,
    ern_end: stamp(s.day, s.scheduledEnd),
    payroll_groups_id: s.payrollGroup.id,
    payroll_groups_name: s.payrollGroup.name,
    payroll_item_id: s.payrollGroup.payroll_item_id,
    payroll_groups_deleted: '0',
    payroll_groups_cost: s.payrollGroup.cost,
    nice_shiftedPunch: niceTime(at),
    nice_shiftedPunch_ampm: niceTime(at).slice(-2),
    punchDate: day,
    shiftedPunch: when,
    nicePunch: niceTime(at),
    clockType: p.clockIn ? 'in' : 'out',
    in_punch: p.clockIn ? '1' : '0',
    too_early_start: p.clockIn && s.start < s.scheduledStart - 5 ? '1' : '0',
    too_early_daily: '0',
    worker_areas: [s.area],
    tags: p.worker.tags.map((t) => t.text),
    event_tags: [],
    brokenDownKeys: [day],
    worker_signature_missing: !p.clockIn && s.pending,
    possibleDuplicate: false,
    scheduledHours: scheduledMinutes / 60,
    payroll_rules_custom: [],
    payrollRules: [
      { name: OVERTIME_RULE.name, daily_overtime_hours: 8, daily_doubletime_hours: 12, weekly_overtime_hours: 40 },
    ],
    difference: { [day]: difference },
    brokenDown: {
      [day]: {
        ...hm(p.hours.total, 'total_'),
        ...hm(p.hours.regular),
        ...hm(p.hours.ot, 'ot_'),
        ...hm(p.hours.dt, 'dt_'),
        punches: p.punchIds,
      },
    },
    min_hours_rules: [MINIMUM_RULE],
    rules: [OVERTIME_RULE],
  };
}
