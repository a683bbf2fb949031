/**
 * Reads what a sheet shows from the local database named in its address, once: a sheet is a
 * snapshot, printed with the age of its figures. The database must already exist (a sheet never
 * creates an empty one), and it is closed again when read.
 */
import type { SheetRequest } from '../../../../preload/contract';
import { closeFieldDb, openFieldDb } from '../../shared/db/open';
import type { FieldDb } from '../../shared/db/schema';
import { eventDetail, hrContactsView } from '../../shared/db/ui-queries';
import { signInSheet, type SignInSheet } from './sign-in-sheet';

export type Sheet = { kind: 'sign-in'; sheet: SignInSheet };

export class SheetError extends Error {}

async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((db) => db.name === name);
}

async function read(db: FieldDb, request: SheetRequest, now: Date, locale: string | undefined): Promise<Sheet> {
  switch (request.sheet) {
    case 'sign-in': {
      const [detail, hr] = await Promise.all([eventDetail(db, request.eventId), hrContactsView(db)]);
      if (!detail.event && detail.shifts.length === 0) {
        throw new SheetError(`Event ${request.eventId} is not stored on this computer: follow it and sync first.`);
      }
      const client = detail.event?.clientId ? await db.clients.get(detail.event.clientId) : undefined;
      return {
        kind: 'sign-in',
        sheet: signInSheet({
          eventId: request.eventId,
          detail,
          client,
          hrContacts: hr.contacts,
          now,
          allShifts: request.allShifts,
          locale,
        }),
      };
    }
    default:
      throw new SheetError('This sheet cannot be drawn yet.');
  }
}

export async function loadSheet(request: SheetRequest, now: Date, locale?: string): Promise<Sheet> {
  if (!(await exists(request.db))) {
    throw new SheetError('There is no data on this computer for that connection: connect and sync first.');
  }
  const db = await openFieldDb(request.db);
  try {
    return await read(db, request, now, locale);
  } finally {
    closeFieldDb(db);
  }
}
