import type { Field, Warning } from '@docread/contracts';
import { checkIsraeliNumber } from '../checks/israeli-field.ts';
import type { MrzResult } from '../checks/mrz.ts';
import { isMrzState } from '../checks/mrz-countries.ts';
import { derivedField, fieldFrom, round } from '../field.ts';
import { findLabelled } from '../key-values.ts';
import { distance } from '../parse/ocr-text.ts';
import type { ExtractContext, Extraction, TextLine } from '../types.ts';
import { extractGeneric } from './generic.ts';
import { dateReader } from './readers.ts';

const ISRAELI_ID_LABELS = [
  /ת\.?\s?ז\.?|תעודת\s*זהות|מספר\s*זהות|מס['׳]?\s*זהות/,
  /\bID\s*(?:No|Number|#)\.?/i,
];

function readIsraeliId(text: string): { value: string; text: string } | null {
  const m = /(?<!\d)\d{5,9}(?!\d)/.exec(text.replace(/(?<=\d)[\s-](?=\d)/g, ''));
  return m ? { value: m[0].padStart(9, '0'), text: m[0] } : null;
}

const PRINTED_LABELS: Record<string, RegExp[]> = {
  surname: [/שם\s*משפחה|\bsurname\b|\blast\s+name\b|\bnom\b/i],
  givenNames: [/שם\s*פרטי|\bgiven\s+names?\b|\bfirst\s+name\b|\bprénoms?\b/i],
  dateOfBirth: [/תאריך\s*לידה|\bdate\s+of\s+birth\b|\bbirth\s*date\b|\bDOB\b/i],
  expiryDate: [/תוקף|בתוקף\s*עד|\bdate\s+of\s+expiry\b|\bexpiry\s*date\b|\bexpires?\b|\bvalid\s+until\b/i],
  issueDate: [/תאריך\s*(?:הנפקה|הוצאה)|\bdate\s+of\s+issue\b|\bissue\s*date\b/i],
};

/**
 * Field captions as printed on passports and cards, in the languages they pair English with: a caption after
 * the first ("Surname / Nom") is a caption, not the value.
 */
const CAPTION_WORDS =
  /^(?:surname|given|names?|first|last|nom|noms|pr[ée]noms?|apellidos?|nombres?|nachname|vorname[n]?|familienname|cognome|nome|achternaam|voornamen|date|of|birth|de|naissance|du|titulaire|sex|sexe|nationality|nationalit[ée])$/i;

function readName(text: string) {
  const words = text
    .replace(/^[\s:/]+/, '')
    .replace(/[\d]+.*$/, '')
    .split(/[\s/:,]+/)
    .filter(Boolean);
  while (words.length && CAPTION_WORDS.test(words[0] ?? '')) words.shift();
  const name = words.join(' ').trim();
  return name.length >= 2 ? { value: name, text: name } : null;
}

/** Upper case without accents or punctuation: how a name is written in the zone. */
function asZoneName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

/** Whether the zone's name, some of its `K`s read as fillers, is the printed name. */
function matchesWithFillers(zone: string, printed: string): string | null {
  const target = asZoneName(printed);
  const ks = [...zone].flatMap((c, i) => (c === 'K' ? [i] : [])).slice(0, 6);
  for (let mask = 0; mask < 1 << ks.length; mask++) {
    const chars = [...zone];
    ks.forEach((at, bit) => {
      if (mask & (1 << bit)) chars[at] = ' ';
    });
    const candidate = chars.join('').replace(/\s+/g, ' ').trim();
    if (candidate === target) return candidate;
  }
  return null;
}

function isZoneRow(mrz: MrzResult, row: TextLine): boolean {
  return mrz.lines.some((l) => row.text.replace(/\s/g, '').toUpperCase().includes(l.slice(0, 12)));
}

/** A contradicted field is as good as unread: below any review threshold, and named among the reasons. */
const CONTRADICTED = 0.5;

/**
 * The zone writes a birth year with two digits. The century is the one the printed date shows; without
 * one, a birth after the document was issued (or after it expires) is a century too late.
 */
function birthCentury(
  born: string,
  printedDates: Set<string>,
  issued: string | undefined,
  expires: string | undefined,
): { value: string; why: string } | null {
  if (printedDates.has(born)) return null;
  const year = Number(born.slice(0, 4));
  const other = `${year < 2000 ? year + 100 : year - 100}${born.slice(4)}`;
  if (printedDates.has(other)) return { value: other, why: `the printed date reads ${other}` };
  const limit = issued ?? expires;
  if (limit && born > limit && other <= limit)
    return { value: other, why: `the document was ${issued ? 'issued' : 'valid until'} ${limit}` };
  return null;
}

/** Digits OCR reads for letters inside a word ("MAGNUSS0N"). */
const LETTER_LIKE_DIGIT = /(?<=\p{L})[0158]|[0158](?=\p{L})/gu;
const DIGIT_LETTERS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/** The visual zone's Latin words, written as the zone writes names; too few to judge by gives null. */
function visualNameWords(rows: TextLine[], mrz: MrzResult): string[] | null {
  const words = rows
    .filter((r) => !isZoneRow(mrz, r))
    .flatMap((r) => asZoneName(r.text.replace(LETTER_LIKE_DIGIT, (d) => DIGIT_LETTERS[d] ?? d)).split(' '))
    .filter((w) => w.length >= 2);
  return words.length >= 5 ? words : null;
}

/** Every word of a zone name is printed in the visual zone too, give or take a misread letter. */
function printedSomewhere(name: string, visual: string[]): boolean {
  return name
    .split(' ')
    .filter(Boolean)
    .every((word) => visual.some((v) => distance(word, v) <= (word.length >= 6 ? 1 : 0)));
}

function mrzFields(mrz: MrzResult, rows: TextLine[], today: Date): Record<string, Field> {
  const mrzRows = rows.filter((r) => isZoneRow(mrz, r));
  const ocr = mrzRows.length ? Math.min(...mrzRows.map((r) => r.confidence)) : 0.9;
  // Fields covered by a matching check digit are as good as certain; names have no check digit.
  const sure = (ok: boolean | undefined) => round(ok ? Math.max(0.99, ocr) : ocr * 0.6);
  const at = mrzRows[0];
  const f = (value: Field['value'], text: string, confidence: number): Field => ({
    value,
    text,
    confidence,
    page: at?.page ?? null,
    bbox: at ? at.bbox : null,
  });
  const td1 = mrz.format === 'TD1';
  const datesLine = mrz.lines[1] ?? '';
  const fields: Record<string, Field> = {
    mrz: f(mrz.lines.join('\n'), mrz.lines.join('\n'), sure(mrz.valid)),
    documentType: f(mrz.documentCode, mrz.documentCode, sure(true)),
    documentNumber: f(mrz.documentNumber, mrz.documentNumber, sure(mrz.checks.documentNumber)),
    surname: f(mrz.surname, mrz.surname, round(mrz.valid ? Math.max(ocr, 0.96) : ocr * 0.9)),
    givenNames: f(mrz.givenNames, mrz.givenNames, round(mrz.valid ? Math.max(ocr, 0.96) : ocr * 0.9)),
    nationality: f(mrz.nationality, mrz.nationality, sure(mrz.checks.composite)),
    issuingCountry: f(mrz.issuingCountry, mrz.issuingCountry, sure(mrz.valid)),
    dateOfBirth: f(
      mrz.dateOfBirth,
      datesLine.slice(td1 ? 0 : 13, td1 ? 6 : 19),
      sure(mrz.checks.dateOfBirth),
    ),
    sex: f(mrz.sex, mrz.sex, sure(mrz.checks.composite)),
    expiryDate: f(mrz.expiryDate, datesLine.slice(td1 ? 8 : 21, td1 ? 14 : 27), sure(mrz.checks.expiryDate)),
    mrzValid: derivedField(mrz.valid, String(mrz.valid), 1),
  };
  if (mrz.personalNumber)
    fields.personalNumber = f(
      mrz.personalNumber,
      mrz.personalNumber,
      sure(mrz.checks.personalNumber ?? mrz.checks.composite),
    );
  if (mrz.expiryDate)
    fields.expired = derivedField(
      mrz.expiryDate < today.toISOString().slice(0, 10),
      mrz.expiryDate,
      sure(mrz.checks.expiryDate),
    );
  return fields;
}

/** Passports and identity cards: the machine-readable zone first, printed fields to confirm or fill in. */
export function extractIdentity(rows: TextLine[], ctx: ExtractContext): Extraction {
  const { mrz, today } = ctx;
  const generic = extractGeneric(rows, ctx);
  const readDate = dateReader({ monthFirst: ctx.monthFirst });
  const warnings: Warning[] = [];
  const fields: Record<string, Field> = mrz ? mrzFields(mrz, rows, today) : {};
  if (mrz && !mrz.valid) {
    const failed = Object.entries(mrz.checks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    warnings.push({
      code: 'mrz_check_failed',
      message: `MRZ check digits do not match for: ${failed.join(', ')}`,
    });
  }
  const printed: Record<string, Field> = {};
  for (const [name, labels] of Object.entries(PRINTED_LABELS)) {
    const read = name.endsWith('Date') || name === 'dateOfBirth' ? readDate : readName;
    const hit = findLabelled(rows, labels, read);
    if (hit) printed[name] = fieldFrom(hit.row, hit.value, hit.text, 0.9);
  }
  const doubted: string[] = [];
  const contradict = (name: string, code: string, message: string) => {
    const field = fields[name];
    if (!field) return;
    field.confidence = round(Math.min(field.confidence, CONTRADICTED));
    if (!doubted.includes(name)) doubted.push(name);
    warnings.push({ code, message, page: field.page ?? undefined });
  };
  if (mrz) {
    for (const name of ['issuingCountry', 'nationality']) {
      const code = fields[name]?.value;
      if (typeof code === 'string' && code && !isMrzState(code))
        contradict(name, 'mrz_state_unknown', `MRZ ${name} "${code}" is no country or ICAO code`);
    }
    const born = fields.dateOfBirth;
    if (typeof born?.value === 'string') {
      const printedDates = new Set(
        [...(generic.lists.dates ?? []).map((row) => row.value), printed.dateOfBirth].flatMap((date) =>
          typeof date?.value === 'string' ? [date.value] : [],
        ),
      );
      const issued = printed.issueDate?.value;
      const century = birthCentury(
        born.value,
        printedDates,
        typeof issued === 'string' ? issued : undefined,
        typeof fields.expiryDate?.value === 'string' ? fields.expiryDate.value : undefined,
      );
      if (century) {
        warnings.push({
          code: 'mrz_birth_century',
          message: `MRZ birth date read as ${century.value}, not ${born.value}: ${century.why}`,
          page: born.page ?? undefined,
        });
        born.value = century.value;
      }
    }
  }
  const idHit = findLabelled(rows, ISRAELI_ID_LABELS, readIsraeliId);
  if (idHit) {
    printed.israeliId = fieldFrom(idHit.row, idHit.value, idHit.text, 0.9);
    checkIsraeliNumber(printed.israeliId, 'Identity number', 'israeli_id_invalid', warnings);
  }
  if (mrz?.repairs?.length) {
    // Names carry no check digit: fillers put back by layout are likely right, not certain.
    for (const name of ['surname', 'givenNames', 'documentType']) {
      const field = fields[name];
      if (field) field.confidence = round(Math.min(field.confidence * 0.8, 0.8));
    }
    warnings.push({
      code: 'mrz_fillers_repaired',
      message: `MRZ fillers read as K were put back: ${mrz.repairs.join('; ')}`,
    });
  }
  const confirmed = new Set<string>();
  for (const [name, field] of Object.entries(printed)) {
    const fromMrz = fields[name];
    if (!fromMrz) {
      fields[name] = field;
      continue;
    }
    const zoneName = name === 'surname' || name === 'givenNames';
    const same = zoneName
      ? asZoneName(String(fromMrz.value)) === asZoneName(String(field.value))
      : String(fromMrz.value).toUpperCase().replace(/\s+/g, ' ') ===
        String(field.value).toUpperCase().replace(/\s+/g, ' ');
    const refilled =
      zoneName && !same ? matchesWithFillers(String(fromMrz.value), String(field.value)) : null;
    if (same) {
      fromMrz.confidence = round(Math.max(fromMrz.confidence, 0.99));
      confirmed.add(name);
    } else if (refilled) {
      // The printed name shows which `K`s of the zone were fillers.
      warnings.push({
        code: 'mrz_fillers_repaired',
        message: `MRZ ${name} "${fromMrz.value}" read with fillers as K; the printed "${field.value}" matches it as "${refilled}"`,
        page: field.page ?? undefined,
      });
      fields[name] = { ...fromMrz, value: refilled, confidence: round(Math.max(fromMrz.confidence, 0.9)) };
      confirmed.add(name);
    } else if (
      /^[\p{L}\s<'-]*$/u.test(String(field.value)) ||
      name.endsWith('Date') ||
      name === 'dateOfBirth'
    ) {
      warnings.push({
        code: 'mrz_printed_mismatch',
        message: `Printed ${name} "${field.value}" differs from the MRZ "${fromMrz.value}"`,
        page: field.page ?? undefined,
      });
      fromMrz.confidence = round(Math.min(fromMrz.confidence * 0.7, 0.8));
      if (!doubted.includes(name)) doubted.push(name);
    }
  }
  // Names carry no check digit: a zone name the visual zone does not print is a misreading, however clean.
  const visual = mrz ? visualNameWords(rows, mrz) : null;
  if (visual)
    for (const name of ['surname', 'givenNames']) {
      const value = fields[name]?.value;
      if (typeof value === 'string' && value && !confirmed.has(name) && !printedSomewhere(value, visual))
        contradict(name, 'mrz_visual_mismatch', `MRZ ${name} "${value}" is not printed in the visual zone`);
    }
  if (!fields.documentNumber && fields.israeliId) fields.documentNumber = { ...fields.israeliId };
  if (!fields.expired && typeof fields.expiryDate?.value === 'string') {
    fields.expired = derivedField(
      fields.expiryDate.value < today.toISOString().slice(0, 10),
      fields.expiryDate.text,
      fields.expiryDate.confidence,
    );
  }
  return { fields, lists: generic.lists, warnings, ...(doubted.length ? { doubted } : {}) };
}
