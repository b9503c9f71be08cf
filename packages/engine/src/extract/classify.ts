import type { DocumentType } from '@docread/contracts';
import type { MrzResult } from './checks/mrz.ts';
import { labelPattern } from './locales/index.ts';

/** Cash handed over and change given back, in the words of every market the engine knows. */
const PAID_IN_CASH = labelPattern('cash');
const CHANGE_GIVEN = labelPattern('change');

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
    {
      re: /\b(?:total\s+(?:ht|ttc)|montant\s+(?:ht|ttc)|net\s+[àa]\s+payer|rechnungsnummer|rechnungsdatum|num[ée]ro\s+de\s+facture|zahlbar\s+bis|date\s+d'[ée]ch[ée]ance)\b/gi,
      weight: 1.5,
    },
    { re: /מספר\s*הקצאה|לכבוד|תנאי\s*תשלום/g, weight: 1.5 },
    { re: /\b(?:vat|subtotal|sub-total)\b|מע["״'׳]{0,2}מ/gi, weight: 0.5 },
  ],
  receipt: [
    { re: /קבלה/g, weight: 3 },
    {
      re: /\breceipt\b|\bticket\s+de\s+caisse\b|\bre[çc]u\b|\bkassenbon\b|\bkassenbeleg\b|\bquittung\b/gi,
      weight: 3,
    },
    {
      re: /\b(?:cashier|thank\s+you|rounding|qty|tel|merci|esp[èe]ces|rendu|bar|r[üu]ckgeld)\b/gi,
      weight: 0.8,
    },
    { re: new RegExp(`${PAID_IN_CASH.source}|${CHANGE_GIVEN.source}`, 'gi'), weight: 0.8 },
    { re: /אמצעי\s*תשלום|תודה|החלפות|להתראות/g, weight: 1 },
    { re: /קופה|קופאי|סה["״'׳]{0,2}כ\s*פריטים|\bcaisse\b|\bkasse\b/gi, weight: 1.5 },
    { re: /מזה\s*מע["״'׳]{0,2}מ|\bincl(?:usive|\.)?\s+(?:of\s+)?(?:gst|vat|tax)\b/gi, weight: 1 },
    { re: /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])/g, weight: 1 },
    {
      re: /\bsimplified\s+tax\s+invoice\b|\bcash\s+(?:sales?|bill|inv(?:oice)?)\b|\bcashier\b|\bchange\s+due\b|\bgst\s+summary\b/gi,
      weight: 2,
    },
    // Card-terminal and bill-payment slips.
    { re: /\b(?:customer|merchant|cardholder)\s+copy\b|העתק\s*ללקוח/gi, weight: 1.5 },
    { re: /\bpaid\s+amount\b|\bamount\s+(?:paid|collected|tendered)\b/gi, weight: 1.5 },
    {
      re: /\bcard\s+no\b|\bapproval\s+code\b|\bauth(?:orisation|orization)?\s+code\b|מספר\s*אישור/gi,
      weight: 1.5,
    },
    // Item lines of a till slip: "2 x 5.90".
    { re: /(?<![\d.])\d{1,3}\s?[xX×]\s?\d+[.,]\d{2}/g, weight: 1 },
  ],
  id: [
    { re: /תעודת\s*זהות|רישיון\s*נהיגה|רשיון\s*נהיגה|רישיון\s*רכב/g, weight: 4 },
    {
      re: /\b(?:identity\s+card|id\s+card|national\s+id(?:entity)?|residence\s+permit|driv(?:ing|er'?s?)\s+licen[cs]e|carte\s+(?:nationale\s+)?d'identit[eé]|titre\s+de\s+s[ée]jour|permis\s+de\s+conduire|f[üu]hrerschein|personalausweis|identit[äa]tskarte|rijbewijs|identiteitskaart|patente\s+di\s+guida|carta\s+d'identit[àa]|permiso\s+de\s+conducci[óo]n|documento\s+nacional\s+de\s+identidad|prawo\s+jazdy|dowód\s+osobisty)\b/gi,
      weight: 4,
    },
    {
      re: /\b(?:date\s+of\s+birth|sex|nationality|surname|given\s+names?|nom|date\s+de\s+naissance|lieu\s+de\s+naissance|n[ée]\(?e?\)?\s+le|sexe|nationalit[ée]|nom\s+d'usage|pr[ée]noms?|geburtsdatum|geburtsort|staatsangeh[öo]rigkeit|vorname|g[üu]ltig\s+bis|valable\s+jusqu'au|signature\s+du\s+titulaire)\b|תאריך\s*לידה|מקום\s*לידה|שם\s*האב|מין/gi,
      weight: 0.8,
    },
    // The first line of an identity card's machine-readable zone (TD1/TD2), even when the zone fails to parse.
    { re: /^[IAC][A-Z<][A-Z]{3}[A-Z0-9]{6,}<[A-Z0-9<]{5,}/gm, weight: 3 },
    // The numbered fields of the EU driving licence model (1. surname, 4a. issued, 4b. expires, 4c. authority, 5. number).
    { re: /(?:^|\s)(?:4[abc]|[1-3]|5|9)\.\s/gm, weight: 0.5 },
  ],
  passport: [
    { re: /דרכון/g, weight: 4 },
    { re: /\b(?:passport|passeport|pasaporte|reisepass|passaporto|paspoort|paszport)\b/gi, weight: 4 },
    // The first line of a passport's machine-readable zone, even when the zone as a whole fails to parse.
    { re: /^P[A-Z<][A-Z]{3}[A-Z]{2,}<[A-Z<]{5,}/gm, weight: 4 },
    {
      re: /\b(?:date\s+of\s+expiry|place\s+of\s+birth|authority|autorit[ée]|date\s+d'expiration)\b/gi,
      weight: 0.8,
    },
  ],
  bank_statement: [
    { re: /דף\s*חשבון|תדפיס\s*חשבון|תנועות\s*בחשבון/g, weight: 4 },
    {
      re: /\b(?:bank|account)\s+statement\b|\bstatement\s+of\s+account\b|\brelev[ée]\s+(?:de\s+(?:compte|vos\s+comptes)|bancaire)\b|\bextrait\s+de\s+compte\b|\bkontoauszug\b|\bestratto\s+conto\b|\bextracto\s+(?:bancario|de\s+cuenta)\b|\brekeningafschrift\b|\bwyci[ąa]g\s+bankowy\b/gi,
      weight: 4,
    },
    { re: /\bstatement\b/gi, weight: 1.5 },
    {
      re: /\b(?:opening|closing)\s+balance\b|\bbalance\s+(?:brought|carried)\s+forward\b|\b(?:ancien|nouveau)\s+solde\b|\bsolde\s+(?:pr[ée]c[ée]dent|cr[ée]diteur|d[ée]biteur|au|final|initial)\b|\b(?:alter|neuer)\s+kontostand\b|\b(?:alter|neuer)\s+saldo\b/gi,
      weight: 2,
    },
    { re: /\biban\b|\bbic\b|\bd[ée]bit\b|\bcr[ée]dit\b|\bsoll\b|\bhaben\b/gi, weight: 0.5 },
    { re: /יתרת\s*(?:פתיחה|סגירה)|יתרה|עו["״'׳]{0,2}ש|סניף|זכות|חובה/g, weight: 1.5 },
  ],
  contract: [
    { re: /הסכם|חוזה/g, weight: 3 },
    { re: /\b(?:agreement|contract|contrat|vertrag|contratto|contrato|overeenkomst)\b/gi, weight: 3 },
    {
      re: /\b(?:whereas|hereby|parties|party|clause|terms\s+and\s+conditions|entre\s+les\s+soussign[ée]s|il\s+a\s+[ée]t[ée]\s+convenu|les\s+parties|zwischen|vertragsparteien)\b/gi,
      weight: 1,
    },
    { re: /הואיל|הצדדים|סעיף|לפיכך/g, weight: 1.5 },
  ],
  form: [
    { re: /טופס/g, weight: 3 },
    { re: /\b(?:form|application|formulaire|formular|antrag|demande)\b/gi, weight: 2 },
    { re: /☐|☑|□|■|_{5,}/g, weight: 0.5 },
    { re: /בקשה|נא\s*למלא|מלא\s*את|\bcochez\b|\bankreuzen\b/gi, weight: 1 },
  ],
};

export interface Classification {
  type: DocumentType;
  confidence: number;
  scores: Record<string, number>;
}

/**
 * `\b` only knows ASCII letters: it finds no edge after "IDENTITÉ" or before "רישיון". Cues are written
 * with `\b` for reading's sake and compiled with a boundary that knows every script.
 */
function unicodeWords(re: RegExp): RegExp {
  const edge = '(?:(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_])|(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_]))';
  return new RegExp(re.source.replaceAll('\\b', edge), re.flags.includes('u') ? re.flags : `${re.flags}u`);
}

/**
 * Each cue as matched (`re`, with script-aware word edges) and its words without edges (`quick`): the
 * edges' look-arounds make V8 try the pattern at every position of a page's text, while the bare words
 * are found by its fast literal search. A cue whose words are not on the page cannot match at all, so
 * most cues cost a quick look (a Hebrew A4 page's classification took 46 ms with every cue matched).
 */
const COMPILED = Object.fromEntries(
  Object.entries(CUES).map(([type, cues]) => [
    type,
    cues.map((c) => ({
      ...c,
      re: unicodeWords(c.re),
      quick: new RegExp(c.re.source.replaceAll('\\b', ''), c.re.flags.replace('g', '')),
    })),
  ]),
) as Record<keyof typeof CUES, Array<Cue & { quick: RegExp }>>;

/** Capped so that one word repeated (a title, a running header) does not swamp the other cues. */
function cueScore(text: string, cues: Array<Cue & { quick: RegExp }>): number {
  return cues.reduce(
    (sum, cue) =>
      cue.quick.test(text) ? sum + cue.weight * Math.min(2, (text.match(cue.re) ?? []).length) : sum,
    0,
  );
}

export interface Layout {
  /** Width over height of the first page's printed area. */
  aspect: number;
  /** Rows of text on the first page. */
  rows?: number;
}

/** The kind of document from its words, the shape of its printed area and, when it has one, its machine-readable zone. */
export function classify(text: string, mrz: MrzResult | null, layout?: Layout): Classification {
  const scores: Record<string, number> = {};
  for (const [type, cues] of Object.entries(COMPILED)) scores[type] = cueScore(text, cues);
  // Till slips are long narrow strips; many say "tax invoice" (Malaysia, Israel) all the same.
  if (layout && layout.aspect < 0.6 && (scores.invoice ?? 0) + (scores.receipt ?? 0) > 0) {
    scores.receipt = (scores.receipt ?? 0) + (layout.aspect < 0.5 ? 6 : 3);
  }
  // Paid at a till: cash handed over and change given back. Many till slips title themselves "tax invoice"
  // all the same.
  if (
    (PAID_IN_CASH.test(text) || /esp[èe]ces/i.test(text)) &&
    (CHANGE_GIVEN.test(text) || /rendu|r[üu]ckgeld/i.test(text))
  ) {
    scores.receipt = (scores.receipt ?? 0) + 5;
  }
  // A card (ID-1, 85.6 × 54 mm) with few lines and no money is an identity document of some kind.
  const money = (scores.invoice ?? 0) + (scores.receipt ?? 0) + (scores.bank_statement ?? 0);
  if (
    layout &&
    layout.aspect > 1.3 &&
    layout.aspect < 1.8 &&
    (layout.rows ?? Number.POSITIVE_INFINITY) <= 25 &&
    money < 2
  ) {
    scores.id = (scores.id ?? 0) + 1.5;
  }
  if (mrz) {
    // TD3 zones are passports (and visas); TD1/TD2 are identity cards and similar.
    // A misread code (not a letter) leaves the size of the zone to decide.
    const code = /^[A-Z]/.test(mrz.documentCode) ? mrz.documentCode : mrz.format === 'TD3' ? 'P' : 'I';
    const kind = mrz.format === 'TD3' && code.startsWith('P') ? 'passport' : 'id';
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
