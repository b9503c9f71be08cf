import { siteOrigin } from '../../lib/site-origin.ts';

/**
 * Code shown in the documentation pages. Code is the same in both languages (only the prose around it
 * is translated), and it uses only the documented /v3 endpoints of the server the page comes from.
 */
export const API_BASE = siteOrigin();

export const SELF_HOST_COMMAND = 'npm ci && npm start';

export const QUICKSTART_CLIENT = `// docread.mjs: a minimal client (Node 20+, no dependencies)
const REGIONS = { il: '${API_BASE}', local: 'http://localhost:3000' };

export function createClient({ apiKey, region = 'il' }) {
  const baseUrl = REGIONS[region] ?? region;
  const headers = { Authorization: \`Bearer \${apiKey}\` };
  return {
    async process(file, { languageHint = 'he+en', documentType } = {}) {
      const form = new FormData();
      form.append('file', file);
      form.append('languageHint', languageHint);
      if (documentType) form.append('documentType', documentType);
      const res = await fetch(\`\${baseUrl}/v3/process\`, { method: 'POST', headers, body: form });
      if (!res.ok) throw new Error(\`DocRead \${res.status}: \${await res.text()}\`);
      return res.json();
    },
  };
}`;

export const QUICKSTART_USAGE = `import { openAsBlob } from 'node:fs';
import { createClient } from './docread.mjs';

const client = createClient({ apiKey: process.env.DOCREAD_API_KEY, region: 'il' });
const result = await client.process(await openAsBlob('invoice.pdf'), { documentType: 'invoice' });

console.log(result.structuredData.fields.totalAmount.value); // 1170
console.log(result.needsReview); // false`;

export const CURL_PROCESS = `curl -X POST ${API_BASE}/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@invoice.pdf" \\
  -F "languageHint=he+en" \\
  -F "documentType=invoice"`;

export const CURL_ASYNC = `curl -X POST ${API_BASE}/v3/process/async \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"fileUrl": "https://files.example.com/invoice-1042.pdf",
       "webhookUrl": "https://example.com/hooks/docread"}'

# => {"jobId": "5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11", "status": "pending"}`;

export const CURL_RESULT = `curl ${API_BASE}/v3/results/5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11 \\
  -H "Authorization: Bearer $DOCREAD_API_KEY"`;

/** A processing_completed delivery as the server sends it; its body is checked against the contract's schema. */
export const WEBHOOK_PAYLOAD_BODY = `{"type":"processing_completed","timestamp":"2026-11-22T10:00:03.177Z","jobId":"5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11","documentId":"5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11","status":"completed","summary":{"documentName":"invoice-1042","documentType":"invoice","requestedType":null,"confidence":0.94,"needsReview":false,"pages":1,"error":null}}`;

export const WEBHOOK_PAYLOAD = `POST /hooks/docread HTTP/1.1
User-Agent: DocRead/1.0
Content-Type: application/json
webhook-id: msg_ecc81d870be448a0a1c4718044df9b48
webhook-timestamp: 1795341603
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

${WEBHOOK_PAYLOAD_BODY}`;

export const WEBHOOK_VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// Standard Webhooks: HMAC-SHA256 over "id.timestamp.body" with the secret after "whsec_", base64-decoded.
export function verifyWebhook(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false; // replay window: 5 minutes
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

export const WEBHOOK_VERIFY_PYTHON = `import base64, hashlib, hmac, time

def verify_webhook(secret: str, headers: dict, raw_body: bytes) -> bool:
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(
        hmac.compare_digest(entry, f"v1,{expected}") for entry in headers["webhook-signature"].split(" ")
    )`;

export const PYTHON_PROCESS = `import os, requests

with open("receipt.jpg", "rb") as f:
    res = requests.post(
        "${API_BASE}/v3/process",
        headers={"Authorization": f"Bearer {os.environ['DOCREAD_API_KEY']}"},
        files={"file": f},
        data={"languageHint": "he+en", "documentType": "receipt"},
        timeout=120,
    )
res.raise_for_status()
result = res.json()
print(result["structuredData"]["fields"]["total"]["value"])`;

export const RETRY_NODE = `// 429 means slow down: retry with exponential backoff. 400 means fix the request, do not retry.
async function withRetry(send, attempts = 5) {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    if (res.status !== 429 || attempt === attempts - 1) return res;
    const wait = Number(res.headers.get('retry-after')) * 1000 || 2 ** attempt * 500;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}`;
