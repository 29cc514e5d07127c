/**
 * Taking a scripted action (cast, activate, play, deploy, march, attack, block): its answer to the
 * player's decision, and the answers its own fields give to the follow-up questions (601.2b–h, 602.2b):
 * targets, modes, X, division and payment. When the engine doesn't offer what the action names, the
 * message says why if range of influence (801), a teammate (804.2) or another turn marker's stack (807.5b)
 * is the reason.
 */
import { type Answer, DEPLOY_TEXT, type Decision } from "@roundtable/engine";
import { listOptions, objectOf, pickOption, pickOptions, ScenarioRunError } from "./answer.ts";
import { otherStackNotes } from "./lanes.ts";
import { formatPath } from "./names.ts";
import { attackingSeat, targetNotes as rangeTargetNotes } from "./rangeNotes.ts";
import type { OpenAction, RunState } from "./runState.ts";
import { verbOf } from "./schema.ts";

/** A decision that ends the questions of an action being taken: the player's next priority, attackers or blockers. */
export function endsAction(d: Decision): boolean {
  return d.kind === "priority" || d.kind === "attackers" || d.kind === "blockers";
}

/** Action i being taken, its follow-up questions (targets, X, modes, division, payment) still to answer. */
function openAction(r: RunState, i: number, d: Decision, targets: OpenAction["targets"]): OpenAction {
  return {
    index: i,
    action: r.scn.actions[i],
    seat: d.player,
    marker: r.here?.marker ?? 0,
    targets,
    nextTarget: 0,
    xUsed: false,
    modesUsed: false,
    divideUsed: false,
    nextPay: 0,
  };
}

/** The answer action i gives to decision d, its player's priority, attackers or blockers decision. */
export function takeAction(r: RunState, i: number, d: Decision): Answer {
  const a = r.scn.actions[i];
  const s = r.game.state;
  const db = r.db;
  const label = r.actionLabel(i);
  const verb = verbOf(a);
  if (d.kind === "priority" && verb === "march") {
    const id = objectOf(db, s, a.march!, label);
    const to = r.names.indexOf(a.to!);
    const k = d.actions.findIndex((x) => x.type === "march" && x.object === id && x.to === to);
    if (k < 0) {
      const marches = d.actions.flatMap((x) => (x.type === "march" ? [`${x.name} to ${x.territory}`] : []));
      throw new ScenarioRunError(
        `${label}: march ${a.march} to ${a.to} was not among the legal marches (${marches.length === 0 ? "none" : marches.join(", ")}): a creature marches once a turn, untapped and not summoning sick, into a neighbouring allied territory within its controller's range, when its controller could cast a creature spell (classic Emperor)`,
      );
    }
    return { choice: k };
  }
  if (d.kind === "priority" && verb === "roll") {
    // 901.9, 116.2i: the special action of rolling the planar die; its cost is paid from `pay`.
    const k = d.actions.findIndex((x) => x.type === "planarDie");
    if (k < 0)
      throw new ScenarioRunError(
        `${label}: rolling the planar die was not among the legal actions: the active player may roll it with priority and an empty stack in a main phase of their turn, paying {N} for the Nth earlier roll this turn (901.9)`,
      );
    r.open = openAction(r, i, d, undefined);
    return { choice: k };
  }
  if (
    d.kind === "priority" &&
    (verb === "play" || verb === "cast" || verb === "activate" || verb === "deploy")
  ) {
    const id = objectOf(db, s, a[verb]!, label);
    // 804.2: the deploy ability is the creature's last ability; it is known by its text.
    const k =
      verb === "deploy"
        ? d.actions.reduce(
            (last, x, j) => (x.type === "activate" && x.object === id && x.text === DEPLOY_TEXT ? j : last),
            -1,
          )
        : d.actions.findIndex(
            (x) =>
              x.type === verb && x.object === id && (x.type !== "activate" || x.ability === a.ability! - 1),
          );
    const targets = verb === "deploy" ? [[a.to!]] : a.targets;
    if (k < 0) {
      const legal = d.actions.map((x) =>
        x.type === "pass"
          ? "pass"
          : x.type === "activate"
            ? `activate ${x.name} ability ${x.ability + 1} (${x.text})`
            : `${x.type} ${x.name}`,
      );
      const what =
        verb === "activate"
          ? `activate ${a[verb]} ability ${a.ability}`
          : verb === "deploy"
            ? `deploy ${a.deploy} (${DEPLOY_TEXT})`
            : `${verb} ${a[verb]}`;
      const activating =
        verb === "activate"
          ? r.outOfRange(d.player, a.activate!, "801.6", "its abilities can't be activated by this player")
          : null;
      const notes = [activating, targetNotes(r, d.player, (targets ?? []).flat(), verb === "deploy")]
        .filter((x) => x !== null && x !== "")
        .join("; ");
      throw new ScenarioRunError(
        `${label}: ${what} was not among the legal actions: ${legal.join(", ")}${notes === "" ? "" : `; ${notes}`}`,
      );
    }
    if (verb !== "play") {
      r.open = openAction(r, i, d, targets);
    }
    return { choice: k };
  }
  if (d.kind === "attackers") {
    const attacks = Object.entries(a.attack!).map(([attacker, defender]) => {
      const seat = r.names.indexOf(defender);
      return {
        attacker: objectOf(db, s, attacker, `${label}: attacker`),
        defender:
          seat >= 0 ? { player: seat } : { planeswalker: objectOf(db, s, defender, `${label}: defender`) },
      };
    });
    // 801.3: say so when the engine refuses the attack and a defender is out of range.
    const refused = r.game.check(d.player, d.id, { attacks });
    if (refused !== null) {
      const notes = Object.entries(a.attack!).flatMap(([attacker, t]) => {
        const seat = attackingSeat(db, s, r.names, attacker, d.player);
        const note = r.outOfRange(seat, t, "801.3", "not a legal defender");
        return note === null ? [] : [note];
      });
      if (notes.length > 0)
        throw new ScenarioRunError(`${label}: ${notes.join("; ")}; the engine refused: ${refused.message}`);
    }
    return { attacks };
  }
  if (d.kind === "blockers") {
    const blocks = Object.entries(a.block!).flatMap(([blocker, attackers]) =>
      (typeof attackers === "string" ? [attackers] : attackers).map((attacker) => ({
        blocker: objectOf(db, s, blocker, `${label}: blocker`),
        attacker: objectOf(db, s, attacker, `${label}: attacker`),
      })),
    );
    return { blocks };
  }
  throw new Error(`internal: ${label} taken at a ${d.kind} decision`);
}

