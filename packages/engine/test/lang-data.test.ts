import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FINETUNED_HEBREW,
  hebrewModel,
  INSTALLATION_LANG_ROOT,
  languageSource,
  prepareLangPath,
} from '../src/ocr/lang-data.ts';

describe('tessdata directory', () => {
  const temporaryFolders = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('docread-tessdata-'));

  it("is the installation's own folder, shared by its processes, and leaves nothing in the temp folder", () => {
    const before = temporaryFolders().length;
    const dir = prepareLangPath(undefined, 'finetuned');
    expect(dir).toBe(path.join(INSTALLATION_LANG_ROOT, 'finetuned'));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(prepareLangPath(undefined, 'finetuned')).toBe(dir);
    expect(prepareLangPath(undefined, 'stock')).toBe(path.join(INSTALLATION_LANG_ROOT, 'stock'));
    expect(temporaryFolders().length).toBe(before);
  });

  it('falls back to a private folder of its own where the installation cannot be written', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docread-lang-test-')), 'not-a-folder');
    fs.writeFileSync(file, '');
    try {
      const dir = prepareLangPath(undefined, 'finetuned', file);
      expect(path.dirname(dir)).toBe(os.tmpdir());
      expect(path.basename(dir)).toMatch(/^docread-tessdata-/);
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.realpathSync(path.join(dir, 'heb.traineddata.gz'))).toBe(fs.realpathSync(FINETUNED_HEBREW));
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
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
