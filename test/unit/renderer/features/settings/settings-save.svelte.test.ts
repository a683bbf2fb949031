import { describe, expect, it, vi } from 'vitest';
import { SettingsSave } from '../../../../../renderer/src/features/settings/settings-save.svelte';
import { Toasts } from '../../../../../renderer/src/shared/state/toasts.svelte';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as SubmitEvent;

describe('SettingsSave', () => {
  it('shows what the check finds wrong and sends nothing', async () => {
    const toasts = new Toasts();
    const write = vi.fn(async () => 'saved');
    const form = new SettingsSave(toasts, () => ({ ok: false, error: 'Out of range.' }), write);
    await form.submit(submitEvent());
    expect(form.error).toBe('Out of range.');
    expect(write).not.toHaveBeenCalled();
    expect(toasts.items).toEqual([]);
  });

  it('writes the checked value, toasts its answer and clears an earlier error', async () => {
    const toasts = new Toasts();
    let valid = false;
    const write = vi.fn(async (n: number) => `saved ${n}`);
    const form = new SettingsSave(toasts, () => (valid ? { ok: true, value: 7 } : { ok: false, error: 'No.' }), write);
    await form.submit(submitEvent());
    valid = true;
    await form.submit(submitEvent());
    expect(write).toHaveBeenCalledWith(7);
    expect(form.error).toBeUndefined();
    expect(toasts.items.map((t) => t.text)).toEqual(['saved 7']);
  });

  it("puts main's refusal on the error line", async () => {
    const toasts = new Toasts();
    const form = new SettingsSave(
      toasts,
      () => ({ ok: true, value: 1 }),
      async () => {
        throw new Error('Refused by main.');
      },
    );
    await form.submit(submitEvent());
    expect(form.error).toBe('Refused by main.');
    expect(toasts.items).toEqual([]);
  });
});

