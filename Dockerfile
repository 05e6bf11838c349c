# syntax=docker/dockerfile:1
# Worknet in a container (README "Contenedor"; compose.yaml runs two of these behind Caddy).
#   docker build -t worknet .
#   docker run -p 3000:3000 -e PUBLIC_URL=http://localhost:3000 -v worknet-datos:/data worknet
# Three stages: `build` compiles the web app and the server with every dev tool; `deps` installs
# only the server's production dependencies; the runtime image gets those, the two builds, the
# migrations and PostgreSQL's client for backups, nothing else (no sources, compilers or npm cache).
ARG NODE_IMAGE=node:20-bookworm-slim

# The manifests alone, shared by both installs: `npm ci` is cached until a dependency changes,
# not on every source edit. Every workspace's package.json is needed for the lockfile to match.
FROM ${NODE_IMAGE} AS manifiestos
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifiestos AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM manifiestos AS deps
# The server's runtime dependencies only: the workspace packages (@worknet/domain) are inlined
# in the bundle (apps/server/scripts/build.mjs), the web app is static files.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# `npm run backup` / `restore` on PostgreSQL call pg_dump and psql, which must be at least the
# server's major version (apps/server/src/operacion/respaldo.ts refuses an older pg_dump):
# the client of PG_MAYOR from the PostgreSQL project's own Debian repository (its key ships in
# postgresql-common). compose.yaml builds with the same PG_MAYOR as its server image.
ARG PG_MAYOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAYOR} \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/
# The server finds its migrations (apps/server/drizzle, platform/db/client.ts) and the web app
# (apps/web/dist, platform/http/spa.ts) by walking up from apps/server/dist: the same layout.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (without DATABASE_URL), the generated secrets and the uploaded files
# (DATA_DIR/files: shared between instances in compose.yaml) live in /data, owned by the
# unprivileged user the server runs as.
# /respaldos: where `npm run backup -- --salida /respaldos` writes (a volume in compose.yaml).
RUN mkdir -p /data/files /respaldos && chown -R node:node /data /respaldos
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness with the Node already in the image (no curl): /api/health answers without the database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself as PID 1 gets SIGTERM from `docker stop` (main.ts closes the server gracefully).
CMD ["node", "apps/server/dist/main.js"]
