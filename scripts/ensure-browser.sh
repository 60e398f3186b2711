#!/usr/bin/env bash
# Find (or install) a Chromium that Playwright can drive.
#
# Messages go to stderr; the chosen executable's path is the last line of stdout, so:
#   PLAYWRIGHT_CHROMIUM="$(bash scripts/ensure-browser.sh | tail -n 1)"
#
# Order: $PLAYWRIGHT_CHROMIUM, /usr/bin/chromium-headless-shell, apt-get install chromium-headless-shell
# (root only; the full chromium when that fails), /usr/bin/chromium,
# Playwright's own Chromium (npx playwright install chromium), else fail with advice.
set -euo pipefail

say() { printf '[ensure-browser] %s\n' "$*" >&2; }

choose() {
  say "using Chromium at $1 ($2)"
  printf '%s\n' "$1"
  exit 0
}

# 1. An explicit choice wins, but only if it can actually be executed.
if [[ -n "${PLAYWRIGHT_CHROMIUM:-}" ]]; then
  if [[ -x "${PLAYWRIGHT_CHROMIUM}" ]]; then
    choose "${PLAYWRIGHT_CHROMIUM}" "from \$PLAYWRIGHT_CHROMIUM"
  fi
  say "PLAYWRIGHT_CHROMIUM=${PLAYWRIGHT_CHROMIUM} is not an executable file; looking elsewhere"
fi

# 2. The system packages. Debian's chromium-headless-shell is the headless build Playwright itself prefers:
#    no browser window code behind the page, so each test costs the machine about a third less CPU than the
#    full chromium (measured on the 360 px store-view spec). The full browser serves when it is the only one.
if [[ -x /usr/bin/chromium-headless-shell ]]; then
  choose /usr/bin/chromium-headless-shell "system package chromium-headless-shell"
fi

# 3. Install the headless shell when we are allowed to (keeping a full chromium found here as the fallback).
if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  say "installing the 'chromium-headless-shell' package with apt-get (this can take a few minutes)..."
  log="$(mktemp -t ensure-browser-apt.XXXXXX)"
  if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >"$log" 2>&1 ||
    { DEBIAN_FRONTEND=noninteractive apt-get update -qq >>"$log" 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell >>"$log" 2>&1; }; then
    if [[ -x /usr/bin/chromium-headless-shell ]]; then
      rm -f "$log"
      choose /usr/bin/chromium-headless-shell "installed with apt-get"
    fi
  fi
  say "apt-get could not install chromium-headless-shell (last lines of its log follow)"
  tail -n 5 "$log" >&2 || true
  rm -f "$log"
  if [[ ! -x /usr/bin/chromium ]]; then
    say "installing the full 'chromium' package instead..."
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2 || true
  fi
fi
if [[ -x /usr/bin/chromium ]]; then
  choose /usr/bin/chromium "system package chromium"
fi

# 4. Playwright's bundled Chromium (needs network access to its CDN).
if command -v npx >/dev/null 2>&1; then
  say "trying: npx playwright install chromium"
  if npx --no-install playwright install chromium >&2; then
    # Ask Playwright where it put the browser.
    path="$(node -e "
      import('playwright-core').then((pw) => process.stdout.write(pw.chromium.executablePath()))
        .catch(() => process.exit(1))
    " 2>/dev/null || true)"
    if [[ -n "$path" && -x "$path" ]]; then
      choose "$path" "installed by Playwright"
    fi
    say "Playwright reported success but no Chromium executable was found"
  else
    say "npx playwright install chromium failed"
  fi
fi

cat >&2 <<'EOF'
[ensure-browser] ERROR: no Chromium available for the end-to-end tests.
[ensure-browser] Install one of these, then run the tests again:
[ensure-browser]   Debian/Ubuntu:  sudo apt-get install chromium-headless-shell   (or chromium)
[ensure-browser]   any system:     npx playwright install --with-deps chromium
[ensure-browser] or point PLAYWRIGHT_CHROMIUM at an existing Chromium/Chrome executable.
EOF
exit 1
