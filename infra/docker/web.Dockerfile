# syntax=docker/dockerfile:1.7
#
# The DocNet SPA: built with Vite in a Node stage, served by unprivileged nginx on port 8080, which
# also proxies /api/ to the BFF so the browser sees a single origin.
#
#   docker build -f infra/docker/web.Dockerfile -t docnet/web .
#
# The build context is the repository root (see /.dockerignore). The `manifests` and `deps` stages
# are identical to those of service.Dockerfile, so BuildKit shares their cache.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# ---- manifests: the lockfile and every workspace's package.json (npm ci needs all of them) -----
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

# ---- deps ---------------------------------------------------------------------------------------
FROM manifests AS deps
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false SCARF_ANALYTICS=false
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci

# ---- build: contracts first (the SPA imports its schemas), then the Vite build into web/dist ----
FROM deps AS build
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY web/ web/
RUN ./node_modules/.bin/tsc -b contracts \
 && npm run build -w web \
 && test -f web/dist/index.html

# ---- runtime: static files + nginx, uid 101, no root ----------------------------------------------
FROM ${NGINX_IMAGE} AS runtime
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist/ /usr/share/nginx/html/
# The base image already runs as its unprivileged nginx user (uid 101); stated here on purpose.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
