#!/usr/bin/env bash
# Fails when a message in the source is missing from the catalogs (run `npm run extract`, then
# translate the new entries in locales/srb and locales/cro), when an srb or cro entry is left
# untranslated or in English, or when two catalogs of one language give one message different
# texts (Lingui merges them at run time: give the message a context, or use one translation).
set -euo pipefail
PATH="$(dirname "$0")/../node_modules/.bin:$PATH"
lingui extract --clean > /dev/null
if ! git diff --quiet --exit-code -- locales; then
  git --no-pager diff --stat -- locales
  echo "The catalogs are out of date: run 'npm run extract' and translate the new messages." >&2
  exit 1
fi
if ! problems="$(tsx scripts/catalogs/collisions.ts)"; then
  echo "$problems"
  echo "Fix the catalogs' problems above (tests/i18n/catalogs.test.ts tells the same)." >&2
  exit 1
fi
