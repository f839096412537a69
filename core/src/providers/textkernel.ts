// Textkernel (Tx v10) resume parsing: the resume-parsing port's adapter, used by the resume parser
// when the user has a key. It speaks HTTP through the shared request helper with its own failure
// messages (the parse error panel classifies them) and the spec's own retry policy.
import * as z from 'zod';
import { ProviderError } from '../errors.js';
import { normaliseDate } from '../resume/dates.js';
import {
  PRESENT,
  RESUME_DEFAULTS,
  RESUME_MESSAGES,
  RESUME_RETRY,
  RESUME_TITLES,
  parsedResumeSchema,
  type ParsedResume,
} from '../schemas/resume.js';
import { providerRequest, type HttpProvider } from './http.js';
import type { ResumeParsingProvider } from './ports.js';

/** The real Tx v10 endpoint (US data center); RECRUIT_TEXTKERNEL_BASE_URL overrides it. */
export const TEXTKERNEL_DEFAULT_BASE_URL = 'https://api.us.textkernel.com/tx/v10';
export const TEXTKERNEL_PARSE_PATH = '/parser/resume';

export type TextkernelClientOptions = {
  /** 'accountId:serviceKey' (Tx v10 wants both), or a service key alone for gateways that need only that. */
  apiKey: string;
  baseUrl?: string | undefined;
  /** Waits between attempts; the spec's 2 s and 4 s by default. */
  backoffMs?: readonly number[];
  attempts?: number;
  /** Injected in tests so retries do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Per request. */
  timeoutMs?: number;
};

/** The Textkernel adapter is the resume-parsing port. */
export type TextkernelClient = ResumeParsingProvider;

const PROVIDER = 'textkernel';
const NO_RETRY_STATUS = new Set([400, 401, 422, 429]);
const NO_RETRY_WORDS = ['invalid', 'credentials', 'rate limit', 'corrupted'];

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether the spec's retry policy allows another attempt after this error. */
export function isRetryableTextkernelError(e: unknown): boolean {
  if (!(e instanceof ProviderError)) return false;
  if (e.status !== undefined && NO_RETRY_STATUS.has(e.status)) return false;
  const lower = e.message.toLowerCase();
  if (NO_RETRY_WORDS.some((w) => lower.includes(w))) return false;
  return e.retryable;
}

const errorForStatus = (status: number, detail: string): ProviderError => {
  const suffix = detail ? ` ${detail}` : '';
  if (status === 401 || status === 403)
    return new ProviderError(
      PROVIDER,
      `Textkernel rejected the API credentials (${status} Unauthorized).${suffix}`,
      {
        status,
        retryable: false,
        code: 'textkernel_unauthorized',
      },
    );
  if (status === 429)
    return new ProviderError(PROVIDER, `Textkernel rate limit exceeded (429).${suffix}`, {
      status,
      retryable: false,
      code: 'textkernel_rate_limited',
      // The caller is told to wait (429), as the provider told us.
      kind: 'rate_limited',
    });
  if (status === 400 || status === 422)
    return new ProviderError(
      PROVIDER,
      `Textkernel could not parse the file: invalid or corrupted document (${status}).${suffix}`,
      {
        status,
        retryable: false,
        code: 'textkernel_bad_document',
        // The file is at fault, not the provider: a file problem with the spec's title.
        kind: 'validation',
        title: RESUME_TITLES.processingError,
      },
    );
  return new ProviderError(PROVIDER, `Textkernel service error (${status}).${suffix}`, {
    status,
    retryable: status >= 500,
  });
};

/** Creates the Textkernel client; `parse` sends the file base64-encoded and maps either response shape. */
export function createTextkernelClient(opts: TextkernelClientOptions): TextkernelClient {
  const baseUrl = opts.baseUrl ?? TEXTKERNEL_DEFAULT_BASE_URL;
  const backoff = opts.backoffMs ?? RESUME_RETRY.backoffMs;
  const attempts = opts.attempts ?? RESUME_RETRY.attempts;
  const sleep = opts.sleep ?? sleepFor;
  const [accountId, serviceKey] = opts.apiKey.includes(':')
    ? opts.apiKey.split(/:(.*)/s)
    : [undefined, opts.apiKey];
  const http: HttpProvider = {
    provider: PROVIDER,
    displayName: 'Textkernel',
    baseUrl,
    headers: { ...(accountId ? { 'Tx-AccountId': accountId } : {}), 'Tx-ServiceKey': serviceKey ?? '' },
    timeoutMs: opts.timeoutMs ?? 60_000,
    // One request per attempt: the spec's retries (2 s, 4 s; not after 400, 401, 422, 429) are below.
    retry: { retries: 0, minTimeoutMs: 0 },
    failures: {
      status: (status, body) => errorForStatus(status, providerMessage(body)),
      timeout: (cause) =>
        new ProviderError(PROVIDER, 'Textkernel request timeout: no answer in time.', {
          cause,
          code: 'textkernel_timeout',
        }),
      unreachable: (cause) =>
        new ProviderError(PROVIDER, 'Network error: the connection to Textkernel failed.', {
          cause,
          code: 'textkernel_unreachable',
        }),
    },
  };

  async function attempt(bytes: Uint8Array): Promise<ParsedResume> {
    const json = await providerRequest(http, {
      method: 'POST',
      path: TEXTKERNEL_PARSE_PATH,
      body: {
        DocumentAsBase64String: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(
          'base64',
        ),
        DocumentLastModified: new Date().toISOString().slice(0, 10),
      },
      schema: z.unknown(),
    });
    // An empty answer (or one that is not JSON) carries no resume.
    if (json === null || json === undefined || typeof json === 'string')
      throw new ProviderError(PROVIDER, RESUME_MESSAGES.noDataReceived, { status: 200, retryable: false });
    return mapTextkernelResponse(json);
  }

  return {
    async parse(bytes) {
      for (let n = 1; ; n++) {
        try {
          return await attempt(bytes);
        } catch (e) {
          if (n >= attempts || !isRetryableTextkernelError(e)) throw e;
          await sleep(backoff[n - 1] ?? backoff[backoff.length - 1] ?? 0);
        }
      }
    },
  };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** A string from a value that may be a string or Tx's {Raw, Normalized, Name, Value} wrappers. */
const str = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  const o = obj(v);
  if (!o) return undefined;
  for (const k of ['FormattedName', 'Normalized', 'Raw', 'Name', 'Value', 'Date', 'name', 'value']) {
    const s = str(o[k]);
    if (s) return s;
  }
  return undefined;
};

