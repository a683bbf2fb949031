// Overtime risk where a supervisor meets it: the crew row, the worker screen, the order dialog,
// and the settings that hold the local assumptions.
import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { workerTimeTrackingSummarySchema } from '../../../../../main/core/api/time-tracking-schema';
import CrewScreen from '../../../../../renderer/src/features/crew/CrewScreen.svelte';
import SettingsScreen from '../../../../../renderer/src/features/settings/SettingsScreen.svelte';
import WorkerScreen from '../../../../../renderer/src/features/crew/WorkerScreen.svelte';
import { toShiftTime } from '../../../../../renderer/src/shared/shift-time';
import { batch, renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';
import { attachOutbox, crewWithCatalogue } from '../../support/orders';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const row = (id: string) => document.querySelector<HTMLElement>(`[data-worker-id="${id}"]`);

/** Today's date on this machine, and the summary of a week holding it with `todayHours` worked today. */
function hoursToday(todayHours: { hours: number; minutes?: number; ot_hours?: number }, cutoff?: string) {
  const today = toShiftTime(new Date()).slice(0, 10);
  const raw = {
    start_basic: today,
    end_basic: today,
    weeks: [
      {
        start_of_week: today,
        end_of_week: today,
        week: {
          keyArray: [today],
          [today]: {
            stats: {
              ...todayHours,
              total_hours: todayHours.hours + (todayHours.ot_hours ?? 0),
              total_minutes: todayHours.minutes ?? 0,
              ot_reason: { daily: (todayHours.ot_hours ?? 0) > 0 },
            },
          },
          punches: cutoff ? [{ id: 'p1', daily_overtime_cutoff: cutoff }] : [],
        },
      },
    ],
  };
  return workerTimeTrackingSummarySchema.parse(raw);
}

async function setUp(summary: ReturnType<typeof hoursToday>) {
  const { app, bridge } = await startApp(fakeBridge({ settings: { crewWorkerIds: ['1', '2'] } }));
  await crewWithCatalogue(bridge);
  await bridge.deliver([batch({ kind: 'worker-hours', workerId: '1', uuid: 'AbCdE12345', summary })]);
  return { app, bridge };
}

describe('overtime risk on screen', () => {
  it('the crew row shows hours this week with the risk as icon and word; no hours said in words', async () => {
    const { app } = await setUp(hoursToday({ hours: 8, ot_hours: 1, minutes: 30 }));
    renderWith(CrewScreen, app);
    await waitFor(() => expect(text(row('1'))).toContain('9:30 h this week'));
    expect(row('1')!.querySelector('[data-risk]')?.getAttribute('data-risk')).toBe('overtime');
    expect(text(row('1')!.querySelector('[data-risk]'))).toBe('+Overtime');
    expect(text(row('2')!.querySelector('[data-testid="crew-hours"]'))).toBe('No hours this week');
  });

  it('the worker screen says near overtime against the assumed 8 hours, named a local assumption', async () => {
    const { app } = await setUp(hoursToday({ hours: 7, minutes: 20 }));
    renderWith(WorkerScreen, app, { workerId: '1' });
    const note = await screen.findByTestId('overtime-risk');
    await waitFor(() => expect(text(note)).toContain('7:20 h today, near 8:00 h a day (local assumption).'));
    expect(note.querySelector('[data-risk]')?.getAttribute('data-risk')).toBe('near');
    // A number never leaves its unit: the line may wrap, never between "7:20" and "h".
    const week = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'This week');
    expect(week?.nextElementSibling?.textContent?.trim()).toBe('7:20\u00a0h');
    expect(text(note)).toContain('cannot be projected');
    expect(text(note)).toContain(
      'Local assumptions, not from the server: overtime past 8:00 h a day and 40:00 h a week',
    );
  });

  it("with the server's own daily cutoff, the day's limit is the server's and not called an assumption", async () => {
    const { app } = await setUp(hoursToday({ hours: 6, minutes: 40 }, '7'));
    renderWith(WorkerScreen, app, { workerId: '1' });
    const note = await screen.findByTestId('overtime-risk');
    await waitFor(() => expect(text(note)).toContain('6:40 h today, near 7:00 h a day.'));
    expect(text(note)).toContain('overtime past 40:00 h a week (change them in Settings)');
  });

  it('the order dialog says the risk before ordering for the worker', async () => {
    const { app } = await setUp(hoursToday({ hours: 8, ot_hours: 2 }));
    attachOutbox(app);
    renderWith(WorkerScreen, app, { workerId: '1' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Place order…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place order for Ana Lee' });
    const note = await within(dialog).findByTestId('overtime-risk');
    expect(text(note)).toBe('+Overtime In overtime today.');
  });

  it('the assumed limits are settings, checked before saving', async () => {
    const { app, bridge } = await startApp();
    renderWith(SettingsScreen, app);
    await fireEvent.input(screen.getByLabelText('Overtime after (hours a day)'), { target: { value: '30' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save overtime assumptions' }));
    expect((await screen.findByRole('alert')).textContent).toContain('1 to 24 hours');
    await fireEvent.input(screen.getByLabelText('Overtime after (hours a day)'), { target: { value: '7.5' } });
    await fireEvent.input(screen.getByLabelText('Overtime after (hours a week)'), { target: { value: '38' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save overtime assumptions' }));
    await waitFor(() =>
      expect(bridge.calls.updateSettings).toHaveBeenCalledWith({ overtimeDailyHours: 7.5, overtimeWeeklyHours: 38 }),
    );
  });
});
