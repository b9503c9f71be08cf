import type { components, paths } from './openapi.gen.js';

/**
 * The /v3 shapes, taken from the OpenAPI document that the server generates from `packages/contracts`
 * (`npm run openapi` refreshes it): nothing here is written by hand, so it cannot drift from the server.
 */
type Schemas = components['schemas'];

export type JobStatus = Schemas['JobStatus'];
export type DocumentType = Schemas['DocumentType'];
export type LanguageHint = Schemas['LanguageHint'];
export type OutputFormat = Schemas['OutputFormat'];
/** The downloads `exportResult(jobId, format)` returns as bytes. */
export type ExportFormat = Schemas['ExportFormat'];
export type BBox = Schemas['BBox'];
export type ExtractedField = Schemas['Field'];
/** A row of a repeated group (`structuredData.lists.lineItems[0].description`). */
export type FieldRow = Schemas['FieldRow'];
export type ExtractedTable = Schemas['Table'];
export type TableCell = Schemas['TableCell'];
export type PageSummary = Schemas['PageSummary'];
export type JobResult = Schemas['JobResult'];
export type AcceptedJob = Schemas['AcceptedJob'];
export type JobSummary = Schemas['JobSummary'];
export type JobList = Schemas['JobList'];
export type AsyncJobByUrl = Schemas['AsyncJobByUrlInput'];
export type Problem = Schemas['Problem'];
/** What a webhook receiver gets. */
export type WebhookEvent = Schemas['WebhookPayload'];

/** The operations the client calls, as the generated paths describe them (checked by the type checker). */
export type V3Paths = Pick<
  paths,
  '/v3/process' | '/v3/process/async' | '/v3/results/{jobId}' | '/v3/results/{jobId}/export' | '/v3/jobs'
>;
