#!/usr/bin/python3
"""Exports OUTDIR/model.pt to OUTDIR/heb-crnn.onnx.

Input x: N x 1 x H x W float32, ink = 1 - grey/255; output probs: N x W/4 x classes, softmaxed
(0 = blank, k = charset.json chars[k-1]), as PP-OCR's recogniser gives them; greedy CTC decoding
gives the line in display (visual) order.
Usage: export.py OUTDIR [NAME.onnx]
"""
import json, os, sys
import onnx, torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import CRNN

OUT = sys.argv[1]
NAME = sys.argv[2] if len(sys.argv) > 2 else 'heb-crnn.onnx'
cs = json.load(open(f'{OUT}/charset.json'))
model = CRNN(len(cs['chars']) + 1)
model.load_state_dict(torch.load(f'{OUT}/model.pt'))
model.eval()


class Probabilities(torch.nn.Module):
    def __init__(self, m):
        super().__init__(); self.m = m

    def forward(self, x):
        return self.m(x).softmax(-1)


torch.onnx.export(Probabilities(model), torch.zeros(1, 1, cs['H'], 400), f'{OUT}/{NAME}', input_names=['x'],
                  output_names=['probs'], dynamic_axes={'x': {0: 'n', 3: 'w'}, 'probs': {0: 'n', 1: 't'}},
                  opset_version=13)
onnx.checker.check_model(onnx.load(f'{OUT}/{NAME}'))
print('exported', sum(p.numel() for p in model.parameters()), 'params')
