import type { DocumentResult } from '@docread/contracts';

/** What the documents list shows of a result, kept in columns so the list never reads result blobs. */
export interface DocumentSummary {
  vendor: string | null;
  document_date: string | null;
  total_amount: number | null;
  currency: string | null;
  needs_review: boolean;
  /** The extracted text the list's search reads (file and document names are searched too). */
  text_content: string;
}

/** Field names by meaning, first found wins: invoices, receipts and bank statements name them differently. */
const VENDOR_FIELDS = ['vendorName', 'merchantName', 'bankName', 'issuerName'];
const DATE_FIELDS = ['invoiceDate', 'date', 'statementDate', 'issueDate'];
const TOTAL_FIELDS = ['totalAmount', 'total', 'closingBalance'];

/** Search reads at most this much text of a document: enough for every field a person would type. */
const MAX_TEXT = 20_000;

function first(result: Pick<DocumentResult, 'fields'>, names: string[]) {
  for (const name of names) {
    const value = result.fields?.[name]?.value;
    if (value !== null && value !== undefined && value !== '') return value;
  }
  return null;
}

export function summarizeResult(
  result: Pick<DocumentResult, 'fields' | 'needsReview' | 'text'>,
): DocumentSummary {
  const vendor = first(result, VENDOR_FIELDS);
  const date = first(result, DATE_FIELDS);
  const total = first(result, TOTAL_FIELDS);
  const currency = first(result, ['currency']);
  return {
    vendor: vendor === null ? null : String(vendor).slice(0, 200),
    document_date: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    total_amount: typeof total === 'number' && Number.isFinite(total) ? total : null,
    currency: typeof currency === 'string' ? currency.slice(0, 8) : null,
    needs_review: result.needsReview,
    text_content: (result.text ?? '').slice(0, MAX_TEXT),
  };
}
