#!/bin/sh
# Keeps rendering fresh training chunks into DIR (for train.py --stream DIR) until killed; train.py
# deletes a chunk once it holds it, and rendering waits while WAITING chunks are not taken yet
# (a chunk of 20 000 lines is ~300 MB).
# Usage: stream.sh DIR FIRST_SEED [LINES_PER_CHUNK] [WAITING]   (run from the scratch directory holding wl/)
set -e
R=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
dir=$(cd "$1" && pwd); seed=$2; n=${3:-20000}; waiting=${4:-2}
while :; do
  while [ "$(find "$dir" -maxdepth 1 -name 'c*.npz' | wc -l)" -ge "$waiting" ]; do sleep 5; done
  /usr/bin/python3 "$R/gen_text.py" "$n" "$seed" > "$dir/.t$seed.txt"
  # from the repository, so npx finds its Node (the bidi module is TypeScript)
  (cd "$R" && npx node "$R/to_visual.ts" "$dir/.t$seed.txt" "$dir/.v$seed.txt")
  /usr/bin/python3 "$R/render.py" "$dir/.v$seed.txt" "$dir/.c$seed.npz" "$seed"
  mv "$dir/.c$seed.npz" "$dir/c$(printf %05d "$seed").npz"
  rm -f "$dir/.t$seed.txt" "$dir/.v$seed.txt"
  seed=$((seed + 1))
done
