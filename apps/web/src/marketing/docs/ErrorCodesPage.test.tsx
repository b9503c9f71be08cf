import { PROBLEM_CODES } from '@docread/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';

afterEach(cleanup);

describe('error codes page (/docs/errors)', () => {
  it('has an entry, anchored by the code, for every problem code and for the sign-in calls', async () => {
    const { container } = renderRoute('/docs/errors');
    await screen.findByRole('heading', { level: 1, name: 'Error codes' });
    for (const code of [...PROBLEM_CODES, 'auth']) {
      const entry = container.querySelector(`[id="${code}"]`);
      expect(entry, code).not.toBeNull();
      expect(entry!.textContent, code).not.toContain('errorCodes.');
    }
    expect(container.querySelector('#unsupported_media_type')!.textContent).toContain('HTTP 415');
  });

  it('explains the codes in Hebrew too', async () => {
    const { container } = renderRoute('/docs/errors', 'he');
    await screen.findByRole('heading', { level: 1, name: 'קודי שגיאה' });
    expect(container.querySelector('#rate_limited')!.textContent).toContain('יותר מדי בקשות');
  });
});
