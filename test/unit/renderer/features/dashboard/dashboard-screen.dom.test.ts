import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardScreen from '../../../../../renderer/src/features/dashboard/DashboardScreen.svelte';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { batch, failReads, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { EMPTY_STATUS, fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T10:00:00');

const rowOf = (eventId: string) => document.querySelector<HTMLElement>(`[data-event-id="${eventId}"]`);
const text = (el: HTMLElement | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A Today figure by its label (the long or the short form, one of which is drawn). */
const figure = (label: string) => text(screen.getByText(label).closest('div')!.querySelector('dd'));

async function withEvents(followed: string[]) {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: followed } }));
  await bridge.deliver([
    batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night', '2026-11-24', 'Berkeley'), apiEvent('3', 'Quiet Expo')] }),
    batch({
      kind: 'event-shifts',
      eventId: '1',
      shifts: [
        apiShift('a', { quantity: 10, filled: 7, alternate_quantity: 2, alternate_filled: 1 }),
        apiShift('b', { quantity: 5, filled: 5, start_time: '2026-11-22 08:00:00' }),
      ],
    }),
    batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c', { quantity: 4, filled: 6, start_time: '2026-11-24 09:00:00' })] }),
    batch({ kind: 'event-shifts', eventId: '3', shifts: [apiShift('d', { quantity: 0, filled: 0 })] }),
  ]);
  return { app, bridge };
}

