# The site: Vike's build and the bundled server (dist/), run by node. Build from the repository root:
#   docker build -t stratum-site .        (compose.yaml does it; docs/deploy.md)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/install-cms.mjs scripts/
# the site's image needs no Strapi: the root postinstall would install cms/
RUN STRATUM_SKIP_CMS_INSTALL=1 npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npx vite build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Node's memory flags (docs/deploy.md): young-generation semi-spaces of 8 MB, and an old generation that grows to
# 2.5x what survived its last full collection instead of V8's 4x. The rest of the process settings: deploy/site.env.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=150", "dist/server/serve.mjs"]
