// What the local scraper reads from a page: title, description, main text (Readability), links,
// emails, phone numbers, social profile links and JSON-LD (job postings and people especially).
import { Readability } from '@mozilla/readability';
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { parseHTML } from 'linkedom';
import type { PageExtract } from '../schemas/scraping-tools.js';

const MAX_TEXT = 100_000;
const MAX_LINKS = 500;
const MAX_ITEMS = 100;

const SOCIAL: { network: string; host: RegExp; path: RegExp }[] = [
  { network: 'linkedin', host: /(^|\.)linkedin\.com$/, path: /^\/(in|company|pub)\/[^/]+/ },
  { network: 'x', host: /(^|\.)(twitter|x)\.com$/, path: /^\/[A-Za-z0-9_]{1,15}\/?$/ },
  { network: 'github', host: /^github\.com$/, path: /^\/[A-Za-z0-9-]+\/?$/ },
  { network: 'facebook', host: /(^|\.)facebook\.com$/, path: /^\/[^/]+\/?$/ },
  { network: 'instagram', host: /(^|\.)instagram\.com$/, path: /^\/[^/]+\/?$/ },
  { network: 'youtube', host: /(^|\.)youtube\.com$/, path: /^\/(@|c\/|channel\/|user\/)[^/]+/ },
];

/** The parts of a DOM element read here (core has no DOM typings). */
type El = { textContent: string | null; getAttribute(name: string): string | null };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/g;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const unique = <T>(xs: T[], key: (x: T) => string = String) => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object with an @type in a JSON-LD value, @graph and arrays flattened. */
function ldObjects(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (out.length >= MAX_ITEMS) return out;
  if (Array.isArray(value)) for (const v of value) ldObjects(v, out);
  else if (isRecord(value)) {
    if (value['@type']) out.push(value);
    if (Array.isArray(value['@graph'])) ldObjects(value['@graph'], out);
  }
  return out;
}

const hasType = (o: Record<string, unknown>, type: string) => {
  const t = o['@type'];
  return Array.isArray(t) ? t.includes(type) : t === type;
};

const phonesIn = (text: string): string[] => {
  try {
    return findPhoneNumbersInText(text.slice(0, MAX_TEXT), { defaultCountry: 'US' }).map((p) =>
      p.number.formatInternational(),
    );
  } catch {
    return [];
  }
};

/** Reads a page's HTML (or a JSON body) as the scrape's extract. */
export function extractPage(body: string, url: string, contentType: string): PageExtract {
  if (/json/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const objects = ldObjects(parsed);
    return {
      title: '',
      description: '',
      url,
      text: body.slice(0, MAX_TEXT),
      links: [],
      emails: unique(body.match(EMAIL) ?? []).slice(0, MAX_ITEMS),
      phones: [],
      socialProfiles: [],
      jsonLd: objects,
      jobPostings: objects.filter((o) => hasType(o, 'JobPosting')),
      people: objects.filter((o) => hasType(o, 'Person')),
    };
  }

  const { document } = parseHTML(body);
  const meta = (sel: string) => squash(document.querySelector(sel)?.getAttribute('content') ?? '');
  const title =
    squash(document.querySelector('title')?.textContent ?? '') || meta('meta[property="og:title"]');
  const description = meta('meta[name="description"]') || meta('meta[property="og:description"]');

  const jsonLd: Record<string, unknown>[] = [];
  const all = (sel: string) => Array.from(document.querySelectorAll(sel)) as unknown as El[];
  for (const script of all('script[type="application/ld+json"]')) {
    try {
      ldObjects(JSON.parse(script.textContent ?? ''), jsonLd);
    } catch {
      // A broken block is skipped; the rest of the page still counts.
    }
  }

  const links: PageExtract['links'] = [];
  const mailtos: string[] = [];
  const tels: string[] = [];
  for (const a of all('a[href]')) {
    const raw = a.getAttribute('href') ?? '';
    if (/^mailto:/i.test(raw)) {
      mailtos.push(decodeURIComponent(raw.slice(7).split('?')[0] ?? ''));
      continue;
    }
    if (/^tel:/i.test(raw)) {
      tels.push(raw.slice(4));
      continue;
    }
    try {
      const href = new URL(raw, url);
      if (href.protocol === 'http:' || href.protocol === 'https:') {
        href.hash = '';
        links.push({ href: href.toString(), text: squash(a.textContent ?? '').slice(0, 200) });
      }
    } catch {
      // Not a URL.
    }
  }
  const socialProfiles = unique(
    links.flatMap(({ href }) => {
      const u = new URL(href);
      const host = u.hostname.replace(/^www\./, '');
      const s = SOCIAL.find((x) => x.host.test(host) && x.path.test(u.pathname));
      return s ? [{ network: s.network, url: href }] : [];
    }),
    (p) => p.url,
  );

  const bodyText = squash(document.body?.textContent ?? '');
  // Readability rewrites the document it reads, so it gets its own copy.
  let text = '';
  try {
    const article = new Readability(parseHTML(body).document as unknown as Document).parse();
    text = squash(article?.textContent ?? '');
  } catch {
    text = '';
  }
  if (!text) text = bodyText;

  return {
    title,
    description,
    url,
    text: text.slice(0, MAX_TEXT),
    links: unique(links, (l) => l.href).slice(0, MAX_LINKS),
    emails: unique([...mailtos, ...(bodyText.match(EMAIL) ?? [])].map((e) => e.trim().toLowerCase()))
      .filter((e) => e.includes('@'))
      .slice(0, MAX_ITEMS),
    phones: unique([...tels.flatMap(phonesIn), ...phonesIn(bodyText)]).slice(0, MAX_ITEMS),
    socialProfiles: socialProfiles.slice(0, MAX_ITEMS),
    jsonLd,
    jobPostings: jsonLd.filter((o) => hasType(o, 'JobPosting')),
    people: jsonLd.filter((o) => hasType(o, 'Person')),
  };
}
