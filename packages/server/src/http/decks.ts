/**
 * Deck lists over HTTP: `POST /api/decks/check` checks a pasted list for a variant (the web lobby's live
 * check); `POST /api/players` gives a player key, under which `/api/saved-decks` keeps a player's lists
 * (docs/server.md, "Deck lists").
 */
import type { CardResolver } from "@roundtable/cards";
import { ConfigError } from "@roundtable/engine";
import { DeckListText, deckCheckAnswer, MAX_LIST_CHARS } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Store } from "../store/types.ts";
import { TableError } from "../tables/errors.ts";
import { hashToken, newToken } from "../tables/tokens.ts";
import { parseOr400 } from "../validation.ts";
import { bearer } from "./errors.ts";

/** The most decks one player key keeps. */
export const MAX_SAVED_DECKS = 100;

const CheckBody = z.strictObject({
  list: z.string().max(MAX_LIST_CHARS),
  variant: z.string().min(1).max(100),
});
const NameParams = z.object({ name: z.string().trim().min(1).max(60) });
const SaveBody = z.strictObject({ list: DeckListText });
/** A player key as POST /api/players gives it (32 random bytes, base64url), or one as long a client made. */
const PlayerKey = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);

/** `cards` resolves the checked lists' names (default: the pool alone; with the server's Oracle table: real cards too). */
export function registerDecks(app: FastifyInstance, store: Store, cards?: CardResolver): void {
  app.post("/api/decks/check", async (req) => {
    const { list, variant } = parseOr400(CheckBody, req.body, "body");
    try {
      return deckCheckAnswer(list, variant, cards);
    } catch (e) {
      if (e instanceof ConfigError) throw new TableError("bad-request", `body.variant: ${e.message}`, 400);
      throw e;
    }
  });

  app.post("/api/players", async (_req, reply) => reply.status(201).send({ key: newToken().token }));

  /** The owner a request's player key stands for: the key's hash. */
  const owner = (header: string | undefined): string => {
    const key = bearer(header);
    if (key === undefined || !PlayerKey.safeParse(key).success)
      throw new TableError(
        "unauthorised",
        "a player key is needed (Authorization: Bearer …; POST /api/players gives one)",
        401,
      );
    return hashToken(key);
  };

  app.get("/api/saved-decks", async (req) => {
    const decks = await store.listDecks(owner(req.headers.authorization));
    return { decks: decks.map((d) => ({ name: d.name, list: d.list, updated: d.updated })) };
  });

  app.put("/api/saved-decks/:name", async (req) => {
    const who = owner(req.headers.authorization);
    const { name } = parseOr400(NameParams, req.params, "params");
    const { list } = parseOr400(SaveBody, req.body, "body");
    const saved = await store.listDecks(who);
    if (saved.length >= MAX_SAVED_DECKS && !saved.some((d) => d.name === name))
      throw new TableError("too-many-decks", `a player keeps at most ${MAX_SAVED_DECKS} decks`, 409);
    const updated = Date.now();
    await store.saveDeck({ owner: who, name, list, updated });
    return { name, list, updated };
  });

  app.delete("/api/saved-decks/:name", async (req) => {
    const who = owner(req.headers.authorization);
    const { name } = parseOr400(NameParams, req.params, "params");
    if (!(await store.deleteDeck(who, name)))
      throw new TableError("not-found", `no saved deck "${name}"`, 404);
    return { ok: true };
  });
}
