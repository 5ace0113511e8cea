# The portal as one image: the server (TypeScript run directly by Node 24, decision 002)
# and the built web app. Deploying it: docs/operations.md.

# 1. Build the web app with every dependency.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build

# 2. The server's runtime dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @portal/server --include-workspace-root \
    && npm cache clean --force

# 3. What runs: no compiler, no dev tools, not root.
FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/shared/src packages/shared/src
COPY apps/server/package.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/src apps/server/src
COPY apps/server/dev/youtube-stand-in.ts apps/server/dev/
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: used only by the embedded database and the demo (PRODUCTION=off).
RUN mkdir data && chown node:node data
ENV HOST=0.0.0.0 \
    PORT=3000 \
    PRODUCTION=on \
    DEMO=off
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command the tests start the server with (apps/server/src/db/postgres-restart.test.ts).
CMD ["node", "apps/server/src/main.ts"]
