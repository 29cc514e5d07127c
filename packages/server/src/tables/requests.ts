/**
 * What a table's core is asked to do, and how a request becomes (at most) one input of the game: an
 * answer checked to be for an open decision of the sender's seat, a concession (104.3a), full control on
 * or off, a bot's answer, a "pass until …" (the pass it starts with), or new stop settings (no input).
 */
import { type BotName, botRng } from "@roundtable/bots";
import type { Answer, Game, GameEvent, RngState, Seed } from "@roundtable/engine";
import { type PassUntilKind, passAnswer, type StopSettings } from "@roundtable/protocol";
import type { Passing } from "./passing.ts";
import { tableBot } from "./tableBots.ts";

export type CoreRequest =
  | { type: "answer"; player: number; decision: number; answer: unknown }
  | { type: "concede"; player: number }
  /** Full control for the sender's seat (the engine's Game.setFullControl): an input, logged as answers are. */
  | { type: "fullControl"; player: number; on: boolean }
  /** A bot answers decision `decision` of `player`, if it is still open. */
  | { type: "bot"; player: number; decision: number; bot: BotName }
  /** "Pass until …" pressed (null: stop it). */
  | { type: "pass"; player: number; until: PassUntilKind | null }
  | { type: "stops"; player: number; settings: StopSettings }
  /** Only the automatic passes (after the people's seats changed). */
  | { type: "settle" };

export type Refusal = { ok: false; code: string; message: string };
/** Accepted: the events of the input it made, or null when it made none. */
export type Applied = { ok: true; events: GameEvent[] | null } | Refusal;

export function applyRequest(
  game: Game,
  request: CoreRequest,
  passing: Passing,
  rngs: Map<number, RngState>,
): Applied {
  switch (request.type) {
    case "settle":
      return { ok: true, events: null };
    case "stops":
      passing.set(request.player, request.settings);
      return { ok: true, events: null };
    case "concede":
      return game.concede(request.player);
    case "fullControl":
      return game.setFullControl(request.player, request.on);
    case "pass": {
      const d = passing.press(game, request.player, request.until);
      if (typeof d === "string") return { ok: false, code: "no-decision", message: d };
      if (d === null) return { ok: true, events: null };
      return answer(game, request.player, d.id, () => passAnswer(d));
    }
    case "answer":
      return answer(game, request.player, request.decision, () => request.answer as Answer);
    case "bot":
      return answer(game, request.player, request.decision, (open) => {
        const rng = rngs.get(request.player) ?? botRng(seedOf(game), request.player);
        rngs.set(request.player, rng);
        return tableBot(request.bot).decide({ game, player: request.player, decision: open, rng });
      });
  }
}

/** Answers open decision `id` of `player`: refused if it isn't open, or isn't theirs. */
function answer(
  game: Game,
  player: number,
  id: number,
  answerFor: (open: ReturnType<Game["decisions"]>[number]) => Answer,
): Applied {
  const open = game.decisions().find((d) => d.id === id);
  if (open === undefined) {
    const ids = game.decisions().map((d) => d.id);
    return {
      ok: false,
      code: "stale-decision",
      message: `decision ${id} is not open (open: ${ids.join(", ")})`,
    };
  }
  if (open.player !== player)
    return {
      ok: false,
      code: "not-your-decision",
      message: `decision ${id} is seat ${open.player}'s to answer, not seat ${player}'s`,
    };
  return game.submit(player, id, answerFor(open));
}

function seedOf(game: Game): Seed {
  return "setup" in game.start ? game.start.setup.seed : game.start.layout.seed;
}
