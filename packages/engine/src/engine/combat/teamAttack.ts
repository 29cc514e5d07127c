/**
 * 2007 CR 606.7a, 606.7d (`attackTheTeam`): the active team's creatures attack the defending team as a
 * group, and as the combat damage step begins the active team chooses, for each attacking creature that
 * would assign combat damage to the defending team, one of the defending players to assign it to. The
 * player an attack was declared against stands for that player's team; today (805.10b) it is the player
 * the creature attacks, and gets the damage.
 */
import type { Attack, GameObject, Ref } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { inGame, teamChooser, teammates } from "../players/players.ts";

/** Whom attack `a` of `o` deals the combat damage it assigns to the player or planeswalker it attacks. */
export function damagedDefender(g: Ctx, a: Attack, o: GameObject): Ref {
  const s = g.s;
  if (!("player" in a.defender)) return { object: a.defender.planeswalker };
  const named = a.defender.player;
  if (!s.config.attackTheTeam) return { player: named };
  const team = [named, ...teammates(s, named)].filter((p) => inGame(s, p)).sort((p, q) => p - q);
  if (team.length < 2) return { player: team[0] ?? named };
  const options = team.map((p) => ({ label: s.players[p].name, ref: { player: p } }));
  const prompt = `Choose the defending player ${nameOf(g, o)} assigns its combat damage to (2007 CR 606.7d)`;
  // The active team chooses: its primary player answers (805.2, 2007 CR 606.6e).
  const [i] = askChoose(g, teamChooser(s, o.controller), "player", prompt, options, 1, 1);
  return { player: team[i] };
}
