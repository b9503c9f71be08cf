/** Shapes of the /v3 API's answers, kept here so the SDK carries no dependencies. */
export type DocumentType =
  | 'invoice'
  | 'receipt'
  | 'id'
  | 'passport'
  | 'bank_statement'
  | 'contract'
  | 'form'
  | 'other';
export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export interface BBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ExtractedField {
  value: string | number | boolean | null;
  text: string;
  confidence: number;
  page: number | null;
  bbox: BBox | null;
}

export interface TableCell {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
  text: string;
  bbox: BBox | null;
  confidence: number;
}

export interface ExtractedTable {
  page: number;
  bbox: BBox;
  rows: number;
  columns: number;
  headerRows: number[];
  cells: TableCell[];
  confidence: number;
}

export interface PageSummary {
  number: number;
  width: number;
  height: number;
  unit: 'pixel' | 'point';
  text: string;
  confidence: number;
}

/** A job as `POST /v3/process` and `GET /v3/results/{jobId}` describe it. */
export interface JobResult {
  jobId: string;
  status: JobStatus;
  documentType: DocumentType | null;
  structuredData: {
    /** Single fields by name; repeated groups (lineItems, items, transactions) as arrays of rows. */
    fields: Record<string, ExtractedField | Record<string, ExtractedField>[]>;
    tables: ExtractedTable[];
  } | null;
  confidence: number | null;
  needsReview: boolean | null;
  pages: PageSummary[];
  text: string | null;
  error: string | null;
  /** With `outputFormat` csv, xlsx or pdf: the export's path; `getResult(jobId, { format })` downloads it. */
  exportUrl: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface JobSummary {
  jobId: string;
  status: JobStatus;
  documentName: string;
  documentType: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface AcceptedJob {
  jobId: string;
  status: JobStatus;
}

/** An RFC 9457 problem answer. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: string;
  errors?: { path: string; message: string }[];
  [extra: string]: unknown;
}

/** What a webhook receiver gets. */
export interface WebhookEvent {
  type: 'document_uploaded' | 'processing_completed' | 'processing_failed' | 'test';
  timestamp: string;
  jobId: string;
  documentId: string;
  status: JobStatus;
  summary: {
    documentName: string;
    documentType: string | null;
    confidence: number | null;
    needsReview: boolean | null;
    pages: number | null;
    error: string | null;
  };
}
