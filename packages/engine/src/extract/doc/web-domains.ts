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

/**
 * Times a page prints a brand as a name (capitalised, its site's ending aside) before it is the page's own
 * trading name: a site it only points to ("Follow us on Pinefeed") is named once.
 */
const BRAND_MENTIONS = 2;
/** Words a brand runs to at most: "Harbour Tiles", not a sentence. */
const BRAND_WORDS = 3;

/** A printed word as a name's word: outer punctuation and a site's ending ("Norvik.com") off; hosts and addresses none. */
function nameWord(token: string): string | null {
  if (/[@/]|^www\./i.test(token)) return null;
  const word = token
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/\.[a-z]{2,}(?:\.[a-z]{2,})?$/, '');
  return /^\p{Lu}/u.test(word) && !/[.]/.test(word) ? word : null;
}

/**
 * The trading name the page's own domain spells, as the page prints it ("Norvik" for norvik.com), with
 * the index of the first text naming it; null unless the page names it `BRAND_MENTIONS` times.
 */
export function brandNamed(
  texts: readonly string[],
  domains: ReadonlySet<string>,
): { name: string; at: number } | null {
  const seen = new Map<string, { count: number; at: number }>();
  texts.forEach((text, at) => {
    const words = text.split(/\s+/).map(nameWord);
    for (let i = 0; i < words.length; i++) {
      let run = '';
      for (let k = i; k < Math.min(words.length, i + BRAND_WORDS) && words[k]; k++) {
        run += spelling(words[k] as string);
        if (!domains.has(run)) continue;
        const name = words.slice(i, k + 1).join(' ');
        const entry = seen.get(name) ?? { count: 0, at };
        entry.count++;
        seen.set(name, entry);
      }
    }
  });
  const [best] = [...seen.entries()].sort((a, b) => b[1].count - a[1].count);
  return best && best[1].count >= BRAND_MENTIONS ? { name: best[0], at: best[1].at } : null;
}

/** Whether a name holds the brand's words: a legal name that already says the brand ("Norvik Trading Ltd"). */
export function holdsBrand(name: string, brand: string): boolean {
  const words = name.split(/\s+/).map(spelling);
  const wanted = brand.split(/\s+/).map(spelling);
  return words.some((_, i) => wanted.every((w, k) => words[i + k] === w));
}

/** Letters a logo's name must spell before the start of a domain counts as naming it. */
const LOGO_LETTERS = 3;

/**
 * The brand a logo names: the words of an image at the head of the page ("OYO", "Norvik") that the page's
 * own domain spells or begins with ("oyo" in oyorooms.com). Printed text that only opens a domain is weak
 * evidence (any short word opens some domain); the page's emblem opening its own address is not.
 */
export function logoNamed(logos: readonly string[], domains: ReadonlySet<string>): string | null {
  for (const logo of logos) {
    const words = logo.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    if (words.length === 0 || words.length > BRAND_WORDS || /\d/.test(logo)) continue;
    const name = words.join(' ');
    const spelled = spelling(name);
    if (spelled.length < LOGO_LETTERS) continue;
    if ([...domains].some((d) => d.startsWith(spelled))) return name;
  }
  return null;
}
