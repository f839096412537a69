// The provider ports: what the tools need from each kind of provider, as small interfaces apart from
// their adapters (openai.ts, twilio.ts, … beside this file). Services depend on these types only, so a
// service test passes an in-memory fake (fakes.ts) and a service module never loads an SDK.
// Types only: importing this file costs nothing at run time.
import type { ProviderTestResult } from '../schemas/provider-keys.js';
import type { ParsedResume } from '../schemas/resume.js';
import type { CallResult } from '../schemas/tool-results.js';

/** Every port can check its key with one cheap real call. */
export interface KeyCheck {
  test(): Promise<ProviderTestResult>;
}

// ── Chat model ────────────────────────────────────────────────────────────────────────────────────
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type CompletionOptions = {
  model?: string;
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object (tools that parse the answer). */
  json?: boolean;
};
export type Completion = { content: string; model: string; finishReason: string | null };
export type StreamOptions = Omit<CompletionOptions, 'json'> & { signal?: AbortSignal };

/**
 * Port: what the recruiting tools need from a chat-completion provider (OpenAI, or any
 * OpenAI-compatible server such as a local Ollama or llama.cpp).
 */
export interface ChatProvider extends KeyCheck {
  /** The model the calls use (the user's, or the spec's gpt-4o-mini). */
  readonly model: string;
  /** The reply's text as the model writes it; failures throw ProviderError. */
  stream(messages: ChatMessage[], opts?: StreamOptions): AsyncIterable<string>;
  /** The assistant chat: system prompt prepended, the spec's model and limits. */
  chat(messages: ChatMessage[]): Promise<{ content: string; is_demo: false }>;
  /** A raw completion for tools (screening, sourcing, engagement) with their own prompts. */
  complete(messages: ChatMessage[], opts?: CompletionOptions): Promise<Completion>;
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────────────
export type StripeSubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: string | null;
  /** ISO timestamp of the current period's end. */
  subscription_end: string | null;
};

export type CheckoutInput = {
  priceId: string;
  tier: string;
  userEmail: string;
  successUrl: string;
  cancelUrl: string;
};

/** Port: subscription checkout and status. */
export interface PaymentProvider extends KeyCheck {
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  checkSubscription(email: string): Promise<StripeSubscriptionStatus>;
}

/** A subscription as the operator's payment account states it now. */
export type BillingSubscription = {
  id: string;
  customerId: string;
  /** The provider's status: 'active', 'trialing', 'past_due', 'unpaid', 'canceled', … */
  status: string;
  priceId: string | null;
  /** A tier named by the price's or the subscription's metadata, when any. */
  tierHint: string | null;
  /** ISO timestamp of the end of the paid period. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, when the subscription carries it (metadata.user_id). */
  userId: string | null;
};

/** A checkout session as the payment account states it. */
export type BillingCheckoutSession = {
  id: string;
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /** Our user id (client_reference_id). */
  userId: string | null;
};

/** A verified webhook event, reduced to what billing needs. */
export type BillingEvent = {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: string | null;
  /** checkout.session.completed: whether the session is paid; null for other events. */
  paid: boolean | null;
};

