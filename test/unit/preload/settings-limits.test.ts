// One table of setting bounds: the window's check, main's stored schema and the IPC check agree.
import { describe, expect, it } from 'vitest';
import { SETTING_LIMITS, withinLimits, type LimitedSetting } from '../../../preload/settings-limits';
import { payloadSchemas } from '../../../main/core/ipc/payloads';
import { settingsObjectSchema } from '../../../main/core/settings/schema';

describe('setting limits', () => {
  it('takes whole numbers within the bounds only where whole, any finite number within them otherwise', () => {
    expect([0, 1, 48, 49, 2.5, Number.NaN].map((n) => withinLimits('startingSoonHours', n))).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([0.5, 1, 7.25, 24, 24.5].map((n) => withinLimits('overtimeDailyHours', n))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("main's stored settings and the settings:update payload accept exactly what the window accepts", () => {
    const update = payloadSchemas['settings:update'];
    for (const setting of Object.keys(SETTING_LIMITS) as LimitedSetting[]) {
      const { min, max } = SETTING_LIMITS[setting];
      for (const value of [min - 1, min, min + 0.5, max, max + 1]) {
        const accepted = withinLimits(setting, value);
        expect(update.safeParse({ [setting]: value }).success, `${setting} = ${value} over IPC`).toBe(accepted);
        const stored = settingsObjectSchema.shape[setting];
        expect(stored.safeParse(value).success, `${setting} = ${value} stored`).toBe(accepted);
      }
    }
  });
});
