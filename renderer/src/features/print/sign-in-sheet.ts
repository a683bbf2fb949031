/**
 * The sign-in sheet of one event, as figures and words: one block per shift (those not ended,
 * or all), each with a numbered line for every person who may come to sign, then who to call.
 * A shift's figures are the facts every sheet prints (shift-facts.ts). Pure.
 */
import type { StoredAdmin, StoredClient, StoredHrContact } from '../../../../preload/contract';
import { hasEnded } from '../../../../preload/contract';
import type { EventDetail } from '../event';
import { formatEventDate, formatShortDate, m, wallDate } from '../../../../preload/i18n';
import { toShiftTime } from '../../shared/shift-time';
import { ageLine, oldestAsOf, type SheetHeader } from './sheet-header';
import { shiftFacts, type ShiftFacts } from './shift-facts';

/** A shift's block: the facts every sheet prints, and what only the sign-in sheet needs. */
export interface SignInBlock extends ShiftFacts {
  day: string;
  skills: string;
  comment: string;
  /**
   * Numbered lines to sign: one per place needed and one per alternate, and never fewer than
   * the people booked (an overfilled shift's extra people sign too).
   */
  lines: number;
}

export interface SignInSheet {
  header: SheetHeader;
  blocks: SignInBlock[];
  /** Shifts left off because they have ended (0 when all were asked for). */
  endedLeftOut: number;
  admins: Pick<StoredAdmin, 'name' | 'email'>[];
  hrContact: Pick<StoredHrContact, 'name' | 'phone' | 'email'> | undefined;
}

export interface SignInInput {
  eventId: string;
  detail: EventDetail;
  client: StoredClient | undefined;
  /** The company's HR contacts; the default one is printed. */
  hrContacts: readonly StoredHrContact[];
  now: Date;
  allShifts: boolean;
  locale?: string | undefined;
}

export const linesFor = (s: { quantity: number; filled: number; alternateQuantity: number; alternateFilled: number }) =>
  Math.max(0, s.quantity, s.filled) + Math.max(0, s.alternateQuantity, s.alternateFilled);

export function signInSheet(input: SignInInput): SignInSheet {
  const { detail, now, locale } = input;
  const minute = toShiftTime(now).slice(0, 16);
  const event = detail.event;
  const shifts = [...detail.shifts].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
  const printed = input.allShifts ? shifts : shifts.filter((s) => !hasEnded(s, minute));
  const blocks = printed.map(
    (shift): SignInBlock => ({
      ...shiftFacts(shift, minute, locale),
      day: formatShortDate(shift.startTime, locale),
      skills: shift.skillsets
        .map((s) => s.name)
        .filter(Boolean)
        .join(', '),
      comment: shift.comments,
      lines: linesFor(shift),
    }),
  );
  const date = event?.date || wallDate(shifts[0]?.startTime ?? '');
  const place = [event?.venue, event?.city].filter(Boolean).join(', ');
  const hr = input.hrContacts.find((c) => c.isDefault) ?? input.hrContacts[0];
  return {
    header: {
      title: m.print_title_sign_in(),
      about: [
        event?.name || m.print_event_fallback({ id: input.eventId }),
        [formatEventDate(date, locale), place].filter(Boolean).join(' · '),
        input.client?.name ? m.print_client({ name: input.client.name }) : '',
      ].filter(Boolean),
      age: ageLine(oldestAsOf([detail.shiftsSet?.asOf, detail.adminsSet?.asOf]), now, locale),
    },
    blocks,
    endedLeftOut: shifts.length - printed.length,
    admins: detail.admins.map(({ name, email }) => ({ name, email })),
    hrContact: hr && { name: hr.name, phone: hr.phone, email: hr.email },
  };
}
