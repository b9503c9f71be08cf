import { describe, expect, it } from 'vitest';
import type { HeaderVocabulary } from '../../src/extract/locales/index.ts';
import { readsAsText } from '../../src/extract/parse/ocr-text.ts';
import { mendAddress, mendHeaderWords } from '../../src/extract/receipts/header-words.ts';
import type { TextLine } from '../../src/extract/types.ts';

/** An invented market: its towns and streets are made up, so the tests hold whatever the lexicon learns. */
const V: HeaderVocabulary = {
  words: new Set(
    'JALAN TAMAN KENANGA CEMPAKA MERANTI SEMPURNA SELANGOR JOHOR PERAK ENTERPRISE BAKERY PHARMACY PLAZA MALL CENTRE SHOPPING LEVEL'.split(
      ' ',
    ),
  ),
  short: new Set(['JLN', 'LOT', 'TMN']),
  pairs: new Set(['TAMAN KENANGA', 'KENANGA PLAZA', 'SHOPPING CENTRE']),
  joiners: new Set(['and', 'of', 'the', 'for']),
  postcodeDigits: new Set([5]),
  postcodeRegions: [],
};

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
  it('mends a word, listed or not, into the one listed word a slip away that its neighbour is printed with', () => {
    const pairs = { ...V, words: new Set([...V.words, 'KENANCA', 'CEMTRE']) };
    expect(mendHeaderWords('TAMAN KENANCA', pairs)).toBe('TAMAN KENANGA');
    expect(mendHeaderWords('KENANCA PLAZA', pairs)).toBe('KENANGA PLAZA');
    expect(mendHeaderWords('Shopping Cemtre', pairs)).toBe('Shopping Centre');
    // A word already printed with its neighbour stays, and a comma ends the pair.
    expect(mendHeaderWords('KENANCA TAMAN', pairs)).toBe('KENANCA TAMAN');
    expect(mendHeaderWords('TAMAN, KENANCA', pairs)).toBe('TAMAN, KENANCA');
    expect(mendHeaderWords('JALAN KENANCA', pairs)).toBe('JALAN KENANCA');
  });

  it('mends place and trade words one OCR slip away', () => {
    expect(mendHeaderWords('LIM BROTHERS ENTERPRSE', V)).toBe('LIM BROTHERS ENTERPRISE');
    expect(mendHeaderWords('12345 Bandar Sempurna, Johar', V)).toBe('12345 Bandar Sempurna, Johor');
    expect(mendHeaderWords('JALAN KA5TURI TANAN MERANTI', V)).toBe('JALAN KASTURI TAMAN MERANTI');
  });

  it('mends a first or last letter only into a look-alike', () => {
    expect(mendHeaderWords('12345 GEMPURNA, JALAU MERANTI', V)).toBe('12345 SEMPURNA, JALAN MERANTI');
    expect(mendHeaderWords('WEMPURNA', V)).toBe('WEMPURNA');
  });

  it('mends three-letter words by one look-alike letter only', () => {
    expect(mendHeaderWords('NO 5, JIN KENANGA, THN MERANTI', V)).toBe('NO 5, JLN KENANGA, TMN MERANTI');
    expect(mendHeaderWords('Lut 3, Jln Meranti', V)).toBe('Lot 3, Jln Meranti');
    expect(mendHeaderWords('JAN KENANGA, TIN MERANTI', V)).toBe('JAN KENANGA, TIN MERANTI');
  });

  it('reads the digits of a token as letters when that gives a listed word', () => {
    expect(mendHeaderWords('10T 3, JALAN KENAN6A, 5EMPURNA.', V)).toBe('LOT 3, JALAN KENANGA, SEMPURNA.');
    expect(mendHeaderWords('NO 31G, U13/5, SS21', V)).toBe('NO 31G, U13/5, SS21');
  });

  it('joins a word OCR split in two', () => {
    expect(mendHeaderWords('12345 SEL ANGOR', V)).toBe('12345 SELANGOR');
    expect(mendHeaderWords('BANDAR SEMPURNA SE-ANGOR', V)).toBe('BANDAR SEMPURNA SELANGOR');
    expect(mendHeaderWords('NO.12,JA: AN MERANTI 3', V)).toBe('NO.12,JALAN MERANTI 3');
    expect(mendHeaderWords('NO.12,JA:AN MERANTI 3', V)).toBe('NO.12,JALAN MERANTI 3');
  });

  it('mends words printed on either side of a comma without a space', () => {
    expect(mendHeaderWords('12345 Bandar Sempurna,Johr', V)).toBe('12345 Bandar Sempurna,Johor');
    expect(mendHeaderWords('Cempaka,12345 Johar', V)).toBe('Cempaka,12345 Johor');
  });

  it('reads look-alike digits and letters by their neighbours', () => {
    expect(mendHeaderWords('L0T 3, Leve1 6, 123OO SERI', V)).toBe('LOT 3, Level 6, 12300 SERI');
    expect(mendHeaderWords('KEDAI C0. (M) BHD', V)).toBe('KEDAI CO. (M) BHD');
    expect(mendHeaderWords('L.ot 3, Jalan Meranti, 12345 B.Sempurna', V)).toBe(
      'Lot 3, Jalan Meranti, 12345 B.Sempurna',
    );
  });

  it('leaves words that are not slips of a listed one as printed', () => {
    expect(mendHeaderWords('מינימרקט ש0ח סמטת הצבר 5', V)).toBe('מינימרקט ש0ח סמטת הצבר 5');
    expect(mendHeaderWords('JALAN KENANGA, TAMAN MERANTI 1934-LAMAN BAYU', V)).toBe(
      'JALAN KENANGA, TAMAN MERANTI 1934-LAMAN BAYU',
    );
    expect(mendHeaderWords('INDAH-BANDAR INDAH, NO1, SS9C/5 G-7', V)).toBe(
      'INDAH-BANDAR INDAH, NO1, SS9C/5 G-7',
    );
  });

  it('puts back the commas and postcodes of an address', () => {
    expect(mendAddress('Kampung Cempaka.12345 Bandar Sempurna', V)).toBe(
      'Kampung Cempaka,12345 Bandar Sempurna',
    );
    expect(mendAddress('88, Jalan Meranti, 12345 Perak. 12345 Perak.', V)).toBe(
      '88, Jalan Meranti, 12345 Perak, 12345 Perak.',
    );
    expect(mendAddress('No .2, Jalan Kenanga', V)).toBe('No.2, Jalan Kenanga');
    expect(mendAddress('NO . 12,JALAN MERANTI', V)).toBe('NO.12,JALAN MERANTI');
    expect(mendAddress('OFF JALAN KENANGA, 12 345 SEMPURNA', V)).toBe('OFF JALAN KENANGA, 12345 SEMPURNA');
    expect(mendAddress('LOT P.T. 4702, NO. 15G&17G', V)).toBe('LOT P.T. 4702, NO. 15G&17G');
  });

  it('joins a split postcode only to the length the market prints', () => {
    expect(mendAddress('OFF JALAN KENANGA, 123 456 SEMPURNA', V)).toBe('OFF JALAN KENANGA, 123 456 SEMPURNA');
  });
});

