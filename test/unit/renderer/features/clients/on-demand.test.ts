import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../../../renderer/src/shared/bridge';
import { fetchOrSaved } from '../../../../../renderer/src/features/clients/on-demand';

function source(o: { online: boolean; answer?: string; error?: unknown; saved?: string }) {
  const stored: string[] = [];
  let asked = 0;
  return {
    stored,
    asked: () => asked,
    online: o.online,
    fetch: async () => {
      asked++;
      if (o.error) throw o.error;
      return o.answer!;
    },
    save: async (row: string) => void stored.push(row),
    saved: async () => o.saved,
  };
}

describe('fetchOrSaved', () => {
  it('online: keeps the fresh answer and shows it as fresh', async () => {
    const s = source({ online: true, answer: 'fresh', saved: 'old' });
    expect(await fetchOrSaved(s)).toEqual({ row: 'fresh', saved: false, problem: undefined });
    expect(s.stored).toEqual(['fresh']);
  });

  it('offline: asks nothing and shows the saved copy, or nothing when there is none', async () => {
    const s = source({ online: false, answer: 'fresh', saved: 'old' });
    expect(await fetchOrSaved(s)).toEqual({ row: 'old', saved: true, problem: undefined });
    expect([s.asked(), s.stored]).toEqual([0, []]);
    expect(await fetchOrSaved(source({ online: false }))).toEqual({ row: undefined, saved: true, problem: undefined });
  });

  it('a failed fetch keeps and shows the saved copy, with the code and kind of the failure', async () => {
    const error = new BridgeError({ code: 'CLT-100', kind: 'not-found', message: 'Client 9 not found.' });
    const s = source({ online: true, error, saved: 'old' });
    expect(await fetchOrSaved(s)).toEqual({
      row: 'old',
      saved: true,
      problem: { code: 'CLT-100', kind: 'not-found', message: 'Client 9 not found.' },
    });
    expect(s.stored).toEqual([]);
  });
});
