import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { fakeApi, renderPortal } from '../testing/renderPortal.tsx';
import { DocumentViewerPage } from './DocumentViewerPage.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

const routes = [{ path: '/dashboard/documents/:id', element: <DocumentViewerPage /> }];
const box = (x: number, y: number) => ({ x, y, w: 100, h: 20 });
const word = (text: string, x: number, y: number) => ({ text, bbox: box(x, y), confidence: 0.9 });

const detail = (status: string) => ({
  id: 'd1',
  documentName: 'March invoice',
  documentType: 'invoice',
  requestedType: null,
  filename: 'march.png',
  fileSize: 1000,
  fileType: 'image/png',
  status,
  error: null,
  attempts: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  completedAt: '2026-11-20T08:00:05.000Z',
  source: 'portal',
  pages: 1,
  startedAt: '2026-11-20T08:00:01.000Z',
  result: null,
  corrections: {},
  originalFields: {},
});

const field = (value: string | number, confidence: number, y: number) => ({
  value,
  text: String(value),
  confidence,
  page: 1,
  bbox: box(40, y),
});

const result = (invoiceId: string) => ({
  schemaVersion: '1.0',
  engine: { name: 'docread-engine', version: '0.1.0' },
  documentType: 'invoice',
  documentTypeConfidence: 0.9,
  language: ['he', 'en'],
  pages: [
    {
      number: 1,
      width: 900,
      height: 400,
      unit: 'pixel',
      source: 'ocr',
      rotation: 0,
      language: ['he', 'en'],
      text: 'חשבונית מס\nInvoice No: INV-1042',
      confidence: 0.9,
      blocks: [
        {
          text: 'חשבונית מס',
          bbox: box(40, 20),
          confidence: 0.9,
          lines: [
            {
              text: 'חשבונית מס',
              bbox: box(40, 20),
              confidence: 0.9,
              direction: 'rtl',
              words: [word('חשבונית', 40, 20)],
            },
            {
              text: 'Invoice No: INV-1042',
              bbox: box(40, 60),
              confidence: 0.9,
              direction: 'ltr',
              words: [word('INV-1042', 40, 60)],
            },
          ],
        },
      ],
    },
  ],
  text: 'חשבונית מס\nInvoice No: INV-1042',
  fields: { invoiceId: field(invoiceId, 0.97, 60), totalAmount: field(1170, 0.6, 120) },
  lists: {
    lineItems: [
      {
        description: field('סנסודין משחת שיניים', 0.9, 200),
        quantity: field(1200, 0.9, 200),
        lineTotal: field(1170, 0.9, 200),
      },
    ],
  },
  tables: [
    {
      page: 1,
      bbox: box(40, 200),
      rows: 2,
      columns: 2,
      headerRows: [0],
      confidence: 0.9,
      cells: [
        { row: 0, column: 0, rowSpan: 1, columnSpan: 1, text: 'Item', bbox: null, confidence: 0.9 },
        { row: 0, column: 1, rowSpan: 1, columnSpan: 1, text: 'Total', bbox: null, confidence: 0.9 },
        { row: 1, column: 0, rowSpan: 1, columnSpan: 1, text: 'Paper', bbox: null, confidence: 0.9 },
        { row: 1, column: 1, rowSpan: 1, columnSpan: 1, text: '1,170.00', bbox: null, confidence: 0.9 },
      ],
    },
  ],
  confidence: 0.88,
  needsReview: true,
  reviewReasons: ['totalAmount'],
  warnings: [],
  timings: {},
});

