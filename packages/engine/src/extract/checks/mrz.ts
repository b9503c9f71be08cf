/**
 * ICAO Doc 9303 machine-readable zones (TD1: 3×30, TD2: 2×36, TD3: 2×44), read from OCR text.
 * OCR misreads fillers and look-alike characters, so every field is repaired by what it may hold
 * (digits, letters) and a repair is only kept when the check digits then agree.
 */

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

export interface MrzResult {
  format: MrzFormat;
  /** The zone's lines after clean-up, as used for parsing. */
  lines: string[];
  documentCode: string;
  issuingCountry: string;
  documentNumber: string;
  surname: string;
  givenNames: string;
  nationality: string;
  /** ISO yyyy-mm-dd, or null when the field is not a date. */
  dateOfBirth: string | null;
  sex: 'M' | 'F' | 'X';
  expiryDate: string | null;
  personalNumber: string;
  optionalData: string;
  /** Each check digit by the field it protects: true when it matches. */
  checks: Record<string, boolean>;
  /** Every check digit matches. */
  valid: boolean;
  /** Fillers read as `K` and put back, as "read → repaired" (names carry no check digit, so these are judged by layout). */
  repairs?: string[];
}

const FORMAT_LENGTH: Record<MrzFormat, number> = { TD1: 30, TD2: 36, TD3: 44 };

/** Digits a letter may be a misreading of, likeliest first (best_int reads OCR-B "Z" as "7", and "2" as "Z"). */
const DIGITS_FOR: Record<string, string[]> = {
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  U: ['0'],
  I: ['1'],
  L: ['1'],
  Z: ['2', '7'],
  S: ['5'],
  B: ['8'],
  G: ['6'],
  T: ['7'],
};
/** Letters a digit may be a misreading of. */
const LETTERS_FOR: Record<string, string[]> = {
  '0': ['O'],
  '1': ['I'],
  '2': ['Z'],
  '4': ['A'],
  '5': ['S'],
  '6': ['G'],
  '7': ['Z'],
  '8': ['B'],
};
const TO_DIGIT: Record<string, string> = Object.fromEntries(
  Object.entries(DIGITS_FOR).map(([letter, digits]) => [letter, digits[0] ?? letter]),
);
const TO_LETTER: Record<string, string> = Object.fromEntries(
  Object.entries(LETTERS_FOR).map(([digit, letters]) => [digit, letters[0] ?? digit]),
);
function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  return 0;
}

/** ICAO 9303 check digit: weights 7, 3, 1 repeating, sum modulo 10; '<' counts as 0. */
export function mrzCheckDigit(data: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += charValue(data[i] ?? '<') * (weights[i % 3] ?? 1);
  return sum % 10;
}

function checkMatches(data: string, digit: string): boolean {
  const d = digit === '<' ? '0' : digit;
  return /^[0-9]$/.test(d) && mrzCheckDigit(data) === Number(d);
}

function asDigits(s: string): string {
  return [...s].map((c) => TO_DIGIT[c] ?? c).join('');
}

function asLetters(s: string): string {
  return [...s].map((c) => TO_LETTER[c] ?? c).join('');
}

