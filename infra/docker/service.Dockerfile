# syntax=docker/dockerfile:1.7
#
# One image recipe for every Node deployable of DocNet (the six services and the BFF).
#
#   docker build -f infra/docker/service.Dockerfile --build-arg PACKAGE=services/identity -t docnet/identity .
#   docker build -f infra/docker/service.Dockerfile --build-arg PACKAGE=bff --build-arg HEALTH_PATH=/api/health -t docnet/bff .
#
# The build context is the repository root (see /.dockerignore). Only the runtime stage reads
# PACKAGE, so `manifests`, `deps`, `build` and `prod-deps` are byte-identical for all seven images and
# BuildKit builds them once: `docker compose build` compiles the monorepo a single time.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- manifests: the lockfile and every workspace's package.json --------------------------------
# `npm ci` refuses a lockfile whose workspaces are missing, so all of them are listed here
# (tests/compose/compose.test.ts fails when a workspace of /package.json is not).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY services/platform/package.json services/platform/
COPY services/identity/package.json services/identity/
COPY services/profile/package.json services/profile/
COPY services/content/package.json services/content/
COPY services/social-graph/package.json services/social-graph/
COPY services/events-news-cme/package.json services/events-news-cme/
COPY services/ai-assistant/package.json services/ai-assistant/
COPY services/notifications/package.json services/notifications/
COPY bff/package.json bff/
COPY web/package.json web/
COPY infra/package.json infra/
COPY tests/package.json tests/

# ---- deps: everything, dev dependencies included (TypeScript lives at the root) ----------------
FROM manifests AS deps
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false SCARF_ANALYTICS=false
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci

# ---- build: tsc -b compiles contracts, services/platform, every service and the BFF ------------
FROM deps AS build
COPY tsconfig.base.json tsconfig.build.json ./
COPY contracts/ contracts/
COPY services/ services/
COPY bff/ bff/
RUN ./node_modules/.bin/tsc -b tsconfig.build.json

# ---- prod-deps: production dependencies of the Node deployables only ---------------------------
# Scoping `npm ci` to these workspaces keeps the SPA's, the test tooling's and the local-infra
# packages' dependencies (antd, playwright-core, tsx, ...) out of the images; the workspace links
# node_modules/@docnet/* are still created. One shared layer for all seven images.
FROM manifests AS prod-deps
ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false SCARF_ANALYTICS=false
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev \
      --workspace=contracts \
      --workspace=services/platform \
      --workspace=services/identity \
      --workspace=services/profile \
      --workspace=services/content \
      --workspace=services/social-graph \
      --workspace=services/events-news-cme \
      --workspace=services/ai-assistant \
      --workspace=services/notifications \
      --workspace=bff

# ---- runtime: production node_modules + the compiled output this deployable needs --------------
FROM prod-deps AS runtime
# Common to all eight images (before ARG PACKAGE, so these layers are shared too). Workspace
# dependencies resolve through the node_modules/@docnet/* links to these folders.
COPY infra/docker/healthcheck.cjs /usr/local/lib/docnet/healthcheck.cjs
COPY --from=build /app/contracts/dist/ contracts/dist/
COPY --from=build /app/services/platform/dist/ services/platform/dist/
# PACKAGE: the workspace folder of the deployable, e.g. services/identity or bff.
ARG PACKAGE
# HEALTH_PATH: the route the image's HEALTHCHECK probes (the BFF's is /api/health).
ARG HEALTH_PATH=/health
RUN test -n "${PACKAGE}" || { echo "build arg PACKAGE is required (e.g. services/identity)" >&2; exit 1; }
COPY --from=build /app/${PACKAGE}/dist/ ${PACKAGE}/dist/
# Fail the build, not the first start, when PACKAGE does not name a built deployable. /app/.local is
# the one writable folder for the unprivileged user (local adapters write .local/outbox when no
# provider credentials are configured).
RUN test -f "${PACKAGE}/dist/main.js" || { echo "${PACKAGE}/dist/main.js was not built" >&2; exit 1; } \
 && mkdir -p /app/.local \
 && chown node:node /app/.local
ENV NODE_ENV=production \
    HEALTH_PATH=${HEALTH_PATH}
LABEL org.opencontainers.image.title="docnet-${PACKAGE}" \
      org.opencontainers.image.description="DocNet deployable ${PACKAGE}"
USER node
WORKDIR /app/${PACKAGE}
# PORT comes from the environment (compose sets it per deployable); the probe needs only node.
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "/usr/local/lib/docnet/healthcheck.cjs"]
CMD ["node", "dist/main.js"]
