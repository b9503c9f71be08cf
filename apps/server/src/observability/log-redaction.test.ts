import { describe, expect, it } from 'vitest';
import { redactHeaders, redactUrl } from './log-redaction.ts';

const KEY = `ocr_${'ab12'.repeat(16)}`;

describe('log redaction of API keys (issue 30, item 6)', () => {
  it('hides a key in any parameter, in the path and URL-encoded', () => {
    for (const url of [
      `/v3/jobs?api_key=${KEY}`,
      `/v3/jobs?apikey=${KEY}&x=1`,
      `/v3/jobs?ACCESS_TOKEN=${KEY}`,
      `/v3/results/${KEY}`,
      `https://files.example/a?sig=${KEY.replace('_', '%5F')}`,
    ]) {
      expect(redactUrl(url)).not.toMatch(/ab12ab12/);
    }
    expect(redactUrl('/v3/jobs?access_token=opaque-value&limit=5')).toBe(
      '/v3/jobs?access_token=[redacted]&limit=5',
    );
    // The portal's 12-character prefix is not a secret and stays readable.
    expect(redactUrl('/api/api-keys?prefix=ocr_ab12ab12')).toBe('/api/api-keys?prefix=ocr_ab12ab12');
  });

  it('hides credential headers by name and keys in any other header', () => {
    expect(
      redactHeaders({
        authorization: 'Bearer x',
        'X-Api-Key': 'plain',
        'x-forwarded-uri': `/v3/jobs?key=${KEY}`,
        'x-custom': [KEY, 'keep'],
        accept: 'application/json',
      }),
    ).toEqual({
      authorization: '[redacted]',
      'X-Api-Key': '[redacted]',
      'x-forwarded-uri': '/v3/jobs?key=[redacted]',
      'x-custom': ['[redacted]', 'keep'],
      accept: 'application/json',
    });
  });
});