/** Upper-cases, drops spaces and maps the usual OCR renderings of '<' back to it. */
export function normaliseMrzLine(text: string): string {
  let s = lowercaseFillers(text.replace(/[«‹〈＜≤([{]/g, '<'))
    .toUpperCase()
    .replace(/[\s\u200e\u200f]/g, '')
    .replace(/[«‹〈＜≤([{]/g, '<');
  s = s.replace(/[^A-Z0-9<]/g, '');
  // '<' read as 'K': long runs, a K between fillers, and K runs closing the line are fillers.
  s = s.replace(/K{3,}/g, (m) => '<'.repeat(m.length));
  s = s.replace(/<K(?=<)/g, '<<');
  s = s.replace(/<K(?=<)/g, '<<');
  s = s.replace(/<[K<]+$/g, (m) => '<'.repeat(m.length));
  return s;
}

/** Upper-case letters, digits and fillers only, of a zone line's length (a line may carry no filler). */
/**
 * A zone has no lower-case letters: OCR's lower-case c, e and k touching a filler are fillers misread
 * ("<ccccececech" → "<<<<<<<<<<<").
 */
function lowercaseFillers(text: string): string {
  let s = text.replace(/\s+(?=[<cek])|(?<=[<cek])\s+/g, '');
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = s.replace(/<[cek]+|[cek]+</g, (m) => m.replace(/[cek]/g, '<'));
  }
  return s;
}

function mrzShaped(line: string): boolean {
  const raw = lowercaseFillers(line).replace(/\s/g, '');
  if (raw.length < 26 || raw.length > 58 || /[a-z]/.test(raw)) return false;
  const mrzChars = raw.replace(/[^A-Z0-9<«‹]/g, '').length;
  return mrzChars / raw.length >= 0.9 && /\d/.test(raw);
}

/** True when a line of text looks like one line of a machine-readable zone. */
export function looksLikeMrz(text: string): boolean {
  return text.split(/\r?\n/).some((line) => {
    const raw = line.replace(/\s/g, '');
    if (raw.length < 26 || raw.length > 58) return false;
    const mrzChars = raw.replace(/[^A-Za-z0-9<«‹]/g, '').length;
    if (mrzChars / raw.length < 0.9) return false;
    const s = normaliseMrzLine(line);
    return (s.match(/</g) ?? []).length >= 2 && /[A-Z0-9]{3}/.test(s);
  });
}

/** Brings a line to the format's length by adding or removing fillers in its longest filler run. */
function fitLength(line: string, length: number): string {
  let s = line;
  while (s.length !== length) {
    const runs = [...s.matchAll(/<+/g)].sort((a, b) => b[0].length - a[0].length);
    const run = runs[0];
    if (s.length > length) {
      if (!run) return s.slice(0, length);
      const at = (run.index ?? 0) + run[0].length - 1;
      s = s.slice(0, at) + s.slice(at + 1);
    } else {
      const at = run ? (run.index ?? 0) + run[0].length : s.length;
      s = `${s.slice(0, at)}<${s.slice(at)}`;
    }
  }
  return s;
}

/**
 * Repairs an alphanumeric field whose check digit fails. Candidates, fewest changes first: letters standing
 * between digits made digits (and the reverse); then every look-alike letter from some position to the end
 * made a digit (numbers usually run letters-then-digits: "AAQQOOOOO" → "AA0000000"). Returns the candidates whose
 * check digit matches, likeliest first, or the field as read when none does. Each has a one-in-ten chance of
 * matching by luck, and the composite digit cannot tell them apart (it weighs the number the same way).
 */
function repairCandidates(field: string, digit: string): string[] {
  if (checkMatches(field, digit)) return [field];
  const chars = [...field];
  const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  const isLetter = (c: string | undefined) => c !== undefined && c >= 'A' && c <= 'Z';
  const between = chars
    .map((c, i) => {
      const before = chars[i - 1];
      const after = chars[i + 1];
      if (
        isLetter(c) &&
        TO_DIGIT[c] &&
        (isDigit(before) || i === 0) &&
        (isDigit(after) || after === undefined)
      )
        return TO_DIGIT[c];
      if (isDigit(c) && TO_LETTER[c] && isLetter(before) && isLetter(after)) return TO_LETTER[c];
      return c;
    })
    .join('');
  const candidates = [between];
  for (let from = chars.length - 1; from >= 0; from--) {
    candidates.push(chars.map((c, i) => (i >= from ? (TO_DIGIT[c] ?? c) : c)).join(''));
  }
  const matching = candidates.filter(
    (c, i) => c !== field && candidates.indexOf(c) === i && checkMatches(c, digit),
  );
  // A look-alike letter left among digits is what OCR gets wrong: the fewer remain, the likelier the reading.
  const lookAlikes = (c: string) => [...c].filter((ch) => TO_DIGIT[ch]).length;
  matching.sort((a, b) => lookAlikes(a) - lookAlikes(b));
  return matching.length ? matching : [field];
}

type FieldKind = 'digits' | 'alnum';

/** One way of reading a field and its check digit that the check digit accepts; `changes` counts look-alike swaps. */
interface Reading {
  data: string;
  check: string;
  changes: number;
}

/**
 * The characters a read character may stand for, each with its cost in swaps. In a digits-only field a
 * letter must be a digit (free when only one digit looks like it); in a number or optional field any
 * look-alike may be swapped at the cost of one change. Nothing outside the look-alike tables is ever tried.
 */
function alternatives(c: string, kind: FieldKind): Array<[string, number]> {
  const isDigit = c >= '0' && c <= '9';
  if (kind === 'digits') {
    if (isDigit || c === '<') return [[c, 0]];
    return (DIGITS_FOR[c] ?? [c]).map((d, i) => [d, i]);
  }
  const swaps = (isDigit ? LETTERS_FOR[c] : DIGITS_FOR[c]) ?? [];
  return [[c, 0], ...swaps.map((s): [string, number] => [s, 1])];
}

/**
 * Every reading of a field and its check digit with at most `maxChanges` look-alike swaps that the check digit
 * accepts, fewest swaps first. Each extra swap allowed multiplies the chances of a match by luck, so callers
 * keep `maxChanges` small and let the composite check digit choose among what is left.
 */
function checkedReadings(data: string, check: string, kind: FieldKind, maxChanges: number): Reading[] {
  const chars = [...data];
  const found: Reading[] = [];
  const walk = (i: number, acc: string, changes: number) => {
    if (i === chars.length) {
      for (const [c, cost] of alternatives(check, 'digits')) {
        if (changes + cost <= maxChanges && checkMatches(acc, c))
          found.push({ data: acc, check: c, changes: changes + cost });
      }
      return;
    }
    for (const [alt, cost] of alternatives(chars[i] ?? '<', kind)) {
      if (changes + cost <= maxChanges) walk(i + 1, acc + alt, changes + cost);
    }
  };
  walk(0, '', 0);
  return found.sort((a, b) => a.changes - b.changes);
}

/** Readings of a date field, calendar dates first; the field as read (digits forced) when none passes. */
function dateReadings(data: string, check: string): Reading[] {
  const found = checkedReadings(data, check, 'digits', 1);
  const plausible = (r: Reading) => yymmddToIso(r.data, 'expiry', new Date(0)) !== null;
  found.sort((a, b) => Number(plausible(b)) - Number(plausible(a)) || a.changes - b.changes);
  return found.length ? found : [{ data: asDigits(data), check: asDigits(check), changes: 0 }];
}

/**
 * Readings of a document or personal number: the structural repairs first, then one look-alike swap, kept only
 * when a single swap fits. The composite check digit cannot overrule a wrong swap here: these fields enter it at
 * the same weights as in their own check, so whatever satisfies one satisfies the other.
 */
function numberReadings(data: string, check: string): Reading[] {
  const digit = asDigits(check);
  const structural = repairCandidates(data, digit)
    .filter((c) => checkMatches(c, digit))
    // Structural repairs follow how numbers are laid out (letters, then digits), so they rank before any swap.
    .map((c) => ({ data: c, check: digit, changes: 0 }));
  const swapped = checkedReadings(data, check, 'alnum', 1);
  const oneSwap = swapped.filter((r) => r.changes === 1);
  const unambiguous = swapped.filter((r) => r.changes === 0 || oneSwap.length === 1);
  const all = [...structural, ...unambiguous];
  const unique = all.filter((r, i) => all.findIndex((o) => o.data === r.data && o.check === r.check) === i);
  return unique.length ? unique : [{ data, check: digit, changes: 0 }];
}

/** At most this many readings per field enter the composite search. */
const READINGS_PER_FIELD = 6;

/**
 * Picks one reading per field so the composite check digit passes, fewest swaps first; when no choice
 * passes, each field's likeliest reading. `composite` builds the composite data and its digit from a choice.
 */
function chooseReadings(
  fields: Reading[][],
  composite: ((chosen: Reading[]) => { data: string; digits: string[] }) | null,
): Reading[] {
  const first = fields.map((f) => f[0] as Reading);
  if (!composite) return first;
  const lists = fields.map((f) => f.slice(0, READINGS_PER_FIELD));
  let best: { chosen: Reading[]; cost: number } | null = null;
  const walk = (i: number, chosen: Reading[], cost: number) => {
    if (best && cost >= best.cost) return;
    if (i === lists.length) {
      const { data, digits } = composite(chosen);
      if (digits.some((d) => checkMatches(data, d))) best = { chosen, cost };
      return;
    }
    (lists[i] ?? []).forEach((r, rank) => {
      walk(i + 1, [...chosen, r], cost + r.changes + rank * 0.01);
    });
  };
  walk(0, [], 0);
  return (best as { chosen: Reading[] } | null)?.chosen ?? first;
}

function yymmddToIso(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  const dd = Number(yymmdd.slice(4, 6));
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return null;
  const thisYear = today.getUTCFullYear() % 100;
  // Nobody is born in the future; documents rarely run more than a few decades ahead.
  const century = kind === 'birth' ? (yy > thisYear ? 1900 : 2000) : yy >= 70 ? 1900 : 2000;
  const date = new Date(Date.UTC(century + yy, mm - 1, dd));
  if (date.getUTCDate() !== dd) return null;
  return date.toISOString().slice(0, 10);
}

const DOCUMENT_CODE_FIRST = /^[PIACV]$/;

/**
 * Puts back fillers OCR read as `K` in a name field, by the zone's layout (no check digit covers names):
 * a `K` in the document code's filler place; the surname separator `<<` read as `KK` when the field has none;
 * and, once the line has shown that it reads fillers as `K`, a `K` touching a filler. A `K` between letters
 * stays: "ERIK" and "MIKAEL" are names.
 */
export function repairNameFillers(
  code: string,
  field: string,
): { code: string; field: string; repairs: string[] } {
  const repairs: string[] = [];
  let fixedCode = code;
  let evidence = false;
  if (DOCUMENT_CODE_FIRST.test(code.charAt(0)) && code.charAt(1) === 'K') {
    fixedCode = `${code.charAt(0)}<`;
    repairs.push(`${code} → ${fixedCode}`);
    evidence = true;
  }
  let fixed = field;
  const body = field.replace(/<+$/, '');
  if (!body.includes('<<') && body.includes('KK')) {
    fixed = fixed.replace('KK', '<<');
    evidence = true;
  }
  if (evidence) {
    for (let previous = ''; previous !== fixed; ) {
      previous = fixed;
      fixed = fixed.replace(/(?<=<)K(?=[A-Z<])|(?<=[A-Z])K(?=<)/, '<');
    }
  }
  const trim = (s: string) => s.replace(/<+$/, '');
  if (trim(fixed) !== trim(field)) repairs.push(`${trim(field)} → ${trim(fixed)}`);
  return { code: fixedCode, field: fixed, repairs };
}

function names(field: string): { surname: string; givenNames: string } {
  const trimmed = field.replace(/<+$/, '');
  const split = trimmed.indexOf('<<');
  const surname = split === -1 ? trimmed : trimmed.slice(0, split);
  const given = split === -1 ? '' : trimmed.slice(split + 2);
  const clean = (s: string) => asLetters(s).replace(/<+/g, ' ').trim();
  return { surname: clean(surname), givenNames: clean(given) };
}

function sexOf(c: string): 'M' | 'F' | 'X' {
  return c === 'M' || c === 'F' ? c : 'X';
}

function stripFillers(s: string): string {
  return s.replace(/<+$/, '').replace(/</g, ' ').trim();
}

/** The composite check digit as read, or the look-alike digit that makes it match `data`. */
function compositeDigit(data: string, read: string): string {
  const options = alternatives(read, 'digits').map(([d]) => d);
  return options.find((d) => checkMatches(data, d)) ?? asDigits(read);
}

function parseTd3OrTd2(format: 'TD2' | 'TD3', raw: string[], today: Date): MrzResult {
  const l1 = raw[0] ?? '';
  const read = raw[1] ?? '';
  const visa = l1.startsWith('V');
  const last = FORMAT_LENGTH[format] - 1;
  const optionalRead = read.slice(28, format === 'TD3' ? 42 : 35);
  const hasComposite = !visa;
  const fields = [
    numberReadings(read.slice(0, 9), read.charAt(9)),
    dateReadings(read.slice(13, 19), read.charAt(19)),
    dateReadings(read.slice(21, 27), read.charAt(27)),
  ];
  // A TD3 personal number has its own check digit; an empty one may carry '<' or '0'.
  const personalChecked = format === 'TD3' && !visa && !/^<+$/.test(optionalRead);
  if (personalChecked) fields.push(numberReadings(optionalRead, read.charAt(42)));
  const compositeRead = read.charAt(last);
  const sexRead = read.charAt(20);
  const assemble = (chosen: Reading[]) => {
    const [number, dob, expiry, personal] = chosen as [Reading, Reading, Reading, Reading | undefined];
    const optional = personal
      ? personal.data + personal.check
      : format === 'TD3'
        ? optionalRead + asDigits(read.charAt(42))
        : optionalRead;
    return `${number.data}${number.check}${asLetters(read.slice(10, 13))}${dob.data}${dob.check}${sexRead}${expiry.data}${expiry.check}${optional}`;
  };
  const compositeOf = (body: string) => body.slice(0, 10) + body.slice(13, 20) + body.slice(21, last);
  const chosen = chooseReadings(
    fields,
    hasComposite
      ? (c) => {
          const data = compositeOf(assemble(c));
          return { data, digits: alternatives(compositeRead, 'digits').map(([d]) => d) };
        }
      : null,
  );
  const body = assemble(chosen);
  const compositeData = compositeOf(body);
  const compositeCheck = compositeDigit(compositeData, compositeRead);
  const l2 = body + compositeCheck;
  const [numberR, dobR, expiryR] = chosen as [Reading, Reading, Reading];
  const documentNumber = numberR.data;
  const numberCheck = numberR.check;
  const nationality = l2.slice(10, 13);
  const d = {
    dob: dobR.data,
    dobCheck: dobR.check,
    sex: sexRead,
    expiry: expiryR.data,
    expiryCheck: expiryR.check,
  };
  const optional = l2.slice(28, format === 'TD3' ? 42 : 35);
  const personalCheck = format === 'TD3' ? l2.charAt(42) : '';
  const checks: Record<string, boolean> = {
    documentNumber: checkMatches(documentNumber, numberCheck),
    dateOfBirth: checkMatches(d.dob, d.dobCheck),
    expiryDate: checkMatches(d.expiry, d.expiryCheck),
    composite: checkMatches(compositeData, compositeCheck),
  };
  // Visas (MRV-A, MRV-B) carry neither a personal-number nor a composite check digit.
  if (visa) delete checks.composite;
  if (format === 'TD3' && !visa) {
    // An empty personal number may carry '<' or '0' as its check digit.
    checks.personalNumber = /^<+$/.test(optional)
      ? personalCheck === '0' || personalCheck === '<'
      : checkMatches(optional, personalCheck);
  }
  const repaired = repairNameFillers(l1.slice(0, 2), l1.slice(5));
  const line1 = repaired.code + l1.slice(2, 5) + repaired.field;
  const { surname, givenNames } = names(repaired.field);
  return {
    format,
    lines: [line1, l2],
    documentCode: stripFillers(repaired.code),
    issuingCountry: stripFillers(asLetters(l1.slice(2, 5))),
    documentNumber: stripFillers(documentNumber),
    surname,
    givenNames,
    nationality: stripFillers(nationality),
    dateOfBirth: yymmddToIso(d.dob, 'birth', today),
    sex: sexOf(d.sex),
    expiryDate: yymmddToIso(d.expiry, 'expiry', today),
    personalNumber: format === 'TD3' ? stripFillers(optional) : '',
    optionalData: stripFillers(optional),
    checks,
    valid: Object.values(checks).every(Boolean),
    repairs: repaired.repairs,
  };
}

function parseTd1(raw: string[], today: Date): MrzResult {
  const l1 = raw[0] ?? '';
  const l2 = raw[1] ?? '';
  const l3 = raw[2] ?? '';
  let documentNumber = l1.slice(5, 14);
  let numberCheck = asDigits(l1.charAt(14));
  let optional1 = l1.slice(15, 30);
  /** Some issuers (Belgium) compute a long number's check digit over the filler as printed. */
  let printedSpan = documentNumber;
  if (l1.charAt(14) === '<' && /[A-Z0-9]/.test(l1.charAt(15))) {
    // Long document numbers continue in the optional field, their check digit closing the run.
    const run = (optional1.match(/^[A-Z0-9]+/) ?? [''])[0];
    printedSpan = `${documentNumber}<${run.slice(0, -1)}`;
    documentNumber += run.slice(0, -1);
    numberCheck = asDigits(run.slice(-1));
    optional1 = optional1.slice(run.length);
  }
  const nationality = asLetters(l2.slice(15, 18));
  const optional2 = l2.slice(18, 29);
  const sex = l2.charAt(7);
  const longNumber = printedSpan !== documentNumber;
  const numberFixed = longNumber || checkMatches(printedSpan, numberCheck);
  const fields = [
    numberFixed
      ? [{ data: documentNumber, check: numberCheck, changes: 0 }]
      : numberReadings(documentNumber, l1.charAt(14)),
    dateReadings(l2.slice(0, 6), l2.charAt(6)),
    dateReadings(l2.slice(8, 14), l2.charAt(14)),
  ];
  // The composite check covers line 1 as well: it must see the repaired number.
  const line1With = (number: Reading) =>
    number.data.length === 9 ? l1.slice(0, 5) + number.data + number.check + l1.slice(15) : l1;
  const line2With = (dob: Reading, expiry: Reading) =>
    dob.data + dob.check + sex + expiry.data + expiry.check + nationality + optional2;
  const compositeOf = (line1: string, line2: string) =>
    line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29);
  const compositeRead = l2.charAt(29);
  const [numberR, dobR, expiryR] = chooseReadings(fields, (c) => {
    const [n, dob, expiry] = c as [Reading, Reading, Reading];
    return {
      data: compositeOf(line1With(n), line2With(dob, expiry)),
      digits: alternatives(compositeRead, 'digits').map(([digit]) => digit),
    };
  }) as [Reading, Reading, Reading];
  if (!longNumber) {
    documentNumber = numberR.data;
    numberCheck = numberR.check;
  }
  const fixedL1 = longNumber ? l1 : line1With(numberR);
  const partialL2 = line2With(dobR, expiryR);
  const compositeData = compositeOf(fixedL1, partialL2);
  const compositeCheck = compositeDigit(compositeData, compositeRead);
  const fixedL2 = partialL2 + compositeCheck;
  const d = { dob: dobR.data, dobCheck: dobR.check, sex, expiry: expiryR.data, expiryCheck: expiryR.check };
  const checks: Record<string, boolean> = {
    documentNumber: checkMatches(documentNumber, numberCheck) || checkMatches(printedSpan, numberCheck),
    dateOfBirth: checkMatches(d.dob, d.dobCheck),
    expiryDate: checkMatches(d.expiry, d.expiryCheck),
    composite: checkMatches(compositeData, compositeCheck),
  };
  const repaired = repairNameFillers(l1.slice(0, 2), l3);
  const { surname, givenNames } = names(repaired.field);
  return {
    format: 'TD1',
    lines: [repaired.code + fixedL1.slice(2), fixedL2, repaired.field],
    documentCode: stripFillers(repaired.code),
    issuingCountry: stripFillers(asLetters(l1.slice(2, 5))),
    documentNumber: stripFillers(documentNumber),
    surname,
    givenNames,
    nationality: stripFillers(nationality),
    dateOfBirth: yymmddToIso(d.dob, 'birth', today),
    sex: sexOf(d.sex),
    expiryDate: yymmddToIso(d.expiry, 'expiry', today),
    personalNumber: stripFillers(optional2) || stripFillers(optional1),
    optionalData: [stripFillers(optional1), stripFillers(optional2)].filter(Boolean).join(' '),
    checks,
    valid: Object.values(checks).every(Boolean),
    repairs: repaired.repairs,
  };
}

/** Parses lines already known to form a zone of the given format. */
export function parseMrz(format: MrzFormat, lines: string[], today = new Date()): MrzResult {
  const fitted = lines.map((l) => fitLength(normaliseMrzLine(l), FORMAT_LENGTH[format]));
  return format === 'TD1' ? parseTd1(fitted, today) : parseTd3OrTd2(format, fitted, today);
}

/** Non-zone lines that may stand between two lines of one zone. */
const MAX_ROWS_BETWEEN = 2;

function formatOfLength(length: number): MrzFormat | null {
  if (length >= 27 && length <= 33) return 'TD1';
  if (length >= 34 && length <= 39) return 'TD2';
  if (length >= 40 && length <= 56) return 'TD3';
  return null;
}

function score(r: MrzResult): number {
  return Object.values(r.checks).filter(Boolean).length / Object.keys(r.checks).length;
}

/** Finds and reads the machine-readable zone among a page's lines; null when there is none. */
export function findMrz(lines: string[], today = new Date()): MrzResult | null {
  // Lines between zone lines that are not zone-shaped (a mirrored right-to-left misreading of the same
  // zone, a stray mark) are skipped, as long as the zone's lines stay close together.
  const isShaped = (text: string) => looksLikeMrz(text) || mrzShaped(text);
  // A row may join a zone line to text read beside it at the same height (often its own mirrored misreading).
  const zonePart = (text: string) =>
    isShaped(text) ? text : (text.split(/\s+/).find((token) => isShaped(token)) ?? null);
  const shaped = lines
    .map((text, row) => ({ row, text: zonePart(text) }))
    .filter((l): l is { row: number; text: string } => l.text !== null);
  const candidates: (string | null)[] = [];
  shaped.forEach(({ row, text }, k) => {
    if (k > 0 && row - (shaped[k - 1]?.row ?? row) > MAX_ROWS_BETWEEN + 1) candidates.push(null);
    candidates.push(normaliseMrzLine(text));
  });
  let best: MrzResult | null = null;
  for (let i = 0; i < candidates.length; i++) {
    const first = candidates[i];
    if (!first) continue;
    // The dense second line decides the format: OCR often drops fillers at the end of the name line.
    const second = candidates[i + 1];
    const format = second ? formatOfLength(second.length) : null;
    if (!format || (format === 'TD1' ? formatOfLength(first.length) !== 'TD1' : first.length < 20)) continue;
    const count = format === 'TD1' ? 3 : 2;
    const group = candidates.slice(i, i + count);
    if (group.length < count || group.slice(1).some((l) => !l || formatOfLength(l.length) !== format))
      continue;
    if (!group.some((l) => l?.includes('<<'))) continue;
    // OCR sometimes adds a character before a line, shifting every field: try without it as well.
    const variants = [
      group as string[],
      ...group.map((_, k) => group.map((l, j) => (j === k ? (l ?? '').slice(1) : (l ?? '')))),
    ];
    for (const variant of variants) {
      const result = parseMrz(format, variant, today);
      if (!best || score(result) > score(best)) best = result;
      if (result.valid) break;
    }
  }
  return best;
}
