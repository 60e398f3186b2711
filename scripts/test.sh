#!/usr/bin/env bash
# The one command that runs every test: `npm test` (README and CI both use it).
#
#   1. install dependencies when node_modules is missing or older than package-lock.json
#   2. unit + integration tests (Vitest); integration tests also run on PostgreSQL
#      when TEST_DATABASE_URL is set, e.g. postgres://postgres@127.0.0.1:5432/test
#   3. find a Chromium for Playwright (scripts/ensure-browser.sh)
#   4. build the app (npm run build)
#   5. end-to-end tests (Playwright, JavaScript on and off) against the built app
#
# Ends with one line "N passed, N failed, N skipped" and exits non-zero if anything failed.
# Type checking and linting are separate: npm run typecheck, npm run lint.
# TEST_SKIP_E2E=1 stops after step 2 (for a quick local run; CI never sets it).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
RESULTS="$ROOT/.cache/test-results"
mkdir -p "$RESULTS"
rm -f "$RESULTS"/vitest.json* "$RESULTS"/playwright.json*

STARTED=$SECONDS
passed=0
failed=0
skipped=0
problems=()

step() { printf '\n==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
problem() {
  problems+=("$1")
  printf '    !! %s\n' "$1" >&2
}

# Print "passed failed skipped" from a Vitest or Playwright JSON report (or "0 0 0"), and write one
# line per failed test ("file › title") to the report's name + .failed, for the summary at the end
# (CI keeps only the tail of the output). A test file that cannot even load counts as one failure.
count_results() { # kind file
  node --input-type=module - "$1" "$2" <<'EOF'
import fs from 'node:fs'
import path from 'node:path'
const [kind, file] = process.argv.slice(2)
let report
try {
  report = JSON.parse(fs.readFileSync(file, 'utf8'))
} catch {
  console.log('0 0 0')
  process.exit(0)
}
const failed = []
if (kind === 'vitest') {
  let brokenFiles = 0
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '')
    const inside = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of inside) failed.push(`${where} › ${t.fullName ?? t.title}`)
    if (suite.status === 'failed' && inside.length === 0) {
      brokenFiles++
      failed.push(`${where} (the file did not load)`)
    }
  }
  console.log(
    report.numPassedTests ?? 0,
    (report.numFailedTests ?? 0) + brokenFiles,
    (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  )
} else {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failed.push(`${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  const s = report.stats ?? {}
  // A flaky test failed once and passed on retry: it passed.
  console.log((s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0)
}
fs.writeFileSync(`${file}.failed`, failed.map((name) => `${name}\n`).join(''))
EOF
}

# ---------------------------------------------------------------------------------------------
step "1/5 dependencies"
lock=package-lock.json
[[ -f $lock ]] || lock=package.json
if [[ ! -d node_modules ]] || [[ ! -f node_modules/.package-lock.json ]] || [[ $lock -nt node_modules/.package-lock.json ]]; then
  note "node_modules is missing or older than $lock: installing (better-sqlite3 may compile for ~90 s)"
  if npm ci --no-audit --no-fund; then
    note "installed with npm ci"
  else
    note "npm ci failed (the registry may lack a platform package named in the lockfile); trying npm install"
    if npm install --no-audit --no-fund; then
      note "installed with npm install"
    else
      printf '\nDependency installation failed (npm ci and npm install); no tests were run.\n' >&2
      echo "0 passed, 1 failed"
      exit 1
    fi
  fi
else
  note "node_modules is up to date with $lock"
fi

# ---------------------------------------------------------------------------------------------
step "2/5 unit and integration tests (Vitest)"
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  note "databases: SQLite and PostgreSQL (TEST_DATABASE_URL is set)"
else
  note "databases: SQLite only (set TEST_DATABASE_URL=postgres://... to include PostgreSQL)"
fi
vitest_rc=0
npx --no-install vitest run --reporter=default --reporter=json \
  --outputFile.json="$RESULTS/vitest.json" || vitest_rc=$?
read -r vp vf vs < <(count_results vitest "$RESULTS/vitest.json")
passed=$((passed + vp))
failed=$((failed + vf))
skipped=$((skipped + vs))
if ((vp + vf + vs == 0)); then
  failed=$((failed + 1))
  problem "Vitest ran no tests (exit code $vitest_rc): check test.include in vitest.config.ts"
elif ((vitest_rc != 0 && vf == 0)); then
  failed=$((failed + 1))
  problem "Vitest exited with code $vitest_rc although no test failed (an error outside a test; see above)"
fi
note "Vitest: $vp passed, $vf failed, $vs skipped"

# ---------------------------------------------------------------------------------------------
run_e2e=1
if [[ "${TEST_SKIP_E2E:-}" == "1" ]]; then
  run_e2e=0
  step "3-5/5 end-to-end tests: skipped because TEST_SKIP_E2E=1"
fi

if ((run_e2e)); then
  step "3/5 browser for Playwright"
  if chromium_path="$(bash scripts/ensure-browser.sh | tail -n 1)" && [[ -n "$chromium_path" ]]; then
    export PLAYWRIGHT_CHROMIUM="$chromium_path"
    note "PLAYWRIGHT_CHROMIUM=$PLAYWRIGHT_CHROMIUM"
  else
    run_e2e=0
    failed=$((failed + 1))
    problem "no Chromium for the end-to-end tests (see the message above); they were not run"
  fi
fi

if ((run_e2e)); then
  step "4/5 build (npm run build)"
  if npm run build; then
    note "build finished"
  else
    run_e2e=0
    failed=$((failed + 1))
    problem "the app does not build (npm run build failed, see above); the end-to-end tests were not run"
  fi
fi

if ((run_e2e)); then
  step "5/5 end-to-end tests (Playwright)"
  spec_count=$(find tests/e2e -type f -name '*.spec.ts' 2>/dev/null | wc -l | tr -d ' ')
  if ((spec_count == 0)); then
    note "no Playwright specs in tests/e2e yet: nothing to run"
  elif [[ ! -f server.ts ]]; then
    failed=$((failed + 1))
    problem "server.ts is missing, so Playwright cannot start the app; the end-to-end tests were not run"
  else
    note "$spec_count spec file(s); the app starts on http://127.0.0.1:3100 with a fresh demo database"
    pw_rc=0
    PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/playwright.json" npx --no-install playwright test || pw_rc=$?
    read -r pp pf ps < <(count_results playwright "$RESULTS/playwright.json")
    passed=$((passed + pp))
    failed=$((failed + pf))
    skipped=$((skipped + ps))
    if ((pw_rc != 0 && pf == 0)); then
      failed=$((failed + 1))
      problem "Playwright exited with code $pw_rc although no test failed (web server or config error; see above)"
    fi
    note "Playwright: $pp passed, $pf failed, $ps skipped"
  fi
fi

# ---------------------------------------------------------------------------------------------
elapsed=$((SECONDS - STARTED))
printf '\n==> done in %dm%02ds\n' $((elapsed / 60)) $((elapsed % 60))
for p in "${problems[@]+"${problems[@]}"}"; do
  printf '    !! %s\n' "$p"
done
while IFS= read -r name; do
  printf '    failed: %s\n' "$name"
done < <(cat "$RESULTS"/vitest.json.failed "$RESULTS"/playwright.json.failed 2>/dev/null || true)
if ((skipped > 0)); then
  echo "$passed passed, $failed failed, $skipped skipped"
else
  echo "$passed passed, $failed failed"
fi
((failed == 0))
