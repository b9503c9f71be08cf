import type { DocumentRow } from '@docread/contracts';
import { ApiError } from '../../../lib/api.ts';

/** Fetches the stored file with the session cookie and hands it to the browser as a download under its original name. */
export async function downloadDocument(doc: Pick<DocumentRow, 'id' | 'filename'>): Promise<void> {
  const res = await fetch(`/api/documents/${encodeURIComponent(doc.id)}/file`, {
    credentials: 'same-origin',
  });
  if (!res.ok) throw new ApiError(res.status, null, res.statusText);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = doc.filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
