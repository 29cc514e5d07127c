/**
 * What may be attached to what (301.5, 303.4): an Aura's enchant ability and the protection that keeps an
 * Aura or Equipment off a permanent (702.16c–d, with 702.16n's exceptions) — one answer for the
 * state-based actions (704.5m–n, sba.ts) and for an Aura entering the battlefield (303.4f–g, asEnters.ts).
 */
import type { GameObject, PlayerId, Ref } from "../../state.ts";
import { type Characteristics, characteristics } from "../characteristics/characteristics.ts";
import { playerRule } from "../characteristics/playerRules.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { inGame, inRange, isOpponent } from "../players/players.ts";
import { matchesFilter, objectKindOk } from "../targets/targets.ts";

/**
 * 303.4: whether the Aura `aura` (characteristics `ch`), controlled by `controller`, may enchant `on` — one
 * answer for an Aura on the battlefield (704.5m) and for one entering it (303.4f–g, asEnters.ts):
 * - what its enchant ability allows (702.5a): an object of that kind and filter (the filter's "you" is the
 *   Aura's controller), or a player still in the game (800.4a), an opponent for "enchant opponent";
 * - not itself (303.4d);
 * - not a permanent with protection from one of its colours (702.16c; but see 702.16n in `protectedFrom`).
 *   Enchanting isn't targeting: hexproof and shroud don't matter (702.11b, 702.18a speak of targets);
 * - within its controller's range of influence (801.8).
 */
export function mayEnchant(
  g: Ctx,
  aura: GameObject,
  ch: Characteristics,
  controller: PlayerId,
  on: Ref,
): boolean {
  const s = g.s;
  const spec = defOf(g, aura).enchant;
  if (spec === undefined) return false;
  if ("player" in on) {
    const p = on.player;
    const kind = spec.kind === "player" || (spec.kind === "opponent" && isOpponent(s, controller, p));
    // 702.16j: a player with protection from everything can't be enchanted by Auras.
    return kind && inGame(s, p) && inRange(s, controller, p) && !playerRule(s, p, "protectionFromEverything");
  }
  const host = s.objects[on.object];
  return (
    host !== undefined &&
    host.id !== aura.id &&
    objectKindOk(g, spec, host) &&
    matchesFilter(g, host, spec.filter, controller) &&
    !protectedFrom(characteristics(g.db, s, host), aura, ch) &&
    inRange(s, controller, host.controller)
  );
}

/**
 * 702.16c–d: whether a permanent with characteristics `host` has protection from a colour of `attached` (an
 * Aura or Equipment, with characteristics `ch`), so that it can't be attached to it — but for protection from
 * a colour only effects that don't remove `attached` give (702.16n: the Ward cycle, or Spectra Ward's Auras).
 */
export function protectedFrom(host: Characteristics, attached: GameObject, ch: Characteristics): boolean {
  // 702.16n: "doesn't remove Auras" spares those attached from this state-based action, not an Aura that would
  // become attached (303.4f): that one can't enchant the creature (702.16c).
  const attachedAura = attached.attachedTo !== undefined && ch.subtypes.includes("Aura");
  return host.protections.some((c) => {
    const spared = host.protectionSpares?.[c];
    return ch.colors.includes(c) && spared !== attached.id && !(attachedAura && spared === "auras");
  });
}
