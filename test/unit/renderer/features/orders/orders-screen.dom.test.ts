import '../../support/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../../../../../renderer/src/App.svelte';
import OrdersScreen from '../../../../../renderer/src/features/orders/OrdersScreen.svelte';
import { renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';
import type { OutboxItem } from '../../../../../renderer/src/shared/db/rows';
import { editRow } from '../../shared/outbox/helpers';
import { attachOutbox, crewWithCatalogue, storedOrder } from '../../support/orders';
import { formatDayMoment, formatMoment, resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { WorkforceClient } from '../../../../../main/core/api/client';
import { OutboxGateway } from '../../../../../main/core/outbox-gateway';
import { errorFromResponse, type ApiError } from '../../../../../main/core/api/errors';
import { networkError } from '../../../../../main/core/api/transport';

/** The server's zone-less stamp ("2026-11-22 13:05:00") that reads as `iso` on this computer's clock. */
const wall = (iso: string) => {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

const orderRow = (id: string) => document.querySelector<HTMLElement>(`[data-order-id="${id}"]`);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
// virtua keeps rows visibility:hidden until measured, so buttons in rows are found by text.
const rowButton = (id: string, label: string) =>
  [...(orderRow(id)?.querySelectorAll('button') ?? [])].find((b) => text(b) === label) as HTMLButtonElement | undefined;

const EVERY_STATE = [
  storedOrder('q', 'queued', {
    createdAt: '2026-11-22T13:05:00.000Z',
    attempts: 1,
    // Tried again three minutes later: said; a try in the minute it was made is not.
    lastAttemptAt: '2026-11-22T13:08:01.000Z',
    errorMessage: 'Offline: the order was not sent.',
  }),
  storedOrder('u', 'unknown', {
    createdAt: '2026-11-22T13:04:00.000Z',
    attempts: 1,
    errorMessage: 'The connection was reset.',
  }),
  storedOrder('r', 'rejected', {
    createdAt: '2026-11-22T13:03:00.000Z',
    attempts: 1,
    errorCode: 'WRK-900',
    errorMessage: 'Orderable 99 is not in the catalogue.',
  }),
  storedOrder('d', 'delivered', {
    createdAt: '2026-11-22T13:02:00.000Z',
    attempts: 1,
    serverOrderId: '9001',
    serverStatus: '1',
  }),
  storedOrder('x', 'delivered', {
    createdAt: '2026-11-22T13:01:00.000Z',
    workerId: '2',
    cost: '',
    serverOrderId: '9002',
    serverStatus: '7',
  }),
];

async function withOrders(orders: OutboxItem[] = EVERY_STATE, answer?: Parameters<typeof attachOutbox>[1]) {
  const { app, alerts, bridge } = await startApp(fakeBridge());
  await crewWithCatalogue(bridge);
  await app.connection.db!.outbox.bulkPut(orders);
  const attached = attachOutbox(app, answer);
  return { app, alerts, bridge, ...attached };
}

describe('OrdersScreen', () => {
  it('empty: says there are no orders and where to place one', async () => {
    const { app } = await startApp();
    attachOutbox(app);
    renderWith(OrdersScreen, app);
    await screen.findByText('No orders yet');
    await fireEvent.click(screen.getByRole('button', { name: 'Go to Crew' }));
    expect(app.nav.route).toEqual({ name: 'crew' });
  });

  it('every order newest first, with its state in words, worker, item, cost, attempts and server answer', async () => {
    const { app } = await withOrders();
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('x')).not.toBeNull());
    const ids = [...document.querySelectorAll('[data-order-id]')].map((e) => e.getAttribute('data-order-id'));
    expect(ids).toEqual(['q', 'u', 'r', 'd', 'x']);
    expect(text(orderRow('q'))).toMatch(
      /^… Queued Event staff jacket for Ana Lee · cost 42.50 Progress: Queued\. ✓ Queued ?→ ○ Placed ?→ ○ Approved ?→ ○ Completed .*Created .* Last attempt .* 1 attempt/,
    );
    expect(text(orderRow('q'))).toContain('Last try: Offline: the order was not sent.');
    expect(text(orderRow('u'))).toContain('? Not sure it arrived');
    expect(text(orderRow('u'))).toContain('The connection was reset.');
    expect(text(orderRow('r'))).toContain('✕ Rejected');
    expect(text(orderRow('r'))).toContain('Orderable 99 is not in the catalogue. (WRK-900)');
    // The server said "approved" when it took it: the path says so too.
    expect(text(orderRow('d'))).toContain('✓ Approved');
    // The office's number to quote on the phone; its status is the row's own words, never "· approved".
    expect(text(orderRow('d'))).toContain('Order 9001 at the office');
    expect(text(orderRow('d'))).not.toMatch(/approved|pending/);
    expect(orderRow('d')!.querySelector('[data-testid="order-path"]')!.getAttribute('data-reached')).toBe('approved');
    // Off the path: no path line for a rejected or unsure order.
    expect(orderRow('r')!.querySelector('[data-testid="order-path"]')).toBeNull();
    expect(orderRow('u')!.querySelector('[data-testid="order-path"]')).toBeNull();
    expect(text(orderRow('x'))).toContain('for Zoe Park · no cost');
    expect(text(orderRow('x'))).toContain('Order 9002 at the office');
    // The path says the same in the same words, never "status 7".
    expect(text(orderRow('x'))).toContain('Progress: Placed (Status not named by the service)');
    expect(screen.getByText(/5 orders, 2 need attention, 1 waiting to be sent/)).toBeTruthy();
  });

  it("a placed order's path opens to the office's message and times; offline it says how old it is", async () => {
    const officeAt = '2026-11-22T13:05:00.000Z';
    const progress = {
      office: {
        status: '1',
        changedAt: wall(officeAt),
        message: 'Pick up at trailer 3',
        cost: '42.50',
        deductionTypeId: '2',
      },
      asOf: '2026-11-22T13:10:00.000Z',
      since: '2026-11-22T13:10:00.000Z',
      unavailable: undefined,
    };
    const { app, bridge } = await withOrders([
      storedOrder('p', 'delivered', { serverOrderId: '9001', serverStatus: '0', progress }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('p')).not.toBeNull());
    const path = orderRow('p')!.querySelector('details')!;
    expect(path.open).toBe(false);
    expect(text(path.querySelector('summary'))).toMatch(
      /^Progress: Approved\. ✓ Queued ?→ ✓ Placed ?→ ✓ Approved ?→ ○ Completed · “Pick up at trailer 3”$/,
    );
    // The office's time on this computer's clock, with its day; the server's clock agrees, so goes unnamed.
    expect(text(path.querySelector('dl'))).toMatch(
      new RegExp(`Office wrote Pick up at trailer 3 .*Approved at the office ${formatDayMoment(officeAt, new Date())}`),
    );
    expect(text(path.querySelector('dl'))).not.toMatch(/server's clock|2026-11-22/);
    expect(text(orderRow('p'))).toContain('✓ Approved');

    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T13:20:00.000Z' });
    await waitFor(() => expect(text(path.querySelector('summary'))).toMatch(/· as of .*· “Pick up at trailer 3”/));
  });

  const approvedAt = (
    changedAt: string,
    message = 'Pick it up at the supply trailer behind the main stage, gate C',
  ) => ({
    office: { status: '2', changedAt, message, cost: '42.50', deductionTypeId: '' },
    asOf: '2026-11-22T16:40:00.000Z',
    since: '2026-11-22T16:37:30.000Z',
    unavailable: undefined,
  });

  it('the row opens on a click anywhere in it and on Enter, not only on its "Progress" line', async () => {
    const { app } = await withOrders([
      storedOrder('p', 'delivered', {
        createdAt: '2026-11-22T16:00:00.000Z',
        serverOrderId: '9001',
        progress: approvedAt(wall('2026-11-22T16:36:55.000Z')),
      }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('p')).not.toBeNull());
    const row = orderRow('p')!;
    const details = row.querySelector('details')!;
    expect(details.open).toBe(false);
    await fireEvent.click(row.querySelector('.what')!);
    expect(details.open).toBe(true);
    await fireEvent.click(row.querySelector('.state')!);
    expect(details.open).toBe(false);
    await fireEvent.keyDown(row, { key: 'Enter' });
    expect(details.open).toBe(true);
    await fireEvent.keyDown(row, { key: 'Enter' });
    expect(details.open).toBe(false);
  });

  it("the office's message is whole: an ellipsis with the whole text on hover when closed, all of it when opened", async () => {
    const message = 'Pick it up at the supply trailer behind the main stage, gate C, before the 6 PM briefing';
    const { app } = await withOrders([
      storedOrder('p', 'delivered', {
        createdAt: '2026-11-22T16:00:00.000Z',
        serverOrderId: '9001',
        progress: approvedAt(wall('2026-11-22T16:36:55.000Z'), message),
      }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('p')).not.toBeNull());
    const row = orderRow('p')!;
    expect(row.querySelector('summary .message')!.getAttribute('title')).toBe(message);
    await fireEvent.click(row.querySelector('.what')!);
    expect(text(row.querySelector('[data-testid="office-message"]'))).toBe(message);
    // Opened, the message is not said twice.
    expect(row.querySelector('summary .message')).toBeNull();
  });

  it("every time has its day; the server's clock is named only when it is off from ours", async () => {
    const { app } = await withOrders([
      // Completed at 4:36:55 PM on the office's clock, read here at 4:37:30: the clocks agree.
      storedOrder('same', 'delivered', {
        createdAt: '2026-11-22T16:00:00.000Z',
        serverOrderId: '9001',
        progress: approvedAt(wall('2026-11-22T16:36:55.000Z')),
      }),
      // A server writing UTC eight hours ahead of this computer: its stamp falls after the moment it was read.
      storedOrder('ahead', 'delivered', {
        createdAt: '2026-11-22T15:59:00.000Z',
        serverOrderId: '9002',
        progress: approvedAt(wall('2026-11-23T00:36:55.000Z')),
      }),
      // A server behind ours: its change falls before the order was made here.
      storedOrder('behind', 'delivered', {
        createdAt: '2026-11-22T15:58:00.000Z',
        serverOrderId: '9003',
        progress: approvedAt(wall('2026-11-22T15:18:00.000Z')),
      }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('behind')).not.toBeNull());
    const officeTime = (id: string) => text(orderRow(id)!.querySelector('[data-testid="office-time"]'));
    expect(officeTime('same')).toBe(formatDayMoment('2026-11-22T16:36:55.000Z', new Date()));
    expect(officeTime('same')).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b.* \d+:\d{2} [AP]M$/);
    expect(officeTime('ahead')).toBe(
      `${formatDayMoment('2026-11-23T00:36:55.000Z', new Date())} by the server's clock, which is about 8 hours ahead of this computer's`,
    );
    expect(officeTime('behind')).toBe(
      `${formatDayMoment('2026-11-22T15:18:00.000Z', new Date())} by the server's clock, which is about 40 minutes behind this computer's`,
    );
    // The row's own times carry their day too, never a bare clock or a server stamp.
    expect(text(orderRow('same'))).toContain(`Created ${formatDayMoment('2026-11-22T16:00:00.000Z', new Date())}`);
    expect(text(orderRow('same'))).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('why progress cannot be read is said once for the list, never as an error per order', async () => {
    const gone = {
      office: undefined,
      asOf: '2026-11-22T13:10:00.000Z',
      since: '',
      unavailable: 'order-not-found' as const,
    };
    const { app } = await withOrders([
      storedOrder('a', 'delivered', { serverOrderId: '9001', serverStatus: '0', progress: gone }),
      storedOrder('b', 'delivered', { serverOrderId: '9002', serverStatus: '0', progress: gone }),
    ]);
    renderWith(OrdersScreen, app);
    await screen.findByText('The server no longer knows 2 placed orders: their progress is not read any more.');
    expect(text(orderRow('a'))).toContain('✓ Placed');
    expect(orderRow('a')!.querySelector('.problem')).toBeNull();
  });

  it('an alert about an order opens its row', async () => {
    const { app } = await withOrders();
    renderWith(OrdersScreen, app, { reveal: 'd' });
    await waitFor(() => expect(orderRow('d')).not.toBeNull());
    expect(orderRow('d')!.querySelector('details')!.open).toBe(true);
    expect(orderRow('x')!.querySelector('details')!.open).toBe(false);
  });

  it('an order placed from a catalogue with a currency shows its cost in that currency', async () => {
    const { app } = await withOrders([storedOrder('e', 'queued', { currency: 'EUR' })]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('e')).not.toBeNull());
    expect(text(orderRow('e'))).toContain('Event staff jacket for Ana Lee · €42.50');
  });

  it('a network code stays out of the words, behind a "Details" disclosure', async () => {
    const { app } = await withOrders([
      storedOrder('n', 'unknown', {
        attempts: 1,
        errorCode: 'UND_ERR_SOCKET',
        errorMessage: 'The connection was lost before the server answered: the connection was cut.',
      }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('n')).not.toBeNull());
    const problem = orderRow('n')!.querySelector('.problem')!;
    expect(problem.textContent).toContain('the connection was cut.');
    expect(problem.textContent).not.toContain('UND_ERR');
    const details = orderRow('n')!.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Details');
    expect(details.textContent).toContain('UND_ERR_SOCKET');
  });

  it('each state offers only its actions', async () => {
    const { app } = await withOrders();
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('x')).not.toBeNull());
    const labels = (id: string) => [...orderRow(id)!.querySelectorAll('button')].map(text);
    expect(labels('q')).toEqual(['Discard…']);
    expect(labels('u')).toEqual(['Mark as placed', 'Send again…']);
    expect(labels('r')).toEqual(['Send again']);
    expect(labels('d')).toEqual([]);
  });

  it('discarding a queued order asks first; "Keep it" keeps it', async () => {
    const { app } = await withOrders();
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('q')).not.toBeNull());
    await fireEvent.click(rowButton('q', 'Discard…')!);
    let dialog = screen.getByRole('dialog', { name: 'Discard this order?' });
    expect(dialog.textContent).toContain('cannot be undone');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await app.connection.db!.outbox.get('q')).toBeDefined();

    await fireEvent.click(rowButton('q', 'Discard…')!);
    dialog = screen.getByRole('dialog', { name: 'Discard this order?' });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Discard order' }));
    await waitFor(() => expect(orderRow('q')).toBeNull());
    expect(await app.connection.db!.outbox.get('q')).toBeUndefined();
  });

  it('"Send again" on an unknown order warns of a duplicate and points to the office dashboard', async () => {
    const { app, submit, outbox } = await withOrders([EVERY_STATE[1]!], () => ({
      ok: true,
      value: { outcome: 'delivered', order: { id: '9100', status: '0' } },
    }));
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('u')).not.toBeNull());
    await fireEvent.click(rowButton('u', 'Send again…')!);
    const dialog = screen.getByRole('dialog', { name: 'Send this order again?' });
    expect(within(dialog).getByRole('alert').textContent).toContain('This may create a duplicate order.');
    expect(dialog.textContent).toContain('check the office dashboard');
    expect(submit).not.toHaveBeenCalled();
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Send again anyway' }));
    await waitFor(() => expect(text(orderRow('u'))).toContain('Order 9100 at the office'));
    await outbox.idle();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(text(orderRow('u'))).toContain('Sent again 1×');
  });

  it('"Mark as placed" on an unknown order sends nothing and shows it placed', async () => {
    const { app, submit } = await withOrders([EVERY_STATE[1]!]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('u')).not.toBeNull());
    await fireEvent.click(rowButton('u', 'Mark as placed')!);
    await waitFor(() => expect(orderRow('u')!.dataset['state']).toBe('delivered'));
    expect(text(orderRow('u'))).toContain('Marked placed by you');
    expect(submit).not.toHaveBeenCalled();
  });

  it('"Send again" on a rejected order queues it without a warning', async () => {
    const { app, submit, outbox } = await withOrders([EVERY_STATE[2]!]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('r')).not.toBeNull());
    await fireEvent.click(rowButton('r', 'Send again')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(orderRow('r')!.dataset['state']).toBe('queued'));
    await outbox.idle();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('paused: says so and why, keeps the orders, and "Send now" waits for a new key', async () => {
    const { app, bridge, outbox } = await withOrders([EVERY_STATE[0]!], () => ({
      ok: true,
      value: { outcome: 'paused', reason: { code: 'api', kind: 'auth', apiCode: 'ATH-100' } },
    }));
    bridge.emit('connection:changed', { ...bridge.status, state: 'needs-key' });
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    const status = await screen.findByTestId('outbox-status');
    await waitFor(() =>
      expect(text(status)).toContain('Sending is paused. The API key was rejected as missing or invalid.'),
    );
    expect(text(status)).toContain('Every order is kept');
    await fireEvent.click(within(status).getByRole('button', { name: 'Enter the key' }));
    expect(app.nav.route).toEqual({ name: 'connect' });
    await waitFor(() => expect(orderRow('q')!.dataset['state']).toBe('queued'));
  });

  it('offline: queued orders wait for the connection; "Send now" says they go when back online instead of failing', async () => {
    const { app, bridge, submit, outbox } = await withOrders([EVERY_STATE[0]!]);
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:00:00.000Z' });
    renderWith(OrdersScreen, app);
    const status = await screen.findByTestId('outbox-status');
    await waitFor(() => expect(text(status)).toContain('Offline: 1 queued order is sent when back online.'));
    await fireEvent.click(within(status).getByRole('button', { name: 'Send now (1)' }));
    expect(app.toasts.items.map((t) => [t.text, t.tone])).toEqual([
      ['Offline: the queued orders will be sent when back online, by themselves.', 'info'],
    ]);
    await outbox.idle();
    expect(submit).not.toHaveBeenCalled();
    expect(orderRow('q')!.dataset['state']).toBe('queued');

    bridge.emit('connectivity:changed', { state: 'online', since: '2026-11-22T14:05:00.000Z' });
    await fireEvent.click(within(status).getByRole('button', { name: 'Send now (1)' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await outbox.idle();
  });

  it('the server asked to wait: tells when the next automatic try is', async () => {
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const { app, outbox } = await withOrders([EVERY_STATE[0]!], () => ({
      ok: true,
      value: { outcome: 'retry-later', retryAt: later, reason: { code: 'later' } },
    }));
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    const status = await screen.findByTestId('outbox-status');
    await waitFor(() => expect(text(status)).toMatch(/The server asked to wait: next automatic try \S+/));
  });
});

describe('Orders badge', () => {
  it('the nav and the status bar: rejected and not-sure orders need attention, queued ones wait apart', async () => {
    const { app, alerts } = await withOrders();
    render(App, { props: { app, alerts } });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('button', { name: /^Orders\s*,\s*2\s*need attention, 1 waiting to be sent$/ }),
      ).toBeTruthy(),
    );
    const badge = screen.getByTestId('orders-badge');
    // The bar holds a long and a short form (CSS shows one by its width): the long one says it all.
    await waitFor(() =>
      expect(text(badge.querySelector('.long') ?? badge)).toContain('2 orders need attention, 1 waiting'),
    );
    await fireEvent.click(within(badge).getByRole('button'));
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
  });

  it('queued orders alone need no attention: they are counted as waiting', async () => {
    const { app, alerts } = await withOrders([EVERY_STATE[0]!, storedOrder('q2', 'queued')]);
    render(App, { props: { app, alerts } });
    const badge = screen.getByTestId('orders-badge');
    await waitFor(() => expect(text(badge)).toContain('2 orders waiting to be sent'));
    // One badge on the nav item, the plain count, its words in the item's name.
    expect(text(screen.getByTestId('nav-orders-badge'))).toBe('2');
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
        name: /^Orders\s*,\s*2\s*waiting to be sent$/,
      }),
    ).toBeTruthy();
  });
});

