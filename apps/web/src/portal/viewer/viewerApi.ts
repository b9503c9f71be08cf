import {
  type DocumentType,
  documentDetailSchema,
  documentResultViewSchema,
  documentSchema,
  type ExportFormat,
  type Locale,
  listPageSchema,
  webhookDeliverySchema,
  webhookReplayQueuedSchema,
} from '@docread/contracts';
import { api } from '../../lib/api.ts';
import { pageQuery } from '../lib/usePagedList.ts';

const doc = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

export const viewerKeys = {
  document: (id: string) => ['documents', id] as const,
  result: (id: string) => ['documents', id, 'result'] as const,
  deliveries: (webhookId: string) => ['webhooks', webhookId, 'deliveries'] as const,
};

export const viewerApi = {
  document: (id: string) => api(doc(id), documentDetailSchema),
  result: (id: string) => api(`${doc(id)}/result`, documentResultViewSchema),
  correctField: (id: string, name: string, value: string | number | boolean | null) =>
    api(`${doc(id)}/fields/${encodeURIComponent(name)}`, documentResultViewSchema, {
      method: 'PATCH',
      json: { value },
    }),
  undoCorrection: (id: string, name: string) =>
    api(`${doc(id)}/fields/${encodeURIComponent(name)}`, documentResultViewSchema, { method: 'DELETE' }),
  changeType: (id: string, documentType: DocumentType) =>
    api(`${doc(id)}/type`, documentSchema, { method: 'PUT', json: { documentType } }),
  /** With `language`, CSV and XLSX are headed in it; without, by the field identifiers programs read. */
  exportUrl: (id: string, format: ExportFormat, language?: Locale) =>
    `${doc(id)}/export?format=${format}${language ? `&language=${language}` : ''}`,
  /** One table of the result (1-based) as CSV: its grid of cells. */
  tableCsvUrl: (id: string, table: number) => `${doc(id)}/export?format=csv&table=${table}`,
  pageImageUrl: (id: string, page: number) => `${doc(id)}/pages/${page}/image`,
  deliveries: (webhookId: string, cursor?: string) =>
    api(
      `/api/webhooks/${encodeURIComponent(webhookId)}/deliveries?${pageQuery(cursor)}`,
      listPageSchema(webhookDeliverySchema),
    ),
  sendTest: (webhookId: string) =>
    api(`/api/webhooks/${encodeURIComponent(webhookId)}/test`, webhookDeliverySchema, {
      method: 'POST',
      json: {},
    }),
  replay: (deliveryId: string) =>
    api(`/api/webhooks/deliveries/${encodeURIComponent(deliveryId)}/replay`, webhookReplayQueuedSchema, {
      method: 'POST',
      json: {},
    }),
};
