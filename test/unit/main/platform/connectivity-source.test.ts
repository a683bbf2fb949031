import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OS_POLL_MS, watchOsConnectivity } from '../../../../main/platform/connectivity-source.js';
import { fakeElectron } from '../../../fakes/electron.js';

const { net, powerMonitor } = fakeElectron;
const target = { osConnectivityChanged: vi.fn(), trigger: vi.fn() };
let stop: () => void;

beforeEach(() => {
  fakeElectron.reset();
  vi.useFakeTimers();
  target.osConnectivityChanged.mockClear();
  target.trigger.mockClear();
  stop = watchOsConnectivity(target);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('OS connectivity source', () => {
  it('polls net.isOnline and reports changes only', () => {
    vi.advanceTimersByTime(OS_POLL_MS * 3);
    expect(target.osConnectivityChanged).not.toHaveBeenCalled();
    net.online = false;
    vi.advanceTimersByTime(OS_POLL_MS);
    expect(target.osConnectivityChanged).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(OS_POLL_MS * 3);
    net.online = true;
    vi.advanceTimersByTime(OS_POLL_MS);
    expect(target.osConnectivityChanged).toHaveBeenCalledTimes(2);
  });

  it('asks for a sync when the system wakes up', () => {
    powerMonitor.emit('resume');
    expect(target.trigger).toHaveBeenCalledWith('system resume');
  });

  it('stops polling and listening when stopped', () => {
    stop();
    net.online = false;
    vi.advanceTimersByTime(OS_POLL_MS * 2);
    powerMonitor.emit('resume');
    expect(target.osConnectivityChanged).not.toHaveBeenCalled();
    expect(target.trigger).not.toHaveBeenCalled();
    expect(powerMonitor.listenerCount('resume')).toBe(0);
  });
});
