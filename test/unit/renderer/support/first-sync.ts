/** What a screen with nothing stored yet shows before the first sync, checked the same way everywhere. */
import { fireEvent, screen } from '@testing-library/svelte';
import { expect } from 'vitest';
import type { FakeBridge } from './fake-bridge';

/** Names what is missing and offers "Sync now", which asks for a sync; offline, says when instead. */
export async function expectAwaitingFirstSync(bridge: FakeBridge, missing: string): Promise<void> {
  expect(await screen.findByText(missing)).toBeTruthy();
  await fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
  expect(bridge.calls.syncNow).toHaveBeenCalled();
  bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:00:00.000Z' });
  expect(await screen.findByText(/once the network is back/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
}
