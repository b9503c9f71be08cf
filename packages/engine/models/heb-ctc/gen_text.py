#!/usr/bin/env python3
"""Synthetic invoice/receipt-like lines in LOGICAL order, one per line (JSONL-free plain text).

Hebrew words: tessdata's own heb word list (unpacked with dawg2wordlist, Apache-2.0).
English words: tessdata's eng word list. Labels/templates/numbers written/generated here.
No Ben-Yehuda text, nothing from /work/shared/datasets.

Usage: gen_text.py N SEED > lines.txt
"""
import importlib.util, os, random, re, sys

# Amounts, dates, phone numbers and the Hebrew-word filter are the Tesseract recipe's (../heb/make-text.py).
_spec = importlib.util.spec_from_file_location(
    'make_text', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../heb/make-text.py'))
_make_text = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_make_text)
amount, date, phone, HEB = _make_text.amount, _make_text.date, _make_text.phone, _make_text.HEBREW_WORD
ENG = re.compile(r"^[A-Za-z][A-Za-z'.&-]*$")
heb_words = [w for w in open('wl/heb.wordlist', encoding='utf-8').read().split() if HEB.match(w)]
eng_words = [w for w in open('wl/eng.wordlist', encoding='utf-8').read().split() if ENG.match(w) and len(w) < 14]

LABELS = ['חשבונית מס', 'חשבונית מס קבלה', 'קבלה', 'תעודת משלוח', 'הזמנה', 'מקור', 'העתק',
    'עוסק מורשה', 'ח.פ.', 'ע.מ.', 'טלפון', "טל'", 'פקס', 'נייד', 'כתובת', 'תאריך', 'שעה',
    'לכבוד', 'לקוח', 'מספר לקוח', 'מספר חשבונית', 'מספר קבלה', 'מספר הקצאה', 'תאריך ערך',
    'תיאור', 'פריט', 'כמות', 'מחיר', 'מחיר ליחידה', 'סה"כ', 'סה"כ לפני מע"מ', 'מע"מ',
    'סה"כ לתשלום', 'לתשלום', 'הנחה', 'עיגול', 'מזומן', 'עודף', 'אשראי', 'כרטיס אשראי',
    'המחאה', 'העברה בנקאית', 'תשלומים', 'קופה', 'קופאי', 'קופאית', 'סניף', 'עמוד', 'מתוך',
    'תודה ולהתראות', 'המחירים כוללים מע"מ', 'אסמכתא', 'מספר אישור', "מס'", "יח'",
    'בנק', 'חשבון', 'תנאי תשלום', 'שוטף', 'ימים', 'ק"ג', 'גרם', 'ליטר', 'בע"מ', 'רחוב']
PUNCT_END = ['.', '.', ',', ':', ';', '?', '!', '', '', '']
SEP = [' · ', ' · ', ' - ', ' – ', ' | ', ', ', ' / ', ' ']





def number(r):
    k = r.random()
    if k < 0.3: return str(r.randint(100000000, 999999999))
    if k < 0.45: return f'{r.randint(0, 99)}%'
    if k < 0.6: return f'{r.randint(0, 23):02d}:{r.randint(0, 59):02d}'
    if k < 0.7: return f'{r.randint(1, 9)} x {amount(r)}'
    return str(r.randint(1, 99999))


def money(r):
    a = amount(r)
    return r.choice([f'{a} ₪', f'₪{a}', f'₪ {a}', a, a])


def hw(r, n):
    return ' '.join(r.choice(heb_words) for _ in range(n))


def ew(r, n):
    ws = [r.choice(eng_words) for _ in range(n)]
    k = r.random()
    if k < 0.2: ws = [w.upper() for w in ws]
    elif k < 0.6: ws = [w.capitalize() for w in ws]
    return ' '.join(ws)


def line(r):
    k = r.random()
    if k < 0.22:
        return f'{r.choice(LABELS)}: {r.choice([money, date, phone, number])(r)}'
    if k < 0.40:
        return f'{hw(r, r.randint(1, 4))} {r.randint(1, 999)} {amount(r)} {amount(r)}'
    if k < 0.55:
        return hw(r, r.randint(3, 10)) + r.choice(PUNCT_END)
    if k < 0.65:
        return f'{hw(r, r.randint(1, 4))} {ew(r, r.randint(1, 3))} {hw(r, r.randint(0, 3))}'.strip()
    if k < 0.72:
        return ew(r, r.randint(2, 6)) + r.choice(PUNCT_END)
    if k < 0.80:
        return f'{r.choice(LABELS)} {number(r)}{r.choice(SEP)}{r.choice(LABELS)} {date(r)}'
    if k < 0.87:
        return f'{hw(r, 2)} {r.randint(1, 200)}, {hw(r, 1)}{r.choice(SEP)}{r.choice(LABELS)} {phone(r)}'
    if k < 0.93:
        q = '"' if r.random() < 0.5 else r.choice(['“', '”', "'"])
        return f'{hw(r, r.randint(2, 6))} {q}{hw(r, r.randint(1, 3))}{q} {hw(r, r.randint(1, 4))}.'
    if k < 0.96:
        return f'{r.choice(LABELS)} {r.randint(1, 9)} {r.choice(LABELS)} {r.randint(1, 9)}{r.choice(SEP)}{ew(r, 2)}'
    # masked card numbers, brackets, underscores (receipts' card and Wi-Fi lines)
    k = r.random()
    if k < 0.35:
        card = r.choice(['**** **** ', '****', 'xxxx', 'XXXX-XXXX-'])
        return f'{r.choice(LABELS)} {r.choice(["Visa", "Mastercard", "Isracard", "Amex", ""])} {card}{r.randint(1000, 9999)}'.replace('  ', ' ')
    if k < 0.7:
        return f'{hw(r, r.randint(1, 3))} ({hw(r, r.randint(1, 2))}) {r.randint(1, 99)} {amount(r)}'
    return f'{r.choice(["Wi-Fi", "WiFi", "Wi-Fi:", "SSID"])} {ew(r, 1)}_{ew(r, 1)}{r.choice(["", "_" + str(r.randint(1, 99))])} {hw(r, 2)}'


def punctuate(r, t):
    """Typographic variants a Hebrew page uses for the same marks: maqaf between words, the right
    single quote or a backtick for a geresh, a double slash in file and apartment numbers."""
    k = r.random()
    if k < 0.06:
        return t.replace(' ', '\u05be', 1) if ' ' in t else t
    if k < 0.10:
        return t.replace("'", r.choice(['\u2019', '`']))
    if k < 0.13:
        return f'{t} {r.randint(1, 99)}//{r.randint(1, 999)}'
    if k < 0.16:
        return f'{hw(r, 1)}\u05be{hw(r, 1)} {t}'
    return t


if __name__ == '__main__':
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    r = random.Random(seed)
    out = sys.stdout
    for _ in range(n):
        t = punctuate(r, line(r))
        if len(t) > 70:
            t = t[:70].rsplit(' ', 1)[0]
        out.write(t + '\n')
