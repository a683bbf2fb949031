/** The row of an entity known only by id (followed or crew) that the server says it lacks. */
import type { StoredEvent, StoredWorker } from '../../../../preload/contract';

export function notFoundEvent(id: string): StoredEvent {
  return { id, name: '', date: '', venue: '', city: '', clientId: '', notFound: true };
}

export function notFoundWorker(id: string): StoredWorker {
  return { id, name: '', email: '', phone: '', uuid: '', personnelId: '', notFound: true };
}
