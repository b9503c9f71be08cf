/**
 * The names a page's own web and mail addresses spell. An issuer prints its site and mail address in its
 * header or footer, and the name of its domain is its own: "harbour-tiles.com" spells "Harbour Tiles".
 */

/** A host after a scheme, "www." or "@", or a host a path follows ("example.org/help"). */
const HOST = /(?:https?:\/\/|\bwww\.|@)([a-z0-9-]+(?:\.[a-z0-9-]+)+)|\b([a-z0-9-]+(?:\.[a-z0-9-]+)+)\//gi;
/**
 * Second-level labels under which a country's registry hands out names ("acme.co.uk", "acme.com.au"):
 * the registered name is the label before them.
 */
const REGISTRY_LABELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'or', 'ne']);

/** Letters and digits only, accents folded: how a name is written in a domain. */
const spelling = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The registered name of a host: "aws.amazon.com" → "amazon", "shop.acme.co.uk" → "acme". */
function registeredName(host: string): string | null {
  const labels = host.toLowerCase().split('.').slice(0, -1);
  if (labels.length > 1 && REGISTRY_LABELS.has(labels[labels.length - 1] as string)) labels.pop();
  const name = spelling(labels[labels.length - 1] ?? '');
  return /[a-z]{3,}/.test(name) ? name : null;
}

/** The registered names of every host printed in `texts`. */
export function domainNames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(HOST)) {
      const name = registeredName(m[1] ?? m[2] ?? '');
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A name a domain spells: all its words run together ("Harbour Tiles" for harbour-tiles.com), or its
 * opening words (the brand before a department or a legal form: "Norvik Service Desk" for norvik.com).
 */
export function spelledByDomain(name: string, domains: ReadonlySet<string>): boolean {
  const words = name.split(/\s+/).map(spelling).filter(Boolean);
  let run = '';
  for (const word of words) {
    run += word;
    if (domains.has(run)) return true;
  }
  return false;
}
