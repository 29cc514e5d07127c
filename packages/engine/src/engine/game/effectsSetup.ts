/**
 * 611.2a–b: a layout permanent's `effects` (setup.ts LayoutEffect), the continuous effects of resolved spells
 * or abilities that outlast their turn, laid as the spells and abilities leave them: each a continuous effect
 * on the permanent with its controller, duration, source and modifications (layoutMods.ts), in the order
 * listed, later than every permanent and than the `controlledBy` effects (613.7a). Each ends as its duration
 * says — as its controller's next turn begins (611.2a, 800.4m), at that turn's end, as its source leaves the
 * battlefield (611.2b). layoutOf.ts writes them (layoutOfDurations.ts). Before each permanent's effects, what
 * its own abilities left on it (abilitiesSetup.ts: unearth, 702.84a; modes chosen, 700.2b).
 */
import { writable } from "../../forkState.ts";
import { LAYOUT_DURATIONS, type LayoutDuration, modProblem, SOURCE_DURATIONS } from "../../layoutMods.ts";
import type { LayoutEffect } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { activePlayers, inGame } from "../players/players.ts";
import { layPermanentAbilities } from "./abilitiesSetup.ts";
import { departedProblems } from "./departureSetup.ts";
import { type Fail, isSeat, type Placed } from "./layoutEffects.ts";

const FIELDS = ["controller", "duration", "source", "mods"];

/** A "for as long as you control" effect laid, to check once every control effect is: its source and path. */
interface WhileControlled {
  source: GameObject;
  controller: PlayerId;
  at: string;
}

/**
 * Lays every permanent's `effects`. `start` is the seat of the player who takes the layout's first turn (its
 * number the saved game's, `turnNumber`, not always 1): an effect "until your next turn" of theirs (or, with
 * shared turns, of their team's, 805.4) would end as that turn begins.
 */
export function layLastingEffects(g: Ctx, placed: readonly Placed[], start: unknown, fail: Fail): void {
  const keyed = new Map<string, GameObject>();
  for (const { o, bp } of placed) if (bp.key !== undefined) keyed.set(bp.key, o);
  const first =
    isSeat(g, start) && inGame(g.s, start as PlayerId) ? activePlayers(g.s, start as PlayerId) : [];
  const controlled: WhileControlled[] = [];
  for (const { o, bp, path } of placed) {
    // 702.84a, 700.2b: what its own abilities left on it — its unearth's haste older than its effects.
    layPermanentAbilities(g, o, bp, path, fail);
    if (bp.effects === undefined) continue;
    if (!Array.isArray(bp.effects))
      fail(`${path}.effects`, `must be a list of effects, got ${showValue(bp.effects)}`);
    bp.effects.forEach((x, i) => {
      const at = `${path}.effects[${i}]`;
      const e = checked(g, x, at, keyed, first, fail);
      const source = e.source === undefined ? null : keyed.get(e.source)!;
      addEffect(g, {
        controller: e.controller,
        source: source?.id ?? null,
        objects: [o.id],
        mods: structuredClone(e.mods),
        duration: e.duration,
      });
      if (e.mods.some((m) => m.m === "control")) writable(g.s, o.id).controller = e.controller; // 613.1b
      if (e.duration === "whileYouControlSource" && source !== null)
        controlled.push({ source, controller: e.controller, at: `${at}.source` });
    });
  }
  // 611.2b: "for as long as you control" it — with every control effect of the layout laid.
  for (const c of controlled) {
    const source = g.s.objects[c.source.id]; // as the control effects left it
    if (source.controller !== c.controller)
      fail(
        c.at,
        `${nameOf(g, source)} is controlled by ${g.s.players[source.controller].name}, not ${g.s.players[c.controller].name}: the effect "for as long as you control" it has ended (611.2b)`,
      );
  }
}

/** One entry of `effects`, checked (it comes from JSON). */
function checked(
  g: Ctx,
  x: unknown,
  at: string,
  keyed: ReadonlyMap<string, GameObject>,
  first: readonly PlayerId[],
  fail: Fail,
): LayoutEffect {
  const s = g.s;
  if (typeof x !== "object" || x === null || Array.isArray(x))
    return fail(at, `must be an effect {controller, duration, source?, mods}, got ${showValue(x)}`);
  const e = x as Record<string, unknown>;
  for (const k of Object.keys(e))
    if (!FIELDS.includes(k)) fail(`${at}.${k}`, `an effect has no field "${k}" (${FIELDS.join(", ")})`);
  const { controller, duration, source, mods } = e;
  if (!isSeat(g, controller)) fail(`${at}.controller`, `no seat ${showValue(controller)}`);
  const who = s.players[controller as PlayerId].name;
  if (!LAYOUT_DURATIONS.includes(duration as LayoutDuration))
    fail(`${at}.duration`, `must be one of ${LAYOUT_DURATIONS.join(", ")}, got ${showValue(duration)}`);
  if (source !== undefined && (typeof source !== "string" || !keyed.has(source)))
    fail(`${at}.source`, `no permanent with key ${showValue(source)}`);
  if (source === undefined && SOURCE_DURATIONS.includes(duration as LayoutDuration))
    fail(`${at}.source`, `a "${duration}" effect ends with its source (611.2b): give the source's key`);
  if (duration === "untilYourNextTurn" && first.includes(controller as PlayerId))
    fail(
      `${at}.duration`,
      `${who} takes the layout's first turn: an effect until their next turn would end as it begins (611.2a); leave it out`,
    );
  if (!Array.isArray(mods) || mods.length === 0)
    return fail(`${at}.mods`, `must be a list of modifications, at least one, got ${showValue(mods)}`);
  const kinds = new Set<unknown>();
  mods.forEach((m, k) => {
    const problem = modProblem(m);
    if (problem !== null)
      fail(`${at}.mods[${k}]${problem.field === undefined ? "" : `.${problem.field}`}`, problem.message);
    const kind = (m as { m: string }).m;
    if (kinds.has(kind))
      fail(`${at}.mods[${k}].m`, `a second ${kind} modification: an effect has one of each kind`);
    kinds.add(kind);
  });
  if (kinds.has("control")) {
    // 800.4a: the effects that gave a player control of anything ended as they left.
    if (!inGame(s, controller as PlayerId)) fail(`${at}.controller`, departedProblems.controlledBy(who));
    if (duration === "indefinitely" && kinds.size === 1)
      fail(
        at,
        "an effect that gives control indefinitely and does nothing else is the permanent's controlledBy (611.2a)",
      );
  }
  return e as unknown as LayoutEffect;
}
