// Fetching a page on behalf of a user without letting the URL reach the machine's own network (SSRF).
// Every connection goes through one connector that resolves the name itself, checks every address it
// got against the address policy (public unicast only, by default) and connects to the checked
// address: a name that resolves to loopback, a DNS answer that changes between a check and the
// connection, and bare or encoded IP forms cannot slip past, because there is no second lookup.
// Redirects are followed by hand (at most 5), each through the same connector.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, request } from 'undici';
import { AppError } from '../errors.js';

export const SCRAPER_USER_AGENT = 'RecruitBot/0.1 (+https://recruit.local/bot; the recruit local scraper)';

export type SafeFetchLimits = {
  /** Connecting to one address. */
  connectTimeoutMs: number;
  /** The whole fetch, redirects and robots.txt included. */
  totalTimeoutMs: number;
  /** Decompressed body bytes read at most. */
  maxBodyBytes: number;
  maxRedirects: number;
};
export const SAFE_FETCH_LIMITS: SafeFetchLimits = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBodyBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

/** Answers every address a name resolves to (the product resolves with the system resolver). */
export type Resolver = (hostname: string) => Promise<string[]>;
export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Whether the scraper may connect to `address` on `port`. */
export type AddressPolicy = (address: string, port: number) => boolean;

/**
 * The default policy: public unicast addresses only. Loopback, private, link-local (cloud metadata
 * at 169.254.169.254), CGNAT, multicast, reserved and unspecified ranges are refused, IPv4-mapped
 * IPv6 is judged as the IPv4 address it maps, and IPv6 forms that embed IPv4 (6to4, NAT64, Teredo)
 * are refused.
 */
export const publicAddressesOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

/**
 * The public policy plus exact `address:port` pairs: only tests use it, to scrape their own fixture
 * site on 127.0.0.1 (RECRUIT_SCRAPE_ALLOW). A pair never opens another port of the same address.
 */
export const publicAddressesAnd =
  (pairs: readonly string[]): AddressPolicy =>
  (address, port) => {
    if (publicAddressesOnly(address, port)) return true;
    if (!ipaddr.isValid(address)) return false;
    const normal = ipaddr.process(address).toString();
    return pairs.some((p) => {
      const at = p.lastIndexOf(':');
      const host = p.slice(0, at).replace(/^\[|\]$/g, '');
      return (
        ipaddr.isValid(host) && ipaddr.process(host).toString() === normal && p.slice(at + 1) === String(port)
      );
    });
  };

export const SAFE_FETCH_MESSAGES = {
  blockedTitle: 'Address Not Allowed',
  blocked: (host: string) =>
    `${host} is a private, local or reserved network address. Only public websites can be scraped.`,
  blockedRedirect: (host: string) =>
    `The page redirected to ${host}, a private, local or reserved network address. Only public websites can be scraped.`,
  tooManyRedirects: (n: number) => `The page redirected more than ${n} times.`,
  unresolvable: (host: string) => `Could not find the website ${host} (its name did not resolve).`,
  unreachable: (host: string) => `Could not connect to ${host}.`,
  timedOut: (seconds: number) => `The website did not answer within ${seconds} s.`,
  tooLarge: (mb: number) => `The page is larger than ${mb} MB, so it was not read.`,
  notAPage: (type: string) =>
    `The URL answered with ${type || 'an unknown content type'}, not a web page (HTML or JSON).`,
  robots: "The website's robots.txt does not allow scraping this page.",
  httpError: (status: number) => `The website answered with HTTP ${status}.`,
} as const;

/** A failure of the fetch the user can act on; `blocked` marks an SSRF refusal. */
export class FetchRefused extends AppError {
  constructor(
    code: string,
    message: string,
    readonly blocked = false,
    title = blocked ? SAFE_FETCH_MESSAGES.blockedTitle : 'Scraping Failed',
  ) {
    super(blocked ? 'validation' : 'provider', code, message, { title });
  }
}

const blockedError = (host: string, redirect: boolean) =>
  new FetchRefused(
    'address_not_allowed',
    redirect ? SAFE_FETCH_MESSAGES.blockedRedirect(host) : SAFE_FETCH_MESSAGES.blocked(host),
    true,
  );

