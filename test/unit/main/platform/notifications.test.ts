import { beforeEach, describe, expect, it } from 'vitest';
import type { AlertNotice } from '../../../../preload/contract.js';
import { createAlertNotifier, createNotifier } from '../../../../main/platform/notifications.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow } from './helpers.js';

const { Notification } = fakeElectron;
let window: InstanceType<typeof fakeElectron.BrowserWindow>;
let notify: ReturnType<typeof createNotifier>;

beforeEach(() => {
  fakeElectron.reset();
  window = new fakeElectron.BrowserWindow();
  notify = createNotifier(() => asWindow(window));
});

describe('notify', () => {
  it('shows a notification while the user looks elsewhere', () => {
    window.blur();
    expect(notify('Order delivered', 'Jane Doe: radio')).toBe(true);
    expect(fakeElectron.notifications).toHaveLength(1);
    expect(fakeElectron.notifications[0]).toMatchObject({
      shown: true,
      options: { title: 'Order delivered', body: 'Jane Doe: radio' },
    });
  });

  it('stays quiet while the window has focus, or where notifications are unsupported', () => {
    window.focus();
    expect(notify('t', 'b')).toBe(false);
    window.blur();
    Notification.supported = false;
    expect(notify('t', 'b')).toBe(false);
    expect(fakeElectron.notifications).toHaveLength(0);
  });

  it('brings the window back when clicked', () => {
    window.minimize();
    window.blur();
    notify('t', 'b');
    fakeElectron.notifications[0]?.emit('click');
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
  });
});

describe('alert notifications', () => {
  const notice: AlertNotice = {
    alertId: 'a1',
    title: 'Short shift in 45 min',
    body: 'Bar staff: 3 open',
    target: { kind: 'shift', eventId: '42', shiftId: '7' },
  };

  it('shows one while the user looks elsewhere, and a click brings the window back and opens the shift', () => {
    const alerts = createAlertNotifier(() => asWindow(window));
    window.minimize();
    window.blur();
    const opened: string[] = [];
    expect(alerts.show(notice, () => opened.push('a1'))).toBe(true);
    expect(fakeElectron.notifications[0]).toMatchObject({
      shown: true,
      options: { title: notice.title, body: notice.body },
    });
    fakeElectron.notifications[0]?.emit('click');
    expect(opened).toEqual(['a1']);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
  });

  it('stays quiet while the window has focus: the in-app alert is in view', () => {
    const alerts = createAlertNotifier(() => asWindow(window));
    window.focus();
    expect(alerts.show(notice, () => undefined)).toBe(false);
    expect(fakeElectron.notifications).toHaveLength(0);
  });

  it('withdraws a notification still open, and only once', () => {
    const alerts = createAlertNotifier(() => asWindow(window));
    window.blur();
    alerts.show(notice, () => undefined);
    const closed: string[] = [];
    fakeElectron.notifications[0]?.on('close', () => closed.push('a1'));
    expect(alerts.withdraw('a1')).toBe(true);
    expect(closed).toEqual(['a1']);
    expect(alerts.withdraw('a1')).toBe(false);
    expect(alerts.withdraw('never-shown')).toBe(false);
  });

  it('forgets a notification the user dismissed, so withdrawing it closes nothing', () => {
    const alerts = createAlertNotifier(() => asWindow(window));
    window.blur();
    alerts.show(notice, () => undefined);
    fakeElectron.notifications[0]?.close();
    expect(alerts.withdraw('a1')).toBe(false);
  });
});
