#!/usr/bin/env bash
# Runs a command once per day of a week, with the clock of every process it starts (Node, the
# embedded PostgreSQL, Chromium) moved to that day, to prove a suite does not depend on the day
# it runs. Needs libfaketime (`apt-get install -y faketime`); not part of CI.
#
#   scripts/each-day-of-week.sh [--from 2026-11-30] [--at 09:00] -- npx vitest run src/shared
#
# The default week runs Monday 30 November to Sunday 6 December 2026: it crosses a month.
# The clock is shifted, not frozen (an offset from the real time, the same for every process),
# so timers, timeouts and the ordering of events behave as usual.
set -uo pipefail

from=2026-11-30
at=09:00
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    --at) at="$2"; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--from YYYY-MM-DD] [--at HH:MM] -- command…" >&2; exit 2; }
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 2; }

failed=0
summary=()
for offset_day in 0 1 2 3 4 5 6; do
  day=$(date -u -d "$from + $offset_day day" +%F)
  # Europe/Paris local time, as the journeys' browser uses.
  target=$(TZ=Europe/Paris date -d "$day $at" +%s)
  shift_s=$((target - $(date +%s)))
  label="$(TZ=Europe/Paris LC_ALL=C date -d "@$target" '+%a %F %H:%M %Z')"
  echo "== $label (clock shifted by ${shift_s}s): $*"
  started=$(date +%s)
  sign='+'; [ "$shift_s" -lt 0 ] && sign=''
  FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "${sign}${shift_s}s" "$@"
  status=$?
  took=$(($(date +%s) - started))
  [ $status -eq 0 ] || failed=1
  summary+=("$label  exit $status  ${took}s")
done
echo
echo "== each day of the week"
printf '%s\n' "${summary[@]}"
exit $failed
