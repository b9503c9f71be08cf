import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';

afterEach(cleanup);

describe('FAQ page', () => {
  it('lists ten questions, opens one at a time and closes the open one again', async () => {
    renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    const triggers = screen.getAllByRole('button', { expanded: false });
    const questions = triggers.filter((b) => b.closest('[data-orientation]'));
    expect(questions).toHaveLength(10);
    const [first, second] = questions as [HTMLElement, HTMLElement];
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
