#!/usr/bin/python3
"""Renders visual-order lines (from to_visual.ts) as H-px-high grey strips, scan-ish look.

Each character is drawn left to right in display order with PIL's BASIC layout (no bidi applied
again); characters a face lacks fall back to DejaVu Sans / Liberation Sans, as a browser would.
Output: an .npz with a flat uint8 pixel buffer, per-line widths and offsets, and the labels.

Usage: render.py visual.txt out.npz SEED [H] [latin]
With `latin`, lines are drawn in Latin faces (sans, serif and the monospaced faces tills print in).
"""
import glob, io, random, sys, time
import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

H = int(sys.argv[4]) if len(sys.argv) > 4 else 32
FACES = sorted(glob.glob('/usr/share/fonts/truetype/culmus/*.[ot]tf') +
               glob.glob('/usr/share/fonts/opentype/culmus/*.[ot]tf') +
               glob.glob('/usr/share/fonts/truetype/noto/Noto*Hebrew*-*.ttf') +
               ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
                '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
                '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'])
FACES = [f for f in FACES if 'Stam' not in f and 'Rashi' not in f]  # scribal faces: not print
LATIN = len(sys.argv) > 5 and sys.argv[5] == 'latin'
if LATIN:
    FACES = sorted(f for f in glob.glob('/usr/share/fonts/truetype/dejavu/DejaVu*.ttf') +
                   glob.glob('/usr/share/fonts/truetype/liberation/Liberation*.ttf') +
                   [f for k in ('Sans', 'Serif', 'SansMono') for f in glob.glob(f'/usr/share/fonts/truetype/noto/Noto{k}-*.ttf')]
                   if not any(k in f for k in ('Math', 'Thin', 'Light', 'Black', 'Condensed', 'SemiCondensed')))
# Latin/punctuation a Hebrew face lacks comes from one of these (a browser's serif or sans
# fallback); chosen per line, so a serif Hebrew face can carry serif Latin as in the scans.
FALLBACK = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
            '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
            '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
            '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
            '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
            '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf']
SIZE = 40  # render size, then scaled to H


def glyph_set(path, chars):
    f = ImageFont.truetype(path, SIZE, layout_engine=ImageFont.Layout.BASIC)
    def pic(c):
        im = Image.new('L', (SIZE * 2, SIZE * 2), 0)
        ImageDraw.Draw(im).text((4, 4), c, font=f, fill=255)
        return im.tobytes()
    notdef = pic('\ue000')
    return {c for c in chars if c == ' ' or pic(c) != notdef}


