/**
 * Friend or foe (Battlebond's cycle: Regna's Sanction, Pir's Whim, …): "For each player, choose friend or foe.
 * Each friend [does A]. Each foe [does B]." As the spell resolves, its controller calls each player a friend or
 * a foe — themselves and their teammates included, and a player who couldn't do what friends or foes do too;
 * the designation is this spell's alone (Battlebond release notes). The call is one `choose` decision of the
 * controller, purpose `friendOrFoe`: its options are the players, each with its player ref, any number may be
 * chosen; the players chosen are the friends, the others the foes.
 *
 * Then the friends act, then the foes, and no one acts in between (the release notes): each friend does A as
 * theirs ("you" is them, stepwise.ts: `stepAs`), in turn order from the controller, then each foe does B the
 * same way — each effect one step of the resolution, so that it may ask its own questions (which land to find,
 * which artifact to sacrifice), as a tempting offer's accepting opponents do theirs.
 *
 * Multiplayer: "each player" is each player within the controller's range of influence (801.10); a player
 * outside it is neither friend nor foe. A player who has left the game before their part does nothing (800.4a).
 */
import type { Effect } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { inGame, turnOrderFrom } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { followUp, stepAs } from "./stepwise.ts";

type FriendOrFoe = Effect & { e: "friendOrFoe" };

/** The controller's call: the friends among `players` (the others are foes). */
function friendsOf(g: Ctx, r: Resolving, players: readonly PlayerId[]): Set<PlayerId> {
  const name = defOf(g, r.object).name;
  const prompt = `${name}: for each player, choose friend or foe — the players you choose are friends, the others foes`;
  const options = players.map((q) => ({ label: g.s.players[q].name, ref: { player: q } }));
  const chosen = askChoose(g, r.controller, "friendOrFoe", prompt, options, 0, options.length);
  return new Set(chosen.map((k) => players[k]));
}

export function friendOrFoeEffect(g: Ctx, r: Resolving, e: FriendOrFoe): void {
  const doing = e.doing;
  if (doing !== undefined) {
    // One effect of a player's part, as theirs.
    if (!inGame(g.s, doing.player)) return;
    const resume = (left: Effect[]) => ({ ...e, doing: { player: doing.player, effects: left } });
    stepAs(g, r, { controller: doing.player }, doing.effects, resume);
    return;
  }
  const near = new Set(playersOf(g, r, "each"));
  const players = turnOrderFrom(g.s, r.controller).filter((q) => near.has(q));
  const friends = friendsOf(g, r, players);
  const part = (player: PlayerId, effects: Effect[]): Effect => ({ ...e, doing: { player, effects } });
  followUp(
    r,
    ...players.filter((q) => friends.has(q)).map((q) => part(q, e.friends)),
    ...players.filter((q) => !friends.has(q)).map((q) => part(q, e.foes)),
  );
}

/** The effect table's entries for friend or foe (effectTable.ts). */
export const friendOrFoeEffects: EffectHandlers = { friendOrFoe: friendOrFoeEffect };