const unbracket = (host: string) => host.replace(/^\[|\]$/g, '');
const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * The URL as one the scraper may try: http(s), no credentials, and when its host is an IP literal
 * (WHATWG URL parsing already turns 2130706433, 0x7f000001 and 127.1 into 127.0.0.1), an allowed one.
 */
export function checkFetchUrl(url: URL, policy: AddressPolicy, redirect = false): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused(
      'invalid_url',
      'Only http:// and https:// URLs can be scraped.',
      false,
      'Invalid URL',
    );
  if (url.username || url.password)
    throw new FetchRefused(
      'invalid_url',
      'URLs with a user name or password cannot be scraped.',
      false,
      'Invalid URL',
    );
  const host = unbracket(url.hostname);
  const port = Number(url.port) || defaultPort(url.protocol);
  if (isIP(host) && !policy(host, port)) throw blockedError(url.hostname, redirect);
}

export type SafeFetchOptions = {
  policy?: AddressPolicy;
  resolver?: Resolver;
  limits?: Partial<SafeFetchLimits>;
  /** Content types read; others are refused without reading the body. */
  accept?: (contentType: string) => boolean;
  userAgent?: string;
};

export type FetchedPage = {
  url: string;
  status: number;
  contentType: string;
  body: string;
  bytes: number;
  redirects: string[];
};

export const isPageType = (contentType: string) =>
  /^(text\/html|application\/xhtml\+xml|application\/json|application\/[a-z.+-]*\+json)\b/i.test(contentType);

/** A connector that resolves, checks every address against the policy, and connects to a checked one. */
function guardedConnector(policy: AddressPolicy, resolver: Resolver, connectTimeoutMs: number) {
  const base = buildConnector({ timeout: connectTimeoutMs });
  const connector: buildConnector.connector = (opts, callback) => {
    const host = unbracket(opts.hostname);
    const port = Number(opts.port) || defaultPort(opts.protocol);
    const pick = async (): Promise<string> => {
      if (isIP(host)) {
        if (!policy(host, port)) throw blockedError(opts.hostname, false);
        return host;
      }
      let addresses: string[];
      try {
        addresses = await resolver(host);
      } catch {
        throw new FetchRefused('unresolvable', SAFE_FETCH_MESSAGES.unresolvable(host));
      }
      if (addresses.length === 0)
        throw new FetchRefused('unresolvable', SAFE_FETCH_MESSAGES.unresolvable(host));
      // One refused address refuses the name: a mix of public and private answers is an attack.
      if (addresses.some((a) => !policy(a, port))) throw blockedError(host, false);
      return addresses[0]!;
    };
    pick().then(
      (address) =>
        base(
          { ...opts, hostname: address, servername: opts.servername ?? (isIP(host) ? undefined : host) },
          callback,
        ),
      (e: Error) => callback(e, null),
    );
  };
  return connector;
}

/** Drops a body we will not read; its abort error has no one left to hear it. */
const discard = (body: { on(event: 'error', fn: () => void): unknown; destroy(): unknown }) => {
  body.on('error', () => {});
  body.destroy();
};

const decoderFor = (encoding: string) => {
  const e = encoding.trim().toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return createGunzip();
  if (e === 'deflate') return createInflate();
  if (e === 'br') return createBrotliDecompress();
  return undefined;
};

/** Reads the body, decompressed, and stops at `max` bytes with a refusal. */
async function readCapped(
  body: Readable,
  encoding: string,
  max: number,
): Promise<{ text: string; bytes: number }> {
  const decoder = encoding ? decoderFor(encoding) : undefined;
  const stream: Readable = decoder ? body.pipe(decoder) : body;
  if (decoder) body.on('error', (e) => decoder.destroy(e));
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of stream) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      bytes += b.length;
      if (bytes > max) {
        throw new FetchRefused('too_large', SAFE_FETCH_MESSAGES.tooLarge(Math.round(max / 1024 / 1024)));
      }
      chunks.push(b);
    }
  } finally {
    discard(body);
    decoder?.destroy();
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytes };
}

