/**
 * Answers of online-only API operations that cross IPC as the server gave them (validated by
 * main's zod schemas, never stored): the API's own snake_case field names, as the reference
 * documents them. Main's schemas must produce values of these types; the handler table in
 * main/core/app-core.ts checks that at compile time. Part of the contract: types only.
 */

export interface AuditLogEntry {
  id: number;
  document_type?: string | undefined;
  document_id?: number | undefined;
  access_type?: string | undefined;
  accessed_by?: number | undefined;
  accessed_at?: string | undefined;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  next_cursor: string | null;
}

export interface Integration {
  id: number;
  name?: string | undefined;
  description?: string | undefined;
  one_liner?: string | undefined;
  url?: string | undefined;
  icon_url?: string | undefined;
  category?: string | undefined;
  setup_instructions?: string | undefined;
}

export interface IntegrationSecret {
  secret_key: string;
}

export interface ClientWorkerPreference {
  personnel_id: string;
  name?: string | undefined;
  date?: string | undefined;
}

export interface ClientWorkers {
  preferred: ClientWorkerPreference[];
  normal: ClientWorkerPreference[];
  banned: ClientWorkerPreference[];
}

export interface TemplateRequirement {
  id: number;
  template_id?: number | undefined;
  credential_id?: number | undefined;
  is_required?: boolean | undefined;
  notes?: string | undefined;
  source_template_id?: number | undefined;
}

export interface TemplateRequirementPatch {
  is_required?: boolean | undefined;
  notes?: string | undefined;
}

/** What the server's order status codes mean ("0" pending, "1" approved, "2" completed). */
export const WORKER_ORDER_STATUS = { '0': 'pending', '1': 'approved', '2': 'completed' } as const;

export interface WorkerOrder {
  id: string;
  personnel_id?: string | undefined;
  company_id?: string | undefined;
  ordering_personnel_id?: string | undefined;
  companies_personnel_orderables_id?: string | undefined;
  name?: string | undefined;
  cost?: string | undefined;
  date?: string | undefined;
  formatted_date?: string | undefined;
  /** A key of WORKER_ORDER_STATUS; anything else is kept as sent. */
  status?: string | undefined;
  response_message?: string | null | undefined;
  submitter?: string | undefined;
  reach_out_email?: string | undefined;
  deduction_types_id?: string | undefined;
  status_datetime?: string | undefined;
}

export interface DiscoveredClient {
  id: string;
  client_name?: string | undefined;
}

/**
 * `table[key]` for a key an answer gave (a status, a code): own entries only, so a status named
 * "constructor", "__proto__" or "toString" names nothing instead of a function or a prototype.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
