/**
 * A client page's on-demand answers (order pages, documents) into the contract's rows, like
 * the synced sets: camelCase, ids as text, absent text as ''. Done in main, once per fetch, so
 * the renderer stores and draws only contract shapes.
 */
import type {
  ClientDocumentRow,
  ClientOrderRow,
  ClientOrderShiftRow,
  ClientOrdersPageRows,
} from '../../../preload/contract.js';
import type { ClientDocument, ClientOrder, ClientOrderShift, ClientOrdersPage } from '../api/schemas.js';

const text = (v: string | null | undefined): string => v ?? '';
const joined = (parts: (string | undefined)[], by: string): string => parts.filter(Boolean).join(by);

function shiftRow(s: ClientOrderShift): ClientOrderShiftRow {
  return {
    id: s.id,
    name: text(s.custom_name),
    start: text(s.start),
    end: text(s.end),
    overnight: s.overnight ?? false,
    quantity: s.quantity ?? null,
    comments: text(s.comments),
  };
}

export function clientOrderRow(o: ClientOrder): ClientOrderRow {
  return {
    id: o.id,
    name: text(o.name),
    comments: joined([o.comments, o.order_comments], ' '),
    start: text(o.time_start),
    end: text(o.time_end),
    place: joined([o.location, o.city], ', '),
    address: text(o.address),
    postalCode: text(o.postal_code),
    status: o.order_status ?? null,
    createdAt: text(o.order_created),
    shifts: o.shifts.map(shiftRow),
  };
}

export function clientOrdersPageRows(page: ClientOrdersPage): ClientOrdersPageRows {
  return { orders: page.orders.map(clientOrderRow), total: page.total };
}

export function clientDocumentRow(d: ClientDocument): ClientDocumentRow {
  return {
    id: String(d.id),
    name: text(d.name),
    fileName: text(d.file_name),
    type: text(d.type),
    addedAt: text(d.date_added),
    location: text(d.location),
    deleted: d.deleted ?? null,
    deletedAt: text(d.date_deleted),
  };
}
