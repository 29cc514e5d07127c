/**
 * Casting spells (601). Every choice is asked before anything changes: modes (601.2b), X (601.2b), targets
 * (601.2c, chooseTargets.ts), division (601.2d), then the mana payment (601.2g–h, payment.ts). Only then does
 * the card move to the stack and the costs get paid, all at once — so a cancelled or abandoned cast leaves
 * nothing to rewind. What may be cast at all is castable.ts's; activating abilities is activate.ts's.
 */

import { flatMapOf } from "../../arrays.ts";
import { rulesTextOfModes } from "../../cards/rulesText.ts";
import type { ObjId, PlayerId, Task } from "../../state.ts";
import { loseLife } from "../actions/damage.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, askDivide, askNumber, type Chooser } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { concreteCost, parseCost } from "../characteristics/manaCost.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { isCommander } from "../players/commanders.ts";
import { spellBecameCast } from "../records/history.ts";
import { targetPlayersOf } from "../targets/opponentTargets.ts";
import { refLabel, specWithX } from "../targets/targets.ts";
import { chooseWayToCast, controlsACommander, waysToCast } from "./alternativeCosts.ts";
import { assistAvailable, chooseAssist, mostX } from "./assist.ts";
import { dividedEffect, modesAvailable, payableWays, waysWithTargets } from "./castable.ts";
import { cannotComply, chooseTargets } from "./chooseTargets.ts";
import { genericCostChange } from "./costChanges.ts";
import { chooseDelve, payDelve } from "./delve.ts";
import { askKicks, kickedCost } from "./kicker.ts";
import { chooseNonMana, payNonManaChosen } from "./nonManaCosts.ts";
import { announceLifeX } from "./payLifeX.ts";
import { chooseCostForm, choosePayment, pay } from "./payment.ts";
import { mayPlayFromExile } from "./playFromExile.ts";
import { splitSecondOnStack } from "./splitSecond.ts";
import { newStackInfo, specsForModes } from "./stackInfo.ts";

/** 601: the cast task; when it is done (cast or abandoned), the players' passes start again (117.4: "without taking any actions in between"). */
export function castTask(g: Ctx, task: Task): "done" {
  const r = cast(g, task);
  g.s.turn.passed = [];
  return r;
}

