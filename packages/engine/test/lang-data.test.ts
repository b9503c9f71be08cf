import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINETUNED_HEBREW, hebrewModel, languageSource, prepareLangPath } from '../src/ocr/lang-data.ts';

describe('tessdata directory', () => {
  it('is private to this process and not at a predictable shared path', () => {
    const dir = prepareLangPath();
    expect(path.dirname(dir)).toBe(os.tmpdir());
    expect(path.basename(dir)).not.toBe('docread-tessdata-4.0.0_best_int');
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(prepareLangPath()).toBe(dir);
  });

  it('holds every language, Hebrew from the model chosen', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docread-lang-test-'));
    try {
      prepareLangPath(dir, 'stock');
      for (const lang of ['eng', 'heb', 'osd'] as const) {
        expect(fs.realpathSync(path.join(dir, `${lang}.traineddata.gz`))).toBe(
          fs.realpathSync(languageSource(lang, 'stock')),
        );
      }
      prepareLangPath(dir, 'finetuned');
      expect(fs.realpathSync(path.join(dir, 'heb.traineddata.gz'))).toBe(fs.realpathSync(FINETUNED_HEBREW));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the Hebrew model choice from DOCREAD_HEB_MODEL, fine-tuned by default', () => {
    expect(hebrewModel({})).toBe('finetuned');
    expect(hebrewModel({ DOCREAD_HEB_MODEL: 'stock' })).toBe('stock');
    expect(() => hebrewModel({ DOCREAD_HEB_MODEL: 'best' })).toThrow(/DOCREAD_HEB_MODEL/);
  });
});
