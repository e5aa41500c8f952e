# The portal: API, back office and citizen app on one port. Configure with environment variables
# (see README): DATABASE_URL, EVENTSTORE_URL, JWT_SECRET, PORT.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY ledger-service/package.json ledger-service/
COPY admin-ui/package.json admin-ui/
COPY citizen-ui/package.json citizen-ui/
# npm install, not npm ci: see .ci/run (npm/cli#8320)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund || true
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "ledger-service/src/main.ts"]
