/** Company settings: integrations, payroll groups, orderables and GET /config. */
import { Rng } from '../random.js';
import type { IntegrationRecord, Orderable, PayrollGroup } from '../types.js';
import { COMPANY, SKILLSETS } from './catalog.js';

/** The integration whose stored configuration is broken: it answers CMP-900. */
const MISCONFIGURED_INTEGRATION_ID = 13;

/** A secret key from 40 hex digits, each drawn by `nibble` (an integer 0..15). */
export function newSecret(nibble: () => number): string {
  let hex = '';
  for (let i = 0; i < 40; i++) hex += nibble().toString(16);
  return `sk_live_${hex}`;
}

export function generateIntegrations(seed: number): IntegrationRecord[] {
  const rng = Rng.for(seed, 'integrations');
  const make = (id: number, name: string, category: string, one_liner: string, url: string): IntegrationRecord => ({
    info: {
      id,
      name,
      one_liner,
      description: `${name} connects to ${COMPANY.name} so ${category} data flows without re-keying. ${one_liner}`,
      url,
      icon_url: `https://cdn.${COMPANY.domain}/integrations/${id}.png`,
      category,
      setup_instructions: `1. In ${name}, create an API client. 2. Paste its credentials under Settings, Integrations. 3. Copy the secret key shown here into ${name}.`,
    },
    secret: newSecret(() => rng.int(0, 15)),
    misconfigured: id === MISCONFIGURED_INTEGRATION_ID,
  });
  return [
    make(
      11,
      'ADP Workforce Now',
      'payroll',
      'Export approved hours to payroll every pay period.',
      'https://www.adp.com',
    ),
    make(12, 'Slack', 'communication', 'Post shift reminders and call-outs to a channel.', 'https://slack.com'),
    make(
      MISCONFIGURED_INTEGRATION_ID,
      'QuickBooks Online',
      'accounting',
      'Send client invoices as they are finalised.',
      'https://quickbooks.intuit.com',
    ),
  ];
}

export function generateOrderables(): Orderable[] {
  return [
    { id: '31', name: 'Black staff polo', cost: '18.00' },
    { id: '32', name: 'Event staff jacket', cost: '42.50' },
    { id: '33', name: 'Non-slip work shoes', cost: '55.00' },
    { id: '34', name: 'Bartender tool kit', cost: '24.99' },
    { id: '35', name: 'Radio earpiece', cost: '16.75' },
    // No cost on purpose: the catalogue makes cost optional.
    { id: '36', name: 'Replacement name badge' },
    { id: '37', name: 'Cut-resistant gloves', cost: '9.50' },
    { id: '38', name: 'Monthly parking pass', cost: '0.00' },
  ];
}

export function generatePayrollGroups(): PayrollGroup[] {
  return [
    { id: '1', name: 'Hospitality', cost: '21.00', payroll_item_id: 'PI-100' },
    { id: '2', name: 'Security', cost: '24.50', payroll_item_id: 'PI-200' },
    { id: '3', name: 'Production crew', cost: '27.00', payroll_item_id: 'PI-300' },
  ];
}

export function buildConfig(
  orderables: readonly Orderable[],
  payrollGroups: readonly PayrollGroup[],
  payPeriodStart: string,
) {
  return {
    company: { id: COMPANY.id, name: COMPANY.name, timezone: COMPANY.timezone, currency: 'USD' },
    api_version: '0.1.12',
    time_tracking: {
      personnel_orderables: orderables,
      pay_period_type: 'biweekly',
      pay_period_start: payPeriodStart,
      daily_overtime_cutoff: '8',
      daily_doubletime_cutoff: '12',
      weekly_overtime_cutoff: '40',
      rounding_interval_minutes: '0',
      geofence_radius_meters: 250,
    },
    skillsets: SKILLSETS,
    payroll_groups: payrollGroups,
  };
}
