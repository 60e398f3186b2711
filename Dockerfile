# Karoo storefront image: build once, run stateless (state lives in PostgreSQL, or in /data for SQLite).
# The base image is pinned to a release, so a rebuild gets the same Node; raise it on purpose (and test).
ARG NODE_IMAGE=node:22.22.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm ci alone: a lockfile out of step with package.json stops the build instead of being quietly re-resolved.
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app/node_modules ./node_modules
# build/ holds the server and the maintenance commands (build/scripts/{migrate,seed,reindex,reviews,backup,scheduler}.js).
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/downloads ./downloads
COPY --from=build /app/package.json ./
# A named volume mounted on an empty path takes the image's ownership: the node user may write there.
RUN mkdir -p /data/warranty-uploads && chown -R node:node /data
USER node
EXPOSE 3000
# The first start migrates, seeds and builds the search indexes before it listens: give it time.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server.js"]
