/**
 * Until @roundtable/protocol's CreateTableRequest and tableSetup land: a minimal create request (variant,
 * players, seats) and a game setup with the ready decks. Replaced by the protocol's when merged.
 */
import { decks } from "@roundtable/cards";
import { ConfigError, type GameSetup, variantConfig } from "@roundtable/engine";
import { z } from "zod";
import { TableError } from "./errors.ts";

export const DropPolicy = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("wait") }),
  z.strictObject({ mode: z.literal("bot"), afterSeconds: z.number().min(0).max(3600) }),
  z.strictObject({ mode: z.literal("concede"), afterSeconds: z.number().min(0).max(3600) }),
]);

export const CreateTableRequest = z.strictObject({
  name: z.string().min(1).max(80).default("Table"),
  variant: z.string().min(1).max(40),
  players: z.number().int().min(1).max(200),
  seats: z.array(z.enum(["open", "bot"])).optional(),
  settings: z
    .strictObject({
      botDelayMs: z.number().int().min(0).max(60_000).default(1000),
      onDrop: DropPolicy.default({ mode: "wait" }),
      spectators: z.boolean().default(true),
      spectatorsSeeHands: z.boolean().default(false),
    })
    .prefault({}),
});
export type CreateTableRequest = z.infer<typeof CreateTableRequest>;
export type TableSettings = CreateTableRequest["settings"];

export function seatKinds(request: CreateTableRequest): ("open" | "bot")[] {
  return Array.from({ length: request.players }, (_, i) => request.seats?.[i] ?? "open");
}

export function tableSetup(request: CreateTableRequest, seed: number, names: string[]): { setup: GameSetup } {
  return {
    setup: {
      variant: request.variant,
      seed,
      players: names.map((name, i) => ({ name, deck: [...decks[i % decks.length].cards] })),
    },
  };
}

/** Refuses a request the engine would refuse at the start (unknown variant, wrong player count). */
export function checkRequest(request: CreateTableRequest): void {
  try {
    variantConfig(request.variant, request.players);
  } catch (e) {
    if (e instanceof ConfigError) throw new TableError("bad-request", e.message, 400);
    throw e;
  }
}
