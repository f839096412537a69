// In-memory fakes of the provider ports, for service tests. Every method rejects with "not
// implemented" unless the test gives it, so a test states exactly what the service may call and
// an unexpected call fails loudly instead of passing by accident.
import type {
  CallProvider,
  ChatProvider,
  DomainProvider,
  EmailProvider,
  OutreachProvider,
  PaymentProvider,
  PeopleSearchProvider,
  ResumeParsingProvider,
  ScrapingProvider,
} from './ports.js';

/** Thrown by a fake's method that the test did not give. */
export class NotImplementedInFake extends Error {
  constructor(port: string, method: string) {
    super(`${port}.${method} is not implemented in this fake`);
    this.name = 'NotImplementedInFake';
  }
}

function fakeOf<T extends object>(
  port: string,
  methods: readonly (keyof T & string)[],
  given: Partial<T>,
): T {
  const fake: Record<string, unknown> = {};
  for (const m of methods) {
    fake[m] = async () => {
      throw new NotImplementedInFake(port, m);
    };
  }
  return Object.assign(fake, given) as T;
}

/** A chat model whose methods are the ones given. */
export const fakeChatProvider = (given: Partial<ChatProvider> = {}): ChatProvider => {
  const fake = fakeOf<ChatProvider>('ChatProvider', ['chat', 'complete', 'test'], given);
  const stream =
    given.stream ??
    // eslint-disable-next-line require-yield
    async function* () {
      throw new NotImplementedInFake('ChatProvider', 'stream');
    };
  return Object.assign(fake, { model: given.model ?? 'fake-model', stream });
};

/** A payment provider whose methods are the ones given. */
export const fakePaymentProvider = (given: Partial<PaymentProvider> = {}): PaymentProvider =>
  fakeOf<PaymentProvider>('PaymentProvider', ['createCheckoutSession', 'checkSubscription', 'test'], given);

/** A telephony provider whose methods are the ones given. */
export const fakeCallProvider = (given: Partial<CallProvider> = {}): CallProvider =>
  fakeOf<CallProvider>('CallProvider', ['call', 'fetchCall', 'test'], given);

/** An email provider whose methods are the ones given. */
export const fakeEmailProvider = (given: Partial<EmailProvider> = {}): EmailProvider =>
  fakeOf<EmailProvider>('EmailProvider', ['sendEmail', 'test'], given);

/** An outreach provider whose methods are the ones given. */
export const fakeOutreachProvider = (given: Partial<OutreachProvider> = {}): OutreachProvider =>
  fakeOf<OutreachProvider>(
    'OutreachProvider',
    ['getCampaigns', 'getCampaignLeads', 'createCampaign', 'getStats', 'test'],
    given,
  );

/** A scraping provider whose methods are the ones given. */
export const fakeScrapingProvider = (given: Partial<ScrapingProvider> = {}): ScrapingProvider =>
  fakeOf<ScrapingProvider>(
    'ScrapingProvider',
    ['listAgents', 'launchAgent', 'fetchRun', 'fetchOutput', 'test'],
    given,
  );

/** A resume parser whose method is the one given. */
export const fakeResumeParsingProvider = (
  given: Partial<ResumeParsingProvider> = {},
): ResumeParsingProvider => fakeOf<ResumeParsingProvider>('ResumeParsingProvider', ['parse'], given);

/** A people-search provider whose methods are the ones given. */
export const fakePeopleSearchProvider = (given: Partial<PeopleSearchProvider> = {}): PeopleSearchProvider =>
  fakeOf<PeopleSearchProvider>('PeopleSearchProvider', ['searchPeople', 'test'], given);

/** A domain provider whose methods are the ones given. */
export const fakeDomainProvider = (given: Partial<DomainProvider> = {}): DomainProvider =>
  fakeOf<DomainProvider>('DomainProvider', ['search', 'monitor', 'listMonitored', 'teamInfo', 'test'], given);
