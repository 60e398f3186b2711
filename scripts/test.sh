#!/usr/bin/env bash
# The one command that runs every test: `npm test` (README and CI both use it).
#
#   1. install dependencies when node_modules is missing or older than package-lock.json
#   2. unit and integration tests (Vitest); integration tests also run on PostgreSQL
#      when TEST_DATABASE_URL is set, e.g. postgres://postgres@127.0.0.1:5432/test.
#      Beside them, one after the other in the background: find a Chromium for Playwright
#      (scripts/ensure-browser.sh), build the app (npm run build), `npm run typecheck`, `npm run lint`
#   3. the typecheck and the lint, each counted as one check that passes or fails
#   4. the build's result
#   5. end-to-end tests (Playwright, JavaScript on and off) against the built app
#
# The background steps run beside Vitest because its integration tests spend much of their time waiting
# on sockets, child processes and PostgreSQL, which leaves a core free on a two-core machine; they run one
# at a time so that Vitest keeps the other. Their output is kept in .cache/test-results/<step>.log and
# printed when Vitest is done (all of it when the step failed).
#
# Ends with one line "N passed, N failed, N skipped" and exits non-zero if anything failed.
# TEST_SKIP_E2E=1 skips the browser, the build and step 5 (for a quick local run; CI never sets it).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"
RESULTS="$ROOT/.cache/test-results"
mkdir -p "$RESULTS"
rm -f "$RESULTS"/vitest.json* "$RESULTS"/playwright.json* "$RESULTS"/checks.failed "$RESULTS"/{browser,build,typecheck,lint}.{log,rc,out}

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
# line per failed test ("file › title", for Vitest with the failure's first line) to the report's name
# + .failed, for the summary at the end (CI keeps only the tail of the output). A test file that cannot
# even load counts as one failure.
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
const flaky = []
if (kind === 'vitest') {
  let brokenFiles = 0
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '')
    const inside = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
    // With the assertion's first line: CI keeps only the tail of the output, where this summary is.
    for (const t of inside) {
      const why = String(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)
      failed.push(`${where} › ${t.fullName ?? t.title}${why ? ` (${why})` : ''}`)
    }
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
        const name = `${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}`
        if (test.status === 'unexpected') failed.push(name)
        if (test.status === 'flaky') flaky.push(name)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  const s = report.stats ?? {}
  // A flaky test failed once and passed on retry: it passed, and the summary names it.
  console.log((s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0, s.skipped ?? 0)
}
fs.writeFileSync(`${file}.failed`, failed.map((name) => `${name}\n`).join(''))
fs.writeFileSync(`${file}.flaky`, flaky.map((name) => `${name}\n`).join(''))
EOF
}

# ---------------------------------------------------------------------------------------------
step "1/5 dependencies"
# Why node_modules must be installed (one line), or nothing when every package of package-lock.json is
# installed at its locked version, as npm recorded in node_modules/.package-lock.json after its last install.
# Versions are compared rather than file times: a fresh checkout has a newer package-lock.json than a
# node_modules that still matches it.
install_reason() {
  node --input-type=module - <<'EOF'
import fs from 'node:fs'
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}
const installed = read('node_modules/.package-lock.json')
const locked = read('package-lock.json')
const manifest = read('package.json') ?? {}
if (!installed) {
  console.log('node_modules is missing or was not installed by npm')
} else if (locked) {
  for (const [where, entry] of Object.entries(locked.packages ?? {})) {
    // "" is this project; optional packages (other platforms' binaries) may rightly be absent.
    if (!where.startsWith('node_modules/')) continue
    const have = installed.packages?.[where]
    if (!have && entry.optional) continue
    if (have?.version !== entry.version) {
      console.log(`${where.slice('node_modules/'.length)} ${have?.version ?? 'is not installed'}, package-lock.json wants ${entry.version}`)
      break
    }
  }
} else {
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  const missing = names.find((name) => !installed.packages?.[`node_modules/${name}`])
  if (missing) console.log(`${missing} is not installed`)
}
EOF
}
reason="$(install_reason)"
if [[ -n $reason && -L node_modules ]]; then
  # npm ci empties node_modules through the link: another checkout's dependencies would vanish mid-run.
  note "node_modules is a link to $(readlink node_modules), shared with another checkout, and out of date ($reason)"
  note "not reinstalling through the link; run npm ci where it points. Testing with it as it is"
elif [[ -n $reason ]]; then
  note "installing: $reason (better-sqlite3 may compile for ~90 s)"
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
  note "node_modules matches package-lock.json"
fi

