/**
 * A receipt's key fields (company, address, date, total) chosen by the trained field model among every
 * candidate the page offers, each with the calibrated probability that it is right as its confidence.
 */
import type { Field } from '@docread/contracts';
import { LATIN_CHAR_LM } from '../../../models/latin-line-model.ts';
import { type CharLm, loadCharLm, meanLogProb } from '../../../recognise/char-lm.ts';
import { boxOf, round } from '../../field.ts';
import { unionBox } from '../../lines.ts';
import type { TextLine } from '../../types.ts';
import {
  agreesWithRules,
  type Candidate,
  KEY_FIELDS,
  type KeyField,
  keyFieldCandidates,
  type RulePicks,
} from './features.ts';
import { calibrated, candidateScore, receiptFieldModel } from './model.ts';

export { KEY_FIELDS, type KeyField, type RulePicks } from './features.ts';
export { receiptFieldModel } from './model.ts';

export interface Choice {
  candidate: Candidate;
  /** Calibrated probability that the value is right. */
  confidence: number;
}

/** The lowest OCR confidence among the rows a candidate was read from. */
export function ocrConfidence(candidate: Candidate): number {
  return Math.min(...candidate.rows.map((r) => r.confidence));
}

/**
 * The lowest confidence of a word on those rows: a row's confidence averages its words, and one word the
 * two line readers read differently (held at 0.5) is what makes a header field wrong.
 */
export function wordConfidence(candidate: Candidate): number {
  return Math.min(...candidate.rows.flatMap((r) => r.words.map((w) => w.confidence)), 1);
}

/**
 * How like receipt text a candidate's rows read (`Evidence.likelihood`), under `lm`: by default the Latin
 * line model's character language model; the training dump passes the one each fold was read with.
 */
export function textLikelihood(candidate: Candidate, lm: CharLm = loadCharLm(LATIN_CHAR_LM)): number {
  return meanLogProb(lm, candidate.rows.map((r) => r.text).join(' '));
}

export function chooseKeyFields(
  rows: TextLine[],
  rule: RulePicks,
  today: Date,
): Record<KeyField, Choice | null> {
  const model = receiptFieldModel();
  const all = keyFieldCandidates(rows, rule, today);
  const chosen = {} as Record<KeyField, Choice | null>;
  for (const name of KEY_FIELDS) {
    const fieldModel = model.fields[name];
    const scored = all[name]
      .map((candidate) => ({ candidate, score: candidateScore(fieldModel, candidate.features) }))
      .sort((a, b) => b.score - a.score);
    const [best, second] = scored;
    // The runner-up that differs in value: the same value read from a longer span is no rival.
    const rival = scored.find((s) => String(s.candidate.value) !== String(best?.candidate.value)) ?? second;
    chosen[name] = best
      ? {
          candidate: best.candidate,
          confidence: round(
            calibrated(fieldModel, {
              best: best.score,
              runnerUp: rival?.score ?? 0,
              ocrConfidence: ocrConfidence(best.candidate),
              wordConfidence: wordConfidence(best.candidate),
              agreesWithRules: agreesWithRules(name, best.candidate),
              candidates: scored.length,
              likelihood: textLikelihood(best.candidate),
            }),
          ),
        }
      : null;
  }
  return chosen;
}

/** A chosen candidate as a result field: the value, its printed text and where it stands on the page. */
export function toField(choice: Choice): Field {
  const { candidate } = choice;
  const [first] = candidate.rows;
  const bbox =
    candidate.rows.length === 1 && first
      ? boxOf(first, candidate.text)
      : unionBox(candidate.rows.map((r) => r.bbox));
  return {
    value: candidate.value,
    text: candidate.text,
    confidence: choice.confidence,
    page: first?.page ?? null,
    bbox,
  };
}
