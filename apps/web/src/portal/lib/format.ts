/** Size in megabytes with two decimals, or null when the size is unknown. */
export function megabytes(bytes: number | null | undefined): string | null {
  if (bytes == null) return null;
  return (bytes / (1024 * 1024)).toFixed(2);
}

/** A date in the reader's language, e.g. "22 Nov 2026" / "22 בנוב׳ 2026". */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
