import { type ListedDocument, recentDocuments } from '../lib/documentList.ts';
import { fieldsAwaitingReview } from './fieldValues.ts';
import { viewerApi } from './viewerApi.ts';

/** How many results are read at most to find the next document to review, so one click stays cheap. */
const MAX_RESULTS_READ = 20;

/** Whether a completed document still has low-confidence fields nobody corrected or accepted. */
export async function awaitsReview(doc: ListedDocument): Promise<boolean> {
  if (doc.status !== 'completed') return false;
  if (doc.needsReview === false) return false;
  const view = await viewerApi.result(doc.id);
  return view.result ? fieldsAwaitingReview({ ...view, result: view.result }).length > 0 : false;
}

/** The newest other completed document that still awaits review, or null when none does. */
export async function findNextToReview(currentId: string): Promise<string | null> {
  const candidates = (await recentDocuments({ status: 'completed' }))
    .filter((d) => d.id !== currentId && d.status === 'completed')
    .slice(0, MAX_RESULTS_READ);
  for (const doc of candidates) {
    if (await awaitsReview(doc)) return doc.id;
  }
  return null;
}
