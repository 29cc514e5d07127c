/** The server's health, and what a create form offers: variants (with player ranges and editions) and decks. */
import { deckRules, decks, readyCommanderDecks } from "@roundtable/cards";
import { editionsOf, VARIANT_NAMES, variantPreset } from "@roundtable/engine";
import type { FastifyInstance } from "fastify";
import type { Store } from "../store/types.ts";

/** `instance`: this server process's name (the owner of its tables: several processes, issue 21). */
export function registerMeta(app: FastifyInstance, store: Store, instance: string): void {
  app.get("/api/health", async () => ({ ok: true, store: store.kind, instance }));
  app.get("/api/variants", async () => ({
    variants: VARIANT_NAMES.map((name) => {
      const v = variantPreset(name);
      return {
        name,
        minPlayers: v.minPlayers,
        maxPlayers: v.maxPlayers,
        defaultPlayers: v.defaultPlayers,
        editions: editionsOf(name),
        // The variant's own attack rule, and whether range, attack and deploy options may be added (801–804).
        attack: v.attack,
        otherOptions: v.otherOptions,
        // 903: a variant of 100-card Commander decks, whose seats may play the ready Commander decks.
        ...(v.commander === true && deckRules(name).minMain === 99 ? { commander: true } : {}),
      };
    }),
  }));
  app.get("/api/decks", async () => ({
    decks: [
      ...decks.map((d) => ({ name: d.name, colors: d.colors })),
      // The ready 100-card Commander decks (903.5), for Commander tables.
      ...readyCommanderDecks.map((d) => ({ name: d.name, colors: d.colors, commander: true })),
    ],
  }));
}
