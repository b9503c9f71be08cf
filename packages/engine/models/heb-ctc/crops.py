#!/usr/bin/python3
"""Rough line crops of the real 300-DPI Hebrew scans by horizontal projection (no detector).

For each page: crops/<id>/NNN.png (full resolution, for Tesseract) and crops/<id>.bin (each line
scaled to H px high, row-major uint8) with crops/<id>.json (widths). A table row becomes one crop
spanning all its cells, which is what the evaluation's line text holds (cells in logical order).

Usage: crops.py [H]
"""
import glob, json, os, sys
import numpy as np

# The datasets sit beside the repository (../shared/datasets from its root).
DATASETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../../../shared/datasets')
from PIL import Image

def long_runs(m, n):
    """Pixels of m lying in a horizontal run of at least n set pixels."""
    out = np.zeros_like(m)
    for y in np.where(m.sum(axis=1) >= n)[0]:
        r = np.concatenate([[0], m[y].astype(np.int8), [0]])
        d = np.diff(r); starts = np.where(d == 1)[0]; ends = np.where(d == -1)[0]
        for s, e in zip(starts, ends):
            if e - s >= n: out[y, s:e] = True
    return out


H = int(sys.argv[1]) if len(sys.argv) > 1 else 32
os.makedirs('crops', exist_ok=True)
for path in sorted(glob.glob(os.path.join(DATASETS, 'hebrew/png/*.png'))):
    pid = os.path.basename(path)[:-4]
    img = Image.open(path).convert('L')
    a = np.asarray(img)
    ink = a < 140
    rules = long_runs(ink, 150) | long_runs(ink.T, 90).T  # table rules and borders
    ink &= ~rules
    # a detector's box holds a cell's text, not the table's rules: whiten them in the image too
    a = a.copy(); a[rules] = 255; img = Image.fromarray(a)
    rows = ink.sum(axis=1) > 0
    # runs of inked rows = text lines (pages are upright, lines well separated at 300 DPI)
    runs, y = [], 0
    while y < len(rows):
        if rows[y]:
            y0 = y
            while y < len(rows) and rows[y]: y += 1
            runs.append((y0, y))
        y += 1
    # merge runs closer than 4 px (dots, gershayim above/below the line body)
    merged = []
    for r in runs:
        if merged and r[0] - merged[-1][1] < 4:
            merged[-1] = (merged[-1][0], r[1])
        else:
            merged.append(r)
    os.makedirs(f'crops/{pid}', exist_ok=True)
    widths, buf = [], []
    for n, (y0, y1) in enumerate(merged):
        h = y1 - y0
        if h < 12:  # rules, specks
            continue
        cols = np.where(ink[y0:y1].any(axis=0))[0]
        m = int(h * 0.2)
        box = (max(0, cols[0] - m), max(0, y0 - m), min(a.shape[1], cols[-1] + 1 + m), min(a.shape[0], y1 + m))
        crop = img.crop(box)
        crop.save(f'crops/{pid}/{len(widths):03d}.png')
        w = max(8, round(crop.width * H / crop.height))
        small = np.asarray(crop.resize((w, H), Image.BILINEAR), dtype=np.uint8)
        widths.append(w); buf.append(small.ravel())
    np.concatenate(buf).tofile(f'crops/{pid}.bin')
    json.dump({'H': H, 'widths': widths}, open(f'crops/{pid}.json', 'w'))
    print(pid, len(widths), 'lines')