def draw_line(text, face, r):
    fb = r.sample(FALLBACK, len(FALLBACK))
    fonts = {p: ImageFont.truetype(p, SIZE, layout_engine=ImageFont.Layout.BASIC) for p in [face] + fb}
    cover = COVER[face]
    # split into runs by the face that draws them
    runs, cur, cur_f = [], '', None
    for c in text:
        p = face if c in cover else next((f for f in fb if c in COVER[f]), fb[0])
        if p != cur_f and cur:
            runs.append((cur, cur_f)); cur = ''
        cur_f = p; cur += c
    if cur: runs.append((cur, cur_f))
    track = r.uniform(-0.5, 1.5)
    width = int(sum(fonts[p].getlength(s) for s, p in runs) + len(text) * track) + 40
    img = Image.new('L', (width, SIZE * 2), 255)
    d = ImageDraw.Draw(img)
    ink = r.randint(0, 70)
    x = 20
    for s, p in runs:
        if track == 0:
            d.text((x, SIZE // 2), s, font=fonts[p], fill=ink); x += fonts[p].getlength(s)
        else:
            for c in s:
                d.text((x, SIZE // 2), c, font=fonts[p], fill=ink); x += fonts[p].getlength(c) + track
    return img


def intrude(img, nb, y0, y1, ih, r):
    """The next or previous printed line reaching into the box: its descenders from above or its
    ascenders from below, as a detector's box on a tight page takes them in."""
    a = np.asarray(img, dtype=np.uint8).copy(); b = np.asarray(nb, dtype=np.uint8)
    brow = np.where(b.min(axis=1) < 200)[0]
    if len(brow) == 0:
        return img
    depth = int(ih * r.uniform(0.1, 0.35))
    shift = (y0 + depth - brow[-1]) if r.random() < 0.5 else (y1 - depth - brow[0])
    src0, src1 = max(0, -shift), min(b.shape[0], a.shape[0] - shift)
    w = min(a.shape[1], b.shape[1])
    if src1 > src0:
        a[src0 + shift:src1 + shift, :w] = np.minimum(a[src0 + shift:src1 + shift, :w], b[src0:src1, :w])
    return Image.fromarray(a)


def rule_only(r):
    """A table rule, a frame's edge or a stray bar with no text: the detector boxes these now and
    then, and the model must read them as nothing."""
    w = r.randint(80, 1400)
    img = Image.new('L', (w, SIZE * 2), 255)
    d = ImageDraw.Draw(img)
    t = r.randint(1, 4); ink = r.randint(0, 120); y = r.randint(SIZE // 2, SIZE + SIZE // 2)
    k = r.random()
    if k < 0.5:
        d.line((10, y, w - 10, y), fill=ink, width=t)
    elif k < 0.75:
        d.rectangle((10, y - SIZE // 3, w - 10, y + SIZE // 3), outline=ink, width=t)
    else:
        d.line((10, y, w - 10, y), fill=ink, width=t)
        d.line((10, y + r.randint(4, 12), w - 10, y + r.randint(4, 12)), fill=ink, width=t)
    # the box a detector draws around it is about a text line tall
    h = int(SIZE * r.uniform(0.5, 1.3))
    top = max(0, y - r.randint(0, h))
    return img, (r.randint(0, 10), top, w - r.randint(0, 10), min(SIZE * 2, top + h))


def look(img, r, neighbour=None, box=None):
    a = np.asarray(img, dtype=np.uint8)
    rows = np.where(a.min(axis=1) < 200)[0]; cols = np.where(a.min(axis=0) < 200)[0]
    if len(rows) == 0:
        return None
    # crop like a detector box: ink plus a margin of 10-30% of the ink height
    ih = rows[-1] - rows[0] + 1
    m = lambda: int(ih * r.uniform(0.08, 0.3))
    y0, y1 = max(0, rows[0] - m()), min(a.shape[0], rows[-1] + 1 + m())
    x0, x1 = max(0, cols[0] - m()), min(a.shape[1], cols[-1] + 1 + m())
    if box is not None:
        x0, y0, x1, y1 = box
    if neighbour is not None:
        img = intrude(img, neighbour, y0, y1, ih, r)
    k = r.random()
    if k < 0.15:
        # rules the detector's box takes in with the text: a framed label (a stamp, a boxed
        # "original"), or a table's rule above or below; they are not characters
        img = img.copy(); d = ImageDraw.Draw(img)
        t = r.randint(1, 3); ink = r.randint(0, 90)
        if k < 0.06:
            d.rectangle((x0, y0, x1 - 1, y1 - 1), outline=ink, width=t)
            g = r.randint(2, 6)
            x0, y0 = max(0, x0 - g), max(0, y0 - g)
            x1, y1 = min(a.shape[1], x1 + g), min(a.shape[0], y1 + g)
        elif k < 0.11:
            d.line((x0, y1 - t, x1, y1 - t), fill=ink, width=t)
        else:
            d.line((x0, y0, x1, y0), fill=ink, width=t)
    img = img.crop((x0, y0, x1, y1))
    photo = r.random() < 0.3  # a phone photo's line: soft, low contrast, unevenly lit, slanted
    if r.random() < 0.5:
        img = img.rotate(r.uniform(-1.2, 1.2), resample=Image.BILINEAR, expand=False, fillcolor=255)
    if photo and r.random() < 0.6:
        sh = r.uniform(-0.15, 0.15)
        img = img.transform(img.size, Image.AFFINE, (1, sh, -sh * img.height / 2, 0, 1, 0),
                            resample=Image.BILINEAR, fillcolor=255)
    w = max(8, int(img.width * H / img.height * r.uniform(0.9, 1.1)))
    # sometimes go through a lower resolution first (a 150-200 DPI scan, a photo)
    if photo or r.random() < 0.3:
        s = r.uniform(0.5, 0.8)
        img = img.resize((max(4, int(w * s)), max(4, int(H * s))), Image.BILINEAR)
    img = img.resize((w, H), Image.BILINEAR)
    if photo or r.random() < 0.5:
        img = img.filter(ImageFilter.GaussianBlur(r.uniform(0.4, 1.1) if photo else r.uniform(0.2, 0.9)))
    a = np.asarray(img, dtype=np.float32)
    paper = r.uniform(200, 255)
    if photo:
        # ink lifted towards the paper and light falling off across the line
        lo, hi = r.uniform(30, 100), r.uniform(160, 240)
        a = lo + a * ((hi - lo) / 255.0)
        a = a * np.linspace(1.0, r.uniform(0.75, 1.1), a.shape[1])[None, :]
        paper = 255
    a = a * (paper / 255.0)
    if r.random() < 0.7:
        a = a + np.random.default_rng(r.randint(0, 1 << 30)).normal(0, r.uniform(2, 14), a.shape)
    a = np.clip(a, 0, 255).astype(np.uint8)
    if r.random() < 0.2:
        b = io.BytesIO(); Image.fromarray(a).save(b, 'JPEG', quality=r.randint(50, 90))
        a = np.asarray(Image.open(b).convert('L'))
    return a


if __name__ == '__main__':
    src, out, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    r = random.Random(seed)
    lines = [l for l in open(src, encoding='utf-8').read().split('\n') if l]
    chars = set(''.join(lines)) | set('0123456789.,:;-/|%₪·–"\'“”()\u05be\u2019`') | {chr(c) for c in range(0x5d0, 0x5eb)}
    COVER = {p: glyph_set(p, chars) for p in set(FACES + FALLBACK)}
    heb = {chr(c) for c in range(0x5d0, 0x5eb)}
    FACES = [f for f in FACES if LATIN or heb <= COVER[f]]
    t0 = time.time()
    bufs, widths, labels, faces = [], [], [], []
    for i, l in enumerate(lines):
        if r.random() < 0.03:
            l = ''
            rule, box = rule_only(r)
            a = look(rule, r, None, box)
            bufs.append(a.T.ravel()); widths.append(a.shape[1]); labels.append(l); faces.append('')
            continue
        face = r.choice(FACES)
        # one line in eight has a neighbouring line reaching into its box
        nb = draw_line(r.choice(lines), face, r) if r.random() < 0.12 else None
        a = look(draw_line(l, face, r), r, nb)
        if a is None:
            continue
        bufs.append(a.T.ravel())  # column-major: a line is its columns, width-first
        widths.append(a.shape[1]); labels.append(l); faces.append(face.rsplit('/', 1)[1])
    dt = time.time() - t0
    np.savez(out, pix=np.concatenate(bufs), widths=np.array(widths), labels=np.array(labels), faces=np.array(faces), H=H)
    sys.stderr.write(f'{len(widths)} lines in {dt:.1f}s = {len(widths) / dt * 60:.0f} lines/min, {len(FACES)} faces\n')
