import type { JobList, JobSummary } from './types.js';

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/** Walks every page from `fetchPage`, following `nextCursor` until the last page. */
export async function* paginate(
  fetchPage: (page: PageRequest) => Promise<JobList>,
  first: PageRequest = {},
): AsyncGenerator<JobSummary, void, undefined> {
  let page: PageRequest = first;
  for (;;) {
    const { jobs, nextCursor } = await fetchPage(page);
    yield* jobs;
    if (!nextCursor || jobs.length === 0) return;
    page = { ...page, cursor: nextCursor };
  }
}
