import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_URL } from '../../../../main/core/app-origin.js';
import { bringToFront, createAppWindow } from '../../../../main/platform/window.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow, memorySettings } from './helpers.js';

const PRELOAD = '/app/out/preload/index.cjs';

function open(initial?: Parameters<typeof memorySettings>[0]) {
  const { settings, written } = memorySettings(initial);
  const onRendererGone = vi.fn();
  const log = vi.fn();
  createAppWindow({ preloadPath: PRELOAD, settings, onRendererGone, log });
  const window = fakeElectron.windows.at(-1)!;
  return { window, settings, written, onRendererGone, log };
}

beforeEach(() => fakeElectron.reset());

describe('the app window', () => {
  it('is created hidden with hardened web preferences and loads the app page', () => {
    const { window } = open();
    expect(window.options).toMatchObject({ show: false, width: 1280, height: 800 });
    expect(window.options.webPreferences).toEqual({
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    });
    expect(window.webContents.getURL()).toBe(APP_ENTRY_URL);
    expect(window.visible).toBe(false);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'] as const)('%s leaves the app never', (channel) => {
    const { webContents } = open().window;
    for (const url of [
      'https://evil.example/',
      'http://127.0.0.1:8080/',
      'file:///etc/passwd',
      'app://field-supervisor.evil.com/index.html',
      'app://evil/index.html',
      'javascript:alert(1)',
    ]) {
      expect(webContents.navigate(url, channel).defaultPrevented, url).toBe(true);
    }
    expect(webContents.navigate(`${APP_ENTRY_URL}?reload=1`, channel).defaultPrevented).toBe(false);
  });

  it('denies every window.open, handing https and mailto links to the OS', () => {
    const { webContents } = open().window;
    const urls = [
      'https://example.com/help?q=1',
      'mailto:ops@example.com',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://bank.example@evil.example/',
      'app://field-supervisor/index.html',
      'java\tscript:alert(1)',
    ];
    for (const url of urls) expect(webContents.requestWindowOpen(url), url).toEqual({ action: 'deny' });
    expect(fakeElectron.shell.openedExternal).toEqual(['https://example.com/help?q=1', 'mailto:ops@example.com']);
  });

  it('opens the parsed href, not the raw string', () => {
    open().window.webContents.requestWindowOpen('HTTPS://Example.COM/a/../b');
    expect(fakeElectron.shell.openedExternal).toEqual(['https://example.com/b']);
  });

  it('tells the core when the page reloads or its renderer dies', () => {
    const { window, onRendererGone } = open();
    onRendererGone.mockClear();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    window.webContents.emit('did-start-loading');
    expect(onRendererGone).toHaveBeenCalledTimes(2);
  });

  it('remembers its bounds at close and restores them at the next start', () => {
    const { window, settings } = open();
    window.setBounds({ x: 100, y: 80, width: 1000, height: 700 });
    window.close();
    expect(settings.get().windowBounds).toEqual({ x: 100, y: 80, width: 1000, height: 700 });

    const next = open({ windowBounds: { x: 100, y: 80, width: 1000, height: 700 } }).window;
    expect(next.options).toMatchObject({ x: 100, y: 80, width: 1000, height: 700 });
  });

  it('ignores saved bounds whose title bar is on no screen (an unplugged monitor)', () => {
    fakeElectron.screen.displays = [
      {
        id: 1,
        bounds: { x: 0, y: 0, width: 1920, height: 1080 },
        workArea: { x: 0, y: 0, width: 1920, height: 1040 },
        scaleFactor: 1,
      },
    ];
    for (const windowBounds of [
      { x: 2500, y: 100, width: 1000, height: 700 },
      { x: 100, y: -600, width: 1000, height: 700 },
      { x: 1860, y: 100, width: 1000, height: 700 },
    ]) {
      const { window } = open({ windowBounds });
      expect(window.options, JSON.stringify(windowBounds)).toMatchObject({ width: 1280, height: 800 });
      expect(window.options.x).toBeUndefined();
    }
    // On a second screen to the right, they are kept.
    fakeElectron.screen.displays.push({
      id: 2,
      bounds: { x: 1920, y: 0, width: 2560, height: 1440 },
      workArea: { x: 1920, y: 0, width: 2560, height: 1400 },
      scaleFactor: 2,
    });
    expect(open({ windowBounds: { x: 2500, y: 100, width: 1000, height: 700 } }).window.options).toMatchObject({
      x: 2500,
    });
  });

  it('logs, and still closes, when the bounds cannot be saved', () => {
    const { window, settings, log } = open();
    vi.spyOn(settings, 'update').mockImplementation(() => {
      throw new Error('disk full');
    });
    window.close();
    expect(window.destroyed).toBe(true);
    expect(log).toHaveBeenCalledWith('saving the window bounds failed', expect.any(Error));
  });

  it('brings a minimized window back to the front', () => {
    const { window } = open();
    window.minimize();
    bringToFront(asWindow(window));
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
    window.destroy();
    expect(() => bringToFront(asWindow(window))).not.toThrow();
    expect(() => bringToFront(undefined)).not.toThrow();
  });
});
