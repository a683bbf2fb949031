import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventScreen from '../../../../../renderer/src/features/event/EventScreen.svelte';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { batch, failReads, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T10:00:00');

const shiftRow = (id: string) => document.querySelector<HTMLElement>(`[data-shift-id="${id}"]`);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function withEvent() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
  await bridge.deliver([
    batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair')] }),
    batch({
      kind: 'event-shifts',
      eventId: '1',
      shifts: [
        apiShift('day', {
          custom_name: 'Gate A',
          quantity: 10,
          filled: 6,
          alternate_quantity: 2,
          alternate_filled: 1,
          skillsets: [
            { id: 1, name: 'Security' },
            { id: 2, name: 'Ticketing' },
          ],
          comments: 'Bring a torch',
          start_time: '2026-11-22 08:00:00',
          end_time: '2026-11-22 16:00:00',
        }),
        apiShift('night', {
          custom_name: 'Night watch',
          quantity: 2,
          filled: 2,
          start_time: '2026-11-22 22:00:00',
          end_time: '2026-11-23 06:00:00',
        }),
        apiShift('none', { custom_name: 'Standby', quantity: 0, filled: 0, start_time: '2026-11-22 12:00:00' }),
      ],
    }),
    batch({
      kind: 'event-admins',
      eventId: '1',
      admins: [
        { id: 2, name: 'Zoe Park', email: 'zoe@example.com' },
        { id: 1, name: 'Ana Lee', email: 'ana@example.com' },
      ],
    }),
  ]);
  return { app, bridge };
}

