import { describe, expect, it } from 'vitest';
import { companySuffixPattern, LOCALES, labelPattern, pageLocales } from '../../src/extract/locales/index.ts';
import { documentCurrency } from '../../src/extract/parse/currency.ts';

const ids = (text: string) => pageLocales(text).map((l) => l.id);

describe('locale files', () => {
  it('load and pass the schema, generic English first', () => {
    expect(LOCALES.map((l) => l.id)).toEqual(['en', 'my', 'il']);
  });

  it('keep a learned lexicon of whole upper-case words with its recipe', () => {
    const lexicon = LOCALES.find((l) => l.id === 'my')?.lexicon;
    expect(lexicon?.recipe).toMatch(/not-for-training ids skipped/);
    expect(lexicon?.words.length).toBeGreaterThan(50);
    for (const word of lexicon?.words ?? []) expect(word).toMatch(/^[A-Z]{4,}$/);
  });

  it("hold each market's labels and company suffixes", () => {
    expect(labelPattern('cash').test('TUNAI 10.00')).toBe(true);
    expect(labelPattern('cash').test('מזומן 10.00')).toBe(true);
    expect(labelPattern('change').test('CHANGE 1.00')).toBe(true);
    for (const name of ['Kedai Maju Sdn Bhd', 'חלבי הגליל בע"מ', 'Corner Shop Ltd', 'Maju S/B'])
      expect(companySuffixPattern().test(name)).toBe(true);
  });
});

describe('the locales a page belongs to', () => {
  it('are generic English alone when the page names no market', () => {
    expect(ids('CORNER SHOP LTD\n12 HIGH STREET\nTOTAL $5.00')).toEqual(['en']);
  });

  it('need two pieces of evidence: one word can be a name', () => {
    expect(ids('JOHOR BAKERY\n12 HIGH STREET\nTOTAL £4.00')).toEqual(['en']);
  });

  it('add Malaysia for a postcode beside a state, a suffix or the ringgit', () => {
    expect(ids('KEDAI MAJU\n8, LORONG DUA\n12345 BANDAR SEMPURNA, SELANGOR')).toEqual(['en', 'my']);
    expect(ids('KEDAI MAJU SDN BHD\nTOTAL RM 10.00')).toEqual(['en', 'my']);
  });

  it('add Israel for Hebrew text', () => {
    expect(ids('מכולת הפינה\nסה"כ 12.00 ₪')).toEqual(['en', 'il']);
  });

  it("give the page's currency when nothing on it is named", () => {
    expect(documentCurrency('KEDAI MAJU SDN BHD\n12345 BANDAR SEMPURNA, SELANGOR\nTOTAL 8.20')).toEqual({
      code: 'MYR',
      confidence: 0.85,
    });
    expect(documentCurrency('CORNER SHOP LTD\nTOTAL 8.20')).toBeNull();
  });

  it('name rupees by "Rs" before an amount, a negative one too', () => {
    expect(documentCurrency('Includes a discount of Rs -12.00\nTotal 80.00')?.code).toBe('INR');
    expect(documentCurrency('Mrs Rao\nTotal 80.00')).toBeNull();
  });
});
