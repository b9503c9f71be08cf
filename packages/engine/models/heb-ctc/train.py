#!/usr/bin/python3
"""Small CRNN + CTC on rendered visual-order lines, time-boxed.

The learning rate follows the wall clock (warm-up over the first 10% of the time, then cosine to
zero at the deadline), because steps per second on a shared machine are not known in advance: a
step-count one-cycle planned for 0.45 s/step ran out at 2/3 of run1 (0.30 s/step).

With --stream DIR, chunks that stream.sh keeps rendering into DIR join the training pool as they
appear (the oldest leave once the pool holds --pool lines), so the model sees fresh lines for as long
as it trains instead of repeating a fixed set.

With --folded, lines whose transcripts are upper case whatever the print (SROIE's) are scored on
case-folded classes: a letter's probability is the sum of its two cases', so these lines teach
shapes and the cased lines (--data, --stream) teach case.

With --resume MODEL.onnx (an export.py output), training starts from a committed model's weights;
its batch norms were folded into the convs by the export, so they stay frozen (eval mode).

Usage: train.py OUTDIR MINUTES [--data a.npz,b.npz] [--folded c.npz] [--stream DIR --pool 200000]
                [--resume model.pt|model.onnx] [--ascii] [--val val.npz] [--lr 2e-3] [--warmup 0.1] [--bench]
Reads --val (default val.npz in the current directory) for validation CER, case folded when its
labels have no lower case.
"""
import argparse, json, math, os, random, sys, time
import numpy as np
import torch, torch.nn as nn
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import CRNN, load_exported

ap = argparse.ArgumentParser()
ap.add_argument('out'); ap.add_argument('minutes', type=float)
ap.add_argument('--data', default=''); ap.add_argument('--resume')
ap.add_argument('--folded', default=''); ap.add_argument('--val', default='val.npz')
ap.add_argument('--ascii', action='store_true', help='the classes are printable ASCII')
ap.add_argument('--charset', help='charset.json to keep (required with --resume)')
ap.add_argument('--lr', type=float, default=2e-3); ap.add_argument('--warmup', type=float, default=0.1)
ap.add_argument('--stream'); ap.add_argument('--pool', type=int, default=200000)
ap.add_argument('--batch', type=int, default=32); ap.add_argument('--bench', action='store_true')
args = ap.parse_args()
torch.set_num_threads(1)  # 2 threads were slower with CI on the other core
torch.manual_seed(0)
os.makedirs(args.out, exist_ok=True)


def load(path, folded=False):
    d = np.load(path)
    H = int(d['H']); pix = d['pix']  # one read: each d['pix'] access loads the whole array again
    offs = np.concatenate([[0], np.cumsum(d['widths'] * H)])
    return [(pix[offs[i]:offs[i + 1]].reshape(w, H).T, str(l), folded)
            for i, (w, l) in enumerate(zip(d['widths'], d['labels']))], H


def chunks():
    return sorted(os.path.join(args.stream, f) for f in os.listdir(args.stream) if f.endswith('.npz') and not f.startswith('.'))


train, loaded = [], set()
for p in (args.data.split(',') if args.data else []) + (chunks() if args.stream else []):
    part, H = load(p); train += part; loaded.add(p)
    if args.stream: os.remove(p)
for p in args.folded.split(',') if args.folded else []:
    part, H = load(p, folded=True); train += part
val, H = load(args.val)
VAL_FOLDED = not any(c.islower() for _, l, _ in val for c in l)
train = [s for s in train if s[0].shape[1] <= 1200]
if args.charset:
    CHARS = json.load(open(args.charset))['chars']
elif args.ascii:
    CHARS = [chr(c) for c in range(32, 127)]
else:
    extra = set('0123456789.,:;-/|%₪·–"\'“”()!?+*#@&_')
    CHARS = sorted(set(''.join(l for _, l, _ in train)) | extra)
IDX = {c: i + 1 for i, c in enumerate(CHARS)}  # 0 = blank
# Folded classes: blank, then one per character up to case; FOLD[k] is class k's folded class.
FOLDED = sorted({c.upper() for c in CHARS})
FIDX = {c: i + 1 for i, c in enumerate(FOLDED)}
FOLD = torch.zeros(len(CHARS) + 1, len(FOLDED) + 1)
FOLD[0, 0] = 1
for c, k in IDX.items():
    FOLD[k, FIDX[c.upper()]] = 1
json.dump({'chars': CHARS, 'H': H}, open(f'{args.out}/charset.json', 'w'), ensure_ascii=False)


def batch(samples):
    W = (max(a.shape[1] for a, *_ in samples) + 3) // 4 * 4
    x = np.zeros((len(samples), 1, H, W), np.float32)
    for i, (a, *_) in enumerate(samples):
        x[i, 0, :, :a.shape[1]] = 1.0 - a / 255.0
    tl = [[FIDX[c.upper()] for c in l if c.upper() in FIDX] if f else [IDX[c] for c in l if c in IDX]
          for _, l, f in samples]
    il = [math.ceil(a.shape[1] / 4) for a, *_ in samples]
    return torch.from_numpy(x), tl, il


