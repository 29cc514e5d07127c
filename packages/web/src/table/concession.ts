/**
 * What conceding does, in words for the person about to concede (104.3a: a player may concede at any time;
 * they leave the game at once, and lose) and for the one who has left while the others play on (800.4a). It
 * reads only what every view holds: the rules in force (`config`) and who is still in the game.
 *
 * Who leaves: the player alone (104.3a), or their whole team with them where a team loses together — in
 * Two-Headed Giant a player who concedes takes their team out of the game (810.8b, 810.8a), and in an
 * Emperor game an emperor does (809.5b: a team loses if its emperor loses), while a general leaves alone.
 * The game then ends if no two of the players still in it are opponents (104.2a, 104.2c: one player or one
 * team is left); else the others play on (800.4a).
 */
import type { PlayerView } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";

/** The confirmation's sentence for `seat` about to concede: "You lose, and the game ends." */
export function concessionWords(view: PlayerView, seat: number): string {
  const { config, players } = view;
  const teams = config.teams;
  const inGame = players.filter((p) => !p.left).map((p) => p.seat);
  const team = (p: number) => (teams === null ? null : teams[p]);
  const teammates = inGame.filter((p) => p !== seat && team(p) !== null && team(p) === team(seat));
  const emperor = config.roles?.[seat] === "emperor";
  const together = config.teamLosesTogether || emperor;
  const leaving = together ? [seat, ...teammates] : [seat];
  const staying = inGame.filter((p) => !leaving.includes(p));
  // 102.2–102.3 as the engine's `opposing` reads the config: Pentagon's opponents by seat (2004 draft
  // 611.1), else the players of another team, or every other player where nobody has a team.
  const across = config.opponentsBySeat;
  const opposed = (p: number, q: number) =>
    across != null ? across[p].includes(q) : p !== q && (team(p) === null || team(p) !== team(q));
  const ends = !staying.some((p) => staying.some((q) => opposed(p, q)));
  if (leaving.length === 1) {
    if (ends) return "You lose, and the game ends.";
    return teammates.length > 0
      ? "You lose and leave the game; your team plays on without you."
      : "You lose and leave the game; the others play on.";
  }
  const who = joinNames(["you", ...teammates.map((p) => players[p]?.name ?? `seat ${p + 1}`)]);
  const why = emperor ? "a team loses with its emperor" : "players lose only as a team";
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
