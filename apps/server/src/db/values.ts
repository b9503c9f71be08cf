/** Evens out what the two drivers return, so services read one shape. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoOrNull(value: string | Date | null | undefined): string | null {
  return value == null ? null : toIso(value);
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function nowIso(): string {
  return new Date().toISOString();
}
