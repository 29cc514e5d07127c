/** The server's health, and what a create form offers: variants (with player ranges and editions) and decks. */
import { decks } from "@roundtable/cards";
import { VARIANT_NAMES } from "@roundtable/engine";
import { variantInfo } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import type { Store } from "../store/types.ts";

export function registerMeta(app: FastifyInstance, store: Store): void {
  app.get("/api/health", async () => ({ ok: true, store: store.kind }));
  // Each variant's player range, editions, attack rule, whether the multiplayer options (801–804) may be
  // added, and the mulligans, Commander starting lives and vanguard cards it takes (protocol variantInfo).
  app.get("/api/variants", async () => ({ variants: VARIANT_NAMES.map(variantInfo) }));
  app.get("/api/decks", async () => ({ decks: decks.map((d) => ({ name: d.name, colors: d.colors })) }));
}
