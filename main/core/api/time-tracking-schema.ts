/**
 * The WorkerTimeTrackingSummary tree of the reference, every field of it. The `week` object
 * mixes fixed keys with one key per day (YYYY-MM-DD); the schema splits those into `days`
 * so the rest of the app never has to tell a date key from a field name.
 */
import { z } from 'zod';
import {
  keyedMap,
  list,
  looseRecord,
  MAX_TOKEN_LENGTH,
  numberFields,
  optBool,
  optInt,
  optNum,
  optObject,
  optStr,
  strArray,
  stringFields,
} from './fields.js';
import { parsePlainFirst } from './plain-parse.js';

const HOUR_FIELDS = [
  'total_hours',
  'total_minutes',
  'hours',
  'minutes',
  'ot_hours',
  'ot_minutes',
  'dt_hours',
  'dt_minutes',
] as const;

const reasonSchema = optObject(z.object({ daily: optBool, weekly: optBool }));

/** The hours of one day (or of one group within it) and the punches they come from. */
const dayHoursSchema = z.object({ ...numberFields(HOUR_FIELDS), punches: strArray });

const hoursMinutesSchema = z.object({ hours: optNum, minutes: optNum });

function groupSchema<const K extends readonly string[]>(extra: K) {
  return dayHoursSchema.extend(stringFields(extra));
}

export const dayStatsSchema = dayHoursSchema.extend({
  ot_reason: reasonSchema,
  dt_reason: reasonSchema,
  problems: optNum,
  payroll_groups: keyedMap(groupSchema(['payroll_item_id', 'invoice_cost'])),
  client: keyedMap(groupSchema(['client_invoice_customer_id'])),
  client_payroll_group: keyedMap(groupSchema(['payroll_item_id', 'invoice_cost', 'client_invoice_customer_id'])),
  client_payroll_group_erf: keyedMap(
    groupSchema(['payroll_item_id', 'invoice_cost', 'client_invoice_customer_id', 'erf_id']),
  ),
  linkedEventsGroup: keyedMap(groupSchema(['payroll_item_id', 'invoice_cost', 'client_invoice_customer_id', 'erf_id'])),
});
export type DayStats = z.infer<typeof dayStatsSchema>;

export const dayEntrySchema = z.object({
  punches: strArray,
  stats: optObject(dayStatsSchema),
  too_early: optBool,
  too_late: optBool,
  worked: optBool,
});
export type DayEntry = z.infer<typeof dayEntrySchema>;

const WEEK_STAT_NUMBERS = [
  ...HOUR_FIELDS,
  'r_hours',
  'r_minutes',
  'r_ot_hours',
  'r_ot_minutes',
  'r_dt_hours',
  'r_dt_minutes',
  'problems',
  'days_worked',
  'total_punches',
  'min_hours_additional',
  'min_minutes_additional',
  'finalized_hours',
  'finalized_minutes',
  'premium_hours',
  'premium_minutes',
  'premium_dt_hours',
  'premium_dt_minutes',
] as const;

const PAY_PERIOD_EXTRA = [
  'modify_punches',
  'delete_punches',
  'open_punches',
  'pending_punches',
  'pending_reimbursements',
] as const;

export const weekStatsSchema = z.object({
  ...numberFields(WEEK_STAT_NUMBERS),
  ot_reason: reasonSchema,
  dt_reason: reasonSchema,
  wages: list(hoursMinutesSchema).optional(),
});
export type WeekStats = z.infer<typeof weekStatsSchema>;

export const payPeriodStatsSchema = weekStatsSchema.extend(numberFields(PAY_PERIOD_EXTRA));
export type PayPeriodStats = z.infer<typeof payPeriodStatsSchema>;

export const RULE_STRING_FIELDS = [
  'id',
  'new_id',
  'company_id',
  'name',
  'importance',
  'conflicts_with',
  'type',
  'holiday',
  'day_of_week',
  'date',
  'start_time',
  'end_time',
  'minimum_hours',
  'minimum_hours_min_cutoff',
  'minimum_hours_max_cutoff',
  'minimum_hours_first_shift_of_day',
  'minimum_hours_first_shift_of_day_skillset',
  'shift_length_minimum_hours',
  'deleted',
  'insert_date',
  'deleted_date',
  'late_allowance_minutes',
  'start_only',
  'punch_start_if_no_ern',
  'punch_start_only',
  'only_between',
  'daily_overtime_hours',
  'daily_doubletime_hours',
  'never_use',
  'all_payroll_groups',
  'all_locations',
  'midnight_reset',
  'min_break_hours',
  'max_break_hours',
  'break_minutes',
  'rounding_interval_minutes',
  'premium_time',
  'holiday_display',
] as const;

const freeObjects = list(looseRecord).optional();

export const ruleSchema = z.object({
  ...stringFields(RULE_STRING_FIELDS),
  locations: freeObjects,
  locations_excluded: freeObjects,
  payroll_groups: freeObjects,
  payroll_groups_excluded: freeObjects,
});
export type Rule = z.infer<typeof ruleSchema>;

