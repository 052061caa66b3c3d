#!/usr/bin/env bash
# Fails when a message in the source is missing from the catalogs (run `npm run extract`, then
# translate the new entries in locales/srb and locales/cro).
set -euo pipefail
lingui extract --clean > /dev/null
if ! git diff --quiet --exit-code -- locales; then
  git --no-pager diff --stat -- locales
  echo "The catalogs are out of date: run 'npm run extract' and translate the new messages." >&2
  exit 1
fi
