import { describe, expect, it } from 'vitest';
import type { MrzResult } from '../../src/extract/checks/mrz.ts';
import { classify } from '../../src/extract/classify.ts';

/** Synthetic page texts written for these tests: the cues each kind of document prints, in several languages. */
describe('classification across languages and layouts', () => {
  it.each([
    [
      'french identity card',
      "RÉPUBLIQUE FRANÇAISE\nCARTE NATIONALE D'IDENTITÉ\nNom: MARTIN\nPrénoms: Claire, Anne\nSexe: F\nNé(e) le: 12.04.1988\nà: LYON",
      'id',
    ],
    [
      'EU driving licence by its numbered fields',
      'PERMIS DE CONDUIRE\n1. DUPONT\n2. JEAN\n3. 01.02.1975 PARIS\n4a. 03.05.2015 4b. 02.05.2030\n4c. PREFECTURE\n5. 150375200123\n9. AM/B',
      'id',
    ],
    [
      'german driving licence',
      'FÜHRERSCHEIN\nBUNDESREPUBLIK DEUTSCHLAND\n1. MÜLLER\n2. ANNA\n4b. 01.01.2033',
      'id',
    ],
    ['hebrew driving licence', 'מדינת ישראל\nרישיון נהיגה\nשם משפחה: לוי\nתאריך לידה: 01/02/1990', 'id'],
    [
      'french bank statement',
      'BANQUE DUPRÉ\nRELEVÉ DE COMPTE\nIBAN FR76 3000 1007 9412 3456 7890 185\nAncien solde au 01/03/2025 1 250,00\nDébit Crédit\nNouveau solde au 31/03/2025 980,40',
      'bank_statement',
    ],
    [
      'german bank statement',
      'Kontoauszug Nr. 3/2025\nAlter Kontostand 1.200,00\nSoll Haben\nNeuer Kontostand 950,00',
      'bank_statement',
    ],
    ['hebrew bank statement', 'בנק לאומי\nדף חשבון עו"ש\nסניף 800\nיתרה\nזכות חובה', 'bank_statement'],
    [
      'french invoice',
      'FACTURE N° 2025-118\nDate de facture: 04/02/2025\nTotal HT 100,00\nTVA 20% 20,00\nTotal TTC 120,00',
      'invoice',
    ],
    [
      'french contract',
      'CONTRAT DE PRESTATION\nEntre les soussignés\nIl a été convenu ce qui suit\nArticle 1',
      'contract',
    ],
    ['french form', 'FORMULAIRE DE DEMANDE\nCochez la case ☐ ☐\nNom ______', 'form'],
    ['german passport', 'REISEPASS\nPASSPORT\nPASSEPORT\nName/Surname', 'passport'],
    [
      'passport whose zone fails to parse, on a card-shaped scan',
      'REPUBLIC OF UTOPIA\nSURNAME\nERIKSSON\nGIVEN NAMES\nANNA MARIA\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F12041591<<<<<<<<<<<<<<<<06',
      'passport',
    ],
    [
      'till slip titled tax invoice, paid in cash',
      'KEDAI RUNCIT MAJU\nTAX INVOICE\nINVOICE NO: 1234\n2 x 3.50 7.00\nTOTAL 7.00\nCASH 10.00\nCHANGE 3.00',
      'receipt',
    ],
    [
      'cash invoice handed over the counter, titled tax invoice',
      'KEDAI BUKU MAJU SDN BHD\nTAX INVOICE\nCash Inv No.: 7731\nDate: 02/03/2018\nTotal Payable: 12.40\nCUSTOMER COPY',
      'receipt',
    ],
    [
      'card-terminal bill payment slip titled tax invoice',
      'TELCO BERHAD\nTAX INVOICE\nBILL PAYMENT\nPaid Amount 50.00\nCredit Card No. XXXX 1234\nApproval Code 0042\nCustomer Copy',
      'receipt',
    ],
    [
      'hebrew till slip titled tax invoice-receipt',
      'סופר השכונה בע"מ\nחשבונית מס קבלה 5521\nקופה 3 קופאי 12\n2 x 5.90 11.80\nסה"כ לתשלום 11.80\nמזומן 20.00\nעודף 8.20\n14:32',
      'receipt',
    ],
  ])('%s', (_name, text, type) => {
    expect(classify(text, null).type).toBe(type);
  });

  it('calls a narrow strip with a "tax invoice" title a receipt', () => {
    const text = 'חשבונית מס\nסה"כ 42.00\n12:01';
    expect(classify(text, null, { aspect: 0.4, rows: 20 }).type).toBe('receipt');
  });

  it('calls a card-shaped page of a few lines an identity document', () => {
    const text = 'REPUBLIC OF UTOPIA\nSurname: DOE\nGiven names: JANE\nDate of birth: 01.01.1990';
    expect(classify(text, null, { aspect: 1.58, rows: 8 }).type).toBe('id');
  });

  it('takes a passport-sized zone whose document code was misread for a passport', () => {
    const zone = { format: 'TD3', documentCode: '20', valid: false } as unknown as MrzResult;
    expect(classify('Otworz Zapisz Skaner', zone, { aspect: 1.43, rows: 20 }).type).toBe('passport');
  });
});
