import { beforeEach, describe, expect, it } from 'vitest';
import { createNotifier } from '../../../../main/platform/notifications.js';
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
