import { type DocumentResult, type Field, RESULT_SCHEMA_VERSION } from '@docread/contracts';

/**
 * A processed invoice's result as the engine would store it (total 10.00), for tests that write documents
 * straight to the database instead of waiting for the engine. `fields` adds to or replaces its fields.
 */
export function sampleInvoiceResult(fields: Record<string, Field> = {}): DocumentResult {
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    engine: { name: 'docread', version: 'test' },
    documentType: 'invoice',
    documentTypeConfidence: 0.9,
    language: ['en'],
    pages: [],
    text: 'Total 10.00',
    fields: { totalAmount: { value: 10, text: '10.00', confidence: 0.9, page: null, bbox: null }, ...fields },
    lists: {},
    tables: [],
    confidence: 0.9,
    needsReview: false,
    reviewReasons: [],
    warnings: [],
    timings: {},
  };
}
