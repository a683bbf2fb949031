/**
 * The print views' routes: each sheet is a page of the app, `index.html?sheet=…`, drawn from the
 * local database named in the address, so the same page prints in Electron's hidden window, in
 * the browser preview, and in tests. Main builds the address from a checked request (it never
 * loads one the page wrote); the page reads it back with the same rules. Part of the contract.
 */

import { m } from './i18n';

export type Paper = 'letter' | 'a4';
export const PAPERS: readonly Paper[] = ['letter', 'a4'];
/** Settings → Printing: the paper of the region the app speaks for ("region"), or a named one. */
export const PAPER_SETTINGS = ['region', 'letter', 'a4'] as const;
export type PaperSetting = (typeof PAPER_SETTINGS)[number];

export type SheetRequest =
  /** An event's sign-in sheet: the shifts not ended, or every shift with `allShifts`. */
  | { sheet: 'sign-in'; db: string; eventId: string; allShifts: boolean }
  /** A day's roster over the followed events of that day. */
  | { sheet: 'roster'; db: string; day: string; eventIds: string[] }
  /** The worker orders and requirement changes on this computer. */
  | { sheet: 'orders'; db: string };

export type SheetKind = SheetRequest['sheet'];

/** What a print or a PDF asks for: the sheet, its paper, and the file's suggested name. */
export interface PrintRequest {
  request: SheetRequest;
  paper: Paper;
  /** Shown in the save dialog and the print queue ("Sign-in sheet – Stadium Concert"). */
  title: string;
}

/** Database names are ours (database-name.ts): letters, digits and dashes. */
const DB_NAME = /^[a-z0-9-]{1,80}$/;
/** Ids as the API gives them, as the rest of the app checks them. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of many events still fits a URL; more than this is not a day a supervisor prints. */
export const ROSTER_MAX_EVENTS = 200;

/**
 * The page's query for a sheet: `?sheet=sign-in&db=…&event=42`. `lang`: the BCP 47 tag the app
 * speaks and formats with ("es-MX"): the print page has no bridge to read the setting from.
 */
export function sheetSearch(request: SheetRequest, paper?: Paper, lang?: string): string {
  const q = new URLSearchParams({ sheet: request.sheet, db: request.db });
  if (request.sheet === 'sign-in') {
    q.set('event', request.eventId);
    if (request.allShifts) q.set('shifts', 'all');
  } else if (request.sheet === 'roster') {
    q.set('day', request.day);
    q.set('events', request.eventIds.join(','));
  }
  if (paper) q.set('paper', paper);
  if (lang) q.set('lang', lang);
  return `?${q.toString()}`;
}

/** Why a sheet address cannot be drawn, in words; undefined when it is one. */
export function sheetProblem(request: SheetRequest): string | undefined {
  if (!DB_NAME.test(request.db)) return m.print_no_database();
  switch (request.sheet) {
    case 'sign-in':
      return ID.test(request.eventId) ? undefined : m.print_no_event();
    case 'roster':
      if (!DAY.test(request.day) || Number.isNaN(Date.parse(request.day))) return m.print_no_day();
      if (request.eventIds.length > ROSTER_MAX_EVENTS || !request.eventIds.every((id) => ID.test(id))) {
        return m.print_bad_events();
      }
      return undefined;
    case 'orders':
      return undefined;
  }
}

export interface ParsedSheet {
  request: SheetRequest;
  paper: Paper | undefined;
}

/**
 * The sheet an address asks for: undefined when it is no sheet address (the app itself), a
 * string saying what is wrong when it is one that cannot be drawn.
 */
export function parseSheetSearch(search: string): ParsedSheet | string | undefined {
  const q = new URLSearchParams(search);
  const sheet = q.get('sheet');
  if (sheet === null) return undefined;
  const db = q.get('db') ?? '';
  const paperParam = q.get('paper');
  const paper = PAPERS.find((p) => p === paperParam);
  let request: SheetRequest;
  if (sheet === 'sign-in') {
    request = { sheet, db, eventId: q.get('event') ?? '', allShifts: q.get('shifts') === 'all' };
  } else if (sheet === 'roster') {
    const events = q.get('events') ?? '';
    request = { sheet, db, day: q.get('day') ?? '', eventIds: events === '' ? [] : events.split(',') };
  } else if (sheet === 'orders') {
    request = { sheet, db };
  } else {
    return m.print_unknown_sheet({ name: sheet });
  }
  return sheetProblem(request) ?? { request, paper };
}

/**
 * Letter where the region prints on it (the United States, Canada, Mexico and a few others of
 * the Americas, the Philippines), A4 everywhere else. `locale`: a BCP 47 tag ("en-US", "es-MX").
 */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PR', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PA', 'DO', 'SV', 'NI', 'HN']);

export function paperForLocale(locale: string): Paper {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return region !== undefined && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}