describe('OrdersScreen with requirement changes', () => {
  it('lists them in their own words: which requirement, the change, confirmed or refused, and "Change it again"', async () => {
    const { app } = await withOrders([
      editRow('eq', 'queued', { createdAt: '2026-11-22T13:03:00.000Z', replaced: 1, change: { notes: 'Card' } }),
      editRow('er', 'rejected', {
        createdAt: '2026-11-22T13:02:00.000Z',
        errorCode: 'TPL-200',
        errorMessage: 'Not found.',
      }),
      editRow('ed', 'delivered', { createdAt: '2026-11-22T13:01:00.000Z', attempts: 2, autoResends: 1 }),
    ]);
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('ed')).not.toBeNull());
    expect(text(orderRow('eq'))).toMatch(/^… Queued Requirement 105 of template 2: notes → “Card” Compliance change/);
    expect(text(orderRow('eq'))).toContain('Includes 1 later change');
    expect(rowButton('eq', 'Discard…')).toBeDefined();
    expect(text(orderRow('er'))).toContain('Not found. (TPL-200)');
    expect(rowButton('er', 'Send again')).toBeUndefined();
    expect(text(orderRow('ed'))).toContain('✓ Confirmed');
    expect(text(orderRow('ed'))).toContain('Sent again by itself 1×');
    expect(screen.getByText(/^0 orders, 3 compliance changes, 1 needs attention, 1 waiting to be sent$/)).toBeTruthy();
    await fireEvent.click(rowButton('er', 'Change it again')!);
    expect(app.nav.route).toEqual({ name: 'compliance', templateId: '2', requirementId: '105' });
  });
});