describe('DashboardScreen', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('speaks Spanish: toolbar, rows, totals line, chips, side panel and empty list; names as the server wrote them', async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2', '77'], startingSoonHours: 3 } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night', '2026-11-24', 'Berkeley')] }),
      batch({
        kind: 'event-shifts',
        eventId: '1',
        shifts: [
          apiShift('gate', { custom_name: 'Gate B', quantity: 4, filled: 1, start_time: '2026-11-22 11:00:00' }),
          apiShift('bar', { custom_name: 'Bar', quantity: 5, filled: 5, start_time: '2026-11-22 18:00:00' }),
        ],
      }),
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c', { quantity: 4, filled: 6, start_time: '2026-11-24 09:00:00' })] }),
    ]);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(text(rowOf('1'))).toContain('Próximo turno 11:00'));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel');
    expect(screen.getByText('3 eventos que sigue')).toBeTruthy();
    expect(screen.getByLabelText('Mostrar')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Hoy y próximos' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Próximos 7 días' })).toBeTruthy();
    expect(screen.getByLabelText('Ordenar por')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Menor cobertura' })).toBeTruthy();
    expect(screen.getByLabelText('Solo incompletos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();

    // Counts by the plural rules: one of two shifts short, then the line under the list.
    expect(text(rowOf('1')!.querySelector('[data-testid="event-understaffed"]'))).toBe('1 de 2 turnos con faltas');
    expect(text(rowOf('2'))).toContain('+2 extra en 1 turno');
    expect(text(rowOf('77'))).toContain('Evento 77');
    expect(text(rowOf('77'))).toContain('Aún sin sincronizar');
    expect(text(screen.getByTestId('all-totals'))).toBe(
      '3 eventos en la lista: 10 de 13 cubiertas (76 %), 3 plazas libres, 1 turno incompleto, +2 extra.',
    );

    const chip = await screen.findByTestId('soon-chip');
    await waitFor(() => expect(text(chip)).toBe('▼ 1 con faltas en 3 h: turnos con faltas que empiezan pronto'));
    await fireEvent.click(chip);
    const strip = await screen.findByTestId('starting-soon');
    expect(text(strip)).toContain('Con faltas ahora o pronto');
    expect(text(strip)).toContain('próximas 3 horas');
    expect(text(strip)).toMatch(/Gate B Harvest Fair 3 libres$/);

    // No English word of the room is left on the screen (the server's names aside). "extra" is
    // Spanish too ("+2 extra"), so it is not on the list.
    const words = (document.querySelector('section.screen')!.textContent ?? '').replace(
      /Harvest Fair|Jazz Night|Oakland Arena|Oakland|Berkeley|Gate B|CSV/g,
      '',
    );
    expect(words).not.toMatch(
      /\b(Dashboard|followed|events?|shifts?|Show|Sort|Search|Export|Understaffed|understaffed|Next|Today|upcoming|open|places|short|within|of|as|filled|listed|synced|hours?)\b/,
    );

    // A search that finds nothing says so, and offers to clear it.
    await fireEvent.input(screen.getByLabelText('Buscar eventos'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Ningún evento coincide')).toBeTruthy();
    expect(screen.getByText('Nada coincide con «zzz».')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar búsqueda y filtro' })).toBeTruthy();
  });
  it('one shortage figure: an overfilled shift never nets out a short one, in the row or the totals', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'] } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night')] }),
      batch({
        kind: 'event-shifts',
        eventId: '1',
        // 37 booked for 37 places, but three shifts are short by 2, 2 and 1.
        shifts: [
          apiShift('a', { quantity: 5, filled: 10 }),
          apiShift('b', { quantity: 10, filled: 8 }),
          apiShift('c', { quantity: 10, filled: 8 }),
          apiShift('d', { quantity: 12, filled: 11 }),
        ],
      }),
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('e', { quantity: 4, filled: 1 })] }),
    ]);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('1')).not.toBeNull());

    const fair = text(rowOf('1'));
    expect(fair).not.toContain('Full');
    expect(fair).not.toContain('100%');
    expect(fair).toContain('32 of 37 filled');
    expect(fair).toContain('5 open');
    expect(fair).toContain('+5 extra on 1 shift');
    // The totals panel's open places are the rows' open places added: 5 + 3.
    expect(figure('Open places')).toBe('8');
  });

  it("after a cut sync, says beside the totals how old the later events are, in the status bar's words", async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'] } }));
    const later = '2026-11-24 09:00:00';
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night', '2026-11-24')] }),
      // Today's event read a minute ago; the later one two hours before, when the network went.
      batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a', { quantity: 4, filled: 2 })] }, '2026-11-22T09:59:00.000Z'),
      batch({ kind: 'event-admins', eventId: '1', admins: [] }, '2026-11-22T09:59:00.000Z'),
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c', { start_time: later })] }, '2026-11-22T08:00:00.000Z'),
      batch({ kind: 'event-admins', eventId: '2', admins: [] }, '2026-11-22T08:00:00.000Z'),
    ]);
    renderWith(DashboardScreen, app);
    const words = '1 later event as of 8:00 AM (2 hours ago).';
    await waitFor(() => expect(screen.getByTestId('dashboard-later-age').textContent?.trim()).toBe(words));
    expect(text(screen.getByTestId('all-totals'))).toMatch(/understaffed\. 1 later event as of 8:00 AM \(2 hours ago\)\.$/);

    // Read again, the later event is as fresh as today's: nothing more to say.
    await bridge.deliver([
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c', { start_time: later })] }, '2026-11-22T09:59:30.000Z'),
      batch({ kind: 'event-admins', eventId: '2', admins: [] }, '2026-11-22T09:59:30.000Z'),
    ]);
    await waitFor(() => expect(screen.queryByTestId('dashboard-later-age')).toBeNull());
  });

  it('empty: no followed events says so and leads to choosing some', async () => {
    const { app } = await startApp();
    renderWith(DashboardScreen, app);
    expect(screen.getByText("You don't follow any events yet")).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Choose events' }));
    expect(app.nav.route).toEqual({ name: 'follow', tab: 'events' });
  });

  it('loading: while no database is open yet', async () => {
    const { app } = await startApp(fakeBridge({ status: EMPTY_STATUS, settings: { followedEventIds: ['1'] } }));
    renderWith(DashboardScreen, app);
    expect(screen.getByText('Loading stored data…')).toBeTruthy();
  });

  it('error: an unreadable database says so and offers a reload', async () => {
    const { app } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
    failReads(app.connection.db!);
    renderWith(DashboardScreen, app);
    await screen.findByText('The stored data could not be read');
    expect(screen.getByText('The disk is full')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the window' })).toBeTruthy();
  });

  it('data: one row per followed event with fill, severity in words, understaffed count and next shift', async () => {
    const { app } = await withEvents(['1', '2', '3']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('1')).not.toBeNull());

    const fair = text(rowOf('1'));
    expect(fair).toContain('Harvest Fair');
    expect(fair).toContain('12 of 15 filled');
    expect(fair).toContain('80%');
    expect(fair).toContain('At risk');
    expect(fair).toContain('3 open');
    expect(fair).toContain('Alternates 1 of 2');
    await waitFor(() => expect(text(rowOf('1'))).toContain('Next shift 6:00 PM'));
    expect(text(rowOf('1')!.querySelector('[data-testid="event-understaffed"]'))).toMatch(/^1 of 2 shifts/);

    expect(text(rowOf('2'))).toContain('Overfilled');
    expect(text(rowOf('2'))).toContain('+2 extra on 1 shift');
    expect(text(rowOf('3'))).toContain('No demand');
    expect(text(rowOf('3'))).toContain('–');
  });

  it("shows today's totals in big numbers, apart from all followed", async () => {
    const { app } = await withEvents(['1', '2', '3']);
    renderWith(DashboardScreen, app);
    const today = await screen.findByTestId('today-totals');
    expect(text(today)).toContain('Filled 12 of 15');
    expect(figure('Open places')).toBe('3');
    // Event 2's two extra people are shown apart, not counted against event 1's three open places.
    expect(text(screen.getByTestId('all-totals'))).toContain('3 events listed: 16 of 19 filled (84%), 3 open places');
    expect(text(screen.getByTestId('all-totals'))).toContain('1 shift understaffed, +2 extra.');
  });

  it('a followed event never synced says so instead of showing zeros', async () => {
    const { app } = await withEvents(['1', '77']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('77')).not.toBeNull());
    expect(text(rowOf('77'))).toContain('Event 77');
    expect(text(rowOf('77'))).toContain('Not synced yet');
  });

  it('filters understaffed only, searches, and says what to do when nothing matches', async () => {
    const { app } = await withEvents(['1', '2', '3']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('3')).not.toBeNull());

    await fireEvent.click(screen.getByLabelText('Understaffed only'));
    await waitFor(() => expect(rowOf('2')).toBeNull());
    expect(rowOf('1')).not.toBeNull();

    await fireEvent.click(screen.getByLabelText('Understaffed only'));
    await fireEvent.input(screen.getByLabelText('Search events'), { target: { value: 'berkeley' } });
    await waitFor(() => expect(rowOf('1')).toBeNull());
    expect(rowOf('2')).not.toBeNull();

    await fireEvent.input(screen.getByLabelText('Search events'), { target: { value: 'nothing like it' } });
    await screen.findByText('No event matches');
    await fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(rowOf('1')).not.toBeNull());
  });

  it('a date range says To before From as soon as both read, an unread date once its field is left, to a screen reader too', async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    const { app } = await withEvents(['1', '2']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('2')).not.toBeNull());
    await fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'range' } });
    const [from, to] = [screen.getByLabelText('Desde'), screen.getByLabelText('Hasta')];
    const error = () => document.getElementById('dashboard-range-error');

    // Typed, not left: 24/11 then 22/11 is decided at the last keystroke.
    await fireEvent.input(from, { target: { value: '24/11/2026' } });
    await fireEvent.input(to, { target: { value: '22/11/2026' } });
    await waitFor(() => expect(error()?.textContent).toBe('La fecha «Hasta» es anterior a la fecha «Desde».'));
    expect(error()!.getAttribute('role')).toBe('alert');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBe('dashboard-range-error');
    expect(from.getAttribute('aria-invalid')).toBeNull();

    await fireEvent.input(from, { target: { value: '22/11/2026' } });
    await waitFor(() => expect(error()).toBeNull());
    expect(to.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(rowOf('1')).not.toBeNull());
    expect(rowOf('2')).toBeNull();

    // A date half typed is not judged; left as it is, it is.
    await fireEvent.input(from, { target: { value: '31/11' } });
    expect(error()).toBeNull();
    await fireEvent.change(from);
    await waitFor(() => expect(error()?.textContent).toBe('Desde: escriba la fecha como dd/mm/aaaa.'));
    expect(from.getAttribute('aria-invalid')).toBe('true');
    await fireEvent.input(from, { target: { value: '31/11/' } });
    await waitFor(() => expect(error()).toBeNull());
  });

  it('an empty date range names its days as the language reads them, not the menu\'s "Dates…"', async () => {
    /** The sentence under "No event in this period" once the range is typed. */
    async function emptyRange(language: 'en-US' | 'es-US', from: string, to: string): Promise<string> {
      setLanguageSource(() => resolveLanguage(language.startsWith('es') ? 'es' : 'en', [language]));
      const { app } = await withEvents(['1', '2']);
      const { unmount } = renderWith(DashboardScreen, app);
      await waitFor(() => expect(rowOf('2')).not.toBeNull());
      const [show, start, end] = language === 'en-US' ? ['Show', 'From', 'To'] : ['Mostrar', 'Desde', 'Hasta'];
      await fireEvent.change(screen.getByLabelText(show), { target: { value: 'range' } });
      await fireEvent.input(screen.getByLabelText(start), { target: { value: from } });
      await fireEvent.input(screen.getByLabelText(end), { target: { value: to } });
      await waitFor(() => expect(rowOf('2')).toBeNull());
      const words = text(document.querySelector('.empty .body'));
      unmount();
      return words;
    }

    // The two events followed run on 22 and 24 November 2026 (today is the 22nd).
    expect(await emptyRange('en-US', '12/03/2026', '12/09/2026')).toBe('December 3 – 9: none of the 2 followed events.');
    expect(await emptyRange('es-US', '03/12/2026', '09/12/2026')).toBe(
      '3–9 de diciembre: ninguno de los 2 eventos que sigue.',
    );
    expect(await emptyRange('es-US', '03/12/2026', '')).toBe('Desde el 3 de diciembre: ninguno de los 2 eventos que sigue.');
    expect(await emptyRange('en-US', '', '11/20/2026')).toBe('Until November 20: none of the 2 followed events.');
    // Another year is said; To before From lists nothing, and the sentence says why, not "9–3".
    expect(await emptyRange('es-US', '28/12/2026', '03/01/2027')).toBe(
      '28 de diciembre de 2026 – 3 de enero de 2027: ninguno de los 2 eventos que sigue.',
    );
    expect(await emptyRange('es-US', '09/12/2026', '03/12/2026')).toBe('No hay ningún día entre estas dos fechas.');
  });

  it('sorts by fill, lowest first', async () => {
    const { app } = await withEvents(['2', '3', '1']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('1')).not.toBeNull());
    await fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'fill' } });
    await waitFor(() => {
      const order = [...document.querySelectorAll('[data-event-id]')].map((el) => el.getAttribute('data-event-id'));
      expect(order).toEqual(['1', '2', '3']);
    });
  });

  it('exports what is shown as CSV through the save dialog and says where it went', async () => {
    const { app, bridge } = await withEvents(['1', '2']);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('1')).not.toBeNull());
    await fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(bridge.calls.saveCsv).toHaveBeenCalled());
    const { suggestedName, csv } = bridge.calls.saveCsv.mock.calls[0]![0] as { suggestedName: string; csv: string };
    expect(suggestedName).toBe('dashboard-2026-11-22.csv');
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv).toContain('Harvest Fair');
    await waitFor(() => expect(app.toasts.items[0]?.text).toBe('Saved 2 events to /tmp/export.csv'));
  });

  it('keeps a long list virtual: 300 events, a screenful of rows in the DOM', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => String(1000 + i));
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ids } }));
    await bridge.deliver(ids.map((id) => batch({ kind: 'event-shifts', eventId: id, shifts: [apiShift(`s${id}`)] })));
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('1000')).not.toBeNull());
    const list = screen.getByTestId('dashboard-list');
    const rows = within(list).getAllByRole('listitem', { hidden: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('300');
  });

  it('opens on today and upcoming: past events only behind "Past", latest first', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['old', 'older', 'now'] } }));
    await bridge.deliver([
      batch({
        kind: 'events',
        events: [apiEvent('old', 'Autumn Gala', '2026-11-20'), apiEvent('older', 'Summer Fair', '2026-11-01'), apiEvent('now', 'Harvest Fair')],
      }),
      batch({ kind: 'event-shifts', eventId: 'old', shifts: [apiShift('a', { start_time: '2026-11-20 18:00:00', end_time: '2026-11-20 23:00:00' })] }),
      batch({ kind: 'event-shifts', eventId: 'older', shifts: [apiShift('b', { start_time: '2026-11-01 18:00:00', end_time: '2026-11-01 23:00:00' })] }),
      batch({ kind: 'event-shifts', eventId: 'now', shifts: [apiShift('c')] }),
    ]);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(rowOf('now')).not.toBeNull());
    const listed = () => [...document.querySelectorAll<HTMLElement>('[data-event-id]')].map((r) => r.dataset['eventId']);
    expect(listed()).toEqual(['now']);

    await fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'past' } });
    await waitFor(() => expect(listed()).toEqual(['old', 'older']));
  });

  it('an ended event keeps what a supervisor reviews after the day: the places never filled and its short shifts', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['gala'] } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('gala', 'Autumn Gala', '2026-11-20')] }),
      batch({
        kind: 'event-shifts',
        eventId: 'gala',
        // 33 booked for 37 places: 4 never filled on 3 shifts; the overfilled one hides none of them.
        shifts: [
          apiShift('a', { quantity: 10, filled: 8, start_time: '2026-11-20 18:00:00', end_time: '2026-11-20 23:00:00' }),
          apiShift('b', { quantity: 10, filled: 9, start_time: '2026-11-20 18:00:00', end_time: '2026-11-20 23:00:00' }),
          apiShift('c', { quantity: 12, filled: 11, start_time: '2026-11-20 18:00:00', end_time: '2026-11-20 23:00:00' }),
          apiShift('d', { quantity: 5, filled: 7, start_time: '2026-11-20 18:00:00', end_time: '2026-11-20 23:00:00' }),
        ],
      }),
    ]);
    renderWith(DashboardScreen, app);
    await fireEvent.change(await screen.findByLabelText('Show'), { target: { value: 'past' } });
    await waitFor(() => expect(rowOf('gala')).not.toBeNull());
    expect(text(rowOf('gala'))).toContain('33 of 37 filled');
    expect(text(rowOf('gala')!.querySelector('[data-testid="event-final"]'))).toBe(
      'All 4 shifts ended · 4 places never filled · 3 short shifts',
    );
    // The line under the list sums the row as it shows it.
    expect(text(screen.getByTestId('all-totals'))).toMatch(/^1 event listed: 33 of 37 filled \(89%\), 4 open places, 3 shifts understaffed/);
  });

  it('the line under the list sums exactly the rows listed: shifts with no end time on a past day count nowhere when none is', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['old'] } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('old', 'Autumn Gala', '2026-11-20')] }),
      batch({
        kind: 'event-shifts',
        eventId: 'old',
        shifts: [
          apiShift('a', { quantity: 12, filled: 2, start_time: '2026-11-20 18:00:00', end_time: '' }),
          apiShift('b', { quantity: 10, filled: 1, start_time: '2026-11-20 18:00:00', end_time: '' }),
        ],
      }),
    ]);
    renderWith(DashboardScreen, app);
    await screen.findByTestId('all-totals');
    // "Today and upcoming" lists no event …
    await waitFor(() => expect(document.querySelectorAll('[data-event-id]')).toHaveLength(0));
    // … so the line counts none of its 19 open places.
    expect(text(screen.getByTestId('all-totals'))).toMatch(/^0 events listed: 0 of 0 filled .*, 0 open places, 0 shifts understaffed\.$/);
  });

  it('"Starting soon and short": short shifts within the look-ahead, soonest first, a digit jumps to the shift', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'], startingSoonHours: 3 } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night')] }),
      batch({
        kind: 'event-shifts',
        eventId: '1',
        shifts: [
          apiShift('late', { custom_name: 'Gate B', quantity: 4, filled: 1, start_time: '2026-11-22 12:30:00' }),
          apiShift('full', { custom_name: 'Bar', quantity: 4, filled: 4, start_time: '2026-11-22 11:00:00' }),
          apiShift('beyond', { custom_name: 'Night', quantity: 4, filled: 0, start_time: '2026-11-22 13:30:00' }),
        ],
      }),
      batch({
        kind: 'event-shifts',
        eventId: '2',
        shifts: [apiShift('soon', { custom_name: 'Stage crew', quantity: 6, filled: 4, start_time: '2026-11-22 10:30:00' })],
      }),
    ]);
    renderWith(DashboardScreen, app);
    // A chip says how many; the shifts open in the panel beside the events.
    const chip = await screen.findByTestId('soon-chip');
    await waitFor(() => expect(text(chip)).toContain('2 short within 3'));
    expect(screen.queryByTestId('starting-soon')).toBeNull();
    await fireEvent.click(chip);
    expect(chip.getAttribute('aria-expanded')).toBe('true');
    const strip = await screen.findByTestId('starting-soon');
    await waitFor(() => expect(strip.querySelectorAll('[data-shift-id]')).toHaveLength(2));
    expect(text(strip)).toContain('next 3 hours');
    const entries = [...strip.querySelectorAll<HTMLElement>('[data-shift-id]')].map(text);
    expect(entries[0]).toMatch(/^1 .*Stage crew Jazz Night 2 open$/);
    expect(entries[1]).toMatch(/^2 .*Gate B Harvest Fair 3 open$/);

    await fireEvent.keyDown(document.body, { key: '2' });
    expect(app.nav.route).toEqual({ name: 'event', eventId: '1', shiftId: 'late' });
  });

  it('keys 1–9 jump to the Nth shift short soon with the panel closed, a folded one too; never while typing', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'], startingSoonHours: 3 } }));
    // Seven short shifts, soonest first s1 … s7: the panel would show three and "4 more".
    const starts = ['10:05', '10:10', '10:15', '10:20', '10:25', '10:30', '10:35'];
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair')] }),
      batch({
        kind: 'event-shifts',
        eventId: '1',
        shifts: starts.map((at, i) =>
          apiShift(`s${i + 1}`, { custom_name: `Gate ${i + 1}`, quantity: 4, filled: 1, start_time: `2026-11-22 ${at}:00` }),
        ),
      }),
    ]);
    renderWith(DashboardScreen, app);
    const chip = await screen.findByTestId('soon-chip');
    await waitFor(() => expect(text(chip)).toContain('7 short within 3'));
    expect(chip.getAttribute('aria-expanded')).toBe('false');

    // Typed into the search, a digit is a digit.
    const search = screen.getByRole('searchbox');
    await fireEvent.keyDown(search, { key: '1' });
    expect(app.nav.route.name).toBe('dashboard');
    // Beyond the list, nothing.
    await fireEvent.keyDown(document.body, { key: '8' });
    expect(app.nav.route.name).toBe('dashboard');
    // The panel closed: 5 opens the fifth, which the panel would fold under "4 more"; the event
    // opens on it (the event screen scrolls a linked shift into view and marks it).
    await fireEvent.keyDown(document.body, { key: '5' });
    expect(app.nav.route).toEqual({ name: 'event', eventId: '1', shiftId: 's5' });
  });
});
