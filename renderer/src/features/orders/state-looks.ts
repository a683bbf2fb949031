/** Each outbox state as a label, an icon and a tone (never colour alone), and where a kind or the office's step words it otherwise. */
import { m } from '../../../../preload/i18n';
import type { OutboxState } from '../../shared/db/rows';
import type { PathStep } from './order-path';

export interface StateLook {
  label: string;
  icon: string;
  tone: 'info' | 'warn' | 'danger' | 'ok';
  /** One line on what the state means for the supervisor. */
  means: string;
}

export const STATE_LOOK: Record<OutboxState, StateLook> = {
  queued: {
    get label() {
      return m.orders_state_queued();
    },
    icon: '…',
    tone: 'info',
    get means() {
      return m.orders_means_queued();
    },
  },
  sending: {
    get label() {
      return m.orders_state_sending();
    },
    icon: '↻',
    tone: 'info',
    get means() {
      return m.orders_means_sending();
    },
  },
  delivered: {
    get label() {
      return m.orders_state_placed();
    },
    icon: '✓',
    tone: 'ok',
    get means() {
      return m.orders_means_delivered();
    },
  },
  rejected: {
    get label() {
      return m.orders_state_rejected();
    },
    icon: '✕',
    tone: 'danger',
    get means() {
      return m.orders_means_rejected();
    },
  },
  unknown: {
    get label() {
      return m.orders_state_unknown();
    },
    icon: '?',
    tone: 'warn',
    get means() {
      return m.orders_means_unknown();
    },
  },
};

/** Where an order's words would not fit a requirement change, the change's own. */
export const EDIT_LOOK: Partial<Record<OutboxState, Partial<StateLook>>> = {
  delivered: {
    get label() {
      return m.orders_state_confirmed();
    },
    get means() {
      return m.orders_means_change_delivered();
    },
  },
  rejected: {
    get means() {
      return m.orders_means_change_rejected();
    },
  },
};

/** A placed order the office moved on: the step it reached, in place of "Placed". */
export const OFFICE_LOOK: Partial<Record<PathStep, Partial<StateLook>>> = {
  approved: {
    get label() {
      return m.orders_state_approved();
    },
    get means() {
      return m.orders_means_approved();
    },
  },
  completed: {
    get label() {
      return m.orders_state_completed();
    },
    icon: '✓✓',
    get means() {
      return m.orders_means_completed();
    },
  },
};
