/** What an event's log line is about, for the log's filters: its kind, and the players it names. */
import type { GameEvent, PlayerId } from "@roundtable/engine";
import type { LogKind } from "./entries.ts";
import { type LogTeams, teamOf } from "./teams.ts";

export function kindOf(e: GameEvent): LogKind {
  switch (e.type) {
    case "cast":
    case "copy":
    case "activate":
    case "trigger":
    case "resolve":
    case "fizzle":
    case "counter":
    case "removed":
    case "cycle":
    case "vote":
    case "votesCounted":
      return "spells";
    case "attack":
    case "block":
    case "defender":
      return "combat";
    case "damage":
      return e.combat ? "combat" : "life";
    case "prevent":
    case "anteWon":
    case "life":
    case "poison":
    case "lose":
    case "leave":
    case "win":
    case "draw-game":
      return "life";
    case "play":
    case "dies":
    case "destroy":
    case "regenerate":
    case "discard":
    case "token":
    case "return":
    case "control":
    case "draw":
    case "move":
      return "zones";
    default:
      return "game";
  }
}

/** The players an event names; `names` are the seats' names (targets are given by label). */
export function playersOf(e: GameEvent, names: readonly string[], teams: LogTeams): Set<PlayerId> {
  const out = new Set<PlayerId>(teamOf(e, teams));
  const x = e as Partial<Record<string, unknown>>;
  for (const key of ["player", "controller", "by", "chooser", "defender", "whose", "owner"])
    if (typeof x[key] === "number") out.add(x[key] as PlayerId);
  if (Array.isArray(x.players) && typeof x.players[0] === "number")
    for (const p of x.players as PlayerId[]) out.add(p);
  if (e.type === "attack" && "player" in e.defender) out.add(e.defender.player);
  if ((e.type === "damage" || e.type === "prevent") && "player" in e.to) out.add(e.to.player);
  if ("targets" in e)
    for (const t of e.targets)
      names.forEach((name, p) => {
        if (t === name || t.endsWith(`(${name})`) || t.endsWith(`(${name}'s graveyard)`)) out.add(p);
      });
  return out;
}