# Background steps: each writes its output to $RESULTS/<name>.log and "<exit code> <seconds>" to
# $RESULTS/<name>.rc. They run in this order, one at a time, while Vitest runs.
run_step() { # name command...
  local name=$1 started=$SECONDS rc=0
  shift
  "$@" >"$RESULTS/$name.log" 2>&1 || rc=$?
  echo "$rc $((SECONDS - started))" >"$RESULTS/$name.rc"
  return 0
}
# "<exit code> <seconds>" of a background step, or "127 0" when it never ran to its end.
step_result() { cat "$RESULTS/$1.rc" 2>/dev/null || echo "127 0"; }

run_e2e=1
[[ "${TEST_SKIP_E2E:-}" == "1" ]] && run_e2e=0
# A check that fails adds one failure and a "failed: <check>" line to the summary.
check_failed() { # name message
  failed=$((failed + 1))
  printf '%s\n' "$1" >>"$RESULTS/checks.failed"
  problem "$2"
}

background() {
  if ((run_e2e)); then
    # The path of the chosen Chromium is the last line of ensure-browser.sh's output.
    run_step browser bash -c 'bash scripts/ensure-browser.sh >"$0"' "$RESULTS/browser.out"
    run_step build npm run build
  fi
  run_step typecheck npm run typecheck
  run_step lint npm run lint
}
# Both the build and scripts/patch-remix.test.ts patch Remix in node_modules when it is not patched yet;
# patching first means neither writes a file while the other reads it.
node scripts/patch-remix.mjs >/dev/null 2>&1 || true # a failure shows again in the build's output
# With job control on, the background steps get a process group of their own, so that a run that ends
# early (Ctrl-C, a failure of this script) can end them all; without it they would keep running.
set -m
background </dev/null &
background_pid=$!
set +m
trap 'kill -- -"$background_pid" 2>/dev/null || true' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------
step "2/5 unit and integration tests (Vitest); beside them:$( ((run_e2e)) && printf ' browser, build,') typecheck, lint"
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  note "databases: SQLite and PostgreSQL (TEST_DATABASE_URL is set)"
else
  note "databases: SQLite only (set TEST_DATABASE_URL=postgres://... to include PostgreSQL)"
fi
vitest_started=$SECONDS
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
note "Vitest: $vp passed, $vf failed, $vs skipped ($((SECONDS - vitest_started)) s)"

# ---------------------------------------------------------------------------------------------
step "3/5 typecheck and lint (ran beside Vitest)"
waited=$SECONDS
wait "$background_pid" || true
trap - EXIT # they are done: nothing is left to end, and their process group's number may be reused
((SECONDS - waited > 1)) && note "waited $((SECONDS - waited)) s for them after Vitest"
for check in typecheck lint; do
  read -r rc took < <(step_result "$check")
  if ((rc == 0)); then
    passed=$((passed + 1))
    note "npm run $check: passed ($took s)"
  else
    sed 's/^/    | /' "$RESULTS/$check.log"
    check_failed "npm run $check" "npm run $check failed (exit code $rc; its output is above)"
  fi
done

if ((run_e2e)); then
  step "4/5 browser and build (ran beside Vitest)"
  read -r rc took < <(step_result browser)
  sed 's/^/    | /' "$RESULTS/browser.log"
  chromium_path="$(tail -n 1 "$RESULTS/browser.out" 2>/dev/null || true)"
  if ((rc == 0)) && [[ -n "$chromium_path" ]]; then
    export PLAYWRIGHT_CHROMIUM="$chromium_path"
    note "PLAYWRIGHT_CHROMIUM=$PLAYWRIGHT_CHROMIUM"
  else
    run_e2e=0
    failed=$((failed + 1))
    problem "no Chromium for the end-to-end tests (see the message above); they were not run"
  fi
  read -r rc took < <(step_result build)
  if ((rc == 0)); then
    note "npm run build: finished ($took s)"
  else
    sed 's/^/    | /' "$RESULTS/build.log"
    run_e2e=0
    failed=$((failed + 1))
    problem "the app does not build (npm run build failed, see above); the end-to-end tests were not run"
  fi
else
  step "4-5/5 browser, build and end-to-end tests: skipped because TEST_SKIP_E2E=1"
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
# Playwright retries a failed test once on CI; one that then passed counts as passed, named here so that
# its flakiness is seen (and fixed) rather than hidden by the retry.
while IFS= read -r name; do
  printf '    flaky (failed, then passed on retry): %s\n' "$name"
done < <(cat "$RESULTS"/playwright.json.flaky 2>/dev/null || true)
while IFS= read -r name; do
  printf '    failed: %s\n' "$name"
done < <(cat "$RESULTS"/checks.failed "$RESULTS"/vitest.json.failed "$RESULTS"/playwright.json.failed 2>/dev/null || true)
if ((skipped > 0)); then
  echo "$passed passed, $failed failed, $skipped skipped"
else
  echo "$passed passed, $failed failed"
fi
((failed == 0))