export const PUNCH_STRING_FIELDS = [
  'id',
  'p_id',
  'erf_id',
  'ern_id',
  'manager_id',
  'events_roles_placeholders_id',
  'latitude',
  'longitude',
  'source',
  'punch_datetime',
  'converted_punch_datetime',
  'status',
  'clock_picture_location',
  'insert_date',
  'override_max_shift_time',
  'original_datetime',
  'time_change_request',
  'time_change_request_submitted',
  'client_sign_datetime',
  'delete_requested',
  'open',
  'bad_location',
  'client_name',
  'client_invoice_customer_id',
  'client_daily_overtime_cutoff',
  'role_daily_overtime_cutoff',
  'client_daily_doubletime_cutoff',
  'role_daily_doubletime_cutoff',
  'spot_wage',
  'shift_wage',
  'personnel_pay_rate',
  'client_pay_rate',
  'role_pay_rate',
  'spot_billing_rate',
  'shift_billing',
  'personnel_billing_rate',
  'client_billing_rate',
  'role_billing_rate',
  'spot_billing_rate_hourly_type',
  'shift_billing_rate_hourly_type',
  'spot_wage_hourly_type',
  'shift_wage_hourly_type',
  'personnel_hourly_type',
  'client_hourly_type',
  'role_hourly_type',
  'daily_overtime_cutoff',
  'daily_doubletime_cutoff',
  'client_advanced_payroll_rules',
  'role_advanced_payroll_rules',
  'first_shift_of_day',
  'first_shift_of_day_id',
  'first_skillset_shift_of_day',
  'first_skillset_shift_of_day_id',
  'rate_cards_id',
  'signature_datetime',
  'travel_hours_before',
  'travel_hours_after',
  'signature_name',
  'signature_notes',
  'signature_location',
  'ern_link_id',
  'job_link_id',
  'time_tracking_manager_name',
  'event_name',
  'location_id',
  'location',
  'addy_city',
  'timezone_name',
  'companies_payroll_rulesets_id',
  'payroll_ruleset_display',
  'jobs_id',
  'custom_event_id',
  'areas',
  'client_id',
  'ern_start',
  'ern_date',
  'ern_start_date',
  'nice_ern_start',
  'role_title',
  'ern_end',
  'payroll_groups_id',
  'payroll_groups_name',
  'rate_cards_name',
  'payroll_item_id',
  'payroll_groups_deleted',
  'payroll_groups_cost',
  'worker_signature_location',
  'worker_signature_comments',
  'worker_signature_datetime',
  'worker_signature_custom_acknowledgement',
  'timezone_data',
  'nice_shiftedPunch',
  'nice_shiftedPunch_ampm',
  'worker_signature_datetime_display',
  'punchDate',
  'shiftedPunch',
  'nicePunch',
  'clockType',
  'in_punch',
  'too_early_start',
  'too_early_daily',
] as const;

export const punchSchema = z.object({
  ...stringFields(PUNCH_STRING_FIELDS),
  worker_areas: strArray,
  tags: strArray,
  event_tags: strArray,
  brokenDownKeys: strArray,
  worker_signature_missing: optBool,
  possibleDuplicate: optBool,
  scheduledHours: optNum,
  payroll_rules_custom: freeObjects,
  payrollRules: freeObjects,
  difference: keyedMap(hoursMinutesSchema),
  brokenDown: keyedMap(dayHoursSchema),
  min_hours_rules: list(ruleSchema).optional(),
  rules: list(ruleSchema).optional(),
});
export type Punch = z.infer<typeof punchSchema>;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

const weekFixedSchema = z.object({
  keyArray: list(z.string().max(MAX_TOKEN_LENGTH)),
  extraData: keyedMap(z.object({ niceDate: optStr })),
  week_stats: optObject(weekStatsSchema),
  punches: list(punchSchema),
  days_worked: optInt,
});

/** The `week` object, normalised: fixed fields plus `days` keyed by date. */
export const weekObjectSchema = z.record(z.string().max(MAX_TOKEN_LENGTH), z.unknown()).transform((raw, ctx) => {
  const fixed = parsePlainFirst(weekFixedSchema, raw);
  if (!fixed.success) {
    for (const issue of fixed.error.issues) ctx.issues.push({ ...issue, input: raw } as never);
    return z.NEVER;
  }
  const days: Record<string, DayEntry> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!DAY_KEY.test(key)) continue;
    const day = parsePlainFirst(dayEntrySchema, value);
    if (!day.success) {
      for (const issue of day.error.issues)
        ctx.issues.push({ ...issue, path: [key, ...issue.path], input: value } as never);
      return z.NEVER;
    }
    days[key] = day.data;
  }
  // keyArray is the order to read days in; fall back to sorted date keys when it is missing.
  const keyArray = fixed.data.keyArray.length > 0 ? fixed.data.keyArray : Object.keys(days).sort();
  return { ...fixed.data, keyArray, days };
});
export type WeekObject = z.infer<typeof weekObjectSchema>;

export const weekSchema = z.object({
  start_of_week: optStr,
  end_of_week: optStr,
  start_of_week_nice: optStr,
  end_of_week_nice: optStr,
  week: weekObjectSchema,
});
export type Week = z.infer<typeof weekSchema>;

export const workerTimeTrackingSummarySchema = z.object({
  weeks: list(weekSchema),
  pay_period_stats: optObject(payPeriodStatsSchema),
  start: optStr,
  start_basic: optStr,
  end: optStr,
  end_basic: optStr,
});
export type WorkerTimeTrackingSummary = z.infer<typeof workerTimeTrackingSummarySchema>;