describe('document viewer', () => {
  it('shows live status while the document is processing', async () => {
    fakeApi({ 'GET /api/documents/d1': { body: detail('processing') } });
    renderPortal(routes, '/dashboard/documents/d1');
    expect(await screen.findByText('Reading the document. This page updates by itself.')).toBeTruthy();
  });

  it('shows fields with confidence, marks low ones, outlines them on the page, and offers downloads', async () => {
    fakeApi({
      'GET /api/documents/d1': { body: detail('completed') },
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: result('INV-1042'),
          corrections: {},
          originalFields: {},
        },
      },
    });
    const { container } = renderPortal(routes, '/dashboard/documents/d1');
    const invoiceRow = await screen.findByTestId('field-invoiceId');
    expect(within(invoiceRow).getByText('Invoice number')).toBeTruthy();
    expect(within(invoiceRow).getByText('INV-1042')).toBeTruthy();
    expect(within(invoiceRow).getByText('97%')).toBeTruthy();
    expect(within(invoiceRow).queryByText('Low confidence')).toBeNull();
    expect(within(screen.getByTestId('field-totalAmount')).getByText('Low confidence')).toBeTruthy();
    expect(screen.getByText('Needs review')).toBeTruthy();
    expect(screen.getByText('Line items')).toBeTruthy();
    // A Hebrew description in the English table is isolated in a cell that keeps the table's direction,
    // so it stays at the cell's start and does not run into the quantity beside it.
    const description = screen.getByText('סנסודין משחת שיניים');
    expect(description.tagName).toBe('BDI');
    expect(description.closest('td')?.getAttribute('dir')).toBeNull();
    expect(screen.getByText('1,200').tagName).toBe('BDI');

    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/documents/d1/pages/1/image');
    expect(container.querySelectorAll('rect[data-field]')).toHaveLength(2);
    // Spreadsheets headed in the reader's language, and one CSV with the identifiers programs read.
    for (const query of ['json', 'csv&language=en', 'xlsx&language=en', 'pdf', 'csv']) {
      const link = container.querySelector(`a[href="/api/documents/d1/export?format=${query}"]`);
      expect(link, query).not.toBeNull();
    }
  });

  it('shows the text with Hebrew lines right to left, and the tables', async () => {
    fakeApi({
      'GET /api/documents/d1': { body: detail('completed') },
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: result('INV-1042'),
          corrections: {},
          originalFields: {},
        },
      },
    });
    renderPortal(routes, '/dashboard/documents/d1');
    await screen.findByTestId('field-invoiceId');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Text' }));
    expect((await screen.findByText('חשבונית מס')).getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('Invoice No: INV-1042').getAttribute('dir')).toBe('ltr');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Tables' }));
    expect(await screen.findByRole('columnheader', { name: 'Item' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1,170.00' })).toBeTruthy();
    // Each table downloads alone as CSV.
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/documents/d1/export?format=csv&table=1',
    );
  });

  it('corrects a field and shows what the engine read', async () => {
    const calls = fakeApi({
      'GET /api/documents/d1': { body: detail('completed') },
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: result('INV-1042'),
          corrections: {},
          originalFields: {},
        },
      },
      'PATCH /api/documents/d1/fields/invoiceId': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: result('INV-1042-A'),
          corrections: { invoiceId: { value: 'INV-1042-A', correctedAt: '2026-11-20T09:00:00.000Z' } },
          originalFields: { invoiceId: field('INV-1042', 0.97, 60) },
        },
      },
    });
    renderPortal(routes, '/dashboard/documents/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct Invoice number' }));
    const input = screen.getByRole('textbox', { name: 'Correct Invoice number' });
    fireEvent.change(input, { target: { value: 'INV-1042-A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = await screen.findByTestId('field-invoiceId');
    expect(await within(row).findByText('Corrected')).toBeTruthy();
    expect(within(row).getByText('Read as: INV-1042')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ value: 'INV-1042-A' });
  });

  it('undoes a correction: the field reads as first read again', async () => {
    const view = (invoiceId: string, corrected: boolean) => ({
      documentId: 'd1',
      status: 'completed',
      error: null,
      result: result(invoiceId),
      corrections: corrected
        ? { invoiceId: { value: invoiceId, correctedAt: '2026-11-20T09:00:00.000Z' } }
        : {},
      originalFields: corrected ? { invoiceId: field('INV-1042', 0.97, 60) } : {},
    });
    const calls = fakeApi({
      'GET /api/documents/d1': { body: detail('completed') },
      'GET /api/documents/d1/result': { body: view('INV-1042-A', true) },
      'DELETE /api/documents/d1/fields/invoiceId': { body: view('INV-1042', false) },
    });
    renderPortal(routes, '/dashboard/documents/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the correction of Invoice number' }));
    const row = screen.getByTestId('field-invoiceId');
    expect(await within(row).findByText('INV-1042')).toBeTruthy();
    expect(within(row).queryByText('Corrected')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('marks a value the account learned, linking to the document it was learned from', async () => {
    const learned = {
      ...result('INV-1042'),
      fields: {
        invoiceId: { ...field('INV-1042', 0.91, 60), source: 'learned', learnedFrom: 'd0' },
        totalAmount: field(1170, 0.6, 120),
      },
    };
    fakeApi({
      'GET /api/documents/d1': { body: detail('completed') },
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: learned,
          corrections: {},
          originalFields: {},
        },
      },
    });
    renderPortal(routes, '/dashboard/documents/d1');
    const row = await screen.findByTestId('field-invoiceId');
    expect(within(row).getByText('Learned')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'From a corrected document' }).getAttribute('href')).toBe(
      '/dashboard/documents/d0',
    );
    expect(within(screen.getByTestId('field-totalAmount')).queryByText('Learned')).toBeNull();
  });
});

/** A passport as the engine reads one: its zone's fields, yes/no checks, and the generic groups beside them. */
const passport = () => {
  const r = result('L898902C3');
  const mrz = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';
  return {
    ...r,
    documentType: 'passport',
    language: ['en'],
    needsReview: false,
    reviewReasons: [],
    fields: {
      mrz: field(mrz, 0.99, 300),
      documentType: field('P', 0.99, 300),
      documentNumber: field('L898902C3', 0.99, 300),
      surname: field('ERIKSSON', 0.99, 300),
      mrzValid: { ...field('', 0.99, 300), value: true },
      expired: { ...field('', 0.99, 300), value: false },
    },
    lists: {
      keyValues: [{ label: field('Surname', 0.9, 60), value: field('ERIKSSON', 0.9, 60) }],
      dates: [{ value: field('1974-08-12', 0.9, 90) }],
    },
    tables: [],
  };
};

