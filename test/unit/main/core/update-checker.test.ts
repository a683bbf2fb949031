// When the app looks for updates: at start and daily, only online, never with no feed, and
// restarting only on the supervisor's click. Fake time, a fake updater, a hand-driven tick.
import { describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../../../../preload/contract.js';
import {
  CHECK_EVERY_MS,
  checkDue,
  DUE_TICK_MS,
  UpdateChecker,
  type Updater,
} from '../../../../main/core/update-checker.js';

const HOUR = 60 * 60 * 1000;

function fakeUpdater(check: () => Promise<void> = async () => undefined) {
  let downloaded: ((version: string) => void) | undefined;
  const updater = {
    check: vi.fn(check),
    onDownloaded: (listener: (version: string) => void) => void (downloaded = listener),
    restartAndInstall: vi.fn(),
  } satisfies Updater;
  return { updater, download: (version: string) => downloaded?.(version) };
}

function setup(options: { updater?: Updater; online?: boolean } = {}) {
  const clock = { now: Date.parse('2026-11-24T06:00:00Z') };
  const env = { online: options.online ?? true };
  let tick: (() => void) | undefined;
  let tickEvery: number | undefined;
  const ready: UpdateStatus[] = [];
  const log = vi.fn();
  const checker = new UpdateChecker({
    updater: options.updater,
    isOnline: () => env.online,
    onReady: (status) => ready.push(status),
    log,
    now: () => clock.now,
    every: (ms, fn) => {
      tickEvery = ms;
      tick = fn;
      return () => (tick = undefined);
    },
  });
  const advance = (ms: number) => {
    clock.now += ms;
    tick?.();
  };
  return { checker, env, advance, ready, log, tickEvery: () => tickEvery, ticking: () => tick !== undefined };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkDue', () => {
  it('is due online with no check yet or the last a day old; never offline or while checking', () => {
    const now = 10 * CHECK_EVERY_MS;
    expect(checkDue({ online: true, checking: false, lastCheckAt: undefined, now })).toBe(true);
    expect(checkDue({ online: true, checking: false, lastCheckAt: now - CHECK_EVERY_MS, now })).toBe(true);
    expect(checkDue({ online: true, checking: false, lastCheckAt: now - CHECK_EVERY_MS + 1, now })).toBe(false);
    expect(checkDue({ online: false, checking: false, lastCheckAt: undefined, now })).toBe(false);
    expect(checkDue({ online: true, checking: true, lastCheckAt: undefined, now })).toBe(false);
  });
});

describe('UpdateChecker', () => {
  it('with no feed configured: status off, no timer, nothing checked, restart refused', () => {
    const { checker, advance, ticking } = setup();
    checker.start();
    advance(3 * CHECK_EVERY_MS);
    checker.checkIfDue();
    expect(ticking()).toBe(false);
    expect(checker.status()).toEqual({ state: 'off', version: undefined });
    expect(checker.restart()).toBe(false);
  });

  it('offline at start: checks nothing, then checks once when connectivity comes back', async () => {
    const { updater } = fakeUpdater();
    const { checker, env, advance } = setup({ updater, online: false });
    checker.start();
    advance(2 * CHECK_EVERY_MS);
    expect(updater.check).not.toHaveBeenCalled();
    env.online = true;
    checker.checkIfDue();
    checker.checkIfDue();
    expect(updater.check).toHaveBeenCalledTimes(1);
  });

  it('online: checks at start, not again within the day, again after a day (asked hourly)', async () => {
    const { updater } = fakeUpdater();
    const { checker, advance, tickEvery } = setup({ updater });
    checker.start();
    expect(updater.check).toHaveBeenCalledTimes(1);
    expect(tickEvery()).toBe(DUE_TICK_MS);
    await settle();
    for (let h = 1; h < 24; h++) advance(HOUR);
    expect(updater.check).toHaveBeenCalledTimes(1);
    advance(HOUR);
    expect(updater.check).toHaveBeenCalledTimes(2);
  });

  it('a download in progress blocks nothing: start returns at once and no second check overlaps', () => {
    const { updater } = fakeUpdater(() => new Promise<void>(() => undefined));
    const { checker, advance } = setup({ updater });
    checker.start();
    expect(checker.status().state).toBe('checking');
    advance(2 * CHECK_EVERY_MS);
    expect(updater.check).toHaveBeenCalledTimes(1);
  });

  it('a failing feed is logged and asked again an hour later, not a day later', async () => {
    const { updater } = fakeUpdater(() => Promise.reject(new Error('feed down')));
    const { checker, advance, log } = setup({ updater });
    checker.start();
    await settle();
    expect(log).toHaveBeenCalledWith('update check failed', expect.any(Error));
    advance(HOUR);
    expect(updater.check).toHaveBeenCalledTimes(2);
  });

  it('a downloaded update is announced, and installs only on restart(); no more checks meanwhile', async () => {
    const { updater, download } = fakeUpdater();
    const { checker, advance, ready } = setup({ updater });
    checker.start();
    await settle();
    download('0.2.0');
    expect(ready).toEqual([{ state: 'ready', version: '0.2.0' }]);
    expect(checker.status()).toEqual({ state: 'ready', version: '0.2.0' });
    advance(2 * CHECK_EVERY_MS);
    expect(updater.check).toHaveBeenCalledTimes(1);
    expect(updater.restartAndInstall).not.toHaveBeenCalled();
    expect(checker.restart()).toBe(true);
    expect(updater.restartAndInstall).toHaveBeenCalledOnce();
  });

  it('before anything is downloaded, restart() refuses and installs nothing', () => {
    const { updater } = fakeUpdater();
    const { checker } = setup({ updater });
    checker.start();
    expect(checker.restart()).toBe(false);
    expect(updater.restartAndInstall).not.toHaveBeenCalled();
  });

  it('stop() ends the daily checks', () => {
    const { updater } = fakeUpdater();
    const { checker, ticking } = setup({ updater });
    checker.start();
    checker.stop();
    expect(ticking()).toBe(false);
  });
});
