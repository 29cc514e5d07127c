/**
 * Every HTTP error is `{error: {code, message}}` with a 4xx (or 500, or 503: an owner not answering, or the
 * replay thread busy) status.
 */
import { RequestError } from "@roundtable/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TableError } from "../tables/errors.ts";
import { Elsewhere, PLACED } from "./locate.ts";

/** Answers a GET the API doesn't know with a page (the web table's client routes), or declines (false). */
export type PageFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

export function registerErrors(app: FastifyInstance, page: PageFallback = () => false): void {
  app.setErrorHandler((err: FastifyError | TableError | RequestError | Elsewhere, req, reply) => {
    // Several processes (issue 21): the table's owner answers, through this one. An owner that doesn't
    // answer (it died, and its lease has not run out yet) is a 503 the client may try again after.
    if (err instanceof Elsewhere)
      return reply.from(`${err.url}${req.url}`, {
        rewriteRequestHeaders: (_req, headers) => ({ ...headers, [PLACED]: "1" }),
        onError: (r, { error }) => {
          req.log.warn({ err: error, owner: err.url }, "the owner did not answer");
          const instead = err.instead;
          if (instead !== undefined && refused(error)) {
            instead.answer().then(
              ({ status, body }) => r.status(status).send(body),
              (e: unknown) => r.send(e),
            );
            return;
          }
          // `sent: false`: the connection was refused, so the request never reached the owner and may be
          // sent again as it is (a join or a create too); otherwise the owner may have acted on it.
          const message = instead === undefined ? ownerUnreachable(err.url) : placedUnreachable(err.url);
          const unreachable = { code: "owner-unreachable", message };
          r.status(503)
            .header("retry-after", "1")
            .send({ error: refused(error) ? { ...unreachable, sent: false } : unreachable });
        },
      });
    if (err instanceof RequestError)
      return reply
        .status(400)
        .send({ error: { code: "bad-request", message: err.message, path: err.path, issues: err.issues } });
    // The replay thread busy, a table whose load failed: the seconds until the request may be sent again.
    if (err instanceof TableError && err.retryAfter !== undefined)
      reply.header("retry-after", String(err.retryAfter));
    if (err instanceof TableError)
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    const status = err.statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, "request failed");
    const code =
      status >= 500
        ? "internal"
        : err.code?.includes("INVALID_JSON")
          ? "bad-json"
          : err.code === "FST_ERR_CTP_BODY_TOO_LARGE"
            ? "too-big"
            : "bad-request";
    return reply
      .status(status)
      .send({ error: { code, message: status >= 500 ? "internal error" : err.message } });
  });
  app.setNotFoundHandler((req, reply) => {
    if (page(req, reply)) return reply;
    return reply
      .status(404)
      .send({ error: { code: "not-found", message: `no route ${req.method} ${req.url}` } });
  });
}

/** Whether the connection itself was refused (the process isn't there): the request was never sent. */
function refused(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as NodeJS.ErrnoException).code === "ECONNREFUSED") return true;
  return false;
}

/** Why a request about a table another process owns got no answer: its owner isn't reachable. */
export function ownerUnreachable(owner: string): string {
  return (
    `the process that holds this table (${owner}) is not answering: if it stopped, another process takes ` +
    "its tables over once its lease runs out; try again in a moment"
  );
}

/**
 * Why a new table placed on another process wasn't made: that process stopped answering after the request
 * was sent (a refused connection makes it here instead), so it may have been made there.
 */
export function placedUnreachable(process: string): string {
  return (
    `the process chosen for the new table (${process}) stopped answering: the table may have been made ` +
    "there (the lobby lists it once that process is back or its tables are taken over); try again in a moment"
  );
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearer(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return m?.[1];
}
