import type { Field, Warning } from '@docread/contracts';
import { adjust, fieldFrom } from '../field.ts';
import { findLabelled } from '../key-values.ts';
import { findAmounts } from '../parse/amounts.ts';
import { findDates } from '../parse/dates.ts';
import type { ExtractContext, Extraction, FieldRow, TextLine } from '../types.ts';
import { readMoney, readName } from './readers.ts';

const BANK =
  /בנק\s+[\u0590-\u05ff"״']+(?:\s+(?:טפחות|לישראל|הראשון|בע["״]מ))?|\b[A-Z][\w&]*(?:\s+[A-Z][\w&]*)?\s+Bank\b|\bBank\s+(?:of\s+)?[A-Z][\w&]*(?:\s+[A-Z][\w&]*)?/;

const LABELS = {
  holder: [
    /שם\s*(?:בעל(?:י)?\s*)?(?:ה)?חשבון|בעל(?:י)?\s*החשבון|\b(?:account\s+holder|account\s+name|customer\s+name)\b\s*:?/i,
    /לכבוד|\bname\b\s*:?/i,
  ],
  accountNumber: [
    /מספר\s*חשבון|מס['׳]?\s*חשבון|\baccount\s*(?:no|number|#)\.?\s*:?|\biban\b\s*:?/i,
    /חשבון(?!\s*(?:בנק))/,
  ],
  period: [/תקופה|לתקופה|\bperiod\b|\bstatement\s+(?:period|dates?)\b|\bfrom\b/i],
  openingBalance: [
    /יתרת\s*פתיחה|יתרה\s*(?:קודמת|לתחילת)|\b(?:opening|beginning|previous|starting)\s+balance\b|\bbalance\s+(?:brought\s+forward|b\/f)\b/i,
  ],
  closingBalance: [
    /יתרת\s*סגירה|יתרה\s*(?:לסוף|סופית|נוכחית)|\b(?:closing|ending|new|final)\s+balance\b|\bbalance\s+(?:carried\s+forward|c\/f)\b/i,
  ],
};

function readAccount(text: string) {
  const m = /[A-Z]{2}\d{2}[\dA-Z ]{10,30}|\d[\d\s/-]{3,}\d/.exec(text.replace(/^[\s:#]+/, ''));
  return m ? { value: m[0].replace(/\s+/g, ''), text: m[0].trim() } : null;
}

/** Bank statements: the account, the period, balances and the transactions with a running-balance check. */
export function extractBankStatement(rows: TextLine[], ctx: ExtractContext): Extraction {
  const dates = { monthFirst: ctx.monthFirst };
  const fields: Record<string, Field> = {};
  const warnings: Warning[] = [];
  const holder = findLabelled(rows, LABELS.holder, readName);
  if (holder) fields.holder = fieldFrom(holder.row, holder.value, holder.text, 0.9);
  const bankRow = rows.find((r) => BANK.test(r.text));
  const bank = bankRow ? BANK.exec(bankRow.text) : null;
  if (bankRow && bank) fields.bank = fieldFrom(bankRow, bank[0].trim(), bank[0], 0.9);
  const account = findLabelled(rows, LABELS.accountNumber, readAccount);
  if (account) fields.accountNumber = fieldFrom(account.row, account.value, account.text, 0.93);
  const period = findLabelled(rows, LABELS.period, (t) => {
    const ds = findDates(t, dates);
    return ds.length >= 2 && ds[0] && ds[1]
      ? { value: [ds[0], ds[1]] as const, text: `${ds[0].text} - ${ds[1].text}` }
      : null;
  });
  if (period) {
    const [start, end] = period.value;
    fields.periodStart = fieldFrom(period.row, start.iso, start.text, 0.93);
    fields.periodEnd = fieldFrom(period.row, end.iso, end.text, 0.93);
  }
  const opening = findLabelled(rows, LABELS.openingBalance, readMoney);
  if (opening) fields.openingBalance = fieldFrom(opening.row, opening.value, opening.text, 0.93);
  const closing = findLabelled(rows, LABELS.closingBalance, readMoney, { last: true });
  if (closing) fields.closingBalance = fieldFrom(closing.row, closing.value, closing.text, 0.93);

  const transactions: FieldRow[] = [];
  let balance = typeof fields.openingBalance?.value === 'number' ? fields.openingBalance.value : null;
  let consistent = 0;
  let broken = 0;
  for (const row of rows) {
    if (row === opening?.row || row === closing?.row) continue;
    const date = findDates(row.text, dates)[0];
    if (!date || date.index > row.text.length / 2) continue;
    const amounts = findAmounts(row.text.slice(date.index + date.text.length)).filter((a) =>
      /[.,]\d{2}/.test(a.text),
    );
    if (!amounts.length) continue;
    const descriptionEnd = row.text.indexOf(amounts[0]?.text ?? '', date.index + date.text.length);
    const description = row.text
      .slice(date.index + date.text.length, descriptionEnd)
      .replace(/^[\s|-]+|[\s|-]+$/g, '');
    const tx: FieldRow = {
      date: fieldFrom(row, date.iso, date.text, 0.93),
      description: fieldFrom(row, description, description, 0.9),
    };
    const last = amounts[amounts.length - 1];
    const moves = amounts.slice(0, -1);
    if (last && amounts.length >= 2) tx.balance = fieldFrom(row, last.value, last.text, 0.9);
    let change: number | null = null;
    const move = moves[moves.length - 1] ?? (amounts.length === 1 ? last : undefined);
    if (moves.length >= 2 && moves[0] && moves[1]) {
      // Separate debit and credit columns: the empty one is simply not printed, so two moves mean both.
      tx.debit = fieldFrom(row, Math.abs(moves[0].value), moves[0].text, 0.88);
      tx.credit = fieldFrom(row, Math.abs(moves[1].value), moves[1].text, 0.88);
      change = Math.abs(moves[1].value) - Math.abs(moves[0].value);
    } else if (move) {
      const newBalance = tx.balance?.value;
      const isCredit =
        typeof newBalance === 'number' && balance !== null
          ? Math.abs(balance + Math.abs(move.value) - newBalance) <
            Math.abs(balance - Math.abs(move.value) - newBalance)
          : move.value > 0 && /זיכוי|credit|deposit|הפקדה|משכורת|salary/i.test(row.text);
      tx[isCredit && move.value >= 0 ? 'credit' : 'debit'] = fieldFrom(
        row,
        Math.abs(move.value),
        move.text,
        0.88,
      );
      change = isCredit && move.value >= 0 ? Math.abs(move.value) : -Math.abs(move.value);
    }
    const newBalance = tx.balance?.value;
    if (typeof newBalance === 'number') {
      if (balance !== null && change !== null) {
        const ok = Math.abs(balance + change - newBalance) <= 0.01;
        if (ok) consistent++;
        else broken++;
        for (const f of [tx.balance, tx.debit, tx.credit]) adjust(f, ok);
      }
      balance = newBalance;
    }
    transactions.push(tx);
  }
  if (broken)
    warnings.push({
      code: 'running_balance_mismatch',
      message: `${broken} of ${consistent + broken} transactions do not follow the running balance`,
    });
  const closingValue = fields.closingBalance?.value;
  if (typeof closingValue === 'number' && balance !== null && transactions.length) {
    const ok = Math.abs(balance - closingValue) <= 0.01;
    adjust(fields.closingBalance, ok);
    if (!ok)
      warnings.push({
        code: 'closing_balance_mismatch',
        message: `The last balance ${balance} is not the closing balance ${closingValue}`,
      });
  }
  return { fields, lists: { transactions }, warnings };
}
