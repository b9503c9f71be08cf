#!/usr/bin/env bash
# Fine-tunes Tesseract's tessdata_best Hebrew LSTM on rendered synthetic lines and writes the
# integer model tesseract.js loads. Development-time only; see README.md for the recipe.
#
# Needs (Debian 12): tesseract-ocr (lstmtraining, combine_tessdata, dawg2wordlist, ...), culmus,
# fonts-noto-core, fonts-dejavu-core, fonts-sil-ezra, python3; and this repository's node_modules
# (@napi-rs/canvas, bidi-js, sharp) for render-lines.ts.
#
# Usage: train.sh WORK_DIR [MAX_ITERATIONS]
#   stages can be re-run one by one: STAGE=data|train|finish train.sh WORK_DIR
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="${1:?work directory}"
MAX_ITERATIONS="${2:-1800}"
BASE_MODEL="${BASE_MODEL:-/work/shared/models/tessdata_best/heb.traineddata}"
STAGE="${STAGE:-all}"
export OMP_THREAD_LIMIT=1

# Free Hebrew faces from Debian (culmus, fonts-noto-core, fonts-dejavu-core, fonts-sil-ezra).
# Upright faces carry most of the weight; a few obliques teach slant tolerance.
F=/usr/share/fonts/truetype
FONTS=(
  $F/culmus/DavidCLM-Medium.otf $F/culmus/DavidCLM-Bold.otf $F/culmus/FrankRuehlCLM-Medium.ttf
  $F/culmus/FrankRuehlCLM-Bold.ttf $F/culmus/MiriamCLM-Book.ttf $F/culmus/MiriamCLM-Bold.ttf
  $F/culmus/MiriamMonoCLM-Book.ttf $F/culmus/MiriamMonoCLM-Bold.ttf $F/culmus/NachlieliCLM-Light.otf
  $F/culmus/NachlieliCLM-Bold.otf $F/culmus/SimpleCLM-Medium.ttf $F/culmus/SimpleCLM-Bold.ttf
  $F/culmus/HadasimCLM-Regular.ttf $F/culmus/KeterYG-Medium.ttf $F/culmus/ShofarRegular.ttf
  $F/culmus/ShofarDemi-Bold.ttf $F/noto/NotoSansHebrew-Regular.ttf $F/noto/NotoSansHebrew-Bold.ttf
  $F/noto/NotoSerifHebrew-Regular.ttf $F/noto/NotoSerifHebrew-Bold.ttf $F/dejavu/DejaVuSans.ttf
  $F/dejavu/DejaVuSans-Bold.ttf $F/dejavu/DejaVuSansCondensed.ttf
  $F/culmus/DavidCLM-MediumItalic.otf $F/culmus/FrankRuehlCLM-MediumOblique.ttf
)
# Ezra SIL sat between the DejaVu and the oblique faces in the shipped run; a machine without
# fonts-sil-ezra renders with the other 25 faces (the second run in README.md did).
if [[ -f $F/ezra/SILEOT.ttf ]]; then FONTS=("${FONTS[@]:0:23}" $F/ezra/SILEOT.ttf "${FONTS[@]:23}"); fi
TRAIN_LINES="${TRAIN_LINES:-9000}"
EVAL_LINES="${EVAL_LINES:-400}"
LINES_PER_PAGE=30
JOBS="${JOBS:-2}"
NODE="${NODE:-$(cd "$HERE/../../../.." && pwd)/node_modules/.bin/node}"

mkdir -p "$WORK"/{base,render,eval,out}

prepare_base() {
  cp "$BASE_MODEL" "$WORK/base/heb.traineddata"
  (cd "$WORK/base" && combine_tessdata -u heb.traineddata heb. >/dev/null)
  dawg2wordlist "$WORK/base/heb.lstm-unicharset" "$WORK/base/heb.lstm-word-dawg" "$WORK/base/heb.words"
  dawg2wordlist "$WORK/base/heb.lstm-unicharset" "$WORK/base/heb.lstm-punc-dawg" "$WORK/base/heb.punc"
  dawg2wordlist "$WORK/base/heb.lstm-unicharset" "$WORK/base/heb.lstm-number-dawg" "$WORK/base/heb.numbers"
}

# Training text: two disjoint seeds for training and evaluation lines.
make_text() {
  python3 "$HERE/make-text.py" "$WORK/base/heb.words" "$TRAIN_LINES" "${TEXT_SEED:-20261125}" >"$WORK/train.txt"
  python3 "$HERE/make-text.py" "$WORK/base/heb.words" "$EVAL_LINES" 7 >"$WORK/eval.txt"
}

# Page images of stacked lines with one WordStr box per line, then one lstmf per page.
render() {
  local text="$1" dir="$2" seed="$3" page
  "$NODE" "$HERE/render-lines.ts" "$text" "$dir" "$seed" "$LINES_PER_PAGE" "${FONTS[@]}"
  find "$dir" -name 'p*.png' | sort | xargs -P "$JOBS" -I{} sh -c 'tesseract "$1" "${1%.png}" --psm 6 lstm.train >/dev/null 2>&1' _ {}
  find "$dir" -name 'p*.lstmf' | sort >"$dir/list.txt"
}

# Fine-tuning "for impact": the base network, its character set and dictionaries unchanged.
# Lines with characters outside that set (the generator's `·` and `x`) are skipped by lstmtraining.
train() {
  lstmtraining --continue_from "$WORK/base/heb.lstm" --traineddata "$WORK/base/heb.traineddata" \
    --model_output "$WORK/out/heb" --train_listfile "$WORK/render/list.txt" \
    --eval_listfile "$WORK/eval/list.txt" --max_iterations "$MAX_ITERATIONS" --target_error_rate 0.005
}

finish() {
  local checkpoint="${CHECKPOINT:-$WORK/out/heb_checkpoint}"
  lstmtraining --stop_training --continue_from "$checkpoint" \
    --traineddata "$WORK/base/heb.traineddata" --model_output "$WORK/heb.float.traineddata"
  lstmtraining --stop_training --convert_to_int --continue_from "$checkpoint" \
    --traineddata "$WORK/base/heb.traineddata" --model_output "$WORK/heb.traineddata"
}

if [[ $STAGE == all || $STAGE == data ]]; then
  prepare_base
  make_text
  render "$WORK/train.txt" "$WORK/render" 1
  render "$WORK/eval.txt" "$WORK/eval" 2
fi
if [[ $STAGE == all || $STAGE == train ]]; then train; fi
if [[ $STAGE == all || $STAGE == finish ]]; then finish; fi
