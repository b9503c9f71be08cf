import { COPY_FEEDBACK_MS } from '@docread/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allResources } from '../../i18n/all-resources.ts';
import { initI18n } from '../../i18n/index.ts';
import { CopyButton } from './CopyButton.tsx';

beforeAll(() => {
  initI18n('en', allResources);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('copy button', () => {
  it('copies the text and shows Copied for COPY_FEEDBACK_MS', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="npm ci && npm start" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('npm ci && npm start');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });
});