describe('the vocabulary of every locale', () => {
  it("mends towards a market's regions even where its lexicon is silent", () => {
    expect(mendHeaderWords('12345 SEL ANGOR')).toBe('12345 SELANGOR');
    expect(mendHeaderWords('12345 Terenganu')).toBe('12345 Terengganu');
  });
});

describe('readsAsText', () => {
  it('does not count a registration number as a one-letter word', () => {
    expect(readsAsText(row('KEDAI C0. (M) BHD (123456-H)'))).toBe(true);
  });
});

describe('split capitalised words', () => {
  it('joins a lower-case piece to the capitalised piece before it', () => {
    expect(mendHeaderWords('Sun rise Garden Bakery Sdn Bhd', V)).toBe('Sunrise Garden Bakery Sdn Bhd');
    expect(mendHeaderWords('Garden and Home Sdn Bhd', V)).toBe('Garden and Home Sdn Bhd');
    expect(mendHeaderWords('SUNRISE GARDEN hq', V)).toBe('SUNRISE GARDEN hq');
  });
});

describe('look-alike glyphs and joining words in header text', () => {
  it('reads a capital I and a lower-case l as one glyph against the word list', () => {
    expect(mendHeaderWords('Sinar Cempaka MaLI', V)).toBe('Sinar Cempaka MALL');
  });

  it('reads a B or an E between digits of a number as an 8, an S as a 5', () => {
    expect(mendAddress('LOT 2784-A & 27E4-B, JALAN KENANGA 6', V)).toBe(
      'LOT 2784-A & 2784-B, JALAN KENANGA 6',
    );
    expect(mendAddress('NO 1B2, JALAN BESAR', V)).toBe('NO 182, JALAN BESAR');
    expect(mendAddress('LOT 1S58, 411S0 TAMAN SEMPURNA', V)).toBe('LOT 1558, 41150 TAMAN SEMPURNA');
  });

  it('reads a lone I or l hyphened to a name as a 1', () => {
    expect(mendAddress('LOT 2-15, I-PLAZA SHOPPING CENTRE', V)).toBe('LOT 2-15, 1-PLAZA SHOPPING CENTRE');
    expect(mendAddress('LOT l-3, JALAN BESAR', V)).toBe('LOT 1-3, JALAN BESAR');
    expect(mendAddress('BLOCK I, JALAN IBU', V)).toBe('BLOCK I, JALAN IBU');
    expect(mendAddress('I-ZONE, SEKSYEN 7', V)).toBe('I-ZONE, SEKSYEN 7');
  });

  it('reads zeros and ones inside words of letters as the letters they look like', () => {
    expect(mendAddress('GROUND FL00R, N0.3, JALAN BESAR', V)).toBe('GROUND FLOOR, NO.3, JALAN BESAR');
    expect(mendAddress('Ja1an Cempaka, Peta1ing', V)).toBe('Jalan Cempaka, Petaling');
    expect(mendAddress('JA1AN UPTOWN3, NO 10, 1A1', V)).toBe('JALAN UPTOWN3, NO 10, 1A1');
  });

  it('parts two listed words printed as one, and a postcode glued to the word before it', () => {
    expect(mendAddress('NO 5, JALAN BESAR45600 TAMAN SEMPURNA SELANGORJOHOR', V)).toBe(
      'NO 5, JALAN BESAR 45600 TAMAN SEMPURNA SELANGOR JOHOR',
    );
    expect(mendAddress('LOT 7, JALAN KP18/25, PUSAT3', V)).toBe('LOT 7, JALAN KP18/25, PUSAT3');
  });

  it('does not glue a lower-case word onto a listed word that is whole already', () => {
    expect(mendHeaderWords('Cempaka Pharmacy end Bakery Sdn Bhd', V)).toBe(
      'Cempaka Pharmacy and Bakery Sdn Bhd',
    );
  });

  it('reads a lower-case word one letter from a joining word as that word, in capitalised text only', () => {
    expect(mendHeaderWords('Bakery end Cafe', V)).toBe('Bakery and Cafe');
    expect(mendHeaderWords('Pharmacy fer Life', V)).toBe('Pharmacy for Life');
    expect(mendHeaderWords('THE WEEK END SHOP', V)).toBe('THE WEEK END SHOP');
  });
});
