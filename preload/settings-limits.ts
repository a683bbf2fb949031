/**
 * The bounds of the numeric settings, in one table: main's settings schema and the IPC payload
 * check are built from it (preload/settings-fields.ts's `limited`), and the Settings screens
 * take their inputs' bounds and their error words from it. Part of the contract, constants only.
 */
export const SETTING_LIMITS = {
  syncIntervalMinutes: { min: 1, max: 240, whole: true },
  syncConcurrency: { min: 1, max: 16, whole: true },
  startingSoonHours: { min: 1, max: 48, whole: true },
  alertLeadMinutes: { min: 5, max: 24 * 60, whole: true },
  overtimeDailyHours: { min: 1, max: 24, whole: false },
  overtimeWeeklyHours: { min: 1, max: 168, whole: false },
} as const;

export type LimitedSetting = keyof typeof SETTING_LIMITS;

/** Is `value` a number the setting accepts (whole where it must be, within its bounds)? */
export function withinLimits(setting: LimitedSetting, value: number): boolean {
  const { min, max, whole } = SETTING_LIMITS[setting];
  return (whole ? Number.isInteger(value) : Number.isFinite(value)) && value >= min && value <= max;
}
