# syntax=docker/dockerfile:1
#
# Production image for the marketing site.
#
# Three stages: `deps` installs every dependency from the lockfile, `build` compiles
# dist/ and then prunes node_modules to production dependencies, `runtime` copies only
# what the server needs at run time onto a clean slim base.
#
# The base tag is pinned (Node version and Debian release) so rebuilds are reproducible;
# bump it on purpose. scripts/test-container.sh reads this tag from the FROM lines and
# builds a local stand-in for it, so keep every stage on the same tag.

FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The cache mount keeps npm's download cache between builds; it never ends up in a layer.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --loglevel=warn

FROM deps AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --loglevel=warn

FROM node:24.21.0-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    OUTBOX_DIR=/tmp/outbox
WORKDIR /app
# Files stay owned by root and are only readable by the app user: the process cannot
# rewrite its own code, and the root filesystem can be mounted read-only.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/content ./content
# Mount point for a persistent outbox (compose mounts a named volume here; a new named
# volume takes this directory's owner, so the app user can write to it).
RUN mkdir -p /data/outbox && chown 10001:10001 /data/outbox
# A numeric uid outside the base image's users (and above 10000, as kube-score asks) so
# Kubernetes' runAsNonRoot can verify it without /etc/passwd; k8s/ runs the same uid.
USER 10001:10001
EXPOSE 3000
# Exec form with node itself as the command: SIGTERM from `docker stop` or the kubelet
# reaches the server directly (npm would swallow it).
# Heap limits (docs/decisions/059): without them V8 lets a busy server's heap grow to three
# times its live data (RSS 190-250 MB after 100k requests); with them it stays near 130 MB,
# well inside the pod's 192Mi request. `npm start` and `npm run bench` use the same flags
# (scripts/perf/production-node-flags.ts reads them from here).
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=4", "dist/server/index.js"]
