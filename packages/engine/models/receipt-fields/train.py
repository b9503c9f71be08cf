#!/usr/bin/python3
"""Trains the receipt field model from dump.ts's candidates and writes receipt-fields.json.

Per key field, gradient-boosted trees score each candidate (is this the labelled value?); the receipt's
answer is its best-scored candidate. The trees are judged by 5-fold cross-validation by receipt (a
receipt's number modulo 5), so no receipt is scored by trees that saw it. The winners' out-of-fold scores then fit a logistic
calibration (inputs: logit of the winner's score, its lead over the best rival value, the OCR confidence
of its rows and of its least sure word, whether the rules chose the same value, how many candidates there were, how like
receipt text its rows read under the Latin line model's character language model) whose output is the
probability that the field is right as a reviewer judges it (case, spacing and punctuation folded: `7/4` and
`74` are one address); its reliability is itself measured out of fold. The review threshold is the lowest
confidence at which receipts whose four key fields all reach it have at least 98% of those fields right
(out of fold).

Company and address candidates whose receipt has no exactly right one (an OCR slip in every reading)
are still taught where the field lies: the most similar candidate counts as a positive when it is at
least 85% similar, so the trees learn the layout even from misread receipts.

The trees learn from every file given (the engine's OCR of the receipts and their transcribed lines);
accuracy, calibration and the threshold are judged on the engine's OCR only (source "ocr", or "gt" when
no OCR is given), since that is what the model meets at run time.

Usage: train.py candidates.jsonl[,more.jsonl] OUT.json [report.json]
Needs scikit-learn (Debian: python3-sklearn).
"""
import json, math, os, re, sys
from collections import defaultdict
import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression

FIELDS = ['company', 'address', 'date', 'total']
TARGET_RIGHT = 0.98
src, out = sys.argv[1], sys.argv[2]
report_path = sys.argv[3] if len(sys.argv) > 3 else None
records = [json.loads(l) for f in src.split(',') for l in open(f)]
JUDGED = 'ocr' if any(r['source'] == 'ocr' for r in records) else 'gt'
SOURCES = sorted({r['source'] for r in records})
sources = defaultdict(lambda: defaultdict(dict))
for r in records:
    sources[r['source']][r['field']][r['id']] = r['candidates']
by_field = sources[JUDGED]
ids = sorted({r['id'] for r in records if r['source'] == JUDGED})
all_ids = sorted({r['id'] for r in records})


def positives(cands):
    if any(c['right'] for c in cands):
        return [1 if c['right'] else 0 for c in cands]
    best = max((c['sim'] for c in cands), default=0)
    return [1 if best >= 0.85 and c['sim'] == best else 0 for c in cands]


def matrix(field, receipts):
    X, y = [], []
    for source in SOURCES:
        for i in receipts:
            cands = sources[source][field].get(i, [])
            for c, p in zip(cands, positives(cands)):
                X.append(c['x']); y.append(p)
    return np.array(X, dtype=np.float64), np.array(y)


def trees():
    return HistGradientBoostingClassifier(max_iter=200, max_depth=4, learning_rate=0.1, l2_regularization=1.0,
                                          early_stopping=False, random_state=0)


def pick(field, receipt, scores):
    """The receipt's winner: whether it is right (as labelled, and as the scorer folds it) and the evidence
    the calibration reads."""
    cands = by_field[field].get(receipt, [])
    if not cands:
        return None
    order = sorted(range(len(cands)), key=lambda k: -scores[k])
    best = cands[order[0]]
    rival = next((scores[k] for k in order if str(cands[k]['value']) != str(best['value'])), 0.0)
    return {'right': best['right'], 'folded': best.get('spaceless', best['right']), 'score': scores[order[0]],
            'rival': rival, 'conf': best['conf'], 'words': best['words'], 'agree': best['agree'],
            'candidates': len(cands), 'value': best['value'], 'lm': best['lm']}


def logit(p):
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def calib_x(rows):
    """The calibration's inputs, in the order model.ts's `calibrated` gives them."""
    return np.array([[logit(w['score']), w['score'] - w['rival'], w['conf'], w['words'], 1.0 if w['agree'] else 0.0,
                       math.log1p(w['candidates']), w['lm']] for w in rows])


# A receipt's fold is its number modulo 5, as for the OCR that is cross-validated with it: each fold's
# receipts are read with a character language model built without them (eval/cache-ocr.ts --fold).
fold_of = [int(re.sub(r'\D', '', i)) % 5 for i in ids]
folds = [([k for k, f in enumerate(fold_of) if f != n], [k for k, f in enumerate(fold_of) if f == n]) for n in range(5)]
oof = {f: {} for f in FIELDS}
for f in FIELDS:
    for tr, te in folds:
        held_out = {ids[k] for k in te}
        X, y = matrix(f, [i for i in all_ids if i not in held_out])
        model = trees().fit(X, y)
        for k in te:
            i = ids[k]
            cands = by_field[f].get(i, [])
            if cands:
                s = model.predict_proba(np.array([c['x'] for c in cands], dtype=np.float64))[:, 1]
                oof[f][i] = pick(f, i, s)

# Accuracy out of fold: a receipt without a candidate counts as wrong.
acc = {f: sum(1 for i in ids if oof[f].get(i) and oof[f][i]['right']) / len(ids) for f in FIELDS}
acc_spaceless = {f: sum(1 for i in ids if oof[f].get(i) and oof[f][i]['folded']) / len(ids) for f in FIELDS}
upper = {f: sum(1 for i in ids if any(c['right'] for c in by_field[f].get(i, []))) / len(ids) for f in FIELDS}

