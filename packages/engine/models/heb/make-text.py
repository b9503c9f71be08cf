#!/usr/bin/env python3
"""Writes the training text for the fine-tuned Hebrew recogniser, one line per text line.

Sources (see PROVENANCE.md): Hebrew words come only from the word list unpacked from
tessdata_best's own `heb` dictionary (Apache-2.0); the invoice/receipt labels and every number,
date, amount and phone number below are generated here. No evaluation text is read.

Usage: make-text.py WORDLIST LINES SEED > text.txt
"""

import random
import re
import sys

HEBREW_WORD = re.compile(r"^[\u05d0-\u05ea][\u05d0-\u05ea\"']*$")

# Generic business vocabulary, written for this recipe.
LABELS = [
    'חשבונית מס', 'חשבונית מס קבלה', 'קבלה', 'תעודת משלוח', 'הזמנה', 'מקור', 'העתק',
    'עוסק מורשה', 'ח.פ.', 'ע.מ.', 'טלפון', 'טל.', 'פקס', 'נייד', 'כתובת', 'תאריך', 'שעה',
    'לכבוד', 'לקוח', 'מספר לקוח', 'מספר חשבונית', 'מספר קבלה', 'מספר הקצאה', 'תאריך ערך',
    'תיאור', 'פריט', 'כמות', 'מחיר', 'מחיר ליחידה', 'סה"כ', 'סה"כ לפני מע"מ', 'מע"מ',
    'סה"כ לתשלום', 'לתשלום', 'הנחה', 'עיגול', 'מזומן', 'עודף', 'אשראי', 'כרטיס אשראי',
    'המחאה', 'העברה בנקאית', 'תשלומים', 'קופה', 'קופאי', 'קופאית', 'סניף', 'עמוד', 'מתוך',
    'תודה ולהתראות', 'תודה על קנייתך', 'המחירים כוללים מע"מ', 'אסמכתא', 'מספר אישור',
    'בנק', 'חשבון', 'תנאי תשלום', 'שוטף', 'ימים', 'יח\'', 'ק"ג', 'גרם', 'ליטר', 'מטר',
    'שירותי', 'ייעוץ', 'תחזוקה', 'משלוח', 'התקנה', 'רישיון', 'חודשי', 'שנתי', 'בע"מ',
]
PUNCT_END = ['.', '.', '.', ',', ':', ';', '?', '!', '']
SEP = [' · ', ' - ', ' | ', ', ', ' / ']


def amount(rng):
    value = rng.choice([rng.uniform(0.5, 99), rng.uniform(10, 999), rng.uniform(100, 99999)])
    text = f'{value:,.2f}'
    return text if rng.random() < 0.7 else text.replace(',', '')


def date(rng):
    d, m, y = rng.randint(1, 31), rng.randint(1, 12), rng.randint(1990, 2030)
    sep = rng.choice(['/', '/', '.', '-'])
    year = str(y) if rng.random() < 0.7 else f'{y % 100:02d}'
    return f'{d:02d}{sep}{m:02d}{sep}{year}' if rng.random() < 0.8 else f'{d}{sep}{m}{sep}{year}'


def phone(rng):
    prefix = rng.choice(['02', '03', '04', '08', '09', '050', '052', '053', '054', '058', '077', '1-800'])
    return f'{prefix}-{rng.randint(1000000, 9999999)}'


def number(rng):
    kind = rng.random()
    if kind < 0.3:
        return str(rng.randint(100000000, 999999999))
    if kind < 0.5:
        return f'{rng.randint(0, 99)}%'
    if kind < 0.7:
        return f'{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}'
    return str(rng.randint(1, 99999))


def money(rng):
    a = amount(rng)
    return rng.choice([f'{a} ₪', f'₪{a}', f'₪ {a}', a])


def words(rng, vocab, n):
    return ' '.join(rng.choice(vocab) for _ in range(n))


def prose(rng, vocab):
    parts = []
    for _ in range(rng.randint(1, 3)):
        clause = words(rng, vocab, rng.randint(2, 6))
        r = rng.random()
        if r < 0.12:
            clause = f'({clause})'
        elif r < 0.22:
            clause = f'"{clause}"'
        elif r < 0.32:
            clause += f' {rng.choice([number(rng), date(rng), money(rng)])}'
        parts.append(clause)
    return ', '.join(parts) + rng.choice(PUNCT_END)


def pair(rng, vocab):
    value = rng.choice([date(rng), phone(rng), money(rng), number(rng), words(rng, vocab, 2)])
    return f'{rng.choice(LABELS)}: {value}' if rng.random() < 0.7 else f'{rng.choice(LABELS)} {value}'


def item(rng, vocab):
    qty = rng.choice([str(rng.randint(1, 40)), f'{rng.uniform(0.1, 5):.3f}'])
    price = amount(rng)
    desc = words(rng, vocab, rng.randint(1, 3))
    shapes = [
        f'{desc} {qty} {price} {amount(rng)}',
        f'{desc} {qty} x {price}',
        f'{qty} x {price} {desc}',
        f'{desc} {money(rng)}',
    ]
    return rng.choice(shapes)


def footer(rng, vocab):
    pieces = [words(rng, vocab, rng.randint(1, 3)), str(rng.randint(1, 400)), date(rng),
              f'{rng.choice(LABELS)} {rng.randint(1, 99)}', money(rng)]
    rng.shuffle(pieces)
    return rng.choice(SEP).join(pieces[: rng.randint(2, 4)])


def main():
    wordlist, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    with open(wordlist, encoding='utf-8') as f:
        vocab = [w.strip() for w in f if HEBREW_WORD.match(w.strip()) and len(w.strip()) > 1]
    makers = [(prose, 0.4), (pair, 0.2), (item, 0.15), (footer, 0.15),
              (lambda r, v: f'{r.choice(LABELS)} {words(r, v, r.randint(1, 4))}', 0.1)]
    funcs, weights = zip(*makers)
    for _ in range(count):
        print(rng.choices(funcs, weights)[0](rng, vocab))


if __name__ == '__main__':
    main()
