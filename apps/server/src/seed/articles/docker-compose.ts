/** The body of 'Docker for Developers: From Zero to Compose' (Markdown). */
export default `"It works on my machine" stops being a joke the moment a new teammate spends two days installing the right versions of Node, PostgreSQL and assorted system libraries. Docker packages your application with everything it needs, so what you test on your laptop is what runs in CI and production. This tutorial builds a small, production-shaped image for a Node.js app, then runs it alongside PostgreSQL with Docker Compose.

## Images and containers

### The mental model

Two words cause most of the early confusion:

- An **image** is a read-only template: a filesystem snapshot plus metadata such as the command to run and the user to run as. Images are built once and shared through a registry.
- A **container** is a running instance of an image. It gets its own isolated process space, network interface and a thin writable layer on top of the image.

In code terms, an image is a class and a container is an object: you can start ten containers from one image, and deleting one doesn't touch the image.

\`\`\`bash
docker image ls          # images on this machine
docker ps                # running containers
docker ps -a             # all containers, including stopped ones
\`\`\`

### Layers

An image is a stack of layers; each Dockerfile instruction that changes the filesystem adds one. If an instruction and everything before it are unchanged, Docker reuses the cached layer instead of rebuilding it. Remember this: it drives most of what follows.

## Writing a Dockerfile for a Node.js app

### The application

Assume a typical TypeScript service: a \`package.json\` with a \`build\` script that compiles \`src/\` to \`dist/\`, and an entry point at \`dist/server.js\` that listens on port 3000. Crucially, the server must listen on \`0.0.0.0\`, not \`localhost\`, or it won't be reachable from outside the container.

### A multi-stage build

Building TypeScript needs the compiler and other dev dependencies; running the result doesn't. A multi-stage build lets you use a full toolchain in one stage and copy only the output into a small final image.

\`\`\`dockerfile
# syntax=docker/dockerfile:1

# ---- Stage 1: install all dependencies ----
FROM node:22-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

# ---- Stage 2: compile TypeScript ----
FROM node:22-alpine AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# ---- Stage 3: the runtime image ----
FROM node:22-alpine AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist

USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
\`\`\`

Only the last stage ends up in the image you ship; the compiler, test libraries and sources stay behind.

### Running as a non-root user

By default, containers run as \`root\`, so a remote code execution bug in your app would hand an attacker root inside the container. The official Node images include an unprivileged \`node\` user, and \`USER node\` switches to it for everything that follows, including \`CMD\`.

Notice that the files are copied in *before* the \`USER\` line, so they are owned by root and merely readable by \`node\`. That's deliberate: the app can't modify its own code. If your app genuinely needs to write somewhere, such as an uploads directory, create that one directory and give \`node\` ownership of it, before the \`USER\` line:

\`\`\`dockerfile
RUN mkdir -p /app/uploads && chown node:node /app/uploads
\`\`\`

### Exec form for CMD and graceful shutdown

\`CMD ["node", "dist/server.js"]\` (the JSON "exec form") runs Node directly as process 1. The shell form, \`CMD node dist/server.js\`, wraps it in \`/bin/sh -c\`, so your app may not be process 1 and may never receive the \`SIGTERM\` that \`docker stop\` sends. Avoid \`CMD ["npm", "start"]\` too: it puts an extra process between Docker and your app for no benefit.

There's one more subtlety. The kernel gives process 1 special treatment: signals it hasn't registered a handler for are ignored. Node registers no \`SIGTERM\` handler by default, so even with the exec form, \`docker stop\` waits ten seconds and then kills the app. Either handle the signal yourself:

\`\`\`ts
// server is the http.Server returned by app.listen()
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
});
\`\`\`

or run the container with a tiny init process that forwards signals, using \`docker run --init\` or \`init: true\` in Compose.

## Keeping builds fast and images small

### Order instructions from least to most frequently changed

Look again at the \`deps\` stage. We copy \`package.json\` and \`package-lock.json\` *first*, install, and only later copy the rest of the source. Your dependencies change perhaps once a week; your source code changes every few minutes. With this ordering, editing a \`.ts\` file invalidates only the layers from \`COPY . .\` onwards, and the expensive \`npm ci\` layer comes from cache.

Put \`COPY . .\` before \`npm ci\` and every one-line change triggers a full reinstall, the commonest cause of slow builds.

### The .dockerignore file

When you run \`docker build .\`, the whole directory is sent to the builder as the *build context*. Without a \`.dockerignore\`, that includes your local \`node_modules\`, your Git history and possibly your \`.env\` file full of secrets, which \`COPY . .\` would then bake into the image. Create one next to the Dockerfile:

\`\`\`bash
cat > .dockerignore <<'EOF'
node_modules
dist
.git
.env
*.log
coverage
Dockerfile
compose.yaml
EOF
\`\`\`

Excluding \`node_modules\` matters for correctness as well as speed: native modules compiled on macOS or Windows won't work on Alpine Linux.

### Choosing a base image

\`node:22\` is built on full Debian and weighs in at around a gigabyte. \`node:22-slim\` is a trimmed Debian, and \`node:22-alpine\` is smaller still. Alpine uses the musl C library instead of glibc, which occasionally trips up packages with native binaries; if you hit strange errors in a native module, switch to \`-slim\` rather than fighting it.

## Running containers

### Build, run and publish ports

\`\`\`bash
docker build -t myapp:1.0.0 .
docker run --rm -p 8080:3000 myapp:1.0.0
\`\`\`

\`-p 8080:3000\` maps port 8080 on your machine to port 3000 in the container, and \`--rm\` deletes the container when it stops. To run it in the background with a name:

\`\`\`bash
docker run -d --name myapp -p 8080:3000 myapp:1.0.0
docker stop myapp
docker rm myapp
\`\`\`

### Environment variables

Configuration belongs in the environment, not in the image, so the same image can run in staging and production:

\`\`\`bash
docker run --rm -p 8080:3000 \\
  -e LOG_LEVEL=debug \\
  -e DATABASE_URL=postgres://app:secret@db.internal:5432/app \\
  myapp:1.0.0

# or load them from a file
docker run --rm -p 8080:3000 --env-file .env myapp:1.0.0
\`\`\`

### Volumes and bind mounts

A container's writable layer disappears with the container. For data that must survive, use a volume:

\`\`\`bash
# Named volume, managed by Docker: ideal for databases
docker volume create pgdata
docker run -d --name pg -e POSTGRES_PASSWORD=secret \\
  -v pgdata:/var/lib/postgresql/data postgres:16-alpine

# Bind mount: maps a host directory into the container, handy in development
docker run --rm -p 8080:3000 -v "$(pwd)/config:/app/config:ro" myapp:1.0.0
\`\`\`

\`:ro\` mounts the directory read-only. Use named volumes for data the container owns, bind mounts for files shared with the host.

## Docker Compose: the whole stack in one file

Long \`docker run\` commands get old quickly. Compose describes services, networks and volumes in one YAML file and manages them together.

### The compose file

Create \`compose.yaml\` (the older name \`docker-compose.yml\` also works):

\`\`\`yaml
services:
  app:
    build: .
    ports:
      - "8080:3000"
    environment:
      NODE_ENV: production
      DATABASE_URL: postgres://app:\${POSTGRES_PASSWORD}@db:5432/app
    depends_on:
      db:
        condition: service_healthy
    restart: unless-stopped

  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD}
      POSTGRES_DB: app
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U app -d app"]
      interval: 5s
      timeout: 3s
      retries: 10
      start_period: 10s

volumes:
  pgdata:
\`\`\`

Put the password in a \`.env\` file next to \`compose.yaml\`, and keep that file out of Git. Compose reads it automatically to fill in \`\${POSTGRES_PASSWORD}\`:

\`\`\`bash
echo "POSTGRES_PASSWORD=change-me-locally" > .env
\`\`\`

### What's going on

- **Service names are hostnames.** Compose puts both services on a private network, so the app reaches the database at \`db:5432\`. There's no need to publish the database port to the host unless you want to connect with a local client.
- **The healthcheck** runs \`pg_isready\` inside the database container every five seconds. The container only counts as *healthy* once PostgreSQL is actually accepting connections, not merely once the process has started.
- **\`depends_on\` with \`condition: service_healthy\`** makes Compose wait for that healthy status before starting \`app\`. Plain \`depends_on: [db]\` only waits for the container to *start*, which is why apps so often crash on boot with "connection refused".
- **The named volume \`pgdata\`** keeps your data across \`docker compose down\` and \`up\` cycles.

Your app should still retry its database connection on start-up. Databases restart in production too, and a health-gated start is a convenience, not a guarantee.

### Everyday commands

\`\`\`bash
docker compose up -d              # start everything in the background
docker compose up -d --build      # rebuild the app image first
docker compose ps                 # status, including health
docker compose logs -f app        # follow the app's logs
docker compose exec db psql -U app -d app   # open a psql shell in the db container
docker compose exec app sh        # a shell inside the running app
docker compose down               # stop and remove containers (volumes are kept)
docker compose down -v            # ...and delete the named volumes too
\`\`\`

Treat \`down -v\` with respect: it deletes your local database. That's exactly what you want when you need a clean slate, and exactly what you don't want by accident.

## Common pitfalls

### Relying on the latest tag

\`FROM node:latest\` or \`image: postgres\` (which implies \`latest\`) means your build can change underneath you overnight when a new major version is released. Pin at least the major version, as in \`node:22-alpine\` and \`postgres:16-alpine\`. Tag your own images with something meaningful, such as a version number or the Git commit SHA, rather than reusing \`latest\`, so you always know what's running and can roll back.

### Running as root

Add a \`USER\` instruction to every image you build. If something then fails with "permission denied", fix ownership of that specific directory rather than removing the \`USER\` line.

### Huge images

A 1.5 GB image is slow to push, slow to pull and slow to scale. The usual culprits are a full base image, dev dependencies in the final stage, a missing \`.dockerignore\`, and build tools left lying around. Check where the size comes from with:

\`\`\`bash
docker image ls myapp
docker history myapp:1.0.0
\`\`\`

Also remember that deleting a file in a later layer doesn't shrink the image, because the earlier layer still contains it. Clean up in the same \`RUN\` instruction that created the mess, or use a multi-stage build so the mess never reaches the final stage.

### Secrets in images

Anything you \`COPY\` into an image, or pass as a build argument, can be recovered by anyone who can pull the image. Keep secrets in environment variables or a secrets manager at runtime, and keep \`.env\` in \`.dockerignore\`.

## Wrapping up

You now have a small, non-root, cache-friendly multi-stage image, and a Compose file that brings up the app and a healthy PostgreSQL with \`docker compose up -d\`. The same image can be pushed to a registry and deployed unchanged, which is the real payoff: one artefact that behaves the same everywhere. Try containerising a service you already work on, and check its size with \`docker image ls\`.
`;
