#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) and runs one of them.
#
#   scripts/fuzz.sh TARGET [SECONDS] [libFuzzer options...]
#   scripts/fuzz.sh build                  # build only
#
# TARGET: rule, playground, script-parse, script-run, terminal-input. The corpus grows in .build/fuzz/corpus/TARGET
# (seeded from Fuzz/corpus/...; TIPFUZZ_CORPUS moves it); crashes go to .build/fuzz/crashes/TARGET/. The build
# goes to .build/fuzz, so the normal .build/debug is never touched. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:?usage: scripts/fuzz.sh rule|playground|script-parse|script-run|terminal-input|build [SECONDS] [libFuzzer options]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : $# ))

build_path=.build/fuzz
# The sanitizer flags are set per target in Package.swift (fuzzed modules only, not the macro plugin).
TIPPLAYGROUND_FUZZ=1 swift build --build-path "$build_path" --product TipFuzz 2>&1 \
    | grep -v -e '^\[' -e 'Cannot export local symbol' || true
binary="$build_path/debug/TipFuzz"
[ -x "$binary" ] || { echo "fuzz.sh: the fuzz build failed" >&2; exit 2; }
[ "$target" = build ] && exit 0

# The seed corpus: small files per target, plus the shipped examples and demo scripts.
case "$target" in
    rule) seeds=(Fuzz/corpus/rule) ;;
    playground) seeds=(Fuzz/corpus/playground examples demo-scripts/playgrounds) ;;
    script-parse|script-run) seeds=(Fuzz/corpus/script demo-scripts) ;;
    terminal-input) seeds=(Fuzz/corpus/terminal-input) ;;
    *) echo "fuzz.sh: unknown target '$target' (rule, playground, script-parse, script-run, terminal-input)" >&2; exit 2 ;;
esac
# TIPFUZZ_CORPUS: where corpora live (default .build/fuzz/corpus, which grows from run to run).
corpus="${TIPFUZZ_CORPUS:-$build_path/corpus}/$target"
crashes="$build_path/crashes/$target"
mkdir -p "$corpus" "$crashes"
for seed in "${seeds[@]}"; do
    find "$seed" -maxdepth 1 -type f \( -name '*.json' -o -name '*.tipscript' -o -name '*.rule' -o -name '*.input' \) \
        -exec cp -n {} "$corpus/" \;
done

# Swift's backtracer would hold a crash for interactive use instead of letting libFuzzer write it.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export TIPFUZZ_TARGET="$target"
echo "fuzz.sh: $target for ${seconds}s (corpus $corpus, crashes in $crashes)"
exec "$binary" "$corpus" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$crashes/" -print_final_stats=1 "$@"
