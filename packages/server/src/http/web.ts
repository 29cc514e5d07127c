/**
 * The web table (packages/web), built by `npm run web:build`: its files at `/`, and the page itself for
 * every client route (`/table/ID`) that is not a file or the API. Without a build, `/` says how to make one.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { PageFallback } from "./errors.ts";

/** The built client of this repository. */
export const WEB_DIST = join(import.meta.dirname, "../../../web/dist");

/** Serves the client from `dist`; the fallback answers the client's own routes with its page. */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<PageFallback> {
  if (!existsSync(join(dist, "index.html"))) {
    app.get("/", async (_req, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .send(
          `The web table is not built (no ${join(dist, "index.html")}): run \`npm run web:build\`, then reload.\n`,
        ),
    );
    return () => false;
  }
  await app.register(fastifyStatic, { root: dist, wildcard: false });
  return (req, reply) => {
    if (req.method !== "GET" || req.url.startsWith("/api/") || req.url.startsWith("/ws")) return false;
    reply.type("text/html; charset=utf-8").sendFile("index.html");
    return true;
  };
}
