# Uplift Founder Audit as a container image (docs/deploy.md): build with the dev dependencies, run the
# built server on Node 22 with the production dependencies only, as the unprivileged `node` user.
#   docker build -t uplift-founder-audit .
#   docker compose up -d            (compose.yaml: PostgreSQL, two instances, nginx)

FROM node:22-slim AS build
WORKDIR /app
# the postinstall script applies patches/ to node_modules
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/uplift
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /var/lib/uplift && chown node:node /var/lib/uplift
# what the server reads at run time: the built server and web app, and the SQL migrations
COPY drizzle ./drizzle
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# the server drains its in-flight requests within 10 s of SIGTERM: `docker stop` waits 10 s by default,
# so give it more (`docker stop -t 20`, compose's stop_grace_period)
STOPSIGNAL SIGTERM
CMD ["node", "build/server/server.js"]