/** `info`: the spell's stack information, filled in as each choice is made (601.2b–d). */
export function cast(g: Ctx, task: Task, info = newStackInfo("spell")): "done" {
  const s = g.s;
  const p = task.player as PlayerId;
  const o = s.objects[task.object as ObjId];
  if (o === undefined || o.owner !== p || splitSecondOnStack(g)) return "done"; // 702.61a
  // 903.8: a commander may be cast from the command zone, for {2} more for each earlier time.
  const fromCommand = o.zone === "command" && isCommander(s, o);
  const def = defOf(g, o);
  // 702.34a: a card with flashback may be cast from its owner's graveyard, for its flashback cost.
  const fromGraveyard = o.zone === "graveyard" && def.flashback !== undefined;
  // 601.3: a card in exile that an effect lets its owner play (Act on Impulse).
  const fromExile = o.zone === "exile" && mayPlayFromExile(s, p, o.id);
  if (o.zone !== "hand" && !fromCommand && !fromGraveyard && !fromExile) return "done";
  const from = o.zone;
  // 601.2f: the commander tax (903.8) less undaunted's reduction (702.125a), in generic mana.
  const tax = genericCostChange(g, p, o, def, fromCommand);
  // 601.2b: the ways the caster could pay for it — its mana cost, an alternative cost (118.9) — announced below.
  // A cast run again to take an answer found its one way payable as it began, and outside Grand Melee nothing
  // changes while its question is open (807.4): the way isn't checked again.
  const all = waysToCast(g, p, def, o.zone);
  const again = all.length === 1 && task.answers.length > 0 && !s.config.turnMarkers;
  const ways = again ? all : waysWithTargets(g, p, def, payableWays(g, p, o, def, tax));
  if (ways.length === 0) return "done"; // 119.4, 601.2: none could be paid
  if (fromGraveyard) info.flashback = true;
  const spell = def.spell;
  let modes: number[] = [];
  let modeChooser: PlayerId | null = null;
  if (spell?.modes) {
    const avail = modesAvailable(g, def, p);
    if (avail.length < spell.modes.choose) return "done"; // 601.2b, 733: see `cannotComply`
    const modeText = rulesTextOfModes(def, "spell");
    const labels = avail.map((i) => ({ label: `Mode ${i + 1}: ${modeText[i] ?? ""}`.trim() }));
    const n = spell.modes.choose;
    // 700.2e: "An opponent chooses one —": the caster names the opponent (801.5a/c: within range, else the
    // nearest to the left); 801.5b: that opponent may choose any mode, whatever is out of their range.
    if (spell.modes.chooser === "opponent")
      modeChooser = chooseOpponent(g, p, `${def.name}: choose the opponent who chooses the mode`, "chooser");
    const who: Chooser = modeChooser === null ? p : { player: modeChooser, controller: p, source: def.name };
    // 700.2: "Choose one or more —" (Farewell); "If you control a commander as you cast this spell, you may choose
    // both instead." (Jeska's Will; 903.3d: a commander on the battlefield).
    const more =
      spell.modes.oneOrMore === true || (spell.modes.bothIfCommander === true && controlsACommander(g, p));
    const most = more ? avail.length : n;
    const prompt = `${def.name}: choose ${n}${most > n ? " or more" : ""} mode${n === 1 && most === n ? "" : "s"}${modeChooser === null ? "" : ` for ${s.players[p].name}'s spell`}`;
    modes = askChoose(g, who, "modes", prompt, labels, n, most)
      .map((k) => avail[k])
      .sort((a, b) => a - b);
    info.modes = modes;
  }
  // 601.2b, 118.9a: after the modes, the cost the caster pays: its mana cost or one alternative cost.
  const way = chooseWayToCast(g, p, def, ways);
  const base = way.cost;
  if (way.way === "overload") info.overloaded = true; // 702.96b: it has no targets
  // 702.33a, 702.33c, 601.2b: whether (how many times) the caster pays the kicker cost too.
  const kicks = askKicks(g, p, def, base, tax);
  if (kicks > 0) info.kicked = true;
  if (kicks > 0 && def.multikicker !== undefined) info.timesKicked = kicks;
  const manaCost = kickedCost(def, base.mana, kicks); // 601.2f: the total cost
  let x: number | null = null;
  const costX = parseCost(manaCost).x;
  // 107.3a: with assist, up to what the caster and another player could pay together (702.132a).
  if (costX > 0)
    x = askNumber(g, p, `${def.name}: choose X`, 0, Math.max(0, mostX(g, p, def, manaCost, tax)));
  else if (parseCost(def.cost).x > 0) x = 0; // 107.3b: cast without paying a cost with X in it
  const lifeX = announceLifeX(g, p, def, base.life); // "As an additional cost …, pay X life." (Toxic Deluge)
  if (lifeX !== null) x = lifeX;
  info.x = x;
  // 601.2b: how hybrid and Phyrexian symbols will be paid, among the ways the player can pay — with assist,
  // leaving to another player the generic mana they could pay (702.132a).
  const total = concreteCost(manaCost, x ?? 0, tax);
  const help = assistAvailable(g, p, def, total.generic);
  const own = help === 0 ? total : { ...total, generic: total.generic - help };
  const form = chooseCostForm(g, p, own, def.name, [], base.life + (lifeX ?? 0));
  if (form === null) return "done";
  const formCost = help === 0 ? form.cost : { ...form.cost, generic: form.cost.generic + help };
  // 601.2c: a target filter reading X ("target creature with power X or less") reads the X just announced.
  let specs = info.overloaded ? [] : specsForModes(def, modes).map((sp) => specWithX(sp, x ?? 0));
  const per = spell?.extraCostPerTarget ?? 0;
  if (per > 0 && specs.length === 1) {
    // Fireball: each target beyond the first costs more, so offer only as many targets as can be paid for.
    let extra = 0;
    while (mostX(g, p, def, manaCost, per * (extra + 1) + tax) >= (x ?? 0)) extra++;
    specs = [{ ...specs[0], max: Math.min(specs[0].max ?? Number.MAX_SAFE_INTEGER, 1 + extra) }];
  }
  const effects = spell
    ? spell.modes
      ? flatMapOf(modes, (i) => spell.modes!.modes[i].effects)
      : spell.effects
    : [];
  const div = dividedEffect(effects);
  if (div && specs.length === 1) {
    // 601.2d: each target is assigned at least 1 of the divided damage: no more targets than the amount.
    const total = typeof div.amount === "number" ? div.amount : (x ?? 0);
    specs = [{ ...specs[0], max: Math.min(specs[0].max ?? Number.MAX_SAFE_INTEGER, total) }];
  }
  const targets = chooseTargets(g, p, specs, printed(g.db, def.id).colors, def.name, null, info.targets);
  if (cannotComply(specs, targets)) return "done";
  const flat = targets.flat();
  let divide: number[] | null = null;
  if (div && flat.length > 1) {
    const amount = typeof div.amount === "number" ? div.amount : (x ?? 0);
    const recipients = flat.map((r) => ({ label: refLabel(g, r), ref: r }));
    divide = askDivide(g, p, `${def.name}: divide ${amount} damage`, amount, recipients, 1);
  } else if (div && flat.length === 1) {
    divide = [typeof div.amount === "number" ? div.amount : (x ?? 0)];
  }
  info.divide = divide;
  const extra = per * Math.max(0, flat.length - 1);
  const cost = extra === 0 ? formCost : { ...formCost, generic: formCost.generic + extra };
  // 601.2h: the permanents to sacrifice or tap and the cards to discard for an additional or flashback cost.
  const chosen = chooseNonMana(g, p, def.name, base, o.id);
  if (chosen === null) return "done";
  // 702.132a: another player's part of the generic mana, then the caster's payment of the rest.
  const assisted = chooseAssist(g, p, def, cost);
  const helped = assisted === null ? cost : { ...cost, generic: cost.generic - assisted.cost.generic };
  // 702.66a: with delve, the cards from the graveyard that pay some of the generic mana.
  const life = form.life + base.life + (lifeX ?? 0);
  const delved = chooseDelve(g, p, def, o.id, helped, chosen.tap, life);
  if (delved === null) return "done";
  const rest = delved.cost;
  const payment = choosePayment(g, p, rest, def.name, chosen.tap); // what the cost taps doesn't pay mana
  if (payment === null) return "done"; // can't pay after all: the cast is abandoned, nothing changed
  // Commit (601.2a, 601.2h, 601.2i); 119.4: life paid is lost.
  if (assisted !== null) pay(g, assisted.player, assisted.cost, assisted.payment);
  pay(g, p, rest, payment);
  payDelve(g, delved.exile);
  loseLife(g, p, life); // 702.34a: "Flashback—{1}{U}, Pay 3 life."
  const so = moveObject(g, o.id, "stack", { controller: p })!;
  const sacrificed = payNonManaChosen(g, p, chosen);
  if (sacrificed !== undefined) info.sacrificed = sacrificed; // 608.2h
  so.stack = { ...info, triggering: modeChooser, ...targetPlayersOf(g, specs, targets) };
  if (fromCommand) {
    const casts = s.players[p].commanderCasts ?? {};
    s.players[p].commanderCasts = { ...casts, [o.card]: (casts[o.card] ?? 0) + 1 };
  }
  spellBecameCast(g, so, from);
  // Cast triggers (603.2), then ward for its targets (702.21a).
  emit(g, {
    type: "cast",
    player: p,
    object: so.id,
    card: def.name,
    targets: flat.map((r) => refLabel(g, r)),
    ...(way.way === "mana" ? {} : { way: way.way }),
    ...(from === "exile" ? { fromExile: true as const } : {}), // 601.3 ("whenever you play a card from exile")
    spell: so,
  });
  return "done";
}