describe('OrdersScreen in Spanish', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it("says in Spanish why an order waits, from main's own answer; a row stored as words keeps them", async () => {
    // What main answers while offline, as its gateway gives it.
    const gateway = new OutboxGateway({ client: () => ({}) as WorkforceClient, isOnline: () => false });
    const offline = await gateway.submit({ localId: 'q', workerId: '1', orderableId: '5', personnelId: 'P1' });
    const { app, outbox } = await withOrders(
      [
        storedOrder('q', 'queued', { createdAt: '2026-11-22T13:05:00.000Z' }),
        storedOrder('old', 'unknown', {
          createdAt: '2026-11-22T13:04:00.000Z',
          errorMessage: 'The connection was reset.',
        }),
      ],
      () => ({ ok: true, value: offline }),
    );
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    await waitFor(() =>
      expect(text(orderRow('q'))).toContain('Último intento: Sin conexión: se enviará al reconectar.'),
    );
    expect(text(orderRow('q'))).not.toMatch(/Offline|will be sent/);
    expect(text(orderRow('old'))).toContain('The connection was reset. Revise el panel de la oficina');
  });

  it('offline, says once that the queue goes when the network is back; a time that may carry its day is not "a las"', async () => {
    const asOf = '2026-11-22T13:10:00.000Z';
    const progress = {
      office: { status: '1', changedAt: wall(asOf), message: '', cost: '', deductionTypeId: '' },
      asOf,
      since: asOf,
      unavailable: undefined,
    };
    const { app, bridge } = await withOrders([
      EVERY_STATE[0]!,
      EVERY_STATE[1]!,
      storedOrder('p', 'delivered', { serverOrderId: '9001', serverStatus: '0', progress }),
    ]);
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    renderWith(OrdersScreen, app);
    await waitFor(() => expect(orderRow('p')).not.toBeNull());

    // Was "… para Ana Lee hacia 14:04." (and "hacia dom 14:04" on another day).
    await fireEvent.click(rowButton('u', 'Reenviar…')!);
    const dialog = screen.getByRole('dialog', { name: '¿Reenviar este pedido?' });
    const tried = formatMoment(EVERY_STATE[1]!.createdAt, new Date());
    expect(text(dialog)).toContain(
      `Event staff jacket para Ana Lee (último intento: ${tried}). Si está, elija «Dar por realizado».`,
    );
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:00:00.000Z' });
    const status = await screen.findByTestId('outbox-status');
    // Was "Sin conexión: … cuando vuelva la conexión."
    await waitFor(() => expect(text(status)).toContain('Sin conexión: 1 pedido en cola se enviará cuando vuelva la red.'));
    await fireEvent.click(within(status).getByRole('button', { name: 'Enviar ahora (1)' }));
    expect(app.toasts.items.map((t) => t.text)).toEqual([
      'Sin conexión: los pedidos en cola se enviarán solos cuando vuelva la red.',
    ]);
    // Was "· a las dom, 14:10": the age of what was read, with its day, in the words of the status bar.
    const path = orderRow('p')!.querySelector('summary');
    await waitFor(() => expect(text(path)).toContain(`· datos de ${formatDayMoment(asOf, new Date())}`));
  });

  /** What main's gateway answers when the client fails so. */
  const answerTo = (failure: ApiError) => {
    const client = { createWorkerOrder: () => Promise.reject(failure) } as unknown as WorkforceClient;
    const gateway = new OutboxGateway({ client: () => client, isOnline: () => true });
    return gateway.submit({ localId: 'q', workerId: '1', orderableId: '5', personnelId: 'P1' });
  };

  /** The problem a queued order's row shows in Spanish once sending it got `answer`, its state unknown. */
  const problemInSpanish = async (answer: Awaited<ReturnType<typeof answerTo>>) => {
    const { app, outbox } = await withOrders([storedOrder('q', 'queued')], () => ({ ok: true, value: answer }));
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    await waitFor(() => expect(orderRow('q')!.dataset['state']).toBe('unknown'));
    return text(orderRow('q')!.querySelector('.problem'));
  };

  it('an order with no answer in time says how long the app waited, then what to do', async () => {
    const timedOut = await answerTo(networkError(new Error('aborted'), 'timeout', 20_000));
    expect(await problemInSpanish(timedOut)).toBe(
      'El servidor no respondió en 20 s. Puede que el pedido se haya realizado. Revise el panel de la oficina y luego delo por realizado o reenvíelo.',
    );
  });

  it('an order whose connection was cut after it went out says so once, in Spanish', async () => {
    const cut = Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });
    const lost = await answerTo(networkError(cut, undefined, 20_000));
    // Was 'Se perdió la conexión antes de que respondiera el servidor: se cortó la conexión. …'
    expect(await problemInSpanish(lost)).toBe(
      'La petición se envió, pero no llegó respuesta: se cortó la conexión. Revise el panel de la oficina y luego delo por realizado o reenvíelo.',
    );
  });

  it("main's own failure reads in Spanish and says what to do; main's sentence waits under Details", async () => {
    const failed = { ok: false as const, error: { code: 'internal', message: 'The handler threw: disk I/O error' } };
    const { app, outbox } = await withOrders([storedOrder('q', 'queued')], () => failed);
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    await waitFor(() => expect(orderRow('q')!.dataset['state']).toBe('unknown'));
    expect(text(orderRow('q')!.querySelector('.problem'))).toBe(
      'La aplicación no pudo enviarlo (internal). Revise el panel de la oficina y luego delo por realizado o reenvíelo.',
    );
    expect(text(orderRow('q')!.querySelector('details'))).toBe('Detalles The handler threw: disk I/O error');
  });

  it('a rejected key pauses sending and asks whether it is the key for this environment', async () => {
    const rejected = await answerTo(errorFromResponse(401, { code: 'ATH-100' }, undefined));
    const { app, outbox } = await withOrders([storedOrder('q', 'queued')], () => ({ ok: true, value: rejected }));
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    renderWith(OrdersScreen, app);
    await outbox.drain('test');
    const status = await screen.findByTestId('outbox-status');
    await waitFor(() =>
      expect(text(status)).toContain(
        'El servidor rechazó la clave de API: falta o no es válida. Compruebe que sea la clave de este entorno.',
      ),
    );
  });
});
