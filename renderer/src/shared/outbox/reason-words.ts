/**
 * Why an outbox item waits or failed, in words: its stored code read from the catalogue each time
 * it is shown, so a change of language re-words it. The server's own text stays as it wrote it;
 * a row stored before reasons were codes keeps the words it was given.
 */
import { advisedWords, API_KIND_WORDS, apiErrorWords, networkWords } from '../../../../preload/contract';
import { formatCount, m } from '../../../../preload/i18n';
import type { OutboxItem, StoredReason } from '../db/rows';

/** `detail`: the item's technical cause (a network code), which names what went wrong on the network. */
export function reasonWords(reason: StoredReason, detail?: string): string {
  switch (reason.code) {
    case 'offline':
      return m.outbox_reason_offline();
    case 'no-key':
      return m.outbox_reason_no_key();
    case 'unexpected':
      return m.outbox_reason_unexpected();
    case 'later':
      return m.outbox_reason_later();
    case 'busy':
      return m.outbox_reason_busy();
    case 'cancelled':
      return m.main_net_cancelled();
    case 'lost-track':
      return m.outbox_reason_lost_track();
    case 'server-unsure':
      return reason.subject === 'order' ? m.outbox_reason_order_server() : m.outbox_reason_change_server();
    case 'timeout': {
      const maybe = reason.subject === 'order' ? m.outbox_reason_order_timeout() : m.outbox_reason_change_timeout();
      const waited =
        reason.seconds === undefined ? API_KIND_WORDS.timeout : m.main_net_timeout({ seconds: formatCount(reason.seconds) });
      return `${waited} ${maybe}`;
    }
    case 'closed':
      return reason.subject === 'order' ? m.outbox_reason_closed_order() : m.outbox_reason_closed();
    case 'network': {
      const { words } = networkWords(detail ? [detail] : []);
      return reason.notSent ? m.main_net_not_reached({ words }) : m.main_net_lost({ words });
    }
    case 'api': {
      // A code's words keep their advice (a rejected key: is it this environment's?), as main gave them.
      const coded = reason.apiCode ? apiErrorWords(reason.apiCode) : undefined;
      const words = reason.apiCode && coded ? advisedWords(reason.apiCode, coded) : API_KIND_WORDS[reason.kind];
      const said = reason.said?.trim();
      return said && !words.includes(said) ? m.api_error_server_said({ words, said: said.slice(0, 300) }) : words;
    }
    case 'window-refused':
      return m.outbox_reason_window_refused({ code: reason.ipcCode });
    case 'ipc-failed':
      return reason.ipcCode === 'ORDER-IN-FLIGHT'
        ? m.outbox_reason_in_flight()
        : m.outbox_reason_ipc_failed({ code: reason.ipcCode });
    case 'resend':
      return m.outbox_reason_resend({ why: reasonWords(reason.why, detail) });
  }
}

/** Why this item waits or failed: its reason's words, else the text stored with it; '' for none. */
export function storedReasonWords(item: OutboxItem): string {
  if (item.errorReason) return reasonWords(item.errorReason, item.errorCode);
  return item.errorMessage?.trim() ?? '';
}
