/**
 * The dedupe key of a LinkedIn profile URL: `linkedin.com/in/<slug>` with the slug percent-decoded,
 * NFC and lower-cased (LinkedIn answers a profile's slug in any case), so www/no-www, http/https,
 * a trailing slash or a query give the same key. Null for anything that is not a profile URL.
 * Stored in candidates.linkedin_key, unique per user (migration linkedinProfileKeyMigration).
 */
export function linkedinProfileKey(url: string): string | null {
  const m = /^https?:\/\/(?:[a-z0-9-]+\.)*linkedin\.com\/in\/([^/?#]{1,100})\/?(?:[?#].*)?$/i.exec(
    url.trim(),
  );
  if (!m) return null;
  let slug = m[1]!;
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // a malformed escape stays as typed
  }
  slug = slug.normalize('NFC').toLowerCase().trim();
  return slug ? `linkedin.com/in/${slug}` : null;
}
