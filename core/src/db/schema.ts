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
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  reset_codes: ResetCodesTable;
  login_failures: LoginFailuresTable;
  subscriptions: SubscriptionsTable;
  usage: UsageTable;
  call_requests: CallRequestsTable;
  user_api_keys: UserApiKeysTable;
  candidates: CandidatesTable;
}
