import { API_BASE } from './snippets.ts';

export const EXAMPLE_SLUGS = [
  'invoice-processing',
  'id-verification',
  'form-digitization',
  'receipt-analysis',
] as const;
export type ExampleSlug = (typeof EXAMPLE_SLUGS)[number];

/** marketing.json keys use camelCase for the slugs. */
export const EXAMPLE_KEYS = {
  'invoice-processing': 'invoiceProcessing',
  'id-verification': 'idVerification',
  'form-digitization': 'formDigitization',
  'receipt-analysis': 'receiptAnalysis',
} as const satisfies Record<ExampleSlug, string>;

export function isExampleSlug(slug: string | undefined): slug is ExampleSlug {
  return (EXAMPLE_SLUGS as readonly string[]).includes(slug ?? '');
}

interface ExampleCode {
  request: string;
  response: string;
  /** What the integrator does with the answer. */
  handling: string;
}

export const EXAMPLE_CODE: Record<ExampleSlug, ExampleCode> = {
  'invoice-processing': {
    request: `curl -X POST ${API_BASE}/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@supplier-invoice.pdf" -F "documentType=invoice" -F "languageHint=he+en"`,
    response: `{
  "jobId": "5b0e3c1e-8d0c-4a57-9d51-3f0b6f4d2c11",
  "status": "completed",
  "documentType": "invoice",
  "structuredData": {
    "fields": {
      "vendorName":       { "value": "אופיס דיפו בע״מ", "text": "אופיס דיפו בע״מ", "confidence": 0.97 },
      "vendorTaxId":      { "value": "514123456", "text": "514123456", "confidence": 0.99 },
      "invoiceId":        { "value": "INV-1042", "text": "INV-1042", "confidence": 0.98 },
      "invoiceDate":      { "value": "2026-11-02", "text": "02/11/2026", "confidence": 0.96 },
      "allocationNumber": { "value": "202611021234567", "text": "202611021234567", "confidence": 0.94 },
      "subtotal":         { "value": 1000, "text": "1,000.00", "confidence": 0.97 },
      "vatAmount":        { "value": 180, "text": "180.00", "confidence": 0.97 },
      "totalAmount":      { "value": 1180, "text": "1,180.00", "confidence": 0.98 },
      "currency":         { "value": "ILS", "text": "₪", "confidence": 0.9 }
    },
    "lists": {
      "lineItems": [
        { "description": { "value": "נייר A4", "text": "נייר A4", "confidence": 0.95 },
          "quantity":    { "value": 40, "text": "40", "confidence": 0.97 },
          "unitPrice":   { "value": 25, "text": "25.00", "confidence": 0.96 },
          "lineTotal":   { "value": 1000, "text": "1,000.00", "confidence": 0.97 } }
      ]
    },
    "tables": []
  },
  "confidence": 0.96,
  "needsReview": true
}`,
    handling: `// Match against the purchase order; only mismatches go to a person.
const f = result.structuredData.fields;
const matched = f.totalAmount.value === order.total && f.vendorTaxId.value === order.vendorTaxId;
if (matched && !result.needsReview) await schedulePayment(order.id, f.totalAmount.value);
else await sendToReview(result.jobId, { reason: matched ? 'low confidence' : 'mismatch' });`,
  },
  'id-verification': {
    request: `curl -X POST ${API_BASE}/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@passport.jpg" -F "documentType=passport"`,
    response: `{
  "jobId": "9a4f6c02-1b7e-4f0d-8d5e-0c2a7b3e9f10",
  "status": "completed",
  "documentType": "passport",
  "structuredData": {
    "fields": {
      "surname":        { "value": "COHEN", "text": "COHEN", "confidence": 0.98 },
      "givenNames":     { "value": "DANA", "text": "DANA", "confidence": 0.98 },
      "documentNumber": { "value": "31195855", "text": "31195855", "confidence": 0.97 },
      "nationality":    { "value": "ISR", "text": "ISR", "confidence": 0.99 },
      "dateOfBirth":    { "value": "1990-04-12", "text": "900412", "confidence": 0.97 },
      "expiryDate":     { "value": "2031-03-01", "text": "310301", "confidence": 0.97 },
      "mrzValid":       { "value": true, "text": "P<ISRCOHEN<<DANA<<<…", "confidence": 0.97 }
    },
    "lists": {},
    "tables": []
  },
  "confidence": 0.97,
  "needsReview": false
}`,
    handling: `// Onboard automatically only when confident, the MRZ checks out and the document is valid.
const f = result.structuredData.fields;
const expired = new Date(f.expiryDate.value) < new Date();
if (result.confidence > 0.95 && f.mrzValid.value && !expired) await createAccount(f);
else await flagForManualReview(result.jobId);`,
  },
  'form-digitization': {
    request: `curl -X POST ${API_BASE}/v3/process/async \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" -H "Content-Type: application/json" \\
  -d '{"fileUrl": "https://files.example.com/forms/enrolment-0193.pdf",
       "webhookUrl": "https://example.com/hooks/docread"}'`,
    response: `{ "jobId": "c1d2e3f4-0a1b-4c2d-9e3f-405162738495", "status": "pending" }

// …later, after the webhook arrives: GET /v3/results/c1d2e3f4-…
{
  "status": "completed",
  "documentType": "form",
  "structuredData": {
    "fields": {
      "שם פרטי":  { "value": "נועה", "text": "נועה", "confidence": 0.93 },
      "שם משפחה": { "value": "לוי", "text": "לוי", "confidence": 0.95 },
      "מספר זהות": { "value": "039337423", "text": "039337423", "confidence": 0.96 }
    },
    "lists": {},
    "tables": []
  },
  "confidence": 0.93,
  "needsReview": true
}`,
    handling: `// Webhook handler: verify, fetch, store. Low-confidence forms wait for a person.
app.post('/hooks/docread', express.raw({ type: 'application/json' }), async (req, res) => {
  if (!verifyWebhook(process.env.DOCREAD_WEBHOOK_SECRET, req.headers, req.body)) return res.sendStatus(401);
  const { jobId } = JSON.parse(req.body);
  const result = await fetchResult(jobId);
  await saveForm(result, { reviewed: !result.needsReview });
  res.sendStatus(204);
});`,
  },
  'receipt-analysis': {
    request: `curl -X POST ${API_BASE}/v3/process \\
  -H "Authorization: Bearer $DOCREAD_API_KEY" \\
  -F "file=@receipt.jpg" -F "documentType=receipt" -F "languageHint=he"`,
    response: `{
  "jobId": "77e1a0b2-5c3d-4e6f-8a9b-0c1d2e3f4a5b",
  "status": "completed",
  "documentType": "receipt",
  "structuredData": {
    "fields": {
      "merchantName":  { "value": "קפה השכונה", "text": "קפה השכונה", "confidence": 0.94 },
      "date":          { "value": "2026-11-20", "text": "20.11.26", "confidence": 0.95 },
      "total":         { "value": 86.5, "text": "86.50", "confidence": 0.96 },
      "currency":      { "value": "ILS", "text": "₪", "confidence": 0.92 },
      "paymentMethod": { "value": "card", "text": "אשראי", "confidence": 0.88 }
    },
    "lists": {
      "items": [
        { "description": { "value": "כריך", "text": "כריך", "confidence": 0.93 },
          "lineTotal":   { "value": 48, "text": "48.00", "confidence": 0.95 } }
      ]
    },
    "tables": []
  },
  "confidence": 0.93,
  "needsReview": false
}`,
    handling: `// Expense report: one row per receipt, categorised by merchant.
const f = result.structuredData.fields;
await expenses.insert({
  date: f.date.value, merchant: f.merchantName.value, amount: f.total.value, currency: f.currency.value,
  needsReview: result.needsReview,
});`,
  },
};
