/**
 * The fields of a create-table request (POST /api/tables), each checked for its type and range; what they
 * mean together (the variant's player count, its options, the decks) is checked in check.ts.
 */
import { BOT_NAMES, type BotName } from "@roundtable/bots/names";
import { type AttackRule, EDITIONS, MAX_PLAYERS } from "@roundtable/engine";
import { z } from "zod";
import { plainName } from "../plainText.ts";
import { PastedDeck } from "./pastedDeck.ts";

/** Every attack rule of the engine (802, 803; "single" for two players, "chosenDefender" for the 2004 draft). */
const ATTACK_RULES = {
  single: "single",
  multiple: "multiple",
  left: "left",
  right: "right",
  chosenDefender: "chosenDefender",
} as const satisfies { [K in AttackRule]: K };

/** The bots a seat may have (`@roundtable/bots`): "random", "heuristic", "search". */
export { BOT_NAMES, type BotName };

/** A seat: open for a person to take, or a bot's (the heuristic bot unless said). */
export const Seat = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("open") }),
  z.strictObject({ kind: z.literal("bot"), bot: z.enum(BOT_NAMES).default("heuristic") }),
]);

/** What happens to a player's seat when they drop: wait for them, or after N seconds a bot plays it or they concede. */
export const OnDrop = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("wait") }),
  z.strictObject({ mode: z.enum(["bot", "concede"]), afterSeconds: z.int().min(5).max(3600) }),
]);

/** The variant's options: 801 range, 802/803 attack rule, 804 deploy, 805 shared turns, 103.5 mulligan, 102.3 teams. */
export const VariantFields = z.strictObject({
  range: z.int().min(1).optional(),
  attack: z.enum(ATTACK_RULES).optional(),
  deploy: z.boolean().optional(),
  sharedTurns: z.boolean().optional(),
  mulligan: z.enum(["london", "paris", "commander"]).optional(),
  commanderLife: z.union([z.literal(30), z.literal(40)]).optional(),
  /** 901: Planechase in any variant (the planechase preset has it already). */
  planechase: z.boolean().optional(),
  teams: z.int().min(2).optional(),
});

/**
 * How the table is run (not the game's rules): the bots' pace, drops, spectators, its name in the lobby.
 * `spectatorsChat`: its spectators may say lines to the table (never to a team: they have none) — only where
 * spectators are let in and don't see the hands: one who sees every hand could tell a player what an
 * opponent holds.
 */
export const TableSettings = z
  .strictObject({
    botDelayMs: z.int().min(0).max(10000).default(600),
    onDrop: OnDrop.default({ mode: "wait" }),
    spectators: z.boolean().default(true),
    spectatorsSeeHands: z.boolean().default(false),
    spectatorsChat: z.boolean().default(false),
    name: plainName(60).optional(),
  })
  .superRefine((s, ctx) => {
    const why = spectatorsChatRefusal(s);
    if (why !== null) ctx.addIssue({ code: "custom", path: ["spectatorsChat"], message: why });
  });

/**
 * Why a table's spectators may not talk with these settings (null: they may, or aren't asked to): a table
 * without spectators has none, and one whose spectators see every hand must not let them tell the players.
 */
function spectatorsChatRefusal(s: {
  spectators?: boolean;
  spectatorsSeeHands?: boolean;
  spectatorsChat?: boolean;
}): string | null {
  if (s.spectatorsChat !== true) return null;
  if (s.spectators === false) return "a table without spectators has none to talk (spectators is false)";
  if (s.spectatorsSeeHands === true)
    return "spectators who see every hand (spectatorsSeeHands) may not talk: one could tell a player what an opponent holds";
  return null;
}

export const TableFields = z.strictObject({
  variant: z.string().min(1).max(100),
  players: z.int().min(1).max(MAX_PLAYERS),
  edition: z.enum(EDITIONS).optional(),
  options: VariantFields.optional(),
  /** One a player; default: seat 1 open, the others heuristic bots. */
  seats: z.array(Seat).max(MAX_PLAYERS).optional(),
  /**
   * One a player: "random" (a ready deck chosen with the seed, the default), "pool", a ready deck's name,
   * or a pasted deck list, {list: "4 Lightning Bolt\n…"}.
   */
  decks: z
    .array(z.union([z.string().min(1).max(100), PastedDeck]))
    .max(MAX_PLAYERS)
    .optional(),
  /**
   * Vanguard games only (902.3), one a player: "random" (a vanguard card chosen with the seed, the default)
   * or a vanguard card's name.
   */
  vanguards: z.array(z.string().min(1).max(100)).max(MAX_PLAYERS).optional(),
  settings: TableSettings.prefault({}),
});

export type TableFields = z.output<typeof TableFields>;
