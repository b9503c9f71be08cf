import { FIELD_LABELS } from '@docread/contracts';
import { describe, expect, it } from 'vitest';
import { allResources } from './all-resources.ts';

/** Plural forms differ by language (Hebrew has `_two`): a key counts once, whatever its forms. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as `a.b.c`, with its text. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node))
      for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  } else out.set(prefix.replace(PLURAL, ''), node);
  return out;
}

describe('the catalogues', () => {
  for (const ns of Object.keys(allResources.en) as (keyof typeof allResources.en)[]) {
    it(`hold the same keys in English and Hebrew, none empty (${ns})`, () => {
      const en = leaves(allResources.en[ns]);
      const he = leaves(allResources.he[ns]);
      expect(
        [...en.keys()].filter((k) => !he.has(k)),
        'missing in Hebrew',
      ).toEqual([]);
      expect(
        [...he.keys()].filter((k) => !en.has(k)),
        'missing in English',
      ).toEqual([]);
      const empty = [...en, ...he].filter(([, text]) => typeof text === 'string' && text.trim() === '');
      expect(empty.map(([k]) => k)).toEqual([]);
    });
  }

  it('name every field in both languages, none empty', () => {
    expect(Object.keys(FIELD_LABELS.he).sort()).toEqual(Object.keys(FIELD_LABELS.en).sort());
    for (const labels of Object.values(FIELD_LABELS))
      expect(Object.entries(labels).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
