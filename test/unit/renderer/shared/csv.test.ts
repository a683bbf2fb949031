import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../preload/i18n';
import { csvCell, csvFileName, csvInstant, toCsv } from '../../../../renderer/src/shared/csv';
import { dashboardCsv } from '../../../../renderer/src/features/dashboard/dashboard-csv';
import { shiftsCsv } from '../../../../renderer/src/features/event/shifts-csv';
import { ordersCsv } from '../../../../renderer/src/features/orders/orders-csv';
import { toDashboardItem } from '../../../../renderer/src/features/dashboard/dashboard-view';
import { aggregateShifts } from '../../../../renderer/src/shared/db/fill';
import { toShiftItem } from '../../../../renderer/src/features/event/shift-view';
import { storedOrder } from '../support/orders';
import { storedShift } from '../support/builders';

describe('csvCell', () => {
  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tTAB', '\rCR'])('neutralises a formula: %j', (text) => {
    const cell = csvCell(text);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('writes numbers as numbers (a negative count is data, not a formula) and booleans in words', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });
});

/** How a spreadsheet reads one CSV line with `delimiter`: quoted fields whole, others split. */
function spreadsheetFields(line: string, delimiter: ',' | ';'): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  return [...fields, field];
}

/**
 * How a stricter spreadsheet reads a whole CSV text with `delimiter`: a quote opens a quoted
 * field only at the field's start; anywhere else it is a character like any other (so
 * `x,"a;=1"` split on ";" gives `x,"a` and `=1"`).
 */
function strictFields(text: string, delimiter: ',' | ';'): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
      continue;
    }
    if (start && c === '"') {
      quoted = true;
      start = false;
    } else if (c === delimiter || c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      fields.push(field);
      field = '';
      start = true;
    } else {
      field += c;
      start = false;
    }
  }
  return [...fields, field];
}

