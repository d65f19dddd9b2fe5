# Agent Atlas: one image for every app process (pages, API, webhooks, scheduled crawler).
# Not built or run on the machine this was written on (no Docker there): review before relying on it.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX and the V8 flags below: scripts/server-process-settings.ts (decision 047).
ENV NODE_ENV=production PORT=3000 MALLOC_ARENA_MAX=2
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server itself (server/main.ts starts the build, decision 043): migrates under an advisory lock, seeds an empty catalogue once, listens.
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=25", "--wasm-lazy-compilation", "-e", "import('./server/main.ts').then((m) => m.main())"]
