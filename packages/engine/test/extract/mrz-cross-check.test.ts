import { describe, expect, it } from 'vitest';
import { mrzCheckDigit } from '../../src/extract/checks/mrz.ts';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2026-11-29T00:00:00Z');

/** A TD3 zone with every check digit right, for names, states and dates these tests choose. */
function passportZone(opts: {
  state?: string;
  names: string;
  born: string;
  expires: string;
  nationality?: string;
}): [string, string] {
  const state = opts.state ?? 'UTO';
  const line1 = `P<${state}${opts.names}`.padEnd(44, '<');
  const number = 'X1234567<';
  const personal = '<'.repeat(14);
  const withCheck = (data: string) => `${data}${mrzCheckDigit(data)}`;
  const body = `${withCheck(number)}${opts.nationality ?? 'UTO'}${withCheck(opts.born)}F${withCheck(opts.expires)}${withCheck(personal)}`;
  const composite = mrzCheckDigit(
    body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 28) + body.slice(28, 43),
  );
  return [line1, `${body}${composite}`];
}

describe('MRZ fields checked against the visual zone and each other', () => {
  it('takes a birth year’s century from the printed date', () => {
    const zone = passportZone({ names: 'SPECIMEN<<VZOR', born: '110101', expires: '310510' });
    const page = gridPage(['PASSPORT', 'SPECIMEN', 'VZOR', 'Narozen / Born 01.01.1911', ...zone]);
    const r = understand([page], { today: TODAY });
    expect(r.documentType).toBe('passport');
    expect(r.fields.mrzValid?.value).toBe(true);
    expect(r.fields.dateOfBirth?.value).toBe('1911-01-01');
    expect(r.warnings.map((w) => w.code)).toContain('mrz_birth_century');
  });

  it('keeps a birth before the document expires when nothing is printed', () => {
    const zone = passportZone({ names: 'ERIKSSON<<ANNA', born: '200301', expires: '150301' });
    const r = understand([gridPage(['PASSPORT', ...zone])], { today: TODAY });
    expect(r.fields.dateOfBirth?.value).toBe('1920-03-01');
  });

  it('leaves a birth year the printed date confirms', () => {
    const zone = passportZone({ names: 'ERIKSSON<<ANNA', born: '110101', expires: '310510' });
    const page = gridPage(['PASSPORT', 'ERIKSSON', 'ANNA', 'Born 01.01.2011', ...zone]);
    const r = understand([page], { today: TODAY });
    expect(r.fields.dateOfBirth?.value).toBe('2011-01-01');
    expect(r.warnings.map((w) => w.code)).not.toContain('mrz_birth_century');
  });

  it('doubts a zone surname the visual zone does not print, and sends it to review', () => {
    const zone = passportZone({ names: 'SPECIMENKSVZORL<C', born: '110101', expires: '310510' });
    const page = gridPage([
      'CESKA REPUBLIKA',
      'PASSPORT / CESTOVNI PAS',
      'Prijmeni',
      'SPECIMEN',
      'Jmeno',
      'VZOR',
      'Narozen / Born 01.01.1911',
      ...zone,
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.fields.mrzValid?.value).toBe(true);
    expect(r.fields.surname?.value).toBe('SPECIMENKSVZORL C');
    expect(r.fields.surname?.confidence).toBeLessThanOrEqual(0.5);
    expect(r.warnings.map((w) => w.code)).toContain('mrz_visual_mismatch');
    expect(r.needsReview).toBe(true);
    expect(r.reviewReasons).toContain('surname');
  });

  it('trusts zone names the visual zone prints, a misread letter apart', () => {
    const zone = passportZone({ names: 'MAGNUSSON<<KRISTINA<ANNA', born: '850612', expires: '310510' });
    const page = gridPage(['PASSPORT', 'MAGNUSS0N', 'KRISTINA ANNA', 'UTOPIA', 'Born 12.06.1985', ...zone]);
    const r = understand([page], { today: TODAY });
    expect(r.warnings.map((w) => w.code)).not.toContain('mrz_visual_mismatch');
    expect(r.fields.surname?.confidence).toBeGreaterThanOrEqual(0.95);
    expect(r.needsReview).toBe(false);
  });

  it('doubts an issuing state that is no country or ICAO code', () => {
    const zone = passportZone({ state: 'KUT', names: 'ERIKSSON<<ANNA', born: '850612', expires: '310510' });
    const r = understand([gridPage(['PASSPORT', ...zone])], { today: TODAY });
    expect(r.fields.mrzValid?.value).toBe(true);
    expect(r.fields.issuingCountry?.value).toBe('KUT');
    expect(r.fields.issuingCountry?.confidence).toBeLessThanOrEqual(0.5);
    expect(r.fields.nationality?.confidence).toBeGreaterThanOrEqual(0.95);
    expect(r.needsReview).toBe(true);
    expect(r.reviewReasons).toContain('issuingCountry');
  });

  it('knows the codes ICAO adds to ISO 3166', () => {
    for (const state of ['D<<', 'GBD', 'UNO', 'XXA', 'RKS']) {
      const zone = passportZone({ state, names: 'ERIKSSON<<ANNA', born: '850612', expires: '310510' });
      const r = understand([gridPage(['PASSPORT', ...zone])], { today: TODAY });
      expect(r.reviewReasons, state).not.toContain('issuingCountry');
    }
  });
});

describe('a requested type is a hint', () => {
  const zone = passportZone({ names: 'ERIKSSON<<ANNA', born: '850612', expires: '310510' });

  it('gives way to a document that plainly is something else', () => {
    const r = understand([gridPage(['PASSPORT', 'ERIKSSON', 'ANNA', ...zone])], {
      today: TODAY,
      typeHint: 'invoice',
    });
    expect(r.documentType).toBe('passport');
    expect(r.fields.vendorName).toBeUndefined();
    expect(r.warnings.find((w) => w.code === 'type_hint_overruled')?.message).toContain('invoice');
  });

  it('decides where the words leave doubt', () => {
    const page = gridPage(['חשבונית מס / קבלה', 'סה"כ לתשלום 117.00', 'תודה']);
    const r = understand([page], { today: TODAY, typeHint: 'invoice' });
    expect(r.documentType).toBe('invoice');
    expect(r.warnings.map((w) => w.code)).not.toContain('type_hint_overruled');
  });

  it('is not overruled when a person decided the type', () => {
    const r = understand([gridPage(['PASSPORT', ...zone])], { today: TODAY, documentType: 'invoice' });
    expect(r.documentType).toBe('invoice');
  });
});
