#!/usr/bin/env bash
# Runs every seeded law at ten times its CI budget (README, "Tests"): a law that fails just
# past what CI runs is found here before an issue is called resolved.
#
#   scripts/laws-10x.sh                      every law, debug build
#   scripts/laws-10x.sh -c release           the same, release build (a separate build tree)
#   scripts/laws-10x.sh InspectorCacheTests  only the laws named (suite names, as below)
#
# Each law runs alone (`swift test --filter`), with TIPPLAYGROUND_LAW_BUDGET_SCALE=10 and the
# laws' own budget variables unset, from the commit's seed offset (`LawSeeds`; set
# TIPPLAYGROUND_LAW_SEED_OFFSET to replay another). Its output goes to
# .build/laws-10x/NAME.log; the script prints one line per law and exits 1 if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

configuration=()
if [ "${1:-}" = "-c" ]; then configuration=(-c "$2"); shift 2; fi

# Every seeded law, by its suite's type name. The end-to-end one drives tiptui in tmux and
# takes longest, so it runs last.
all_laws=(
    LookingIsInvisibleTests InspectorCacheTests SessionPersonaTests
    ExploreSnapshotEquivalenceTests ExploreStateKeyTests ExploreKnownOutcomesTests
    AppRenderCacheTests ActionScriptTextRoundTripTests SimulatedTimeFormatTests
    SyncConvergencePropertyTests ExplanationTruthPropertyTests RandomOperationModelTests TipSyncLedgerTests
    CellsBufferTests CellsDiffTests TextWrapperASCIITests FormatKeyTests
    TerminalInputLawTests InputLawTests CopyRoundTripLawTests XLIFFTranslatorEditLawTests
    OwnershipLawTests FindingsLawTests PictureLawEndToEndTests ReplayLawEndToEndTests
    LiveEqualsHeadlessEndToEndTests
)
laws=("$@")
[ ${#laws[@]} -eq 0 ] && laws=("${all_laws[@]}")

swift build --build-tests "${configuration[@]}" || exit 1
logs=.build/laws-10x
mkdir -p "$logs"
failed=0
for law in "${laws[@]}"; do
    start=$(date +%s)
    env -u TIPPLAYGROUND_LAW_SEQUENCES -u TIPPLAYGROUND_SYNC_HISTORIES -u TIPPLAYGROUND_EXPLANATION_HISTORIES \
        -u TIPPLAYGROUND_INPUT_STREAMS -u TIPPLAYGROUND_LIVE_LAW_SEEDS -u TIPPLAYGROUND_LAW_SEED \
        -u TIPPLAYGROUND_INPUT_LAW_SEQUENCES -u TIPPLAYGROUND_COPY_LAW_SEQUENCES -u TIPPLAYGROUND_XLIFF_LAW_SEEDS \
        -u TIPPLAYGROUND_LAW_OWNERSHIP_SEEDS -u TIPPLAYGROUND_PICTURE_LAW_SEEDS -u TIPPLAYGROUND_PICTURE_LAW_SEED \
        -u TIPPLAYGROUND_REPLAY_LAW_SESSIONS -u TIPPLAYGROUND_REPLAY_LAW_SEED -u TIPPLAYGROUND_PERSONA_SEEDS \
        TIPPLAYGROUND_LAW_BUDGET_SCALE=10 \
        swift test --skip-build "${configuration[@]}" --filter "$law" >"$logs/$law.log" 2>&1
    status=$?
    offset=$(grep -o 'law seeds: offset [0-9]*' "$logs/$law.log" | head -1)
    if [ $status -eq 0 ]; then verdict=passed; else verdict=FAILED; failed=1; fi
    echo "$verdict $law ($(( $(date +%s) - start )) s, ${offset:-no seed offset printed}; $logs/$law.log)"
done
exit $failed
