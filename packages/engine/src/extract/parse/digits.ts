/** Digits OCR takes for one another on printed and thermal-paper text (1/7, 5/6, 8/3/9, 0/8, 2/7). */
const DIGIT_LOOKALIKES: Record<string, string> = {
  '0': '8',
  '1': '7',
  '2': '7',
  '3': '89',
  '5': '63',
  '6': '5',
  '7': '12',
  '8': '390',
  '9': '83',
};

/** Every string that differs from `digits` by one look-alike digit, with the position changed. */
export function oneDigitVariants(digits: string): Array<{ value: string; at: number }> {
  const out: Array<{ value: string; at: number }> = [];
  for (let i = 0; i < digits.length; i++) {
    for (const alt of DIGIT_LOOKALIKES[digits[i] ?? ''] ?? '')
      out.push({ value: digits.slice(0, i) + alt + digits.slice(i + 1), at: i });
  }
  return out;
}
