#!/usr/bin/env bash
# Check the Docker deployment's files with the tools this machine has, and say what could not be checked:
#   1. docker-compose.yml parses (docker compose config, or the older docker-compose);
#   2. docker/nginx.conf passes nginx -t, inside an http block as in the nginx image;
#   3. the image builds, when a Docker daemon answers.
# Exits non-zero when a check that ran failed; a check that could not run is reported, not failed.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
failed=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The compose file requires a SESSION_SECRET from the deployer: any value will do for parsing.
export SESSION_SECRET="${SESSION_SECRET:-check-deploy-placeholder-secret}"
if docker compose version >/dev/null 2>&1; then compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then compose=(docker-compose)
else compose=()
fi
if ((${#compose[@]})); then
  if "${compose[@]}" config -q; then echo "ok       docker-compose.yml parses (${compose[*]} config, $("${compose[@]}" version --short 2>/dev/null))"
  else echo "FAILED   ${compose[*]} config"; failed=1
  fi
else
  echo "not run  docker compose config: no compose client (docker compose plugin or docker-compose)"
fi

nginx_bin="$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)"
if [[ -n "$nginx_bin" ]]; then
  chmod 755 "$tmp"
  # The compose service mounts the file as conf.d/default.conf, which the image's nginx.conf includes in http {}.
  cat >"$tmp/nginx.conf" <<CONF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events {}
http {
  client_body_temp_path $tmp/body; proxy_temp_path $tmp/proxy;
  fastcgi_temp_path $tmp/fastcgi; uwsgi_temp_path $tmp/uwsgi; scgi_temp_path $tmp/scgi;
  include $PWD/docker/nginx.conf;
}
CONF
  if out="$("$nginx_bin" -t -c "$tmp/nginx.conf" -p "$tmp" 2>&1)"; then echo "ok       docker/nginx.conf passes nginx -t ($("$nginx_bin" -v 2>&1 | sed 's/.*: //'))"
  else echo "FAILED   nginx -t:"; echo "$out"; failed=1
  fi
else
  echo "not run  nginx -t: nginx is not installed (apt-get install nginx-light)"
fi

if docker info >/dev/null 2>&1; then
  if docker build -q -t karoo-check-deploy . >/dev/null; then echo "ok       the image builds (docker build)"
  else echo "FAILED   docker build"; failed=1
  fi
else
  echo "not run  docker build: no Docker daemon answers"
fi
exit "$failed"