const providerMessage = (json: unknown): string => {
  const info = obj(obj(json)?.Info);
  return str(info?.Message) ?? str(obj(json)?.error) ?? str(obj(json)?.message) ?? '';
};

/** '2020-01-15' → 'Jan 2020'; '2020' → '2020'; text passes through. */
const dateText = (v: unknown): string | undefined => {
  const s = str(v);
  if (!s) return undefined;
  const iso = /^(\d{4})(?:-(\d{2}))?/.exec(s);
  if (iso) return normaliseDate(iso[2] ? `${iso[1]}-${iso[2]}` : iso[1]!) ?? s;
  return normaliseDate(s) ?? s;
};

const periodOf = (start: unknown, end: unknown, current: unknown): string => {
  const s = dateText(start);
  const endText = str(end);
  const isCurrent = current === true || (endText !== undefined && /^(present|current|now)$/i.test(endText));
  const e = isCurrent ? PRESENT : dateText(end);
  if (!s && !e) return RESUME_DEFAULTS.period;
  return `${s ?? RESUME_DEFAULTS.year} - ${e ?? PRESENT}`;
};

const skillNames = (v: unknown): string[] => {
  const o = obj(v);
  const list = o ? [...arr(o.Raw), ...arr(o.Normalized)] : arr(v);
  const names = list.map(str).filter((s): s is string => !!s);
  return [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
};

/** Maps either response shape of the spec to the parsed resume; neither shape → 'No resume data found in response'. */
export function mapTextkernelResponse(json: unknown): ParsedResume {
  const root = obj(json);
  const resumeData = obj(obj(root?.Value)?.ResumeData) ?? obj(root?.ResumeData);
  if (resumeData) {
    const contact = obj(resumeData.ContactInformation);
    const positions = arr(obj(resumeData.EmploymentHistory)?.Positions ?? resumeData.EmploymentHistory);
    const schools = arr(obj(resumeData.Education)?.EducationDetails ?? resumeData.Education);
    return parsedResumeSchema.parse({
      name:
        str(obj(contact?.CandidateName)?.FormattedName) ??
        str(contact?.CandidateName) ??
        RESUME_DEFAULTS.name,
      email: arr(contact?.EmailAddresses).map(str).find(Boolean) ?? '',
      phone: arr(contact?.Telephones).map(str).find(Boolean) ?? '',
      skills: skillNames(resumeData.Skills),
      experience: positions
        .map(obj)
        .filter((p): p is Json => !!p)
        .map((p) => ({
          title: str(p.JobTitle) ?? RESUME_DEFAULTS.title,
          company: str(obj(p.Employer)?.Name) ?? str(p.Employer) ?? RESUME_DEFAULTS.company,
          period: periodOf(p.StartDate, p.EndDate, p.IsCurrent),
          description: str(p.Description) ?? '',
        })),
      education: schools
        .map(obj)
        .filter((d): d is Json => !!d)
        .map((d) => ({
          degree: str(obj(d.Degree)?.Name) ?? str(d.Degree) ?? RESUME_DEFAULTS.degree,
          institution: str(d.SchoolName) ?? RESUME_DEFAULTS.institution,
          year: dateText(d.LastEducationDate ?? d.EndDate)?.replace(/^\D+\s/, '') ?? RESUME_DEFAULTS.year,
        })),
    });
  }
  const doc = obj(root?.ParsedDocument) ?? obj(obj(root?.data)?.ParsedDocument);
  if (doc) {
    const contact = obj(doc.contact_info);
    const firstOf = (v: unknown) => (Array.isArray(v) ? v.map(str).find(Boolean) : str(v));
    return parsedResumeSchema.parse({
      name: str(contact?.name) ?? str(contact?.full_name) ?? RESUME_DEFAULTS.name,
      email: firstOf(contact?.email ?? contact?.emails) ?? '',
      phone: firstOf(contact?.phone ?? contact?.phones) ?? '',
      skills: skillNames(doc.skills),
      experience: arr(doc.employment_history)
        .map(obj)
        .filter((p): p is Json => !!p)
        .map((p) => ({
          title: str(p.title ?? p.job_title) ?? RESUME_DEFAULTS.title,
          company: str(p.company ?? p.employer) ?? RESUME_DEFAULTS.company,
          period: str(p.period) ?? periodOf(p.start_date, p.end_date, p.is_current ?? p.current),
          description: str(p.description) ?? '',
        })),
      education: arr(doc.education)
        .map(obj)
        .filter((d): d is Json => !!d)
        .map((d) => ({
          degree: str(d.degree) ?? RESUME_DEFAULTS.degree,
          institution: str(d.institution ?? d.school) ?? RESUME_DEFAULTS.institution,
          year: str(d.year ?? d.graduation_year) ?? RESUME_DEFAULTS.year,
        })),
    });
  }
  throw new ProviderError(PROVIDER, RESUME_MESSAGES.noData, {
    status: 200,
    retryable: false,
    code: 'no_resume_data',
  });
}
