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
