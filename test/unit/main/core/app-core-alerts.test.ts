// Alert notifications: the renderer asks, main checks the payload and the on/off setting, the
// platform shows; a click comes back as 'alerts:open', and a resolved alert is withdrawn.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore, type AlertNotifier, type AppCore } from '../../../../main/core/app-core.js';
import { wrapHandler } from '../../../../main/core/ipc/handler.js';
import { payloadSchemas } from '../../../../main/core/ipc/payloads.js';
import type { AlertNotice, EventName } from '../../../../preload/contract.js';
import { quietPlatform, realStores, useTempDir } from './core-kit.js';

const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
});

const NOTICE: AlertNotice = {
  alertId: 'short-soon:42:7:lead:2026-11-24 14:00:00',
  title: 'Short shift in 45 min',
  body: 'Bar staff, Harbour Gala: 3 of 10 places open. Data as of 13:10.',
  target: { kind: 'shift', eventId: '42', shiftId: '7' },
};

function setup() {
  const dir = tempDir();
  const stores = realStores(dir);
  const emitted: { event: EventName; payload: unknown }[] = [];
  const clicks = new Map<string, () => void>();
  const open = new Set<string>();
  const alerts: AlertNotifier = {
    show: (notice, onClick) => {
      clicks.set(notice.alertId, onClick);
      open.add(notice.alertId);
      return true;
    },
    withdraw: (alertId) => open.delete(alertId),
  };
  const core = createAppCore({
    ...stores,
    fetch: () => Promise.reject(new Error('no network in this test')),
    osOnline: () => false,
    emit: (event, payload) => void emitted.push({ event, payload }),
    ...quietPlatform(dir),
    alerts,
  });
  cores.push(core);
  return { core, emitted, clicks, open, settings: stores.settings };
}

describe("'alerts:notify' and 'alerts:withdraw'", () => {
  it('shows the notification, and a click asks the window to open that shift', async () => {
    const { core, emitted, clicks, open } = setup();
    expect(await core.handlers['alerts:notify'](NOTICE)).toBe(true);
    expect(open.has(NOTICE.alertId)).toBe(true);
    clicks.get(NOTICE.alertId)!();
    expect(emitted).toContainEqual({
      event: 'alerts:open',
      payload: { alertId: NOTICE.alertId, target: { kind: 'shift', eventId: '42', shiftId: '7' } },
    });
  });

  it("an order's alert comes back on a click with the order to open", async () => {
    const { core, emitted, clicks } = setup();
    const order: AlertNotice = {
      alertId: 'order-status:l1:1',
      title: 'Order approved',
      body: 'Event staff jacket for Ana Ruiz: Pick up at trailer 3.',
      target: { kind: 'order', localId: 'l1' },
    };
    expect(await core.handlers['alerts:notify'](order)).toBe(true);
    clicks.get(order.alertId)!();
    expect(emitted).toContainEqual({
      event: 'alerts:open',
      payload: { alertId: order.alertId, target: { kind: 'order', localId: 'l1' } },
    });
  });

  it('shows nothing while notifications are switched off in Settings', async () => {
    const { core, open, settings } = setup();
    settings.update({ alertsEnabled: false });
    expect(await core.handlers['alerts:notify'](NOTICE)).toBe(false);
    expect(open.size).toBe(0);
  });

  it('withdraws an open notification once', async () => {
    const { core, open } = setup();
    await core.handlers['alerts:notify'](NOTICE);
    expect(await core.handlers['alerts:withdraw']({ alertId: NOTICE.alertId })).toBe(true);
    expect(open.size).toBe(0);
    expect(await core.handlers['alerts:withdraw']({ alertId: NOTICE.alertId })).toBe(false);
  });

  it('refuses hostile payloads before the handler runs', async () => {
    const { core, open } = setup();
    const APP_FRAME = { senderFrame: { url: 'app://field-supervisor/index.html' } };
    const notify = wrapHandler(payloadSchemas['alerts:notify'], core.handlers['alerts:notify']);
    for (const bad of [
      { ...NOTICE, target: { kind: 'shift', eventId: '', shiftId: '7' } },
      { ...NOTICE, target: { kind: 'order', localId: '' } },
      { ...NOTICE, target: { kind: 'order', localId: 'l1', eventId: '42' } },
      { ...NOTICE, title: 'x'.repeat(201) },
      { ...NOTICE, body: 'x'.repeat(1001) },
      { ...NOTICE, alertId: 'x'.repeat(401) },
      { ...NOTICE, url: 'https://evil.example/' },
      { ...NOTICE, target: { kind: 'shift', eventId: '42', shiftId: 7 } },
      null,
    ]) {
      expect(await notify(APP_FRAME, bad)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    const withdraw = wrapHandler(payloadSchemas['alerts:withdraw'], core.handlers['alerts:withdraw']);
    expect(await withdraw(APP_FRAME, { alertId: '' })).toMatchObject({ ok: false });
    expect(await notify({ senderFrame: { url: 'https://evil.example/' } }, NOTICE)).toMatchObject({
      ok: false,
      error: { code: 'untrusted-sender' },
    });
    expect(open.size).toBe(0);
    expect(await notify(APP_FRAME, NOTICE)).toEqual({ ok: true, value: true });
  });
});

describe("'settings:update' for alerts", () => {
  it('stores the lead time, quiet hours and muted events, and null clears the quiet hours', async () => {
    const { core } = setup();
    const next = await core.handlers['settings:update']({
      alertLeadMinutes: 30,
      quietHours: { start: '22:00', end: '06:00' },
      mutedEventIds: ['42'],
    });
    expect(next).toMatchObject({
      alertsEnabled: true,
      alertLeadMinutes: 30,
      quietHours: { start: '22:00', end: '06:00' },
      mutedEventIds: ['42'],
    });
    expect((await core.handlers['settings:update']({ quietHours: null })).quietHours).toBeNull();
  });

  it('refuses quiet hours that are not times of day, or start and end alike', async () => {
    const APP_FRAME = { senderFrame: { url: 'app://field-supervisor/index.html' } };
    const { core } = setup();
    const update = wrapHandler(payloadSchemas['settings:update'], core.handlers['settings:update']);
    for (const quietHours of [{ start: '25:00', end: '06:00' }, { start: '22:00', end: '22:00' }, '22-06']) {
      expect(await update(APP_FRAME, { quietHours })).toMatchObject({ ok: false });
    }
    expect(await update(APP_FRAME, { alertLeadMinutes: 0 })).toMatchObject({ ok: false });
  });
});