def decode(logits, lens):
    out = []
    for row, n in zip(logits.argmax(-1).numpy(), lens):
        s, prev = [], 0
        for k in row[:n]:
            if k != prev and k != 0:
                s.append(CHARS[k - 1])
            prev = k
        out.append(''.join(s))
    return out


def lev(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def evaluate(model, data):
    model.eval(); errs = chars = 0; ex = []
    with torch.no_grad():
        for i in range(0, len(data), 64):
            chunk = sorted(data[i:i + 64], key=lambda s: s[0].shape[1])
            x, _, il = batch(chunk)
            for (a, l, _), p in zip(chunk, decode(model(x), il)):
                if VAL_FOLDED: p = p.upper()
                errs += lev(p, l); chars += len(l)
                if p != l and len(ex) < 3: ex.append((l, p))
    train_mode()
    return errs / chars, ex


def train_mode():
    model.train()
    if FROZEN_NORMS:
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d): m.eval()


model = CRNN(len(CHARS) + 1)
FROZEN_NORMS = bool(args.resume and args.resume.endswith('.onnx'))
if FROZEN_NORMS:
    load_exported(model, args.resume)
elif args.resume:
    model.load_state_dict(torch.load(args.resume))
train_mode()
nparam = sum(p.numel() for p in model.parameters())
opt = torch.optim.Adam(model.parameters(), lr=args.lr)
ctc = nn.CTCLoss(blank=0, zero_infinity=True)


def bucketed():
    """Width buckets: sort by width, cut into batches, shuffle batches (little padding)."""
    order = sorted(range(len(train)), key=lambda i: train[i][0].shape[1])
    return [order[i:i + args.batch] for i in range(0, len(order), args.batch)]


def refill():
    """Takes in chunks rendered since the last look; True when the pool changed."""
    global train
    new = [p for p in chunks() if p not in loaded] if args.stream else []
    for p in new:
        try:
            part, _ = load(p)
        except Exception:  # still being written: next time
            continue
        loaded.add(p); train += [s for s in part if s[0].shape[1] <= 1200]
        os.remove(p)
    if len(train) > args.pool:
        train = train[len(train) - args.pool:]
    return bool(new)


batches = bucketed()
log = open(f'{args.out}/log.tsv', 'a')
print(f'train {len(train)} val {len(val)} classes {len(CHARS) + 1} params {nparam} H {H} args {vars(args)}', file=log, flush=True)
t_start = time.time(); span = args.minutes * 60; step = 0; ema = None; seen = 0
while time.time() - t_start < span:
    random.shuffle(batches)
    for n, b in enumerate(batches):
        if n and n % 300 == 0 and refill():
            batches = bucketed()
            break
        frac = (time.time() - t_start) / span
        if frac >= 1:
            break
        lr = args.lr * (frac / args.warmup if frac < args.warmup else
                        0.5 * (1 + math.cos(math.pi * (frac - args.warmup) / (1 - args.warmup))))
        for g in opt.param_groups: g['lr'] = lr
        x, tl, il = batch([train[i] for i in b])
        t0 = time.time()
        logits = model(x)
        folded = torch.tensor([train[i][2] for i in b])
        loss = 0
        for part, logp in ((~folded, logits.log_softmax(-1)),
                           (folded, (logits.softmax(-1) @ FOLD).clamp_min(1e-12).log())):
            if part.any():
                idx = part.nonzero().squeeze(1).tolist()
                lp = logp[idx].permute(1, 0, 2)  # T,N,C
                loss = loss + ctc(lp, torch.tensor([k for j in idx for k in tl[j]]), torch.tensor([il[j] for j in idx]),
                                  torch.tensor([len(tl[j]) for j in idx])) * len(idx) / len(b)
        opt.zero_grad(); loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        opt.step()
        step += 1; seen += len(b)
        ema = loss.item() if ema is None else 0.95 * ema + 0.05 * loss.item()
        if args.bench:
            print(f'step {step} {time.time() - t0:.3f}s width {x.shape[-1]}', flush=True)
            if step >= 20: sys.exit(0)
            continue
        if step % 50 == 0:
            el = time.time() - t_start
            print(f'{el:.0f}s\tstep {step}\tlines {seen}\tloss {ema:.3f}\t{el / step:.3f}s/step\tlr {lr:.2e}', file=log, flush=True)
        if step % 500 == 0:
            cer, ex = evaluate(model, val)
            print(f'VAL\tstep {step}\tCER {cer * 100:.2f}%\t{ex[:1]}', file=log, flush=True)
            torch.save(model.state_dict(), f'{args.out}/model.pt')
cer, ex = evaluate(model, val)
print(f'FINAL\tstep {step}\tlines {seen}\t{time.time() - t_start:.0f}s\tCER {cer * 100:.2f}%', file=log, flush=True)
for l, p in ex:
    print(f'  ref {l}\n  got {p}', file=log, flush=True)
torch.save(model.state_dict(), f'{args.out}/model.pt')
