/** Keys of the syncSets table; the same strings as the item keys of main's sync plan. */
import type { SetKind } from './rows';

export type OwnedKind = 'event-shifts' | 'event-admins' | 'worker-tags';
type WholeKind = Exclude<SetKind, OwnedKind>;

export function setKey(kind: OwnedKind, ownerId: string): string;
export function setKey(kind: WholeKind): string;
export function setKey(kind: SetKind, ownerId?: string): string {
  return ownerId === undefined ? kind : `${kind}:${ownerId}`;
}
