import { describe, expect, it } from 'vitest';
import { findMrz, repairNameFillers } from '../../src/extract/checks/mrz.ts';
import { understand } from '../../src/extract/index.ts';
import { gridPage } from './fixtures.ts';

const TODAY = new Date('2010-01-01T00:00:00Z');
const LINE2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('MRZ fillers read as K', () => {
  it('puts back the document-code filler and fillers touching fillers', () => {
    const r = findMrz(['PKUTOERIKSSONK<KANNA<KMARIA<<<<<<<<<<<<<<<<<', LINE2], TODAY);
    expect(r).toMatchObject({ documentCode: 'P', surname: 'ERIKSSON', givenNames: 'ANNA MARIA' });
    expect(r?.repairs?.length).toBeGreaterThan(0);
  });

  it('reads KK as the surname separator when the field has none', () => {
    const r = findMrz(['P<UTOERIKSSONKKANNA<MARIA<<<<<<<<<<<<<<<<<<<', LINE2], TODAY);
    expect(r).toMatchObject({ surname: 'ERIKSSON', givenNames: 'ANNA MARIA' });
  });

  it('keeps a K that belongs to a name', () => {
    expect(repairNameFillers('P<', 'ERIK<<ANNA<<<<').field).toBe('ERIK<<ANNA<<<<');
    expect(repairNameFillers('P<', 'MIKAEL<<KARL<<<').repairs).toEqual([]);
  });

  it('doubts names repaired by layout and says what was read', () => {
    const page = gridPage(['PASSPORT', 'PKUTOERIKSSONK<KANNA<KMARIA<<<<<<<<<<<<<<<<<', LINE2]);
    const r = understand([page], { today: TODAY });
    expect(r.fields.surname?.value).toBe('ERIKSSON');
    expect(r.fields.surname?.confidence).toBeLessThanOrEqual(0.8);
    expect(r.fields.documentType?.value).toBe('P');
    const warning = r.warnings.find((w) => w.code === 'mrz_fillers_repaired');
    expect(warning?.message).toContain('ERIKSSONK<KANNA<KMARIA');
  });

  it('lets the printed name show which Ks were fillers', () => {
    const page = gridPage([
      'PASSPORT',
      'Surname / Nom',
      'ERIKSSON',
      'Given names / Prénoms',
      'ANNA MARIA',
      'P<UTOERIKSSON<<ANNAKMARIA<<<<<<<<<<<<<<<<<<<',
      LINE2,
    ]);
    const r = understand([page], { today: TODAY });
    expect(r.fields.givenNames?.value).toBe('ANNA MARIA');
  });

  it('quotes the values, not the captions, when the printed zone disagrees', () => {
    const page = gridPage([
      'PASSPORT',
      'Surname / Nom',
      'ERIKSEN',
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      LINE2,
    ]);
    const r = understand([page], { today: TODAY });
    const warning = r.warnings.find((w) => w.code === 'mrz_printed_mismatch');
    expect(warning?.message).toContain('"ERIKSEN"');
    expect(warning?.message).toContain('"ERIKSSON"');
    expect(warning?.message).not.toContain('Nom');
    expect(r.fields.surname?.confidence).toBeLessThan(0.95);
  });
});
