import type { DocumentType } from '@docread/contracts';
import { API_BASE } from './snippets.ts';

export const LANGUAGE_HINTS = ['he+en', 'he', 'en'] as const;
export type CodeLanguage = 'curl' | 'node' | 'python';

export interface PlaygroundOptions {
  endpoint: 'sync' | 'async';
  /** Empty: let the engine classify the document. */
  documentType: DocumentType | '';
  languageHint: (typeof LANGUAGE_HINTS)[number];
  fileName: string;
  fileUrl: string;
  webhookUrl: string;
}

const quote = (value: string) => JSON.stringify(value);
/** Single-quoted for a POSIX shell: a quote inside becomes '\''. */
const shell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The exact call for the options, in cURL, Node.js (fetch) or Python (requests). */
export function buildRequest(o: PlaygroundOptions, language: CodeLanguage): string {
  if (o.endpoint === 'async') {
    const body: Record<string, string> = { fileUrl: o.fileUrl };
    if (o.webhookUrl) body.webhookUrl = o.webhookUrl;
    if (o.documentType) body.documentType = o.documentType;
    body.languageHint = o.languageHint;
    const json = JSON.stringify(body, null, 2);
    if (language === 'curl') {
      return `curl -X POST ${API_BASE}/v3/process/async \\\n  -H "Authorization: Bearer $DOCREAD_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d ${shell(json)}`;
    }
    if (language === 'node') {
      return `const res = await fetch('${API_BASE}/v3/process/async', {\n  method: 'POST',\n  headers: {\n    Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\`,\n    'Content-Type': 'application/json',\n  },\n  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),\n});\nconst { jobId } = await res.json();`;
    }
    return `import os, requests\n\nres = requests.post(\n    "${API_BASE}/v3/process/async",\n    headers={"Authorization": f"Bearer {os.environ['DOCREAD_API_KEY']}"},\n    json=${json.replace(/\n/g, '\n    ')},\n    timeout=30,\n)\njob_id = res.json()["jobId"]`;
  }
  const fields: Array<[string, string]> = [['languageHint', o.languageHint]];
  if (o.documentType) fields.push(['documentType', o.documentType]);
  if (language === 'curl') {
    const parts = [
      `-F ${shell(`file=@${o.fileName}`)}`,
      ...fields.map(([k, v]) => `-F ${shell(`${k}=${v}`)}`),
    ];
    return `curl -X POST ${API_BASE}/v3/process \\\n  -H "Authorization: Bearer $DOCREAD_API_KEY" \\\n  ${parts.join(' \\\n  ')}`;
  }
  if (language === 'node') {
    const appends = fields.map(([k, v]) => `form.append(${quote(k)}, ${quote(v)});`).join('\n');
    return `import { openAsBlob } from 'node:fs';\n\nconst form = new FormData();\nform.append('file', await openAsBlob(${quote(o.fileName)}), ${quote(o.fileName)});\n${appends}\n\nconst res = await fetch('${API_BASE}/v3/process', {\n  method: 'POST',\n  headers: { Authorization: \`Bearer \${process.env.DOCREAD_API_KEY}\` },\n  body: form,\n});\nconst result = await res.json();`;
  }
  const data = fields.map(([k, v]) => `${quote(k)}: ${quote(v)}`).join(', ');
  return `import os, requests\n\nwith open(${quote(o.fileName)}, "rb") as f:\n    res = requests.post(\n        "${API_BASE}/v3/process",\n        headers={"Authorization": f"Bearer {os.environ['DOCREAD_API_KEY']}"},\n        files={"file": f},\n        data={${data}},\n        timeout=120,\n    )\nresult = res.json()`;
}

const SAMPLE_JOB_ID = '5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11';

/** The shape of the answer for the options: a job receipt for async calls, a result otherwise. */
export function sampleAnswer(o: PlaygroundOptions): string {
  if (o.endpoint === 'async') return JSON.stringify({ jobId: SAMPLE_JOB_ID, status: 'pending' }, null, 2);
  const documentType = o.documentType || 'invoice';
  return JSON.stringify(
    {
      jobId: SAMPLE_JOB_ID,
      status: 'completed',
      documentType,
      structuredData: {
        fields: {
          totalAmount: {
            value: 1180,
            text: '1,180.00',
            confidence: 0.98,
            page: 1,
            bbox: { x: 450, y: 610, w: 90, h: 22 },
          },
        },
        lists: {},
        tables: [],
      },
      confidence: 0.96,
      needsReview: false,
      text: '…',
      error: null,
    },
    null,
    2,
  );
}
