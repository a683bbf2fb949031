/**
 * The simulator's records. Each API-facing record already has the exact shape the service
 * returns, so a route can serialise it as is; what only the simulator needs sits beside it.
 */

export interface Skillset {
  id: number;
  name: string;
}

export interface EventShift {
  id: string;
  event_id: string;
  custom_name: string;
  start_time: string;
  end_time: string;
  skillsets: Skillset[];
  quantity: number;
  filled: number;
  alternate_quantity: number;
  alternate_filled: number;
  comments: string;
}

export interface EventAdmin {
  id: number;
  name: string;
  email: string;
}

/** An event as the discovery list shows it. */
export interface EventSummary {
  id: string;
  event_id: string;
  name: string;
  date: string;
  client_id: string;
  location: { location: string; addy_city: string };
}

export interface EventRecord {
  summary: EventSummary;
  shifts: EventShift[];
  admins: EventAdmin[];
}

export interface WorkerTag {
  id: string;
  text: string;
}

/** A worker as the discovery list shows it. */
export interface WorkerSummary {
  id: string;
  name_first: string;
  name_last: string;
  email: string;
  phone: string;
  uuid: string;
  personnel_id: string;
}

export interface WorkerRecord {
  summary: WorkerSummary;
  tags: WorkerTag[];
  /** Position in generation order; picks the worker's time-tracking pattern. */
  index: number;
}

export interface ClientOrderShift {
  id: string;
  custom_name: string;
  role_id: string;
  quantity: number;
  start: string;
  end: string;
  overnight: boolean;
  comments: string;
}

export interface ClientOrder {
  id: string;
  name: string;
  comments: string;
  order_comments: string;
  time_start: string;
  time_end: string;
  location: string;
  address: string;
  city: string;
  postal_code: string;
  order_status: number;
  order_created: string;
  shifts: ClientOrderShift[];
}

export interface ClientWorkerPreference {
  personnel_id: string;
  name: string;
  date: string;
}

export interface ClientWorkers {
  preferred: ClientWorkerPreference[];
  normal: ClientWorkerPreference[];
  banned: ClientWorkerPreference[];
}

export interface ClientDocument {
  id: number;
  name: string;
  file_name: string;
  date_added: string;
  type: string;
  location: string;
  deleted: 0 | 1;
  date_deleted: string | null;
}

export interface ClientRecord {
  summary: { id: string; client_name: string };
  orders: ClientOrder[];
  workers: ClientWorkers;
  documents: ClientDocument[];
}

export interface Integration {
  id: number;
  name: string;
  description: string;
  one_liner: string;
  url: string;
  icon_url: string;
  category: string;
  setup_instructions: string;
}

export interface IntegrationRecord {
  info: Integration;
  secret: string;
  /** Answers CMP-900 (invalid integration configuration). */
  misconfigured: boolean;
}

export interface TemplateRequirement {
  id: number;
  template_id: number;
  credential_id: number;
  is_required: boolean;
  notes: string;
  source_template_id: number;
}

export interface ComplianceTemplate {
  id: number;
  name: string;
  requirements: TemplateRequirement[];
}

export interface Task {
  id: number;
  application_id: number;
  title: string;
  description: string;
  /** Omitted while nobody has the task. */
  assigned_to?: number;
  /** Omitted when the task has no deadline. */
  due_date?: string;
  status: string;
  reminder_days_before: number;
  created_at: string;
}

export interface AuditLogEntry {
  id: number;
  document_type: string;
  document_id: number;
  access_type: string;
  accessed_by: number;
  accessed_at: string;
}

export interface Orderable {
  id: string;
  name: string;
  cost?: string;
}

export interface WorkerOrder {
  id: string;
  personnel_id: string;
  company_id: string;
  ordering_personnel_id: string;
  companies_personnel_orderables_id: string;
  name: string;
  cost: string;
  date: string;
  formatted_date: string;
  status: '0' | '1' | '2';
  response_message: string | null;
  submitter: string;
  reach_out_email: string;
  deduction_types_id: string;
  status_datetime: string;
}

export interface PayrollGroup {
  id: string;
  name: string;
  cost: string;
  payroll_item_id: string;
}

/** Everything generated for a seed, before any request changes it. */
export interface SimData {
  today: string;
  events: EventRecord[];
  workers: WorkerRecord[];
  clients: ClientRecord[];
  integrations: IntegrationRecord[];
  templates: ComplianceTemplate[];
  tasks: Task[];
  audit: AuditLogEntry[];
  orderables: Orderable[];
  payrollGroups: PayrollGroup[];
  config: Record<string, unknown>;
}
