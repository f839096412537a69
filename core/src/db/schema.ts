import type { Generated } from 'kysely';
import type { EmailDatabase } from './email-tables.js';
import type { InterviewDatabase } from './interview-tables.js';
import type { CallDatabase } from './call-tables.js';
import type { AccountDatabase } from './account-tables.js';
import type { ScrapeRunDatabase } from './scrape-run-tables.js';
/**
 * Tables. Timestamps are ISO-8601 UTC strings (same width, so they compare as text in both
 * dialects); booleans are 0/1 integers so SQLite and PostgreSQL read alike.
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  security_question: string | null;
  security_answer_hash: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface ResetCodesTable {
  id: string;
  email: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  /** 1 once a newer code replaced it; kept only to count codes per hour. */
  superseded: number;
}

export interface LoginFailuresTable {
  id: string;
  user_id: string;
  at: string;
}

export interface SubscriptionsTable {
  user_id: string;
  subscribed: number;
  tier: string | null;
  subscription_end: string | null;
  billing_customer_id: string | null;
  updated_at: string;
  /** The payment provider's status ('active', 'past_due', 'canceled', …); 'operator' when set by hand. */
  status: string | null;
  /** 1 when a cancellation takes effect at the end of the paid period. */
  cancel_at_period_end: Generated<number>;
  billing_subscription_id: string | null;
  /** When the state was last read from the payment provider (check-subscription refreshes stale state). */
  refreshed_at: string | null;
  /** 'stripe' or 'operator': who stated this subscription last. */
  source: string | null;
}

/** Webhook events applied once (by the provider's event id). */
export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The record of plan changes: who (an admin's email, or 'stripe'), when, from and to which tier. */
export interface PlanChangesTable {
  id: string;
  user_id: string;
  changed_by: string;
  changed_at: string;
  from_tier: string;
  to_tier: string;
  /** End of an operator-granted plan; null when open-ended or set by the provider. */
  until: string | null;
}

export interface UsageTable {
  user_id: string;
  feature: string;
  /** Calendar month, 'YYYY-MM' (UTC). */
  period: string;
  count: number;
}

export interface CallRequestsTable {
  id: string;
  phone: string;
  country_code: string;
  created_at: string;
  status: string;
}

/** The spec's user_api_keys: one row per user and provider; api_key holds the sealed (encrypted) value. */
export interface UserApiKeysTable {
  user_id: string;
  provider: string;
  api_key: string;
  updated_at: string;
  /** OpenAI row only: an OpenAI-compatible server's base URL (…/v1), when not OpenAI's. */
  base_url?: string | null;
  /** OpenAI row only: the chat model, when not the spec's gpt-4o-mini. */
  model?: string | null;
}

/** A user's candidate (a stored parsed resume); skills, experience, education hold JSON text. */
export interface CandidatesTable {
  id: string;
  user_id: string;
  name: string;
  /** Lower-cased; null when unknown. Unique per user when present. */
  email: string | null;
  phone: string;
  skills: string;
  experience: string;
  education: string;
  source: string;
  /** One of PIPELINE_STAGES; 'Applied' when saved. */
  stage: Generated<string>;
  position: Generated<string>;
  location: Generated<string>;
  /** 0–5. */
  rating: Generated<number>;
  experience_years: number | null;
  /** JSON array of tags as typed. */
  tags: Generated<string>;
  notes: Generated<string>;
  /** The phone's last 10 digits (all of them when shorter, at least 7): the dedupe key; null without. */
  phone_key: string | null;
  /** Lower-cased name, position and skills, one a line: the search box's substring match. */
  search_key: Generated<string>;
  /** Lower-cased JSON arrays of skills and tags: the filters' exact match. */
  skills_key: Generated<string>;
  tags_key: Generated<string>;
  last_contact_at: string | null;
  /** A LinkedIn profile's normalised URL (linkedinProfileKey); unique per user, null otherwise. */
  linkedin_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A candidate's file ('resume': the original file of a parsed resume), one per kind; deleted with it. */
export interface CandidateFilesTable {
  id: string;
  user_id: string;
  candidate_id: string;
  kind: string;
  name: string;
  media_type: string;
  size: number;
  content: Uint8Array;
  created_at: string;
}

/** A candidate's activity log: who did what when; changes holds JSON { field: { from, to } }. */
export interface CandidateActivityTable {
  id: string;
  user_id: string;
  /** No foreign key: a deleted candidate's log stays. */
  candidate_id: string;
  candidate_name: string;
  actor_id: string | null;
  /** Where it was done: web, cli, import, api … */
  via: string;
  action: string;
  summary: string;
  changes: string;
  at: string;
}

/** A domain a user monitors, as last checked; status is one of DOMAIN_STATUSES. */
export interface MonitoredDomainsTable {
  id: string;
  user_id: string;
  domain: string;
  status: string;
  registrar: string | null;
  expiry_date: string | null;
  checked_at: string | null;
  created_at: string;
}

/** A change a check of a monitored domain found. */
export interface DomainChangesTable {
  id: string;
  monitored_id: string;
  changed_at: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/** A saved conversation with the assistant. */
export interface ChatConversationsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

/** One message of a conversation; seq orders them. */
export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  seq: number;
  role: string;
  content: string;
  created_at: string;
}

export interface Database
  extends EmailDatabase, InterviewDatabase, AccountDatabase, CallDatabase, ScrapeRunDatabase {
  users: UsersTable;
  sessions: SessionsTable;
  reset_codes: ResetCodesTable;
  login_failures: LoginFailuresTable;
  subscriptions: SubscriptionsTable;
  usage: UsageTable;
  call_requests: CallRequestsTable;
  user_api_keys: UserApiKeysTable;
  candidates: CandidatesTable;
  candidate_activity: CandidateActivityTable;
  candidate_files: CandidateFilesTable;
  billing_events: BillingEventsTable;
  plan_changes: PlanChangesTable;
  monitored_domains: MonitoredDomainsTable;
  domain_changes: DomainChangesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
