/** The server's health, and what a create form offers: variants (with player ranges and editions) and decks. */
import { decks, readyCommanderDecks } from "@roundtable/cards";
import { VARIANT_NAMES } from "@roundtable/engine";
import { type VariantInfo, variantInfo } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import type { Store } from "../store/types.ts";

/** `instance`: this server process's name (the owner of its tables: several processes, issue 21). */
export function registerMeta(app: FastifyInstance, store: Store, instance: string): void {
  app.get("/api/health", async () => ({ ok: true, store: store.kind, instance }));
  // Each variant's player range, editions, attack rule, whether the multiplayer options (801–804) may be
  // added, and the mulligans, Commander starting lives and vanguard cards it takes (protocol variantInfo);
  // a variant of 100-card Commander decks (903) says so: its seats may play the ready Commander decks.
  // Worked out once, at the first request: the same for the process's life, and it tries every offer of every
  // variant under each edition against the engine (10–30 ms), which each lobby load would otherwise repeat.
  let variants: VariantInfo[] | undefined;
  app.get("/api/variants", async () => {
    variants ??= VARIANT_NAMES.map(variantInfo);
    return { variants };
  });
  app.get("/api/decks", async () => ({
    decks: [
      ...decks.map((d) => ({ name: d.name, colors: d.colors })),
      // The ready 100-card Commander decks (903.5), for Commander tables.
      ...readyCommanderDecks.map((d) => ({ name: d.name, colors: d.colors, commander: true })),
    ],
  }));
}
