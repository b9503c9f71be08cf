import { z } from 'zod';

/** The most rows one page of a portal list carries. */
export const PAGE_MAX_LIMIT = 100;

/**
 * `?limit=&cursor=` of every paged portal list (`/api/documents` has its own filters beside them): newest
 * first, the next page starting strictly after the last row shown.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(50),
  cursor: z.string().max(500).optional().meta({ description: "The previous page's `nextCursor`" }),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list: `{ items, nextCursor }`, the same shape as `GET /api/documents`. */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next (older) page; null on the last page' }),
  });
}
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}
