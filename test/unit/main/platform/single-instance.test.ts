import { beforeEach, describe, expect, it } from 'vitest';
import { claimSingleInstance } from '../../../../main/platform/single-instance.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow } from './helpers.js';

const { app } = fakeElectron;

beforeEach(() => fakeElectron.reset());

describe('single instance', () => {
  it('keeps running with the lock, and a second launch brings the window to the front', () => {
    const window = new fakeElectron.BrowserWindow({ show: false });
    window.minimize();
    expect(claimSingleInstance(() => asWindow(window))).toBe(true);
    expect(app.quitCount).toBe(0);
    app.fireSecondInstance(['field-supervisor']);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
  });

  it('quits without the lock, and sets nothing else up', () => {
    app.singleInstanceLock = false;
    expect(claimSingleInstance(() => undefined)).toBe(false);
    expect(app.quitCount).toBe(1);
    expect(app.listenerCount('second-instance')).toBe(0);
  });

  it('ignores a second launch before the window exists', () => {
    claimSingleInstance(() => undefined);
    expect(() => app.fireSecondInstance()).not.toThrow();
  });
});
