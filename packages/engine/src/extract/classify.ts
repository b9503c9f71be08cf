import type { DocumentType } from '@docread/contracts';
import type { MrzResult } from './checks/mrz.ts';

interface Cue {
  re: RegExp;
  weight: number;
}

/** Words that name or typify each kind of document, Hebrew and English, with how much they say. */
const CUES: Record<Exclude<DocumentType, 'other'>, Cue[]> = {
  invoice: [
    { re: /חשבונית\s*מס/g, weight: 4 },
    { re: /חשבונית/g, weight: 2 },
    { re: /\binvoice\b/gi, weight: 3 },
    { re: /\b(?:facture|factuur|rechnung|faktura|factura|fattura)\b/gi, weight: 3 },
    { re: /\b(?:tva|btw|mwst|ust|iva)\b/gi, weight: 0.5 },
    { re: /\b(?:bill\s+to|invoice\s+(?:no|number|date)|due\s+date|payment\s+terms)\b/gi, weight: 1.5 },
    { re: /מספר\s*הקצאה|לכבוד|תנאי\s*תשלום/g, weight: 1.5 },
    { re: /\b(?:vat|subtotal|sub-total)\b|מע["״]?מ/gi, weight: 0.5 },
  ],
  receipt: [
    { re: /קבלה/g, weight: 3 },
    { re: /\breceipt\b/gi, weight: 3 },
    { re: /\b(?:cash(?:ier)?|change|tunai|baki|thank\s+you|rounding|qty|tel)\b/gi, weight: 0.8 },
    { re: /אמצעי\s*תשלום|עודף|מזומן|תודה|החלפות/g, weight: 1 },
    { re: /קופה|קופאי|סה["״]?כ\s*פריטים/g, weight: 1.5 },
    { re: /מזה\s*מע["״]?מ|\bincl(?:usive|\.)?\s+(?:of\s+)?(?:gst|vat|tax)\b/gi, weight: 1 },
    { re: /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])/g, weight: 1 },
    { re: /\bsimplified\s+tax\s+invoice\b|\bcash\s+sale\b|\bcashier\b|\bchange\s+due\b/gi, weight: 2 },
  ],
  id: [
    { re: /תעודת\s*זהות|רישיון\s*נהיגה|רשיון\s*נהיגה/g, weight: 4 },
    {
      re: /\b(?:identity\s+card|id\s+card|national\s+id|driv(?:ing|er'?s?)\s+licen[cs]e|carte\s+d'identit[eé])\b/gi,
      weight: 4,
    },
    { re: /\b(?:date\s+of\s+birth|sex|nationality)\b|תאריך\s*לידה|מין/gi, weight: 0.8 },
  ],
  passport: [
    { re: /דרכון/g, weight: 4 },
    { re: /\b(?:passport|passeport|pasaporte|reisepass)\b/gi, weight: 4 },
    { re: /\b(?:date\s+of\s+expiry|place\s+of\s+birth|authority)\b/gi, weight: 0.8 },
  ],
  bank_statement: [
    { re: /דף\s*חשבון|תדפיס\s*חשבון/g, weight: 4 },
    { re: /\b(?:bank|account)\s+statement\b|\bstatement\s+of\s+account\b/gi, weight: 4 },
    { re: /\bstatement\b/gi, weight: 1.5 },
    { re: /\b(?:opening|closing)\s+balance\b|\bbalance\s+(?:brought|carried)\s+forward\b/gi, weight: 2 },
    { re: /יתרת\s*(?:פתיחה|סגירה)|יתרה|עו["״]ש/g, weight: 1.5 },
  ],
  contract: [
    { re: /הסכם|חוזה/g, weight: 3 },
    { re: /\b(?:agreement|contract)\b/gi, weight: 3 },
    { re: /\b(?:whereas|hereby|parties|party|clause|terms\s+and\s+conditions)\b/gi, weight: 1 },
    { re: /הואיל|הצדדים|סעיף|לפיכך/g, weight: 1.5 },
  ],
  form: [
    { re: /טופס/g, weight: 3 },
    { re: /\b(?:form|application)\b/gi, weight: 2 },
    { re: /☐|☑|□|■|_{5,}/g, weight: 0.5 },
    { re: /בקשה|נא\s*למלא|מלא\s*את/g, weight: 1 },
  ],
};

export interface Classification {
  type: DocumentType;
  confidence: number;
  scores: Record<string, number>;
}

/** Capped so that one word repeated (a title, a running header) does not swamp the other cues. */
function cueScore(text: string, cues: Cue[]): number {
  return cues.reduce((sum, cue) => sum + cue.weight * Math.min(2, (text.match(cue.re) ?? []).length), 0);
}

export interface Layout {
  /** Width over height of the first page's printed area. */
  aspect: number;
}

/** The kind of document from its words, the shape of its printed area and, when it has one, its machine-readable zone. */
export function classify(text: string, mrz: MrzResult | null, layout?: Layout): Classification {
  const scores: Record<string, number> = {};
  for (const [type, cues] of Object.entries(CUES)) scores[type] = cueScore(text, cues);
  // Till slips are long narrow strips; many say "tax invoice" (Malaysia, Israel) all the same.
  if (layout && layout.aspect < 0.6 && (scores.invoice ?? 0) + (scores.receipt ?? 0) > 0) {
    scores.receipt = (scores.receipt ?? 0) + 4;
  }
  if (mrz) {
    // TD3 zones are passports (and visas); TD1/TD2 are identity cards and similar.
    const kind = mrz.format === 'TD3' && mrz.documentCode.startsWith('P') ? 'passport' : 'id';
    scores[kind] = (scores[kind] ?? 0) + (mrz.valid ? 12 : 6);
  }
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [bestType, best] = ranked[0] ?? ['other', 0];
  const second = ranked[1]?.[1] ?? 0;
  if (best < 2.5) return { type: 'other', confidence: round(0.6 - best / 10), scores };
  const margin = (best - second) / best;
  const strength = Math.min(1, best / 8);
  return { type: bestType as DocumentType, confidence: round(0.5 + 0.49 * margin * strength + 0.0), scores };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
