#!/usr/bin/python3
"""Exports OUTDIR/model.pt to OUTDIR/heb-crnn.onnx.

Input x: N x 1 x H x W float32, ink = 1 - grey/255; output logits: N x W/4 x classes (0 = blank,
k = charset.json chars[k-1]), greedy CTC decoding gives the line in display (visual) order.
Usage: export.py OUTDIR
"""
import json, os, sys
import onnx, torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import CRNN

OUT = sys.argv[1]
cs = json.load(open(f'{OUT}/charset.json'))
model = CRNN(len(cs['chars']) + 1)
model.load_state_dict(torch.load(f'{OUT}/model.pt'))
model.eval()
torch.onnx.export(model, torch.zeros(1, 1, cs['H'], 400), f'{OUT}/heb-crnn.onnx', input_names=['x'],
                  output_names=['logits'], dynamic_axes={'x': {0: 'n', 3: 'w'}, 'logits': {0: 'n', 1: 't'}},
                  opset_version=13)
onnx.checker.check_model(onnx.load(f'{OUT}/heb-crnn.onnx'))
print('exported', sum(p.numel() for p in model.parameters()), 'params')