describe('csv in comma and semicolon locales', () => {
  // Round four: 180 hostile rows, each cell a formula behind a separator, a quote, a line break.
  const signs = ['=', '+', '-', '@', '\t', '\r'];
  const before = ['a;', 'a,', 'a;"', 'a,"', 'a\n', 'a\r\n', 'a; ', 'a;;', 'say "x";', '"'];
  const hostileRows = signs.flatMap((sign) =>
    before.flatMap((lead) => [
      [`${lead}${sign}1+1`, `${lead}${sign}HYPERLINK("http://x")`, 'plain'],
      [`${sign}${lead}${sign}2`, 'b', `${lead}${lead}${sign}SUM(A1)`],
      ['c', `x${lead}${sign}cmd|' /C calc'!A0`, 7],
    ]),
  );

  it.each([',', ';'] as const)(
    'read back split on %j, no field of 180 hostile rows starts like a formula',
    (delimiter) => {
      expect(hostileRows).toHaveLength(180);
      const text = toCsv(['name', 'note', 'n'], hostileRows);
      const formulas = strictFields(text, delimiter).filter((field) => /^[=+\-@\t\r]/.test(field));
      expect(formulas).toEqual([]);
    },
  );

  const hostile = ['a;=HYPERLINK("http://x")', 'x;+1', 'x;-2', 'x;@SUM(A1)', 'x;\t=1', 'a,=1+1', 'ok;=1,=2', '=1;=2'];

  it.each([',', ';'] as const)('no cell reads as a formula when split on %j', (delimiter) => {
    const line = toCsv(['name', 'note'], [hostile]).split('\r\n')[1]!;
    const fields = spreadsheetFields(line, delimiter);
    for (const field of fields) expect(field, `${delimiter} ${line}`).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('a quoted cell keeps its text whole for a semicolon locale', () => {
    expect(csvCell('Hall A; west door')).toBe('"Hall A; west door"');
    expect(spreadsheetFields(toCsv(['a'], [['x;=1']]).split('\r\n')[1]!, ';')).toEqual(["x;'=1"]);
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF lines, and no BOM (main adds the one the file gets)', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('names files safely', () => {
    expect(csvFileName('Ferry Building: Winter/Market', '2026-11-22')).toBe(
      'Ferry-Building-Winter-Market-2026-11-22.csv',
    );
    expect(csvFileName('')).toBe('export.csv');
  });
});

describe('exports', () => {
  it('the dashboard: one line per event with its figures; a hostile name is defused', () => {
    const totals = aggregateShifts([storedShift({ quantity: 10, filled: 7 })]);
    const item = toDashboardItem({
      eventId: '7',
      event: {
        id: '7',
        name: '=HYPERLINK("x")',
        date: '2026-11-22',
        venue: 'Arena',
        city: 'Oakland',
        clientId: '',
        notFound: false,
      },
      totals: { ...totals, eventId: '7', asOf: '2026-11-22T10:00:00.000Z' },
      asOf: '2026-11-22T10:00:00.000Z',
      notFound: false,
    });
    const lines = dashboardCsv([item], new Map([['7', '2026-11-22 18:00:00']])).split('\r\n');
    expect(lines[0]).toContain('Event ID,Event,Date');
    expect(lines[1]).toBe(
      `7,"'=HYPERLINK(""x"")",2026-11-22,Arena,Oakland,10,7,70,Short,3,0,1,1,0,2026-11-22 18:00:00,${csvInstant('2026-11-22T10:00:00.000Z')}`,
    );
  });

  it('the dashboard line of an event whose overfilled shift sits beside a short one: nothing netted', () => {
    const totals = aggregateShifts([
      storedShift({ quantity: 4, filled: 7 }),
      storedShift({ id: 't', quantity: 6, filled: 3 }),
    ]);
    const item = toDashboardItem({
      eventId: '8',
      event: { id: '8', name: 'Gala', date: '2026-11-22', venue: '', city: '', clientId: '', notFound: false },
      totals: { ...totals, eventId: '8', asOf: '' },
      asOf: undefined,
      notFound: false,
    });
    const [, line] = dashboardCsv([item], new Map()).split('\r\n');
    // Needed 10, filled towards demand 7, 70%, Short, 3 open, 3 extra: never "10 of 10, Full".
    expect(line).toBe('8,Gala,2026-11-22,,,10,7,70,Short,3,3,1,2,0,,');
  });

  it("an event's shifts: times as given, skillsets joined, overnight in words", () => {
    const csv = shiftsCsv([
      toShiftItem(storedShift({ id: 's1', overnight: true, comments: 'Bring ID, gloves' }), '2026-11-22 06:00'),
    ]);
    const [, line] = csv.split('\r\n');
    expect(line).toBe(
      's1,Bar - North,2026-11-22 20:00:00,2026-11-23 04:00:00,yes,Bartender,4,2,50,Short,2,0,1,0,"Bring ID, gloves"',
    );
  });
});

describe('ordersCsv', () => {
  it('writes each cost with its currency in a column of its own, empty when none was known', () => {
    const lines = ordersCsv(
      [storedOrder('a', 'queued', { currency: 'EUR' }), storedOrder('b', 'unknown', { cost: '' })],
      new Map([['1', 'Ana Lee']]),
    ).split('\r\n');
    const header = lines[0]!.split(',');
    const at = (line: string, column: string) => line.split(',')[header.indexOf(column)];
    expect(at(lines[1]!, 'Cost')).toBe('42.50');
    expect(at(lines[1]!, 'Currency')).toBe('EUR');
    expect(at(lines[2]!, 'Currency')).toBe('');
  });

  it("gives a placed order's status, the office's message and the times", () => {
    const approved = storedOrder('p', 'delivered', {
      serverOrderId: '70001',
      serverStatus: '0',
      updatedAt: '2026-11-24T08:01:00.000Z',
      progress: {
        office: {
          status: '1',
          changedAt: '2026-11-24 08:05:00',
          message: 'Pick up at trailer 3, gate B',
          cost: '42.50',
          deductionTypeId: '2',
        },
        asOf: '2026-11-24T08:10:00.000Z',
        since: '2026-11-24T08:10:00.000Z',
        unavailable: undefined,
      },
    });
    const [header, row] = ordersCsv([approved], new Map()).split('\r\n');
    const cells = Object.fromEntries(
      header!.split(',').map((h, i) => [h, row!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[i]]),
    );
    expect(cells).toMatchObject({
      Status: 'Approved',
      'Server order ID': '70001',
      Placed: csvInstant('2026-11-24T08:01:00.000Z'),
      'Office message': '"Pick up at trailer 3, gate B"',
      'Status changed (server time)': '2026-11-24 08:05:00',
      'Status read': csvInstant('2026-11-24T08:10:00.000Z'),
    });
    expect(row).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
  });
});

describe('an instant in a CSV', () => {
  it("is this computer's wall-clock time with its offset, never UTC beside local shift times", () => {
    const zone = process.env['TZ'];
    try {
      process.env['TZ'] = 'America/Los_Angeles';
      expect(csvInstant('2026-11-22T10:00:00.000Z')).toBe('2026-11-22 02:00:00 -08:00');
      process.env['TZ'] = 'Asia/Kolkata';
      expect(csvInstant('2026-11-22T10:00:00.000Z')).toBe('2026-11-22 15:30:00 +05:30');
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
    expect(csvInstant(undefined)).toBe('');
    expect(csvInstant('not a time')).toBe('');
  });
});

describe('exports in Spanish', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));
  const ISO_WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  const ISO_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{2}:\d{2}$/;
  /** The text as a spreadsheet opens it: lines, each split on the separator (quoted fields whole). */
  const sheet = (csv: string) =>
    csv
      .split('\r\n')
      .filter(Boolean)
      .map((line) => spreadsheetFields(line, ','));

  it("headings and words follow the language; dates, times and numbers stay ISO with dot decimals", () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const [head, shift] = sheet(
      shiftsCsv([toShiftItem(storedShift({ id: 's1', overnight: true, quantity: 3, filled: 1 }), '2026-11-22 06:00')]),
    );
    expect(head).toEqual([
      'ID del turno',
      'Turno',
      'Inicio',
      'Fin',
      'Nocturno',
      'Habilidades',
      'Necesarias',
      'Cubiertas',
      '% cubierto',
      'Estado',
      'Faltan',
      'Personas de más',
      'Suplentes necesarios',
      'Suplentes cubiertos',
      'Comentarios',
    ]);
    const cell = (column: string) => shift![head!.indexOf(column)];
    expect(cell('Inicio')).toMatch(ISO_WALL);
    expect(cell('Fin')).toBe('2026-11-23 04:00:00');
    expect(cell('Nocturno')).toBe('sí');
    expect(cell('% cubierto')).toBe('33');
    expect(cell('Estado')).toBe('Faltan');

    const totals = aggregateShifts([storedShift({ quantity: 10, filled: 7 })]);
    const item = toDashboardItem({
      eventId: '7',
      event: { id: '7', name: 'Feria', date: '2026-11-22', venue: 'Arena', city: 'Oakland', clientId: '', notFound: false },
      totals: { ...totals, eventId: '7', asOf: '2026-11-22T10:00:00.000Z' },
      asOf: '2026-11-22T10:00:00.000Z',
      notFound: false,
    });
    const [dayHead, day] = sheet(dashboardCsv([item], new Map([['7', '2026-11-22 18:00:00']])));
    expect(dayHead!.slice(0, 5)).toEqual(['ID del evento', 'Evento', 'Fecha', 'Lugar', 'Ciudad']);
    expect(day![dayHead!.indexOf('Fecha')]).toBe('2026-11-22');
    expect(day![dayHead!.indexOf('Inicio del próximo turno')]).toMatch(ISO_WALL);
    expect(day![dayHead!.indexOf('Datos del')]).toMatch(ISO_INSTANT);

    const [orderHead, order] = sheet(
      ordersCsv([storedOrder('a', 'queued', { cost: '42.50', currency: 'EUR' })], new Map([['1', 'Ana Lee']])),
    );
    expect(orderHead).toContain('Trabajador');
    expect(order![orderHead!.indexOf('Creado')]).toMatch(ISO_INSTANT);
    expect(order![orderHead!.indexOf('Costo')]).toBe('42.50');
    expect(order![orderHead!.indexOf('Estado')]).toBe('En cola');
    // Nothing of the English headings is left.
    for (const heading of [...head!, ...dayHead!, ...orderHead!]) {
      expect(heading).not.toMatch(/^(Shift|Start|End|Needed|Filled|Status|Event|Date|Venue|Created|Worker|Cost)\b/);
    }
  });
});