/** Port: the server operator's payment account (billing of this server's users, not a user's own key). */
export interface BillingProvider {
  /** The customer of this email, created (with our user id) when there is none. */
  findOrCreateCustomer(input: { email: string; name: string; userId: string }): Promise<string>;
  createCheckoutSession(input: {
    customerId: string;
    priceId: string;
    tier: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string | null }>;
  /** Null when the provider does not know the session. */
  retrieveCheckoutSession(id: string): Promise<BillingCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<BillingSubscription>;
  /** The customer's current subscription (a live one first, else the latest), or null. */
  latestSubscription(customerId: string): Promise<BillingSubscription | null>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Verifies a webhook delivery's signature; throws AppError('validation') when it does not match. */
  verifyEvent(payload: Buffer | string, signature: string | undefined): BillingEvent;
}

// ── Telephony ─────────────────────────────────────────────────────────────────────────────────────
/** A placed call as the provider reports it later (Twilio's call resource). */
export type CallStatus = { sid: string; status: string; duration: number | null };

/** Port: outbound calls that speak a message. */
export interface CallProvider extends KeyCheck {
  /**
   * Places a call to `to` (E.164) that says `message`, in `voice` (a provider voice name) when given.
   * A failed call throws a ProviderError.
   */
  call(input: { to: string; message: string; voice?: string }): Promise<CallResult>;
  /** The call's current status and duration (seconds, once it ended). */
  fetchCall(sid: string): Promise<CallStatus>;
}

// ── Email ─────────────────────────────────────────────────────────────────────────────────────────
export type SendEmailInput = { to: string; subject: string; content: string };
export type SendEmailResult = { status: string; id: string | null };

/** Port: sending one email through an outreach provider. */
export interface EmailProvider extends KeyCheck {
  sendEmail(input: SendEmailInput): Promise<SendEmailResult>;
}

// ── Outreach ──────────────────────────────────────────────────────────────────────────────────────
/** The spec's outreach campaign. */
export type OutreachCampaign = {
  id: string;
  name: string;
  status: string;
  leads_count: number;
  accepted_count: number;
  replied_count: number;
};

/** The spec's outreach lead. */
export type OutreachLead = {
  id: string;
  first_name: string;
  last_name: string;
  profile_url: string;
  position: string;
  company: string;
  status: 'connected' | 'pending' | 'replied';
};

/** The outreach account's overall LinkedIn figures over a period (every sender, every campaign). */
export type OutreachStats = {
  connectionsSent: number;
  connectionsAccepted: number;
  messagesSent: number;
  messageReplies: number;
  inmailsSent: number;
  inmailReplies: number;
};

/** Port: LinkedIn outreach campaigns. */
export interface OutreachProvider extends KeyCheck {
  getCampaigns(): Promise<OutreachCampaign[]>;
  /** The account's overall figures between two instants. */
  getStats(period: { from: Date; to: Date }): Promise<OutreachStats>;
  getCampaignLeads(campaignId: string): Promise<OutreachLead[]>;
  /** The message field of the form is kept by the caller; the spec does not send it. */
  createCampaign(input: { name: string; targetAudience: string }): Promise<OutreachCampaign>;
}

// ── Scraping ──────────────────────────────────────────────────────────────────────────────────────
/** An automation the user set up at the scraping provider (a PhantomBuster "phantom"). */
export type ScrapingAgent = { id: string; name: string; script: string | null };

/** The provider's words for a run: PhantomBuster's container statuses. */
export type ScrapeRunStatus = 'starting' | 'running' | 'finished' | 'launch error' | 'unknown';

/** One run of an agent, as the provider reports it while and after it runs. */
export type ScrapeRun = {
  containerId: string;
  status: ScrapeRunStatus;
  /** The agent's exit code once finished: 0 is a clean end. */
  exitCode: number | null;
  /** Why it ended: 'finished', or a kill or a timeout of the provider. */
  endType: string | null;
};

/** What a finished run printed; empty when it printed nothing. */
export type ScrapeRunOutput = { containerId: string; output: string };

/** Port: a scraping automation that runs an agent on a URL, reports the run, and hands over its output. */
export interface ScrapingProvider extends KeyCheck {
  listAgents(): Promise<ScrapingAgent[]>;
  /** Queues a run of the agent on `url`; the run goes on at the provider after this returns. */
  launchAgent(
    agentId: string,
    args: { url: string; extractText?: boolean; extractLinks?: boolean },
  ): Promise<{ containerId: string }>;
  fetchRun(containerId: string): Promise<ScrapeRun>;
  fetchOutput(containerId: string): Promise<ScrapeRunOutput>;
}

// ── Resume parsing ────────────────────────────────────────────────────────────────────────────────
/** Port: a resume-parsing service that turns a file into the parsed resume. */
export interface ResumeParsingProvider {
  parse(bytes: Uint8Array, fileName: string): Promise<ParsedResume>;
}

// ── People search ─────────────────────────────────────────────────────────────────────────────────
/** The spec's search result candidate, with its fallbacks. */
export type SourcedCandidate = {
  id: string;
  name: string;
  email: string;
  phone: string;
  summary: string;
  title: string | null;
  company: string | null;
  location: string | null;
  linkedin_url: string | null;
};

export type PeopleSearch = {
  title?: string;
  skills?: string[];
  keywords?: string;
  page?: number;
  perPage?: number;
};

/** Port: people search for sourcing. */
export interface PeopleSearchProvider extends KeyCheck {
  searchPeople(query: PeopleSearch): Promise<SourcedCandidate[]>;
}

// ── Domains ───────────────────────────────────────────────────────────────────────────────────────
/** The spec's domain search result. */
export type DomainSearchResult = {
  id: string;
  domain: string;
  expiry_date: string | null;
  status: string;
  price?: number;
};
/** The spec's monitored domain. */
export type MonitoredDomain = {
  id: string;
  domain: string;
  registrar: string | null;
  expiry_date: string | null;
  status: string;
};
export type TeamInfo = { id: string; name: string; members: number | null; plan: string | null };
export type DomainSearchFilters = { tld?: string; status?: string; maxPrice?: number };

/** Port: domain search and monitoring. */
export interface DomainProvider extends KeyCheck {
  search(query: string, filters?: DomainSearchFilters): Promise<DomainSearchResult[]>;
  monitor(domain: string): Promise<MonitoredDomain>;
  listMonitored(): Promise<MonitoredDomain[]>;
  teamInfo(): Promise<TeamInfo>;
}
