import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';

afterEach(cleanup);

describe('integration guides (/docs/integrations/:slug)', () => {
  it("n8n's guide sets up DocRead's own nodes, the signed trigger included", async () => {
    const { container } = renderRoute('/docs/integrations/n8n');
    await screen.findByRole('heading', { level: 1, name: 'n8n integration' });
    const text = container.textContent ?? '';
    expect(text).toContain('n8n-nodes-docread');
    expect(text).toContain('DocRead Trigger');
    expect(text).toContain('"documentId"');
    expect(text).not.toMatch(/\{\{|integrations\./);
  });

  it('the Drive guide promises no folder watching of our own, in Hebrew too', async () => {
    const { container } = renderRoute('/docs/integrations/google-drive');
    await screen.findByRole('heading', { level: 1, name: 'Google Drive integration' });
    expect(container.textContent).toContain('GET /v3/results/{jobId}');
    expect(container.textContent).toContain('Through an automation tool');
    cleanup();
    const hebrew = renderRoute('/docs/integrations/google-drive', 'he');
    await screen.findByRole('heading', { level: 1, name: 'אינטגרציה עם Google Drive' });
    expect(hebrew.container.textContent).toContain('דרך כלי אוטומציה');
    expect(hebrew.container.textContent).not.toMatch(/\{\{|integrations\./);
  });
});