describe('a Hebrew reader', () => {
  it("sees every label of a passport's result in Hebrew, only the document's own values in Latin letters", async () => {
    const shown = passport();
    fakeApi({
      'GET /api/documents/d1': {
        body: { ...detail('completed'), documentName: 'דרכון', documentType: 'passport' },
      },
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: shown,
          corrections: {},
          originalFields: {},
        },
      },
    });
    const { container } = renderPortal(routes, '/dashboard/documents/d1');
    await act(async () => {
      await i18n.changeLanguage('he');
    });
    onTestFinished(async () => {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    });
    await screen.findByTestId('field-mrzValid');
    const values = new Set(
      [
        ...Object.values(shown.fields),
        ...Object.values(shown.lists).flatMap((rows) => rows.flatMap(Object.values)),
      ].map((f) => String(f.value)),
    );
    // Names of formats and of the zone itself are the same words in Hebrew.
    const sameInHebrew = /\b(JSON|CSV|XLSX|Excel|PDF|MRZ)\b/g;
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    const untranslated: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      // Toasts left over from earlier tests are not this page's.
      if (node.parentElement?.closest('[data-sonner-toaster]')) continue;
      if (/[A-Za-z]/.test(text.replace(sameInHebrew, '')) && !values.has(text)) untranslated.push(text);
    }
    expect(untranslated).toEqual([]);
  });
});

describe('changing the document type', () => {
  it('reads the document again as the type a person chooses', async () => {
    let current = detail('completed');
    const calls = fakeApi({
      'GET /api/documents/d1': () => ({ body: current }),
      'GET /api/documents/d1/result': {
        body: {
          documentId: 'd1',
          status: 'completed',
          error: null,
          result: result('INV-1042'),
          corrections: {},
          originalFields: {},
        },
      },
      'PUT /api/documents/d1/type': () => {
        current = { ...detail('pending'), documentType: 'receipt' };
        return { body: current };
      },
    });
    renderPortal(routes, '/dashboard/documents/d1');
    const select = (await screen.findByLabelText('Document type')) as HTMLSelectElement;
    expect(select.value).toBe('invoice');
    const again = screen.getByRole('button', { name: 'Read again as this type' }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'receipt' } });
    fireEvent.click(again);
    expect(await screen.findByText('The document is being read again as: Receipt')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ documentType: 'receipt' });
    expect(await screen.findByText('Waiting for a worker. This page updates by itself.')).toBeTruthy();
  });
});

describe('webhook delivery log', () => {
  it('lists messages with their attempts and sends a test event', async () => {
    const calls = fakeApi({
      'GET /api/webhooks/w1/deliveries?limit=50': {
        body: {
          nextCursor: null,
          items: [
            {
              id: 'msg_1',
              event: 'processing_completed',
              documentId: 'd1',
              status: 'delivered',
              attempts: 2,
              nextAttemptAt: null,
              createdAt: '2026-11-20T08:00:00.000Z',
              deliveredAt: '2026-11-20T08:00:06.000Z',
              log: [
                {
                  attemptedAt: '2026-11-20T08:00:00.000Z',
                  statusCode: 500,
                  durationMs: 12,
                  responseSnippet: 'oops',
                  outcome: 'failed',
                },
                {
                  attemptedAt: '2026-11-20T08:00:06.000Z',
                  statusCode: 200,
                  durationMs: 9,
                  responseSnippet: 'ok',
                  outcome: 'delivered',
                },
              ],
            },
          ],
        },
      },
      'POST /api/webhooks/w1/test': {
        body: {
          id: 'msg_2',
          event: 'test',
          documentId: null,
          status: 'delivered',
          attempts: 1,
          nextAttemptAt: null,
          createdAt: '2026-11-20T09:00:00.000Z',
          deliveredAt: '2026-11-20T09:00:00.000Z',
          log: [
            {
              attemptedAt: '2026-11-20T09:00:00.000Z',
              statusCode: 200,
              durationMs: 5,
              responseSnippet: 'ok',
              outcome: 'delivered',
            },
          ],
        },
      },
      'POST /api/webhooks/deliveries/msg_1/replay': { status: 202, body: { queued: true } },
    });
    renderPortal([{ path: '/', element: <WebhookDeliveries webhookId="w1" /> }], '/');
    expect(await screen.findByText('Processing completed')).toBeTruthy();
    expect(screen.getByText('2 attempts')).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('oops')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent: 200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The message will be sent again.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/webhooks/deliveries/msg_1/replay')).toBe(
      true,
    );
  });
});
