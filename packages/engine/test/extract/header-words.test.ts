import { describe, expect, it } from 'vitest';
import { readsAsText } from '../../src/extract/parse/ocr-text.ts';
import { mendAddress, mendHeaderWords } from '../../src/extract/receipts/header-words.ts';
import type { TextLine } from '../../src/extract/types.ts';

function row(text: string): TextLine {
  const bbox = { x: 0, y: 0, w: 10, h: 10 };
  return {
    page: 1,
    index: 0,
    text,
    bbox,
    confidence: 0.95,
    direction: 'ltr',
    words: text.split(' ').map((t) => ({ text: t, confidence: 0.95, bbox })),
  };
}

describe('header words', () => {
  it('mends place and trade words one OCR slip away', () => {
    expect(mendHeaderWords('YONG CEN ENTERPRSE')).toBe('YONG CEN ENTERPRISE');
    expect(mendHeaderWords('81200 Johor Bahru, Johar')).toBe('81200 Johor Bahru, Johor');
    expect(mendHeaderWords('JALAN ANG5A TANAN BERKELEY')).toBe('JALAN ANGSA TAMAN BERKELEY');
  });

  it('joins a word OCR split in two', () => {
    expect(mendHeaderWords('47800 SEL ANGOR')).toBe('47800 SELANGOR');
    expect(mendHeaderWords('PETALING JAYA SE-ANGOR')).toBe('PETALING JAYA SELANGOR');
    expect(mendHeaderWords('NO.12,JA: AN SS4C/5')).toBe('NO.12,JALAN SS4C/5');
    expect(mendHeaderWords('NO.12,JA:AN SS4C/5')).toBe('NO.12,JALAN SS4C/5');
  });

  it('mends words printed on either side of a comma without a space', () => {
    expect(mendHeaderWords('81200 Johor Bahru,Johr')).toBe('81200 Johor Bahru,Johor');
    expect(mendHeaderWords('Tampoi,81200 Johar')).toBe('Tampoi,81200 Johor');
  });

  it('reads look-alike digits and letters by their neighbours', () => {
    expect(mendHeaderWords('L0T 3, Leve1 6, 433OO SERI')).toBe('LOT 3, Level 6, 43300 SERI');
    expect(mendHeaderWords('AEON C0. (M) BHD')).toBe('AEON CO. (M) BHD');
    expect(mendHeaderWords('L.ot 3, Jalan Pelabur, 47800 P.Jaya')).toBe('Lot 3, Jalan Pelabur, 47800 P.Jaya');
  });

  it('leaves words that are not slips of a listed one as printed', () => {
    expect(mendHeaderWords('מינימרקט ש0ח סמטת הצבר 5')).toBe('מינימרקט ש0ח סמטת הצבר 5');
    expect(mendHeaderWords('JALAN ANGSA, TAMAN BERKELEY 1934-LAMAN RIMBUNAN')).toBe(
      'JALAN ANGSA, TAMAN BERKELEY 1934-LAMAN RIMBUNAN',
    );
    expect(mendHeaderWords('UTAMA-BANDAR UTAMA, NO1, SS4C/5 G-19')).toBe(
      'UTAMA-BANDAR UTAMA, NO1, SS4C/5 G-19',
    );
  });

  it('puts back the commas and postcodes of an address', () => {
    expect(mendAddress('Kawasan Perindustrian Tampoi.81200 Johor Bahru')).toBe(
      'Kawasan Perindustrian Tampoi,81200 Johor Bahru',
    );
    expect(mendAddress('216, Macalister Road, 10400 Penang. 10400 Penang.')).toBe(
      '216, Macalister Road, 10400 Penang, 10400 Penang.',
    );
    expect(mendAddress('No .2, Jalan Temenggung')).toBe('No.2, Jalan Temenggung');
    expect(mendAddress('NO . 12,JALAN SS4C/5')).toBe('NO.12,JALAN SS4C/5');
    expect(mendAddress('OFF JALAN PUDU, 55 100 KUALA LUMPUR')).toBe('OFF JALAN PUDU, 55100 KUALA LUMPUR');
    expect(mendAddress('LOT P.T. 2811, NO. 31G&33G')).toBe('LOT P.T. 2811, NO. 31G&33G');
  });
});

describe('readsAsText', () => {
  it('does not count a registration number as a one-letter word', () => {
    expect(readsAsText(row('AEON C0. (M) BHD (126926-H)'))).toBe(true);
  });
});

describe('split capitalised words', () => {
  it('joins a lower-case piece to the capitalised piece before it', () => {
    expect(mendHeaderWords('Go lden Arches Restaurants Sdn Bhd')).toBe('Golden Arches Restaurants Sdn Bhd');
    expect(mendHeaderWords('Health and Beauty Sdn Bhd')).toBe('Health and Beauty Sdn Bhd');
    expect(mendHeaderWords('GOLDEN ARCHES hq')).toBe('GOLDEN ARCHES hq');
  });
});

describe('look-alike glyphs and joining words in header text', () => {
  it('reads a capital I and a lower-case l as one glyph against the word list', () => {
    expect(mendHeaderWords('Giant Brem MaLI')).toBe('Giant Brem MALL');
  });

  it('reads a B or an E between digits of a number as an 8', () => {
    expect(mendAddress('LOT 1851-A & 1E51-B, JALAN KP3 6')).toBe('LOT 1851-A & 1851-B, JALAN KP3 6');
    expect(mendAddress('NO 1B2, JALAN BESAR')).toBe('NO 182, JALAN BESAR');
  });

  it('reads a lone I or l hyphened to a name as a 1', () => {
    expect(mendAddress('LOT LG 315, I-UTAMA SHOPPING CENTRE')).toBe('LOT LG 315, 1-UTAMA SHOPPING CENTRE');
    expect(mendAddress('LOT l-3, JALAN BESAR')).toBe('LOT 1-3, JALAN BESAR');
    expect(mendAddress('BLOCK I, JALAN IBU')).toBe('BLOCK I, JALAN IBU');
    expect(mendAddress('I-CITY, SEKSYEN 7')).toBe('I-CITY, SEKSYEN 7');
  });

  it('does not glue a lower-case word onto a listed word that is whole already', () => {
    expect(mendHeaderWords('Guardian Health end Beauty Sdn Bhd')).toBe('Guardian Health and Beauty Sdn Bhd');
  });

  it('reads a lower-case word one letter from a joining word as that word, in capitalised text only', () => {
    expect(mendHeaderWords('Bakery end Cafe')).toBe('Bakery and Cafe');
    expect(mendHeaderWords('Pharmacy fer Life')).toBe('Pharmacy for Life');
    expect(mendHeaderWords('THE WEEK END SHOP')).toBe('THE WEEK END SHOP');
  });
});
