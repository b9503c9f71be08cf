import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allResources } from '../../../i18n/all-resources.ts';
import { initI18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api.ts';
import { uploadWithProgress } from './uploadWithProgress.ts';
import { useUploadQueue } from './useUploadQueue.ts';

vi.mock('./uploadWithProgress.ts', () => ({ uploadWithProgress: vi.fn() }));
const upload = vi.mocked(uploadWithProgress);

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const fields = { documentType: '', language: '' } as const;

function renderQueue() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUploadQueue(), { wrapper }).result;
}

beforeAll(() => initI18n('en', allResources));
beforeEach(() => {
  upload.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useUploadQueue', () => {
  it('queues files, the first under the name already typed, and says why a file is refused', async () => {
    const queue = renderQueue();
    act(() =>
      queue.current.add([pdf('a.pdf'), new File([''], 'empty.pdf', { type: 'application/pdf' })], 'March'),
    );
    expect(queue.current.entries.map((e) => e.documentName)).toEqual(['March', 'empty']);
    await waitFor(() => expect(queue.current.fileErrors).toHaveLength(1));
    expect(queue.current.fileErrors[0]).toMatch(/^empty\.pdf: /);
    expect(queue.current.pendingCount).toBe(2);
  });

  it('sends each file with its progress and answers the new ids', async () => {
    upload.mockImplementation(async (input, onProgress) => {
      onProgress(50);
      return { id: `id-${input.documentName}` } as Awaited<ReturnType<typeof uploadWithProgress>>;
    });
    const queue = renderQueue();
    act(() => queue.current.add([pdf('a.pdf'), pdf('b.pdf')], ''));
    let ids: string[] | null = null;
    await act(async () => {
      ids = await queue.current.send({ documentType: 'invoice', language: 'he' });
    });
    expect(ids).toEqual(['id-a', 'id-b']);
    expect(
      upload.mock.calls.map(([input]) => [input.documentName, input.documentType, input.language]),
    ).toEqual([
      ['a', 'invoice', 'he'],
      ['b', 'invoice', 'he'],
    ]);
    expect(queue.current.entries.map((e) => [e.state, e.progress])).toEqual([
      ['done', 100],
      ['done', 100],
    ]);
    expect(queue.current.busy).toBe(false);
    expect(queue.current.pendingCount).toBe(0);
  });

  it('marks a failed file with why, and a second send retries only that one', async () => {
    upload
      .mockResolvedValueOnce({ id: 'one' } as Awaited<ReturnType<typeof uploadWithProgress>>)
      .mockRejectedValueOnce(new ApiError(422, { detail: 'Too many pages' } as never, 'Unprocessable'))
      .mockResolvedValueOnce({ id: 'two' } as Awaited<ReturnType<typeof uploadWithProgress>>);
    const queue = renderQueue();
    act(() => queue.current.add([pdf('a.pdf'), pdf('b.pdf')], ''));
    let first: string[] | null = [];
    await act(async () => {
      first = await queue.current.send(fields);
    });
    expect(first).toBeNull();
    expect(queue.current.entries.map((e) => [e.state, e.failure])).toEqual([
      ['done', undefined],
      ['failed', 'Too many pages'],
    ]);
    let second: string[] | null = null;
    await act(async () => {
      second = await queue.current.send(fields);
    });
    expect(second).toEqual(['two']);
    expect(upload.mock.calls.map(([input]) => input.documentName)).toEqual(['a', 'b', 'b']);
  });

  it('says a network failure is one', async () => {
    upload.mockRejectedValueOnce(new TypeError('network'));
    const queue = renderQueue();
    act(() => queue.current.add([pdf('a.pdf')], ''));
    await act(async () => {
      await queue.current.send(fields);
    });
    expect(queue.current.entries[0]?.failure).toMatch(/network|connection/i);
  });

  it('sends nothing when a name is missing, and nothing of a removed file', async () => {
    upload.mockResolvedValue({ id: 'x' } as Awaited<ReturnType<typeof uploadWithProgress>>);
    const queue = renderQueue();
    act(() => queue.current.add([pdf('a.pdf'), pdf('b.pdf')], ''));
    act(() => queue.current.rename(queue.current.entries[0]!.id, ' '));
    let answer: string[] | null = [];
    await act(async () => {
      answer = await queue.current.send(fields);
    });
    expect(answer).toBeNull();
    expect(upload).not.toHaveBeenCalled();

    act(() => queue.current.remove(queue.current.entries[0]!.id));
    await act(async () => {
      answer = await queue.current.send(fields);
    });
    expect(answer).toEqual(['x']);
    expect(upload.mock.calls.map(([input]) => input.file.name)).toEqual(['b.pdf']);
  });
});
