/**
 * Every error code the simulator answers with. The reference names ATH, CMP and WRK codes;
 * API.md fixes their statuses; the others are the simulator's own, in the same style, for
 * errors the reference leaves without a code.
 */
export const CODES = {
  /** 401: missing or wrong X-API-KEY. */
  badKey: 'ATH-100',
  /** 403: the read-only key tried to change something. */
  readOnlyKey: 'ATH-200',
  /** 404: no operation at this path and method. */
  noRoute: 'API-404',
  /** 429: rate limited (injected fault); comes with Retry-After. */
  rateLimited: 'API-429',
  /** 500: unexpected error on a route without a code of its own. */
  unexpected: 'API-500',

  integrationNotFound: 'CMP-800',
  integrationMisconfigured: 'CMP-900',
  noCompanyPermission: 'CMP-1000',
  integrationUnexpected: 'CMP-1100',

  workerNotFound: 'WRK-100',
  /** 400 for a bad worker request, and 500 for an unexpected worker error (as the reference says). */
  workerInvalid: 'WRK-900',

  eventNotFound: 'EVT-100',
  shiftNotFound: 'EVT-200',
  eventInvalid: 'EVT-900',

  clientNotFound: 'CLT-100',
  documentNotFound: 'CLT-200',
  clientInvalid: 'CLT-900',

  templateNotFound: 'TPL-100',
  requirementNotFound: 'TPL-200',
  templateInvalid: 'TPL-900',

  taskInvalid: 'TSK-900',
  auditInvalid: 'AUD-900',
  simulatorInvalid: 'SIM-900',
} as const;