# Calibration, fitted and judged out of fold too (the same receipt folds).
calibrators, conf = {}, {f: {} for f in FIELDS}
for f in FIELDS:
    have = [i for i in ids if oof[f].get(i)]
    rows = [oof[f][i] for i in have]
    # "Right" as the scorer judges it (case, spacing and punctuation folded): what a reviewer would change.
    X, y = calib_x(rows), np.array([r['folded'] for r in rows], dtype=int)
    pos = {i: k for k, i in enumerate(have)}
    for tr, te in folds:
        tr_k = [pos[ids[k]] for k in tr if ids[k] in pos]
        te_k = [pos[ids[k]] for k in te if ids[k] in pos]
        lr = LogisticRegression(C=1.0).fit(X[tr_k], y[tr_k])
        for k, p in zip(te_k, lr.predict_proba(X[te_k])[:, 1]):
            conf[f][have[k]] = (float(p), bool(y[k]))
    calibrators[f] = LogisticRegression(C=1.0).fit(X, y)

# Reliability over all key fields out of fold.
pairs = [conf[f][i] for f in FIELDS for i in ids if i in conf[f]]
bins = []
for lo in np.arange(0, 1, 0.1):
    inside = [(p, r) for p, r in pairs if lo <= p < lo + 0.1 or (lo >= 0.9 and p == 1.0)]
    if inside:
        bins.append({'from': round(float(lo), 1), 'to': round(float(lo) + 0.1, 1), 'n': len(inside),
                     'meanConfidence': round(float(np.mean([p for p, _ in inside])), 3),
                     'shareRight': round(float(np.mean([r for _, r in inside])), 3)})
ece = sum(b['n'] * abs(b['meanConfidence'] - b['shareRight']) for b in bins) / max(1, len(pairs))


def receipt_conf(i):
    return [conf[f].get(i, (0.0, False)) for f in FIELDS]


# The threshold that lets the most receipts through unflagged while they stay at least 98% right.
threshold, passing, right_share = 1.0, 0, 1.0
lowest = np.array([min(p for p, _ in receipt_conf(i)) for i in ids])
rights = np.array([sum(r for _, r in receipt_conf(i)) for i in ids])
for t in sorted(set(lowest.tolist())):
    through = lowest >= t
    right = rights[through].sum() / (len(FIELDS) * through.sum())
    if right >= TARGET_RIGHT and through.sum() > passing:
        threshold, passing, right_share = float(t), int(through.sum()), float(right)

# The shipped trees learn from every trainable receipt.
export = {'fields': {}, 'reviewThreshold': round(threshold, 4)}
for f in FIELDS:
    X, y = matrix(f, all_ids)
    model = trees().fit(X, y)
    # The leaves hold their values already shrunk by the learning rate; a node goes left when x <= threshold.
    init = float(np.ravel(model._baseline_prediction)[0])
    ts = []
    for (predictor,) in model._predictors:
        n = predictor.nodes
        ts.append({'feature': [int(v) for v in n['feature_idx']], 'threshold': [float(v) for v in n['num_threshold']],
                   'left': [-1 if leaf else int(v) for v, leaf in zip(n['left'], n['is_leaf'])],
                   'right': [-1 if leaf else int(v) for v, leaf in zip(n['right'], n['is_leaf'])],
                   'value': [float(v) for v in n['value']]})

    def raw(x):
        total = init
        for t in ts:
            k = 0
            while t['left'][k] != -1:
                k = t['left'][k] if x[t['feature'][k]] <= t['threshold'][k] else t['right'][k]
            total += t['value'][k]
        return total
    assert np.allclose([raw(x) for x in X[:200]], model.decision_function(X[:200]), atol=1e-6), 'export differs'
    c = calibrators[f]
    export['fields'][f] = {'features': int(X.shape[1]), 'init': init, 'rate': 1.0,
                           'trees': ts, 'calibration': {'coef': [float(v) for v in c.coef_[0]],
                                                        'intercept': float(c.intercept_[0])}}
json.dump(export, open(out, 'w'), separators=(',', ':'))

report = {'receipts': len(ids), 'judgedOn': JUDGED, 'trainedOn': SOURCES, 'folds': 5, 'accuracy': {f: round(acc[f], 4) for f in FIELDS},
          'keyFields': round(float(np.mean([acc[f] for f in FIELDS])), 4),
          'spacelessAccuracy': {f: round(acc_spaceless[f], 4) for f in FIELDS},
          'spacelessKeyFields': round(float(np.mean([acc_spaceless[f] for f in FIELDS])), 4),
          'candidateUpperBound': {f: round(upper[f], 4) for f in FIELDS},
          'reliability': bins, 'ece': round(float(ece), 4),
          'reviewThreshold': round(threshold, 4), 'unflaggedShare': round(passing / len(ids), 4),
          'unflaggedRight': round(right_share, 4),
          'reachThreshold': {f: round(sum(1 for i in ids if conf[f].get(i, (0.0,))[0] >= threshold) / len(ids), 4)
                             for f in FIELDS}}
if os.environ.get('OOF_OUT'):
    json.dump({f: {i: [*conf[f][i], oof[f][i]['value']] for i in conf[f]} for f in FIELDS}, open(os.environ['OOF_OUT'], 'w'))
print(json.dumps(report, indent=1))
if report_path:
    json.dump(report, open(report_path, 'w'), indent=1)
