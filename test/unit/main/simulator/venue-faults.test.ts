// The venue network's schedule, on a clock the test moves: offline for a while, then drops of
// m ms out of every n, starting with the network up.
import { describe, expect, it } from 'vitest';
import { Faults, faultsBodySchema } from '../../../../main/simulator/faults.js';

function at(start = 1_000_000) {
  let now = start;
  const faults = new Faults(() => now);
  return { faults, move: (ms: number) => (now += ms) };
}

describe('the venue network faults', () => {
  it('offlineForMs: down from now for that long, then up again', () => {
    const { faults, move } = at();
    expect(faults.networkDown()).toBe(false);
    faults.set({ offlineForMs: 5_000 });
    expect(faults.networkDown()).toBe(true);
    move(4_999);
    expect(faults.networkDown()).toBe(true);
    move(1);
    expect(faults.networkDown()).toBe(false);
  });

  it('dropEveryMs/dropForMs: up first, then down for the last m ms of every n, again and again', () => {
    const { faults, move } = at();
    faults.set({ dropEveryMs: 20_000, dropForMs: 5_000 });
    const seen: boolean[] = [];
    for (let t = 0; t < 45_000; t += 2_500, move(2_500)) seen.push(faults.networkDown());
    // 0 … 12.5 s up, 15 … 17.5 s down, 20 … 32.5 s up, 35 … 37.5 s down, 40 s up.
    expect(seen).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('a new set of faults replaces the network ones; {} brings the network back', () => {
    const { faults } = at();
    faults.set({ offlineForMs: 60_000, dropEveryMs: 1_000, dropForMs: 999 });
    expect(faults.networkDown()).toBe(true);
    expect(faults.toJSON()).toMatchObject({ offlineForMs: 60_000, dropEveryMs: 1_000, dropForMs: 999 });
    faults.set({ latencyMs: 300 });
    expect(faults.networkDown()).toBe(false);
    expect(faults.toJSON()).not.toHaveProperty('offlineForMs');
    expect(faults.toJSON()).not.toHaveProperty('dropEveryMs');
  });

  it('refuses a drop with no length, a drop as long as its period, and a negative outage', () => {
    expect(faultsBodySchema.safeParse({ dropEveryMs: 20_000 }).success).toBe(false);
    expect(faultsBodySchema.safeParse({ dropForMs: 5_000 }).success).toBe(false);
    expect(faultsBodySchema.safeParse({ dropEveryMs: 5_000, dropForMs: 5_000 }).success).toBe(false);
    expect(faultsBodySchema.safeParse({ offlineForMs: -1 }).success).toBe(false);
    expect(faultsBodySchema.safeParse({ dropEveryMs: 20_000, dropForMs: 5_000, offlineForMs: 0 }).success).toBe(true);
  });
});
