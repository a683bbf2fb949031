import { describe, expect, it } from 'vitest';
import { clientName, standingAt, standingIndex } from '../../../../../renderer/src/features/clients/client-standing';
import type { StoredClientWorker } from '../../../../../renderer/src/shared/db/rows';

const row = (clientId: string, personnelId: string, preference: StoredClientWorker['preference']) => ({
  clientId,
  personnelId,
  name: '',
  since: '',
  preference,
});

const index = standingIndex(
  [row('201', 'P1', 'banned'), row('201', 'P2', 'preferred'), row('201', 'P3', 'normal'), row('202', 'P2', 'banned')],
  [
    { id: '201', name: 'Golden Gate Hospitality' },
    { id: '202', name: '' },
  ],
);

describe('standingAt: how an event’s client sees a worker', () => {
  it('says banned and preferred with the client’s name, and nothing for normal or unlisted workers', () => {
    const event = { clientId: '201' };
    expect(standingAt(index, { personnelId: 'P1' }, event)).toEqual({
      standing: 'banned',
      clientId: '201',
      clientName: 'Golden Gate Hospitality',
      label: 'Banned at Golden Gate Hospitality',
    });
    expect(standingAt(index, { personnelId: 'P2' }, event)?.label).toBe('Preferred at Golden Gate Hospitality');
    expect(standingAt(index, { personnelId: 'P3' }, event)).toBeUndefined();
    expect(standingAt(index, { personnelId: 'P9' }, event)).toBeUndefined();
  });

  it('depends on the pairing: the same worker is preferred at one client and banned at another', () => {
    expect(standingAt(index, { personnelId: 'P2' }, { clientId: '201' })?.standing).toBe('preferred');
    // A client the list gave no name is named by its id.
    expect(standingAt(index, { personnelId: 'P2' }, { clientId: '202' })?.label).toBe('Banned at client 202');
    expect(clientName(index, '203')).toBe('client 203');
  });

  it('cannot match without a personnel id or an event client', () => {
    expect(standingAt(index, { personnelId: '' }, { clientId: '201' })).toBeUndefined();
    expect(standingAt(index, undefined, { clientId: '201' })).toBeUndefined();
    expect(standingAt(index, { personnelId: 'P1' }, { clientId: '' })).toBeUndefined();
    expect(standingAt(index, { personnelId: 'P1' }, undefined)).toBeUndefined();
  });
});
