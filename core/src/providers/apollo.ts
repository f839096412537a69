import * as z from 'zod';
import { AppError, ProviderError } from '../errors.js';
import type { PeopleSearch, PeopleSearchProvider, SourcedCandidate } from './ports.js';
import { DEFAULT_GET_RETRY, providerRequest, type HttpClientOptions, type HttpProvider } from './http.js';
import { keyTestOutcome } from './key-test.js';
import { configureKeyHint, DEFAULT_TIMEOUT_MS } from './provider-error.js';

export const APOLLO_DEFAULT_BASE_URL = 'https://api.apollo.io/api/v1';

export type { PeopleSearch, PeopleSearchProvider, SourcedCandidate };

const NAME = 'Apollo';
const s = z.string().nullish();
const personSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: s,
    first_name: s,
    last_name: s,
    title: s,
    headline: s,
    email: s,
    linkedin_url: s,
    city: s,
    state: s,
    country: s,
    phone_numbers: z.array(z.object({ sanitized_number: s, raw_number: s }).loose()).nullish(),
    organization: z.object({ name: s }).loose().nullish(),
  })
  .loose();
const searchSchema = z.object({ people: z.array(personSchema).default([]) }).loose();

const hasValue = (v: string | null | undefined): v is string => !!v && v.trim() !== '';

/** Apollo hides emails it has not unlocked behind a placeholder address. */
const realEmail = (e: string | null | undefined) =>
  hasValue(e) && !e.startsWith('email_not_unlocked') ? e : null;

function toCandidate(p: z.infer<typeof personSchema>): SourcedCandidate {
  const name = p.name ?? [p.first_name, p.last_name].filter(hasValue).join(' ');
  const phone = p.phone_numbers?.map((n) => n.sanitized_number ?? n.raw_number).find(hasValue);
  const company = p.organization?.name ?? null;
  const summary = p.headline ?? (p.title ? `${p.title}${company ? ` at ${company}` : ''}` : null);
  const location = [p.city, p.state, p.country].filter(hasValue).join(', ');
  return {
    id: p.id,
    name: hasValue(name) ? name : 'Unknown Name',
    email: realEmail(p.email) ?? 'Email not available',
    phone: phone ?? 'Phone not available',
    summary: hasValue(summary) ? summary : 'No summary available',
    title: p.title ?? null,
    company,
    location: location || null,
    linkedin_url: p.linkedin_url ?? null,
  };
}

/** Apollo adapter (key in the X-Api-Key header). People search is a read sent as POST. */
export function createApolloClient({
  apiKey,
  baseUrl = APOLLO_DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retry = DEFAULT_GET_RETRY,
}: HttpClientOptions): PeopleSearchProvider {
  const http: HttpProvider = {
    provider: 'apollo',
    displayName: NAME,
    baseUrl,
    headers: { 'X-Api-Key': apiKey },
    timeoutMs,
    retry,
  };
  return {
    async searchPeople({ title, skills = [], keywords, page = 1, perPage = 10 }) {
      const q = [keywords, ...skills].filter((x): x is string => hasValue(x)).join(' ');
      if (!hasValue(title) && !q) {
        throw new AppError(
          'validation',
          'search_query_required',
          'Please enter a job title or skills to search for.',
        );
      }
      const res = await providerRequest(http, {
        method: 'POST',
        path: '/mixed_people/search',
        body: {
          ...(hasValue(title) ? { person_titles: [title.trim()] } : {}),
          ...(q ? { q_keywords: q } : {}),
          page,
          per_page: Math.min(Math.max(perPage, 1), 100),
        },
        schema: searchSchema,
        idempotent: true,
      });
      return res.people.map(toCandidate);
    },
    test: () =>
      keyTestOutcome(NAME, async () => {
        const health = await providerRequest(http, {
          method: 'GET',
          path: '/auth/health',
          schema: z.object({ is_logged_in: z.boolean().nullish() }).loose(),
        });
        // Apollo answers 200 with is_logged_in false for a key it does not know.
        if (health.is_logged_in === false) {
          throw new ProviderError('apollo', 'Invalid Apollo API key', {
            status: 401,
            code: 'invalid_key',
            hint: configureKeyHint,
          });
        }
      }),
  };
}
