/**
 * What conceding does, in words for the person about to concede (104.3a: a player may concede at any time;
 * they leave the game at once, and lose) and for the one who has left while the others play on (800.4a). It
 * reads only what every view holds, as the engine works it out for each player (docs/protocol.md § Views):
 * who would leave with them if they lost now (`losesWith`) and whether the game would then be over
 * (`lossEndsGame`) — the page restates neither rule.
 *
 * Who leaves: the player alone (104.3a), or their whole team with them where a team loses together — in
 * Two-Headed Giant a player who concedes takes their team out of the game (810.8b, 810.8a), and in an
 * Emperor game an emperor does (809.5b: a team loses if its emperor loses), while a general leaves alone.
 * The game then ends if a player still in it has no opponent left or nobody is left (104.2a, 104.2c,
 * 104.4a); else the others play on (800.4a).
 */
import type { PlayerView } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";

/** The sentence for `seat`, still in the game, about to concede: "You lose, and the game ends." */
export function concessionWords(view: PlayerView, seat: number): string {
  const { config, players } = view;
  const me = players[seat];
  const ends = me.lossEndsGame;
  if (me.losesWith.length === 0) {
    if (ends) return "You lose, and the game ends.";
    const team = me.team;
    return team !== null && players.some((p) => p.seat !== seat && !p.left && p.team === team)
      ? "You lose and leave the game; your team plays on without you."
      : "You lose and leave the game; the others play on.";
  }
  const who = joinNames(["you", ...me.losesWith.map((p) => players[p].name)]);
  const why =
    config.roles?.[seat] === "emperor" ? "a team loses with its emperor" : "players lose only as a team";
  return `Your team loses: ${who} leave the game (${why})${ends ? ", and the game ends." : "; the others play on."}`;
}

/**
 * 800.4a: what the page says to a player who has left a game that goes on — "You conceded: you have left
 * the game; the others play on." — or null (still in it, over, or not a player's view). The table goes on
 * showing what their view shows; they are asked nothing more (800.4, docs/protocol.md § Players who have left).
 */
export function leftLine(view: PlayerView): string | null {
  const me = view.viewer === null ? undefined : view.players[view.viewer];
  if (me === undefined || !me.left || view.status === "over") return null;
  const left = "you have left the game; the others play on.";
  // The engine's reason for a concession (104.3a), "conceded (104.3a)".
  if (me.reason?.startsWith("conceded")) return `You conceded: ${left}`;
  // Another way out: a loss (104.3), or a draw for some players only (801.16, 104.4f).
  const how = me.result === "draw" ? "The game is a draw for you" : "You lost";
  return `${how}${me.reason === null ? "" : ` (${me.reason})`}: ${left}`;
}
