# syntax=docker/dockerfile:1
# The site as a container image (README, "Containers"). Stages:
#   deps     node_modules from the lockfile
#   source   deps + the code
#   migrate  the one-shot migration job: `node scripts/db-setup.mjs` (SKIP_SEED=1 for a real site)
#   build    `next build` (standalone output)
#   runtime  the default target: Next's standalone server only, as the unprivileged `node` user
#
#   docker build -t university-site .                       # the server
#   docker build --target migrate -t university-site-migrate .
#
# BASE is the official Node 24 slim image. Machines that reach no image registry pass a base of
# their own with Node 24 on Debian and a `node` user of uid 1000, like the official image
# (scripts/container-test.sh makes one with debootstrap).
ARG BASE=node:24-slim

FROM ${BASE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# npm ci refuses this lockfile on a registry without Next's macOS/Windows packages (see .ci/run);
# npm install then installs the locked versions for this platform.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS source
COPY . .
# The migration job and the build write the database and uploads under data/ as `node`.
RUN mkdir -p data && chown node:node data

FROM source AS migrate
USER node
# Applies the committed migrations under a lock (several jobs may start at once: one migrates, the
# others wait) and, unless SKIP_SEED=1, adds the demo content. Servers never migrate themselves.
CMD ["node", "scripts/db-setup.mjs"]

FROM source AS build
# The build prerenders pages from a database. By default a throwaway SQLite one made here with the
# demo content, which the servers' first pages then show until a save or their lifetime replaces
# them; a real site builds from its own database, once the migrate job has run
# (`--network host --build-arg BUILD_DATABASE_URL=postgres://…`), and the build only reads it.
ARG BUILD_DATABASE_URL=file:./data/build.db
# Set at build, REDIS_URL wires in the shared Redis cache (next.config.ts); the build itself never
# connects (lib/cache/redis-cache-handler.mjs), and a server started without REDIS_URL keeps its
# cache in its own memory.
ARG REDIS_URL=redis://redis:6379
RUN case "$BUILD_DATABASE_URL" in file:*) DATABASE_URL="$BUILD_DATABASE_URL" node scripts/db-setup.mjs ;; esac \
 && DATABASE_URL="$BUILD_DATABASE_URL" REDIS_URL="$REDIS_URL" npx --no-install next build \
 && mkdir -p .next/last-good

FROM ${BASE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_DIST_DIR=.next \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATABASE_URL=file:/app/data/site.db \
    UPLOADS_DIR=/app/data/uploads
# What scripts/serve.mjs assembles outside containers: the standalone server, the build's static
# files and public/ beside it, the reads' last good results, and the request guard it preloads.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/.next/last-good ./.next/last-good
COPY --from=build /app/public ./public
COPY --from=build /app/scripts/request-guard.mjs ./scripts/
COPY --from=build /app/lib/config/environment.mjs /app/lib/config/site.mjs /app/lib/config/public.mjs ./lib/config/
COPY --from=build /app/lib/http/conditional-response.mjs /app/lib/http/conditional.mjs /app/lib/http/declared-length.mjs /app/lib/http/error-reference.mjs /app/lib/http/precompressed.mjs ./lib/http/
COPY --from=build /app/lib/http/inline-script-hashes.mjs /app/lib/http/inline-script-policy.mjs /app/lib/http/react-inline-runtime.mjs ./lib/http/
COPY --from=build /app/components/shell/inline-scripts.mjs ./components/shell/
COPY --from=build /app/lib/ops/metrics.mjs /app/lib/ops/shutdown.mjs /app/lib/ops/take-over-port.mjs ./lib/ops/
COPY --from=build /app/lib/cache/edge-purge.mjs /app/lib/cache/edge-tags.mjs ./lib/cache/
# Where the server writes: SQLite and uploads when no PostgreSQL or bucket is configured, the
# optimised images' cache, the reads' last good results. The code itself stays root's, read-only to it.
RUN mkdir -p data/uploads .next/cache && chown -R node:node data .next/cache .next/last-good
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness (no database touched); an orchestrator's readiness check asks /api/ready. The shell
# passes the port the server listens on.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.argv[1] + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "${PORT:-3000}"
CMD ["node", "--import", "./scripts/request-guard.mjs", "server.js"]
