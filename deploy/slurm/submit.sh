#!/usr/bin/env bash
# Submits the conversion array, then the merge to run once every task of it succeeded.
set -euo pipefail
: "${DOCS:?set DOCS to the documentation tree to convert}"
: "${WORK:?set WORK to a folder every node sees}"
here=$(dirname "$0")
array=$(sbatch --parsable --export=ALL "$here/bitext-convert.sbatch")
sbatch --parsable --export=ALL --dependency="afterok:${array%%;*}" "$here/bitext-merge.sbatch"
