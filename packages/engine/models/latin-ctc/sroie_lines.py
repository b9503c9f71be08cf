#!/usr/bin/python3
"""Cuts the text lines of SROIE's training receipts into 32-px grey strips for train.py.

Only receipts that may be trained on are read: every id in the dataset's `not-for-training.txt`
(the evaluation's receipts) is skipped before its image is opened. The rest are split by receipt,
never by line, into training and validation (every 20th receipt), so a receipt's lines are never on
both sides.

Each line is cut twice from its quadrilateral's bounding box, with margins drawn like the engine's
detector boxes (8–35% of the line's height around the ink box), and the second cut is roughened
(a slight turn, a lower resolution, blur), so the model sees the spread of crops the engine gives it.
The transcripts are upper case where the print may be lower case: train.py scores these lines with
case folded.

Usage: sroie_lines.py SROIE_DATA_DIR NOT_FOR_TRAINING_TXT OUTDIR
Writes OUTDIR/real.npz, OUTDIR/real-val.npz and OUTDIR/text.txt (the training lines' transcripts,
which render.py draws again in mixed case).
"""
import os, random, sys
import numpy as np
from PIL import Image, ImageFilter

H = 32
data, exclude_file, out = sys.argv[1:4]
excluded = {l.strip() for l in open(exclude_file) if l.strip()}
ids = sorted(f[:-4] for f in os.listdir(f'{data}/img') if f.endswith('.jpg'))
allowed = [i for i in ids if i not in excluded]
val_ids = set(allowed[::20])
r = random.Random(20261128)


def cut(img, x0, y0, x1, y1, rough):
    h = y1 - y0
    m = lambda lo, hi: int(round(h * r.uniform(lo, hi)))
    box = (max(0, x0 - m(0.08, 0.35)), max(0, y0 - m(0.05, 0.3)),
           min(img.width, x1 + m(0.08, 0.35)), min(img.height, y1 + m(0.05, 0.3)))
    line = img.crop(box)
    if line.width < 4 or line.height < 4:
        return None
    if rough:
        if r.random() < 0.5:
            line = line.rotate(r.uniform(-1.0, 1.0), resample=Image.BILINEAR, fillcolor=255)
        if r.random() < 0.5:
            s = r.uniform(0.5, 0.85)
            line = line.resize((max(4, int(line.width * s)), max(4, int(line.height * s))), Image.BILINEAR)
        if r.random() < 0.4:
            line = line.filter(ImageFilter.GaussianBlur(r.uniform(0.3, 0.9)))
    w = max(8, int(round(line.width * H / line.height)))
    return np.asarray(line.resize((w, H), Image.BILINEAR), dtype=np.uint8)


def write(path, samples):
    np.savez(path, pix=np.concatenate([a.T.ravel() for a, _ in samples]),
             widths=np.array([a.shape[1] for a, _ in samples]), labels=np.array([l for _, l in samples]), H=H)


train, val, texts = [], [], []
for i in allowed:
    img = Image.open(f'{data}/img/{i}.jpg').convert('L')
    with open(f'{data}/box/{i}.csv', encoding='utf-8', errors='replace') as f:
        # Not csv.reader: transcripts are unquoted and may hold commas and quotes.
        for row in (l.rstrip('\r\n').split(',', 8) for l in f):
            if len(row) < 9:
                continue
            xs, ys = [int(v) for v in row[0:8:2]], [int(v) for v in row[1:8:2]]
            text = row[8].strip()
            if not text or not all(32 <= ord(c) < 127 for c in text):
                continue
            x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
            if y1 - y0 < 6 or x1 <= x0:
                continue
            for rough in (False, True):
                a = cut(img, x0, y0, x1, y1, rough)
                if a is not None and a.shape[1] <= 1200:
                    (val if i in val_ids else train).append((a, text))
            if i not in val_ids:
                texts.append(text)
write(f'{out}/real.npz', train)
write(f'{out}/real-val.npz', val[::2])
open(f'{out}/text.txt', 'w').write('\n'.join(texts) + '\n')
print(f'{len(allowed)} receipts ({len(excluded)} excluded), train {len(train)} crops, val {len(val) // 2} lines')
