import type {
  DocumentDetail,
  DocumentResultView,
  DocumentRow,
  DocumentType,
  ExportFormat,
  ListPage,
  Locale,
  WebhookDelivery,
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
  document: (id: string) => api<DocumentDetail>(doc(id)),
  result: (id: string) => api<DocumentResultView>(`${doc(id)}/result`),
  correctField: (id: string, name: string, value: string | number | boolean | null) =>
    api<DocumentResultView>(`${doc(id)}/fields/${encodeURIComponent(name)}`, {
      method: 'PATCH',
      json: { value },
    }),
  changeType: (id: string, documentType: DocumentType) =>
    api<DocumentRow>(`${doc(id)}/type`, { method: 'PUT', json: { documentType } }),
  /** With `language`, CSV and XLSX are headed in it; without, by the field identifiers programs read. */
  exportUrl: (id: string, format: ExportFormat, language?: Locale) =>
    `${doc(id)}/export?format=${format}${language ? `&language=${language}` : ''}`,
  pageImageUrl: (id: string, page: number) => `${doc(id)}/pages/${page}/image`,
  deliveries: (webhookId: string, cursor?: string) =>
    api<ListPage<WebhookDelivery>>(
      `/api/webhooks/${encodeURIComponent(webhookId)}/deliveries?${pageQuery(cursor)}`,
    ),
  sendTest: (webhookId: string) =>
    api<WebhookDelivery>(`/api/webhooks/${encodeURIComponent(webhookId)}/test`, { method: 'POST', json: {} }),
  replay: (deliveryId: string) =>
    api<unknown>(`/api/webhooks/deliveries/${encodeURIComponent(deliveryId)}/replay`, {
      method: 'POST',
      json: {},
    }),
};
