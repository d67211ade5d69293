# The service image. Build: docker build -t target-people .   (docker-compose.yml uses it)
FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY src/cli/prisma-generate.mjs src/cli/build-web.mjs ./src/cli/
RUN npm ci --no-audit --no-fund --include=dev
COPY tsconfig.json schema.graphql ./
COPY openapi ./openapi
COPY src ./src
RUN node src/cli/prisma-generate.mjs && node src/cli/build-web.mjs
USER node
EXPOSE 3000
CMD ["node", "--max-old-space-size=512", "--experimental-async-context-frame", "--import", "tsx", "src/main.ts"]
