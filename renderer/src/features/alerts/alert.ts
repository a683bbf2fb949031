/**
 * An alert: something on a followed shift, or a placed order, the supervisor should hear about
 * now, found from the local copy alone. Each kind has its own pure source (short-shift.ts for
 * "short shift starting soon", made-short.ts for a shift the office made short, order-moved.ts
 * for an order the office approved or completed); they all share the in-app list, the fired
 * log and the desktop notification.
 */

import type { AlertNotice, AlertTarget } from '../../../../preload/contract';
import { formatMoment, m } from '../../../../preload/i18n';

/**
 * 'short-soon': a followed shift with a gap starts within the lead time, or has just started.
 * 'made-short': a sync brought an office change that left a followed shift with a gap.
 * 'order-moved': the office approved or completed a placed order.
 */
export type AlertKind = 'short-soon' | 'made-short' | 'order-moved';

export interface Alert {
  /**
   * Stable for one occurrence (kind, shift and stage), across evaluations and restarts: the
   * fired log's key, so the same occurrence never fires twice.
   */
  id: string;
  kind: AlertKind;
  /** What it is about, and what a click opens. */
  target: AlertTarget;
  /** One line: what and when ("Short shift in 25 min"). */
  title: string;
  /** Which shift or order ("Bar staff · Harbour Gala"): what gives way first in a narrow bar. */
  detail: string;
  /** How short, never cut ("3 of 10 places open"); none for an order. */
  figures?: string;
  /** When the server last confirmed the data it was read from (ISO); undefined if never. */
  asOf: string | undefined;
}

/** "Data as of 13:40" (with the day when not today): how old the copy the alert read is. */
export function asOfText(asOf: string | undefined, now: Date): string {
  const when = asOf ? formatMoment(asOf, now) : '';
  return when ? m.alert_data_as_of({ when }) : m.alert_not_synced();
}

/** Which shift and how short, in one line: the notification's body, the bar's hover text. */
export function wholeDetail(alert: Alert): string {
  return alert.figures ? `${alert.detail} · ${alert.figures}` : alert.detail;
}

/** The desktop notification of an alert: the same words as in the app. */
export function noticeOf(alert: Alert, now: Date): AlertNotice {
  return {
    alertId: alert.id,
    title: alert.title,
    body: m.alert_notice_body({ detail: wholeDetail(alert), asOf: asOfText(alert.asOf, now) }),
    target: alert.target,
  };
}
