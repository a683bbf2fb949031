/**
 * The wire's names: the prefix every channel carries, the events main sends and the method name
 * in window.workforce of each channel. Apart from contract.ts, which re-exports it, because the
 * preload bridge builds window.workforce from these alone: importing the contract's values would
 * bring the whole catalogue of words into every page (the preview's bridge grew to 1.9 MB).
 */
import type { Channel, EventName } from './contract';

/** Every channel on the wire carries this prefix; the preload refuses anything else. */
export const CHANNEL_PREFIX = 'fieldsup:';

export const EVENT_NAMES = [
  'connection:changed',
  'settings:changed',
  'connectivity:changed',
  'sync:progress',
  'sync:batches',
  'sync:finished',
  'menu:command',
  'outbox:drain',
  'update:ready',
  'alerts:open',
] as const satisfies readonly EventName[];

/** Method name in window.workforce → channel. The preload builds one function per entry. */
export const METHODS = {
  connectionStatus: 'connection:status',
  connect: 'connection:connect',
  chooseWeakPolicy: 'connection:choose-weak-policy',
  disconnect: 'connection:disconnect',
  startDemo: 'demo:start',
  demoExamples: 'demo:examples',
  getSettings: 'settings:get',
  updateSettings: 'settings:update',
  settingsNotice: 'settings:notice',
  connectivity: 'connectivity:get',
  appInfo: 'app:info',
  openExternal: 'app:open-external',
  saveCsv: 'app:save-csv',
  printSheet: 'print:sheet',
  savePdf: 'print:save-pdf',
  updateStatus: 'update:status',
  restartToUpdate: 'update:restart',
  syncNow: 'sync:now',
  cancelSync: 'sync:cancel',
  syncStatus: 'sync:status',
  ackBatch: 'sync:ack',
  discoverClients: 'discovery:clients',
  submitOrder: 'orders:submit',
  followOrders: 'orders:follow',
  outboxDrained: 'outbox:drained',
  syncHints: 'sync:hints',
  notifyAlert: 'alerts:notify',
  withdrawAlert: 'alerts:withdraw',
  submitRequirementEdit: 'compliance:submit',
  clientOrders: 'api:client-orders',
  clientWorkers: 'api:client-workers',
  clientDocument: 'api:client-document',
  integration: 'api:integration',
  regenerateIntegration: 'api:regenerate-integration',
  auditLog: 'api:audit-log',
} as const satisfies Record<string, Channel>;

type Methods = typeof METHODS;

/** Every channel must have a method: a compile error here means METHODS is missing one. */
type MissingChannels = Exclude<Channel, Methods[keyof Methods]>;
export const CHANNELS_COMPLETE: [MissingChannels] extends [never] ? true : MissingChannels = true;
