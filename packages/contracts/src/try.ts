/** The public playground's own limits: smaller than an account's uploads (MAX_UPLOAD_BYTES). */
export const TRY_MAX_MEGABYTES = 5;
export const TRY_MAX_BYTES = TRY_MAX_MEGABYTES * 1024 * 1024;
/** Pages of an uploaded document the playground reads; more is refused before any is read. */
export const TRY_MAX_PAGES = 3;
