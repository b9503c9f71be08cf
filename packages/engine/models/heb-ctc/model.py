"""The spike's CRNN: 5 conv blocks (32 px high -> 1, width /4) and a conv-only CTC head."""
import torch.nn as nn


class CRNN(nn.Module):
    def __init__(self, ncls):
        super().__init__()
        def blk(i, o):
            return [nn.Conv2d(i, o, 3, padding=1, bias=False), nn.BatchNorm2d(o), nn.ReLU(inplace=True)]
        self.cnn = nn.Sequential(
            *blk(1, 16), nn.MaxPool2d(2, 2),            # 16 x W/2
            *blk(16, 32), nn.MaxPool2d(2, 2),           # 8 x W/4
            *blk(32, 64), nn.MaxPool2d((2, 1), (2, 1)),  # 4 x W/4
            *blk(64, 96), nn.MaxPool2d((2, 1), (2, 1)),  # 2 x W/4
            *blk(96, 128), nn.MaxPool2d((2, 1), (2, 1)))  # 1 x W/4
        # conv-only head: a BiLSTM made a step 4x slower here (1.2 s vs 0.3 s, batch 32 x 500 px)
        self.head = nn.Sequential(
            nn.Conv1d(128, 192, 5, padding=2), nn.ReLU(inplace=True), nn.Dropout(0.1),
            nn.Conv1d(192, 192, 5, padding=2), nn.ReLU(inplace=True), nn.Dropout(0.1),
            nn.Conv1d(192, ncls, 1))

    def forward(self, x):  # x: N,1,H,W in [0,1], ink high
        return self.head(self.cnn(x).squeeze(2)).permute(0, 2, 1)  # N,T,ncls (logits)


def load_exported(model, path):
    """Loads the weights of an exported .onnx (export.py) into `model`, for fine-tuning a committed model
    whose training checkpoint is gone. The export folded each batch norm into its conv, so the conv takes
    the folded weights and the batch norm becomes the identity (mean 0, variance 1 - eps, scale 1) with the
    folded bias as its shift; it must stay in eval mode while training (train.py --resume *.onnx does)."""
    import onnx, torch
    from onnx import numpy_helper
    weights = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in onnx.load(path).graph.initializer}
    convs = [m for m in model.cnn if isinstance(m, nn.Conv2d)]
    norms = [m for m in model.cnn if isinstance(m, nn.BatchNorm2d)]
    folded = [v for k, v in weights.items() if not k.startswith('m.')]  # conv weight, bias pairs in graph order
    with torch.no_grad():
        for conv, norm, (w, b) in zip(convs, norms, zip(folded[::2], folded[1::2])):
            conv.weight.copy_(w)
            norm.running_mean.zero_(); norm.running_var.fill_(1 - norm.eps)
            norm.weight.fill_(1); norm.bias.copy_(b)
        for name, p in model.head.named_parameters():
            p.copy_(weights[f'm.head.{name}'])
