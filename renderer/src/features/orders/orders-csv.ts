/** The orders (and requirement edits) as a CSV export, with how far each got. */
import type { OutboxItem } from '../../shared/db/rows';
import type { ItemKindName, ItemOf } from '../../shared/outbox/item-kinds';
import { storedReasonWords } from '../../shared/outbox/reason-words';
import { csvInstant, toCsv } from '../../shared/csv';
import { m } from '../../../../preload/i18n';
import { itemWords, lookOf } from './orders-view';
import { orderPath } from './order-path';

/**
 * Orders (and requirement edits): the Orders screen's export, and the record kept of those not
 * placed before they are discarded. A placed order's columns say how far it got at the office:
 * its status, what the office wrote, when (the server's own time) and when it was read here.
 * This computer's times carry their offset ("2026-11-24 08:01:00 -08:00", csvInstant).
 */
export function ordersCsv(items: readonly OutboxItem[], names: ReadonlyMap<string, string>): string {
  return toCsv(
    [
      m.csv_created(),
      m.csv_worker_id(),
      m.csv_worker(),
      m.csv_personnel_id(),
      m.csv_item_id(),
      m.csv_item(),
      m.csv_cost(),
      m.csv_currency(),
      m.csv_status(),
      m.csv_attempts(),
      m.csv_last_error(),
      m.csv_server_order_id(),
      m.csv_placed(),
      m.csv_office_message(),
      m.csv_status_changed(),
      m.csv_status_read(),
      m.csv_local_id(),
    ],
    items.map((o) => [
      csvInstant(o.createdAt),
      ...columnsOf(o).what(o, names),
      lookOf(o).label,
      o.attempts,
      storedReasonWords(o),
      ...columnsOf(o).progress(o),
      o.localId,
    ]),
  );
}

interface CsvColumns<K extends ItemKindName> {
  /** The columns from worker to currency. */
  what(item: ItemOf<K>, names: ReadonlyMap<string, string>): (string | number)[];
  /** The columns from the server order id to when its status was read. */
  progress(item: ItemOf<K>): string[];
}

/** Each kind's columns: one row a kind (see item-kinds.ts); an edit names its requirement and change under "Item". */
export const CSV_COLUMNS: { [K in ItemKindName]: CsvColumns<K> } = {
  'worker-order': {
    what: (item, names) => [
      item.workerId,
      names.get(item.workerId) ?? '',
      item.personnelId,
      item.orderableId,
      item.orderableName,
      item.cost,
      item.currency ?? '',
    ],
    progress(item) {
      const path = orderPath(item);
      return [item.serverOrderId ?? '', csvInstant(path.placedAt), path.message, path.officeChangedAt, csvInstant(path.asOf)];
    },
  },
  'requirement-edit': {
    what: (item) => ['', '', '', `${item.templateId}/${item.requirementId}`, itemWords(item, () => ''), '', ''],
    progress: () => ['', '', '', '', ''],
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
const columnsOf = (item: OutboxItem) => CSV_COLUMNS[item.kind] as CsvColumns<ItemKindName> as {
  what(item: OutboxItem, names: ReadonlyMap<string, string>): (string | number)[];
  progress(item: OutboxItem): string[];
};
