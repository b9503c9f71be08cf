import type { Field, Warning } from '@docread/contracts';
import { adjust, round } from '../field.ts';
import { isValidIsraeliNumber, repairIsraeliNumber } from './israeli-id.ts';

/** How much a number put right by one look-alike digit is still trusted: a user should glance at it. */
const REPAIRED_CERTAINTY = 0.7;

/**
 * Checks an Israeli ID, company or VAT-dealer number field by its check digit. A failing read with exactly
 * one look-alike repair takes the repaired value at lowered confidence; otherwise the read stays, doubted.
 * The warning quotes both values so the user can compare them with the page.
 */
export function checkIsraeliNumber(
  field: Field,
  what: string,
  invalidCode: string,
  warnings: Warning[],
): void {
  const read = String(field.value);
  if (isValidIsraeliNumber(read)) {
    adjust(field, true);
    return;
  }
  const page = field.page ?? undefined;
  const repaired = repairIsraeliNumber(read);
  if (repaired && repaired.changedAt !== null) {
    field.value = repaired.value;
    field.confidence = round(Math.min(field.confidence, 1) * REPAIRED_CERTAINTY);
    warnings.push({
      code: `${invalidCode.replace(/_invalid$/, '')}_repaired`,
      message: `${what} read as ${read} fails its check digit; ${repaired.value} (digit ${repaired.changedAt + 1} changed) is the only look-alike reading that passes`,
      page,
    });
    return;
  }
  adjust(field, false);
  warnings.push({ code: invalidCode, message: `${what} ${read} fails its check digit`, page });
}