describe('EventScreen', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('data: every shift with time, overnight marked, skillsets, counts, gap and comments', async () => {
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('day')).not.toBeNull());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harvest Fair');
    const day = text(shiftRow('day'));
    expect(day).toContain('8:00 AM – 4:00 PM');
    expect(day).toContain('Gate A');
    expect(day).toContain('Security, Ticketing');
    expect(day).toContain('“Bring a torch”');
    expect(day).toMatch(/Needed ?10 Filled ?6 Gap ?4 Alternates ?1\/2/);
    expect(day).toContain('Short');
    expect(day).toContain('60%');

    const night = text(shiftRow('night'));
    expect(night).toContain('10:00 PM – 6:00 AM');
    // The day short, so it is never cut; whole on hover.
    expect(night).toMatch(/Sun 22.*Overnight, to\s*Mon 23/);
    expect(shiftRow('night')!.querySelector('.sub[title]')!.getAttribute('title')).toBe(
      'Sun 22 Overnight,\u00a0to Mon 23 · Sun, Nov 22 · Overnight, ends Mon, Nov 23',
    );
    expect(night).toContain('Full');
    expect(text(shiftRow('none'))).toContain('No demand');
    const asOf = screen.getByTestId('event-as-of');
    expect(asOf.textContent).toContain('Shifts as of');
    // A small window draws the moment alone; its age is on hover (it wrapped the line at 1024 px).
    expect(asOf.querySelector('.short')!.textContent).not.toContain('(');
    expect(asOf.title).toBe(asOf.querySelector('.long')!.textContent);
    expect(asOf.title).toMatch(/^Shifts as of .+ \(.+\)$/);
  });

  it('speaks Spanish: its words, counts by the plural rules, times as Spain reads them; names as the server wrote them', async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('night')).not.toBeNull());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Harvest Fair');
    expect(screen.getByRole('button', { name: /Volver/ })).toBeTruthy();
    expect(screen.getByLabelText('Ordenar por')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mayor falta' })).toBeTruthy();
    expect(screen.getByLabelText('Solo incompletos')).toBeTruthy();
    expect(screen.getByLabelText('Compacto')).toBeTruthy();
    expect(text(screen.getByTestId('event-understaffed'))).toBe('1 de 3 turnos con faltas');
    expect(document.querySelector('.sub-line')!.textContent).toContain('3 de 3 turnos mostrados');

    const day = text(shiftRow('day'));
    expect(day).toContain('08:00 – 16:00');
    expect(day).toMatch(/Plazas ?10 Cubiertas ?6 Faltan ?4 Suplentes ?1\/2/);
    const night = text(shiftRow('night'));
    expect(night).toMatch(/dom 22.*Nocturno, al\s*lun 23/);
    expect(text(shiftRow('none'))).toContain('Sin demanda');

    const toggle = shiftRow('night')!.querySelector<HTMLButtonElement>('button.name')!;
    await fireEvent.click(toggle);
    const all = text(document.getElementById(toggle.getAttribute('aria-controls')!));
    expect(all).toContain('Turno Night watch (ID night)');
    expect(all).toContain('Nocturno');
    expect(all).toContain('Instrucciones Sin indicar');
    expect(all).toContain('Personal 2 de 2 cubiertas');
    expect(all).toContain('Suplentes 0 de 0 reservados');

    await fireEvent.click(screen.getByRole('button', { name: 'Detalles' }));
    expect(await screen.findByRole('heading', { name: 'Administradores del evento' })).toBeTruthy();

    // No English word of the room is left on the screen (the server's names aside).
    const words = (document.querySelector('section.screen')!.textContent ?? '').replace(
      /Harvest Fair|Gate A|Night watch|Standby|Security|Ticketing|Bring a torch/g,
      '',
    );
    expect(words).not.toMatch(/\b(Needed|Filled|Gap|Alternates|Overnight|shifts?|Search|Sort|Compact|Details|admins|of|None)\b/);
  });

  it('lists the admins by name, in the panel "Details" opens beside the shifts, and opens their mail through main', async () => {
    const { app, bridge } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    // No changes to see: the panel waits closed, the shifts have the screen.
    const details = await screen.findByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Event admins' })).toBeNull();
    await fireEvent.click(details);
    const link = await screen.findByRole('link', { name: /ana@example\.com/ });
    expect(link.getAttribute('href')).toBe('mailto:ana@example.com');
    const names = [...document.querySelectorAll('.admins .name')].map((n) => n.textContent);
    expect(names).toEqual(['Ana Lee', 'Zoe Park']);
    await fireEvent.click(link);
    expect(bridge.calls.openExternal).toHaveBeenCalledWith({ url: 'mailto:ana@example.com' });
  });

  it("copies an admin's address", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    await fireEvent.click(await screen.findByRole('button', { name: "Copy Ana Lee's e-mail address" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('ana@example.com'));
  });

  it('a shift opens (its name is the button) to show everything in full, nothing only on hover', async () => {
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('night')).not.toBeNull());
    // Skills and comments end in an ellipsis on the row, whole on hover: the opened row has them all.
    const hovers = [...document.querySelectorAll('[data-shift-id="day"] [title]')].map((el) =>
      el.getAttribute('title'),
    );
    expect(hovers).toEqual(['Sun, Nov 22', 'Gate A', 'Security, Ticketing · “Bring a torch”']);

    // virtua keeps rows hidden until it has measured them, which jsdom never does: query the DOM.
    const nameButton = (id: string) => shiftRow(id)!.querySelector<HTMLButtonElement>('button.name')!;
    const toggle = nameButton('night');
    expect(text(toggle)).toBe('▸ Night watch');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!);
    const all = text(details);
    expect(all).toContain('Night watch (id night)');
    expect(all).toMatch(/Sun, Nov 22, 10:00 PM – Mon, Nov 23, 6:00 AM · 8 h ☾ Overnight/);
    expect(all).toContain('Skillsets');
    expect(all).toContain('Instructions None given');
    expect(all).toContain('Alternates 0 of 0 booked');

    await fireEvent.click(nameButton('day'));
    const day = text(document.getElementById(nameButton('day').getAttribute('aria-controls')!));
    expect(day).toContain('Skillsets Security, Ticketing');
    expect(day).toContain('Instructions Bring a torch');
    expect(day).toContain('6 of 10 filled, 4 open');
    expect(day).toContain('Alternates 1 of 2 booked');

    await fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(text(shiftRow('night'))).not.toContain('Instructions');
  });

  it('the list is one tab stop whose rows are reached with the arrow keys', async () => {
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('none')).not.toBeNull());
    const names = [...document.querySelectorAll<HTMLElement>('[data-shift-id] button.name')];
    expect(names.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });

  it('compact rows: a toggle saved as a setting, one line per shift', async () => {
    const { app, bridge } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('day')).not.toBeNull());
    expect(shiftRow('day')!.classList.contains('compact')).toBe(false);
    await fireEvent.click(screen.getByLabelText('Compact'));
    await waitFor(() => expect(bridge.calls.updateSettings).toHaveBeenCalledWith({ shiftDensity: 'compact' }));
    await waitFor(() => expect(shiftRow('day')!.classList.contains('compact')).toBe(true));
    expect(text(shiftRow('day'))).toMatch(/8:00 AM – 4:00 PM.*Gate A.*Needed ?10 Filled ?6 Gap ?4/);
    expect((screen.getByLabelText('Compact') as HTMLInputElement).checked).toBe(true);
  });

  it('sorts by gap and filters understaffed shifts', async () => {
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('day')).not.toBeNull());
    await fireEvent.click(screen.getByLabelText('Understaffed only'));
    await waitFor(() => expect(shiftRow('night')).toBeNull());
    expect(shiftRow('day')).not.toBeNull();
    expect(shiftRow('none')).toBeNull();

    await fireEvent.click(screen.getByLabelText('Understaffed only'));
    await fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'gap' } });
    await waitFor(() =>
      expect([...document.querySelectorAll('[data-shift-id]')].map((e) => e.getAttribute('data-shift-id'))[0]).toBe(
        'day',
      ),
    );
  });

  it("exports the event's shifts as CSV", async () => {
    const { app, bridge } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(shiftRow('day')).not.toBeNull());
    await fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(bridge.calls.saveCsv).toHaveBeenCalled());
    const { suggestedName, csv } = bridge.calls.saveCsv.mock.calls[0]![0] as { suggestedName: string; csv: string };
    expect(suggestedName).toBe('Harvest-Fair-2026-11-22-shifts.csv');
    expect(csv).toContain('night,Night watch,2026-11-22 22:00:00,2026-11-23 06:00:00,yes');
  });

  it('empty: an event whose shifts were never synced says when they come', async () => {
    const { app } = await startApp(fakeBridge({ settings: { followedEventIds: ['5'] } }));
    renderWith(EventScreen, app, { eventId: '5' });
    await screen.findByText('No shifts stored for this event yet');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Event 5');
  });


  it('an event the server lists with no shifts still opens its details: the admins are one press away', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['7'] } }));
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('7', 'Board Dinner')] }),
      batch({ kind: 'event-shifts', eventId: '7', shifts: [] }),
      batch({ kind: 'event-admins', eventId: '7', admins: [{ id: 3, name: 'Ivy Cole', email: 'ivy@example.com' }] }),
    ]);
    renderWith(EventScreen, app, { eventId: '7' });
    await screen.findByText('This event has no shifts');
    // Nothing to search or sort, so no such controls; the details are still there.
    expect(screen.queryByRole('searchbox')).toBeNull();
    await fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('heading', { name: 'Event admins' })).toBeTruthy();
    expect(screen.getByText('Ivy Cole')).toBeTruthy();
  });
  it('error: an unreadable database says so', async () => {
    const { app } = await startApp();
    failReads(app.connection.db!);
    renderWith(EventScreen, app, { eventId: '1' });
    await screen.findByText('The stored data could not be read');
  });

  it('a 404 from the server keeps the shifts and says the event is gone', async () => {
    const { app, bridge } = await withEvent();
    await bridge.deliver([batch({ kind: 'not-found', set: { type: 'event', id: '1' } })]);
    renderWith(EventScreen, app, { eventId: '1' });
    await screen.findByText(/The server no longer knows this event/);
    expect(shiftRow('day')).not.toBeNull();
  });

  it('Back returns to where the supervisor came from', async () => {
    const { app } = await withEvent();
    app.nav.go({ name: 'crew' });
    app.nav.go({ name: 'event', eventId: '1' });
    renderWith(EventScreen, app, { eventId: '1' });
    await fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(app.nav.route).toEqual({ name: 'crew' });
  });

  it('a jump from "Starting soon" marks the shift it came for', async () => {
    const { app } = await withEvent();
    renderWith(EventScreen, app, { eventId: '1', shiftId: 'night' });
    await waitFor(() => expect(shiftRow('night')).not.toBeNull());
    const marked = document.querySelectorAll('[data-target]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.querySelector('[data-shift-id="night"]')).not.toBeNull();
  });
});