/** Follow-up questions of the cast or activate action being taken. Null if the action doesn't answer it. */
export function fromOpenAction(r: RunState, d: Decision): { answer: Answer; source: string } | null {
  const o = r.open;
  if (o === null || o.seat !== d.player) return null;
  const a = o.action;
  const s = r.game.state;
  const path = (...p: (string | number)[]) => formatPath(["actions", o.index, ...p]);
  const targets = o.targets;
  if (d.kind === "choose" && d.purpose === "targets" && targets && o.nextTarget < targets.length) {
    const first = o.nextTarget;
    const entry = targets[first];
    let texts: string[];
    if (Array.isArray(entry)) {
      texts = entry;
      o.nextTarget++;
    } else {
      texts = [];
      while (texts.length < d.max && o.nextTarget < targets.length) {
        const e = targets[o.nextTarget];
        if (Array.isArray(e)) break;
        texts.push(e);
        o.nextTarget++;
      }
    }
    const where = verbOf(a) === "deploy" ? path("to") : path("targets", first);
    let choices: number[];
    try {
      choices = pickOptions(r.db, s, texts, d.options, where);
    } catch (e) {
      // 801.4: say so when a target that isn't among the options is out of range.
      const notes = targetNotes(r, o.seat, texts, verbOf(a) === "deploy");
      if (!(e instanceof ScenarioRunError) || notes === "") throw e;
      throw new ScenarioRunError(`${where}: ${notes}; options: ${listOptions(d.options)}`);
    }
    if (choices.length < d.min)
      throw new ScenarioRunError(
        `${where}: "${d.prompt}" needs at least ${d.min} target${d.min === 1 ? "" : "s"}, the action gives ${choices.length}`,
      );
    return { answer: { choices }, source: where };
  }
  if (d.kind === "choose" && d.purpose === "modes" && a.modes && !o.modesUsed) {
    o.modesUsed = true;
    const choices = a.modes.map((m) => {
      const k = d.options.findIndex((x) => x.label === `Mode ${m}` || x.label.startsWith(`Mode ${m}:`));
      if (k < 0)
        throw new ScenarioRunError(
          `${path("modes")}: mode ${m} is not available; options: ${listOptions(d.options)}`,
        );
      return k;
    });
    return { answer: { choices }, source: path("modes") };
  }
  if (d.kind === "number" && a.x !== undefined && !o.xUsed) {
    o.xUsed = true;
    return { answer: { value: a.x }, source: path("x") };
  }
  if (d.kind === "divide" && a.divide && !o.divideUsed) {
    o.divideUsed = true;
    return { answer: { amounts: a.divide }, source: path("divide") };
  }
  if (d.kind === "choose" && d.purpose === "mana") {
    if (!a.pay || o.nextPay >= a.pay.length) return { answer: { choices: [0] }, source: "automatic payment" };
    const k = o.nextPay++;
    const choice = pickOption(r.db, s, a.pay[k], d.options, [0], path("pay", k));
    return { answer: { choices: [choice] }, source: path("pay", k) };
  }
  return null;
}

/**
 * rangeNotes.ts: range and teammate notes for the targets of a failed action; in Grand Melee, also a
 * target on another turn marker's stack (807.5b).
 */
function targetNotes(r: RunState, seat: number, texts: readonly string[], deploy: boolean): string {
  const s = r.game.state;
  const notes = [
    rangeTargetNotes(r.db, s, r.names, seat, texts, deploy, r.here?.turn ?? s.turn),
    ...otherStackNotes(r.db, s, r.names, r.here, texts),
  ];
  return notes.filter((n) => n !== "").join("; ");
}
