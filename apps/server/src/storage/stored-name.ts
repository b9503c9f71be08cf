import { sanitizeFilename } from '@docread/contracts';

/**
 * File systems refuse a path segment over 255 bytes (ENAMETOOLONG) and object stores cap keys at 1024: the
 * stored name is a short, safe spelling of the client's, which the document keeps in full as its file name.
 */
const MAX_STORED_NAME = 100;
/** Longer "extensions" are part of the name; keeping them whole could leave no room for the rest. */
const MAX_EXTENSION = 16;

/** The name part of a storage key (`{userId}/{timestamp}_{name}`), with its extension kept. */
export function storedName(clientName: string): string {
  const safe = sanitizeFilename(clientName);
  if (safe.length <= MAX_STORED_NAME) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= MAX_EXTENSION ? safe.slice(dot) : '';
  return safe.slice(0, MAX_STORED_NAME - extension.length) + extension;
}
