#!/usr/bin/python3
"""Lines for render.py that teach case: SROIE's training transcripts (upper case in the labels) turned
to lower, title or sentence case or left as they are, and one line in three made of English words from
Tesseract's word list (Apache-2.0) with numbers, amounts and dates among them.

Usage: case_text.py text.txt eng.wordlist N SEED > cased.txt
"""
import random, sys

src, wordlist, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
r = random.Random(seed)
lines = [l for l in open(src, encoding='utf-8').read().split('\n') if l]
words = [w for w in open(wordlist, encoding='utf-8').read().split('\n') if w and all(32 < ord(c) < 127 for c in w)]


def token():
    k = r.random()
    if k < 0.75:
        return r.choice(words)
    if k < 0.85:
        return f'{r.randint(0, 9999)}.{r.randint(0, 99):02d}'
    if k < 0.92:
        return f'{r.randint(1, 31):02d}/{r.randint(1, 12):02d}/{r.randint(2000, 2030)}'
    return str(r.randint(0, 99999))


for _ in range(n):
    if r.random() < 0.33:
        line = ' '.join(token() for _ in range(r.randint(1, 9)))
        k = r.random()
        line = line.capitalize() if k < 0.3 else line.upper() if k < 0.4 else line
    else:
        line = r.choice(lines)
        k = r.random()
        line = (line.lower() if k < 0.3 else line.title() if k < 0.6 else line.capitalize() if k < 0.75 else line)
    print(line)
