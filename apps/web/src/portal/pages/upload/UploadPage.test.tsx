import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from '../../dashboard/DashboardLayout.tsx';
import { APPROVED_ME, fakeApi, renderPortal } from '../../testing/renderPortal.tsx';
import { UploadPage } from './UploadPage.tsx';

const routes = [
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { path: 'upload', element: <UploadPage /> },
      { path: 'documents', element: <p>documents list</p> },
      { path: 'documents/:id', element: <p>one document</p> },
    ],
  },
];

function file(name: string, type: string, size = 1024, content = '%PDF-1.7'): File {
  const f = new File([content], name, { type });
  if (size !== content.length) Object.defineProperty(f, 'size', { value: size });
  return f;
}

async function openUpload() {
  fakeApi({ 'GET /api/me': { body: APPROVED_ME } });
  const view = renderPortal(routes, '/dashboard/upload');
  await screen.findByRole('heading', { name: 'Upload Document' });
  return view;
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Files', { selector: 'input' }), { target: { files } });
}

const submitButton = () => screen.getByRole('button', { name: /^Upload (Document|\d+ Documents)$/ });

/** Stands in for the browser's XMLHttpRequest: reports half, then all of the upload, then answers 201. */
class FakeXhr {
  static sent: FormData[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push(body);
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = 201;
      this.responseText = JSON.stringify({ id: `d${FakeXhr.sent.length}` });
      this.onload?.();
    });
  }
}

describe('the upload form', () => {
  it('says the maximum size is 10MB and defaults the name to the file name without its extension', async () => {
    await openUpload();
    expect(screen.getByText(/Maximum size: 10MB/)).toBeTruthy();
    choose(file('march-invoice.pdf', 'application/pdf'));
    expect((screen.getByLabelText('Document Name') as HTMLInputElement).value).toBe('march-invoice');
  });

  it('keeps a name typed before choosing the file', async () => {
    await openUpload();
    fireEvent.change(screen.getByLabelText('Document Name'), { target: { value: 'My own name' } });
    choose(file('scan.png', 'image/png'));
    expect((screen.getByLabelText('Document Name') as HTMLInputElement).value).toBe('My own name');
  });

  it('chooses the automatic type by default, explains it, offers the eight types as hints, and a language choice', async () => {
    await openUpload();
    const select = screen.getByLabelText('Document Type') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Automatic (recommended)',
      'Invoice',
      'Receipt',
      'ID Document',
      'Passport',
      'Bank statement',
      'Contract',
      'Form',
      'Other',
    ]);
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(select.getAttribute('aria-describedby')!);
    expect(help?.textContent).toContain('detected from its content');
    fireEvent.change(select, { target: { value: 'passport' } });
    expect(help?.textContent).toContain('is a hint');
    const language = screen.getByLabelText('Language of the text') as HTMLSelectElement;
    expect(Array.from(language.options).map((o) => o.value)).toEqual(['', 'he', 'en', 'he+en']);
  });

  it.each([
    [file('big.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), 'File size must be less than 10MB'],
    [
      file('notes.docx', 'application/octet-stream', 5, 'PK\u0003\u0004x'),
      'This type of file is not supported. Supported types: PDF, PNG, JPEG, TIFF, WebP, HEIC',
    ],
    [
      file('notes.pdf', 'application/pdf', 11, 'plain text!'),
      'The content of the file does not match its name: it is not the type its extension says.',
    ],
    [file('empty.png', 'image/png', 0, ''), 'The file is empty'],
    [file('a..b.pdf', 'application/pdf'), 'Invalid filename characters detected'],
  ])('rejects %s with its one message and disables submit', async (bad, message) => {
    await openUpload();
    choose(bad);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(alert).getByText(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
      ).toBeTruthy(),
    );
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the required fields when nothing is chosen', async () => {
    await openUpload();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
  });

  it('uploads several files, each with its own progress and outcome, then goes to the documents list', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { router } = await openUpload();
    choose(file('one.pdf', 'application/pdf'), file('two.png', 'image/png'));
    expect(screen.getAllByTestId('upload-entry')).toHaveLength(2);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText('Document Name')[1]!, { target: { value: 'Second' } });
    fireEvent.change(screen.getByLabelText('Document Type'), { target: { value: 'receipt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 Documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/documents'));
    expect(await screen.findByText('2 documents uploaded successfully')).toBeTruthy();
    expect(
      FakeXhr.sent.map((b) => [b.get('documentName'), b.get('documentType'), (b.get('file') as File).name]),
    ).toEqual([
      ['one', 'receipt', 'one.pdf'],
      ['Second', 'receipt', 'two.png'],
    ]);
  });

  it('sends the language and lands on the document after a single upload', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { router } = await openUpload();
    choose(file('one.pdf', 'application/pdf'));
    fireEvent.change(screen.getByLabelText('Language of the text'), { target: { value: 'he' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/documents/d1'));
    expect(FakeXhr.sent[0]!.get('language')).toBe('he');
    // Left on automatic, no type is sent: the engine detects it.
    expect(FakeXhr.sent[0]!.has('documentType')).toBe(false);
  });
});
