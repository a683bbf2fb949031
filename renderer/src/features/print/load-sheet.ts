/**
 * Reads what a sheet shows from the local database named in its address, once: a sheet is a
 * snapshot, printed with the age of its figures. The database must already exist (a sheet never
 * creates an empty one), and it is closed again when read.
 */
import type { SheetRequest } from '../../../../preload/contract';
import { m } from '../../../../preload/i18n';
import { closeFieldDb, openFieldDb } from '../../shared/db/open';
import type { FieldDb } from '../../shared/db/schema';
import { localTimeZone, shiftsOfEvents } from '../coverage';
import { followedEventRows } from '../dashboard';
import { eventDetail } from '../event';
import { hrContactsView } from '../hr-contacts';
import { outboxList } from '../orders';
import { ordersSheet, type OrdersSheet } from './orders-sheet';
import { rosterSheet, type RosterSheet } from './roster-sheet';
import { signInSheet, type SignInSheet } from './sign-in-sheet';

export type Sheet =
  | { kind: 'sign-in'; sheet: SignInSheet }
  | { kind: 'roster'; sheet: RosterSheet }
  | { kind: 'orders'; sheet: OrdersSheet };

export class SheetError extends Error {}

async function exists(name: string): Promise<boolean> {
  return (await indexedDB.databases()).some((db) => db.name === name);
}

async function read(db: FieldDb, request: SheetRequest, now: Date, locale: string | undefined): Promise<Sheet> {
  switch (request.sheet) {
    case 'sign-in': {
      const [detail, hr] = await Promise.all([eventDetail(db, request.eventId), hrContactsView(db)]);
      if (!detail.event && detail.shifts.length === 0) {
        throw new SheetError(m.print_event_not_stored({ id: request.eventId }));
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
    case 'roster': {
      const [rows, shifts] = await Promise.all([
        followedEventRows(db, request.eventIds),
        shiftsOfEvents(db, request.eventIds),
      ]);
      return {
        kind: 'roster',
        sheet: rosterSheet({ day: request.day, rows, shifts, now, timeZone: localTimeZone(), locale }),
      };
    }
    case 'orders': {
      const { items, names } = await outboxList(db);
      return { kind: 'orders', sheet: ordersSheet({ items, names, now, locale }) };
    }
  }
}

export async function loadSheet(request: SheetRequest, now: Date, locale?: string): Promise<Sheet> {
  if (!(await exists(request.db))) throw new SheetError(m.print_no_data());
  const db = await openFieldDb(request.db);
  try {
    return await read(db, request, now, locale);
  } finally {
    closeFieldDb(db);
  }
}