/** The failure as one the user can act on: our refusals pass, network errors get a plain message. */
function explain(e: unknown, url: URL, totalMs: number, signal: AbortSignal): Error {
  if (e instanceof AppError) return e;
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof AppError) return cause;
  if (signal.aborted)
    return new FetchRefused('timeout', SAFE_FETCH_MESSAGES.timedOut(Math.round(totalMs / 1000)));
  const code = (e as { code?: string }).code ?? '';
  if (
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT'
  )
    return new FetchRefused('timeout', SAFE_FETCH_MESSAGES.timedOut(Math.round(totalMs / 1000)));
  return new FetchRefused('unreachable', SAFE_FETCH_MESSAGES.unreachable(url.hostname));
}

/** A fetcher bound to a policy, a resolver and limits; `close` ends its connections. */
export function createSafeFetcher(options: SafeFetchOptions = {}) {
  const policy = options.policy ?? publicAddressesOnly;
  const resolver = options.resolver ?? systemResolver;
  const limits = { ...SAFE_FETCH_LIMITS, ...options.limits };
  const accept = options.accept ?? isPageType;
  const userAgent = options.userAgent ?? SCRAPER_USER_AGENT;
  const agent = new Agent({
    connect: guardedConnector(policy, resolver, limits.connectTimeoutMs),
    headersTimeout: limits.totalTimeoutMs,
    bodyTimeout: limits.totalTimeoutMs,
    connections: 4,
  });

  /**
   * GETs `start`, following at most `maxRedirects` redirects, each checked like the first URL.
   * `signal` bounds the whole exchange (the caller shares it with robots.txt); `accept` decides
   * which content types are read (others are refused unread). Non-2xx answers are returned as-is
   * when `allowErrorStatus`, otherwise refused.
   */
  async function get(
    start: URL,
    opts: {
      signal: AbortSignal;
      accept?: (contentType: string) => boolean;
      maxBytes?: number;
      allowErrorStatus?: boolean;
      /** Called before each hop, the first included (robots.txt checks). */
      beforeHop?: (url: URL) => Promise<void>;
    },
  ): Promise<FetchedPage> {
    const redirects: string[] = [];
    let url = start;
    for (let hop = 0; ; hop++) {
      checkFetchUrl(url, policy, hop > 0);
      await opts.beforeHop?.(url);
      let res: Awaited<ReturnType<typeof request>>;
      try {
        res = await request(url, {
          method: 'GET',
          dispatcher: agent,
          signal: opts.signal,
          headers: {
            'user-agent': userAgent,
            accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.1',
            'accept-encoding': 'gzip, deflate, br',
          },
        });
      } catch (e) {
        const err = explain(e, url, limits.totalTimeoutMs, opts.signal);
        if (hop > 0 && err instanceof FetchRefused && err.blocked) throw blockedError(url.hostname, true);
        throw err;
      }
      const header = (name: string) => {
        const v = res.headers[name];
        return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
      };
      if (res.statusCode >= 300 && res.statusCode < 400 && header('location')) {
        discard(res.body);
        if (hop >= limits.maxRedirects)
          throw new FetchRefused(
            'too_many_redirects',
            SAFE_FETCH_MESSAGES.tooManyRedirects(limits.maxRedirects),
          );
        let next: URL;
        try {
          next = new URL(header('location'), url);
        } catch {
          throw new FetchRefused(
            'bad_redirect',
            'The page redirected to an address that is not a valid URL.',
          );
        }
        redirects.push(next.toString());
        url = next;
        continue;
      }
      const contentType = header('content-type');
      if (res.statusCode >= 400 && !opts.allowErrorStatus) {
        discard(res.body);
        throw new FetchRefused('http_error', SAFE_FETCH_MESSAGES.httpError(res.statusCode));
      }
      if (res.statusCode < 400 && !(opts.accept ?? accept)(contentType)) {
        discard(res.body);
        throw new FetchRefused('not_a_page', SAFE_FETCH_MESSAGES.notAPage(contentType.split(';')[0] ?? ''));
      }
      try {
        const { text, bytes } = await readCapped(
          res.body as unknown as Readable,
          header('content-encoding'),
          opts.maxBytes ?? limits.maxBodyBytes,
        );
        return { url: url.toString(), status: res.statusCode, contentType, body: text, bytes, redirects };
      } catch (e) {
        throw explain(e, url, limits.totalTimeoutMs, opts.signal);
      }
    }
  }

  return { get, limits, userAgent, close: () => agent.close() };
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>;
