/**
 * Saving the position a game is at now (the web table's "Save this position", the server's
 * `GET /api/tables/:id/position`). A scenario begins at a turn's beginning (save.ts), so the file holds
 * the beginning of the current turn, and the inputs made since are written as its `actions` (play, cast,
 * activate with their targets, X, modes, division and mana sources; roll the planar die; attack; block), with `stopAt` the step
 * the game is in and, past its first decision, `stopAt.decision` (the n-th decision of that step). The file is then run with the scenario runner, and given as the position now only if it
 * stops exactly there (positionOf). When it doesn't — an input the format can't say yet (another kind of
 * choice, going back within a cast), a reference naming another copy of a card — the file stops at the turn's beginning (its
 * upkeep) and `note` says why: a file never claims a position it doesn't reach. Before the first turn, while
 * the players take their mulligans (103.5), the file is the position itself, stopping there (turn 0).
 */
import {
  type CardDb,
  castThisGameOf,
  commanderDamageOf,
  type Decision,
  extraTurnsToCome,
  firstSpellTriggersOf,
  type Game,
  type GameRecord,
  type GameState,
  LayoutError,
  PLAYER_RULES,
  playerRule,
  playersMayPlay,
  shownTurn,
  skipsOf,
} from "@roundtable/engine";
import { fileName } from "./names.ts";
import { parseScenario } from "./parse.ts";
import { stateCandidates } from "./resolve.ts";
import { runScenario } from "./runner.ts";
import { type ScenarioFile, savePosition } from "./save.ts";
import { apply, inMulligans, passAutomatically, replayFromStart, TurnStarts } from "./saveRecord.ts";

export interface SavedNow {
  file: ScenarioFile;
  /** Whether the file's stopAt is the live position (else the beginning of its turn; `note` says why). */
  exact: boolean;
  /** What the file holds, in a sentence for people. */
  note: string;
}

/** Whether an answer only passes: priority passed, no attack, no block. */
function passes(d: Decision | undefined, answer: unknown): boolean {
  if (d === undefined) return false;
  const a = answer as Record<string, unknown>;
  if (d.kind === "priority") return d.actions[a.choice as number]?.type === "pass";
  if (d.kind === "attackers") return Array.isArray(a.attacks) && a.attacks.length === 0;
  if (d.kind === "blockers") return Array.isArray(a.blocks) && a.blocks.length === 0;
  return false;
}

function describe(s: GameState, d: Decision | undefined, input: GameRecord["inputs"][number]): string {
  if ("loop" in input) return "a loop was declared";
  const who = s.players[input.player]?.name ?? `seat ${input.player}`;
  if ("concede" in input) return `${who} conceded`;
  if ("fullControl" in input) return `${who} turned full control ${input.fullControl ? "on" : "off"}`;
  if (d?.kind === "priority") {
    const a = d.actions[(input.answer as { choice: number }).choice];
    if (a !== undefined && a.type !== "pass") return `${who} took the action "${a.type} ${a.name}"`;
  }
  return `${who} answered a ${d?.kind ?? "?"} decision ("${d?.prompt ?? ""}")`;
}

/**
 * What a position is, for comparing two games: every zone's cards, the permanents of each owner in order
 * with their state, the stack, life, poison, mana, the players' skipped draws to come, "can't gain life"
 * and control by another (500.11, 119.7, 723.1), the commander damage dealt them by each commander (903.10a),
 * the phased-out permanents of each owner (702.26b),
 * the spells they have cast that "another spell named … this game" looks back for, their delayed triggered
 * abilities waiting for an opponent's first spell (103.6b), who may play each card in exile (601.3), the turn (numbered from
 * `firstTurn`; an extra turn after whose normal turn, and the extra turns to come, 500.7), who has passed,
 * and who is asked what; during the mulligans (turn 0, whatever `firstTurn`), the mulligans each player has
 * taken (103.5). Object ids are left out (a saved file numbers them afresh).
 */
export function positionOf(g: Game, firstTurn: number): string {
  const s = g.state;
  const card = (id: number) => s.objects[id]?.card;
  return JSON.stringify({
    players: s.players.map((p, seat) => ({
      mayPlay: p.exile.map((id) => playersMayPlay(s, id)), // 601.3
      ...(s.status === "starting" ? { mulligans: p.mulligans } : {}), // 103.5
      life: p.life,
      poison: p.poison,
      left: p.left,
      pool: p.pool,
      hand: p.hand.map(card),
      library: p.library.map(card),
      graveyard: p.graveyard.map(card),
      exile: p.exile.map(card),
      command: p.command.map(card),
      // 500.11, 119.7, 723.1: the draw steps they will skip, "can't gain life", who controls them (in this
      // turn, numbered from `firstTurn`, or waiting for their next) — as a saved file keeps them: only of and
      // by players in the game (800.4a, 800.4k).
      skipDraws: skipsOf(s, seat),
      cantGainLife: !p.left && p.cantGainLife === true,
      rules: p.left ? [] : PLAYER_RULES.filter((r) => playerRule(s, seat, r)), // 611.2a: Teferi's Protection's
      controlledBy: (s.playerControl ?? [])
        .filter((c) => c.player === seat && !p.left && !s.players[c.by].left)
        .map((c) => ({ by: c.by, turn: c.turn === null ? null : c.turn - firstTurn + 1 })),
      // 903.10a: per commander, by its owner's seat and card, of commanders whose owners are in the game (800.4a).
      commanderDamage: commanderDamageOf(s, seat),
      castThisGame: castThisGameOf(g.db, s, seat), // Approach of the Second Sun's, of a player in the game
      firstSpellTriggers: firstSpellTriggersOf(s, seat), // 603.7, 103.6b: Chancellor of the Annex's
      battlefield: s.battlefield
        .map((id) => s.objects[id])
        .filter((o) => o.owner === seat)
        .map((o) => ({
          card: o.card,
          controller: o.controller,
          tapped: o.tapped === true,
          sick: o.sick === true,
          damage: o.damage ?? 0,
          counters: o.counters ?? {},
          attachedTo: o.attachedTo === undefined ? null : card(o.attachedTo),
          enchanted: o.enchantedPlayer ?? null, // 303.4: the player a Curse is attached to
        })),
      // 702.26b: the phased-out permanents they own, with who they phased out under and how.
      phasedOut: (s.phasedOut ?? [])
        .map((id) => s.objects[id])
        .filter((o) => o.owner === seat)
        .map((o) => ({
          card: o.card,
          under: o.phasedUnder,
          indirectly: o.phasedIndirectly === true,
          tapped: o.tapped === true,
          counters: o.counters ?? {},
          attachedTo: o.attachedTo === undefined ? null : (card(o.attachedTo) ?? null),
        })),
    })),
    stack: s.stack.map(card),
    turn: {
      number: s.turn.number === 0 ? 0 : s.turn.number - firstTurn + 1, // 0: the mulligans, before any turn
      active: s.turn.active,
      step: s.turn.step,
      priority: s.turn.priority,
      passed: s.turn.passed,
      // 500.7: whether it is an extra turn, after whose normal turn, and the extra turns to come, by who will
      // take them (805.8: a team's; one of a player who has left is never taken, 800.4k, nor saved).
      extra: s.turn.extra,
      orderSeat: s.turn.orderSeat,
      extraTurns: extraTurnsToCome(s),
    },
    pending: g.decisions().map((d) => ({ kind: d.kind, player: d.player })),
  });
}

type Action = Record<string, unknown>;

/**
 * A card reference the file can't hold: the object is in no zone any more — it left the one it was in and
 * became a new object (400.7), as a creature whose "when this dies" trigger is being ordered.
 */
class NoReference extends Error {}

/** How many of the game's inputs answer a decision (full control turned on or off answers none). */
function answers(g: Game): number {
  return g.inputs.filter((input) => "decision" in input).length;
}

/** The step the game is in, as "turn step" ("12 main1"). */
function stepKey(s: GameState): string {
  return `${s.turn.number} ${s.turn.step}`;
}

/**
 * The record's inputs since the turn began, written as the file's `actions` (docs/scenarios.md § Actions):
 * play, cast and activate (with their targets, X, modes, division and mana sources), roll the planar die
 * (901.9), attack and block.
 * Anything else — another kind of choice, going back within a cast, a concession — stops the writing, and
 * `why` says what it was. Card references are written in full ("A:Grizzly Bears#2") from the state when the
 * input was made; whether they name the same objects when the file runs is checked by running it.
 */
class ActionWriter {
  readonly actions: Action[] = [];
  /** By player name: the answers to the decisions no action answers, in order. */
  readonly choices: Record<string, unknown[]> = {};
  why: string | null = null;
  private casting: Action | null = null;
  /**
   * A payment of the cast being written made automatically ("Pay automatically"): the permanents that could
   * have paid, untapped before it, by their references then. The sources it tapped may be written as the
   * cast's `pay` (`paid`, `withSources`): the automatic payment of the loaded file picks among its objects,
   * numbered afresh, and may tap another Forest than the game did.
   */
  private autoPaid: { cast: Action; untapped: Map<number, string>; step: string } | null = null;
  /**
   * By step (`turn step`): how many more answers the file gives than the game did — an automatic payment
   * written as its k sources is k answers where the game gave one — for `stopAt.decision`.
   */
  private readonly moreAnswers = new Map<string, number>();
  /** The sources each automatic payment tapped (`paid`), by the cast it paid for. */
  private readonly autoPays: { cast: Action; refs: string[] }[] = [];

  /**
   * Where each permanent of the turn's beginning is on the loaded file's battlefield: the layout lists them
   * by owner, so a permanent controlled by another player than its owner may come before or after that
   * player's own of the same name unlike in the game; the ones that entered since come after, in order.
   */
  private readonly loadedOrder = new Map<number, number>();

  constructor(
    private readonly db: CardDb,
    start?: GameState,
  ) {
    if (start === undefined) return;
    start.players.forEach((_, seat) => {
      for (const id of start.battlefield)
        if (start.objects[id].owner === seat) this.loadedOrder.set(id, this.loadedOrder.size);
    });
  }

  /** A reference to object `id` ("A:Grizzly Bears#2"), counted as the loaded file will count it. */
  private ref(s: GameState, id: number): string {
    const all = stateCandidates(this.db, s);
    const c = all.find((x) => x.id === id);
    if (c === undefined) throw new NoReference(`object ${id} is in no zone`);
    const named = all.filter((x) => x.name === c.name && x.seat === c.seat);
    const zone = named.filter((x) => x.zone === c.zone); // together: candidates come zone by zone
    const first = named.indexOf(zone[0]);
    const rank = (x: (typeof all)[number]): number =>
      this.loadedOrder.get(x.id) ?? this.loadedOrder.size + s.battlefield.indexOf(x.id);
    if (c.zone === "battlefield") zone.sort((a, b) => rank(a) - rank(b));
    return `${s.players[c.seat].name}:${c.name}#${first + zone.indexOf(c) + 1}`;
  }

  /**
   * An object on the stack as `onStack` names it, with its kind: a spell and the ability it puts on the
   * stack as it enters (Man-o'-War's) have one name, and the file must not respond to the wrong one.
   */
  private stackEntry(s: GameState, id: number): string {
    const o = s.objects[id];
    return `${fileName(this.db, o.card) ?? o.card} (${o.stack?.kind === "spell" ? "spell" : "ability"})`;
  }

  /**
   * The permanents a mana question offers as sources, untapped, by their references. One tapped as another
   * part of the cost ({T} of the ability activated) is written too; the file as answered is tried first.
   */
  private untappedSources(s: GameState, d: Decision): Map<number, string> {
    const out = new Map<number, string>();
    if (d.kind !== "choose") return out;
    for (const o of d.options) {
      const id = o.ref !== undefined && "object" in o.ref ? o.ref.object : null;
      if (id !== null && s.objects[id]?.zone === "battlefield" && s.objects[id].tapped !== true)
        out.set(id, this.ref(s, id));
    }
    return out;
  }

  /**
   * After an input was applied (`s`, the state then): the sources an automatic payment just tapped are kept
   * for the cast's `pay` (`withSources`), in the order the mana question offered them.
   */
  paid(s: GameState): void {
    const auto = this.autoPaid;
    if (auto === null) return;
    this.autoPaid = null;
    const tapped = [...auto.untapped].filter(([id]) => s.objects[id]?.tapped === true);
    if (tapped.length === 0) return;
    this.autoPays.push({ cast: auto.cast, refs: tapped.map(([, ref]) => ref) });
    this.moreAnswers.set(auto.step, (this.moreAnswers.get(auto.step) ?? 0) + tapped.length - 1);
  }

  /**
   * The actions with the sources each automatic payment tapped written as its cast's `pay`, and how many
   * more answers than the game's that file may give in step `key` (`turn step`): each source is an answer
   * where the game gave one, but for a payment the engine ends once the rest can only be paid one way.
   */
  withSources(key: string): { actions: Action[]; added: number } {
    const pays = new Map<Action, string[]>();
    for (const { cast, refs } of this.autoPays) pays.set(cast, [...(pays.get(cast) ?? []), ...refs]);
    const actions = this.actions.map((a) => {
      const refs = pays.get(a);
      return refs === undefined ? a : { ...a, pay: [...((a.pay as string[]) ?? []), ...refs] };
    });
    return { actions, added: this.moreAnswers.get(key) ?? 0 };
  }

  private target(s: GameState, r: { player: number } | { object: number }): string {
    return "player" in r ? s.players[r.player].name : this.ref(s, r.object);
  }

  /** The `choices` entry answering `d` as `a` did, or undefined if the format has none. */
  private choice(s: GameState, d: Decision, a: Record<string, unknown>): unknown {
    switch (d.kind) {
      case "choose": {
        const picked = (a.choices as number[]).map((i) => d.options[i]);
        if (d.options.length === 2 && d.options[0].label === "yes" && d.options[1].label === "no")
          return picked[0] === d.options[0];
        return picked.map((o) => (o.ref === undefined ? o.label : this.target(s, o.ref)));
      }
      case "order":
        return (a.order as number[]).map((i) => {
          const item = d.items[i];
          if (item.ref === undefined || !("object" in item.ref)) return item.label;
          // 400.7: a trigger whose source has left its zone (a dies trigger) can't name it: its label does
          // (the runner takes the first of identical ones; the run's check says if that was another).
          try {
            return this.ref(s, item.ref.object);
          } catch (e) {
            if (!(e instanceof NoReference)) throw e;
            return item.label;
          }
        });
      case "damage":
      case "divide":
        return a.amounts;
      case "number":
        return a.value;
      case "mulligan":
        return a.keep;
      default:
        return undefined;
    }
  }

  /**
   * Notes input `input`, the answer to `d`, made in the state `s` (before it is applied). An answer naming
   * an object that has left its zone stops the writing: the file can't refer to it.
   */
  note(s: GameState, d: Decision | undefined, input: GameRecord["inputs"][number]): void {
    if (this.why !== null) return;
    try {
      this.write(s, d, input);
    } catch (e) {
      if (!(e instanceof NoReference)) throw e;
      this.why = `${describe(s, d, input)} naming an object that has left its zone (400.7)`;
    }
  }

  private write(s: GameState, d: Decision | undefined, input: GameRecord["inputs"][number]): void {
    if (d === undefined || !("decision" in input)) {
      this.why = describe(s, d, input);
      return;
    }
    const a = input.answer as Record<string, unknown>;
    // The turn as the game numbers it: the saved file's first (its turnNumber).
    const at = { turn: shownTurn(s, s.turn.number), step: s.turn.step, player: s.players[input.player].name };
    if ("back" in a) {
      this.why = `${at.player} went back within a cast`;
      return;
    }
    if (d.kind === "priority") {
      const act = d.actions[a.choice as number];
      this.casting = null;
      // The stack as the player acted: the runner waits for it (stackEmpty: after what was cast before it
      // resolved; onStack: in response to what is there, not at an earlier priority with other objects).
      const waits =
        s.stack.length === 0
          ? { stackEmpty: true }
          : { onStack: s.stack.map((id) => this.stackEntry(s, id)) };
      if (act === undefined || act.type === "pass") return;
      if (act.type === "play") this.actions.push({ ...at, play: this.ref(s, act.object), ...waits });
      else if (act.type === "cast") {
        this.casting = { ...at, cast: this.ref(s, act.object), ...waits };
        this.actions.push(this.casting);
      } else if (act.type === "activate") {
        this.casting = { ...at, activate: this.ref(s, act.object), ability: act.ability + 1, ...waits };
        this.actions.push(this.casting);
      } else if (act.type === "planarDie") {
        // 901.9: the special action of rolling the planar die (with an empty stack), its cost paid as `pay`.
        this.casting = { ...at, roll: true, stackEmpty: true };
        this.actions.push(this.casting);
      } else this.why = describe(s, d, input);
      return;
    }
    if (d.kind === "attackers" || d.kind === "blockers") {
      this.casting = null;
      if (d.kind === "attackers") {
        const attacks = a.attacks as {
          attacker: number;
          defender: { player: number } | { planeswalker: number };
        }[];
        if (attacks.length === 0) return;
        const attack: Record<string, string> = {};
        for (const x of attacks)
          attack[this.ref(s, x.attacker)] =
            "player" in x.defender ? s.players[x.defender.player].name : this.ref(s, x.defender.planeswalker);
        this.actions.push({ ...at, attack });
      } else {
        const blocks = a.blocks as { blocker: number; attacker: number }[];
        if (blocks.length === 0) return;
        const block: Record<string, string[]> = {};
        for (const b of blocks) {
          const blocker = this.ref(s, b.blocker);
          block[blocker] = [...(block[blocker] ?? []), this.ref(s, b.attacker)];
        }
        this.actions.push({
          ...at,
          block: Object.fromEntries(Object.entries(block).map(([k, v]) => [k, v.length === 1 ? v[0] : v])),
        });
      }
      return;
    }
    const c = this.casting;
    // A question of the cast being written whose answer is one of the action's fields, or any other
    // decision (a question of the cast no field answers, as the opponent who chooses a target in a team
    // game): an entry of the deciding player's `choices` (docs/scenarios.md § Choices).
    if (c !== null && d.back === true && this.asField(c, s, d, a)) return;
    if (d.kind === "choose" && d.purpose === "mana") {
      // A payment no action's `pay` answers (a cost asked by a resolving ability: "unless that player pays
      // {1}"): the runner pays it automatically, as the first option does; a source chosen by hand can't be
      // written. A `choices` entry would never be asked for.
      if ((a.choices as number[])[0] !== 0) this.why = describe(s, d, input);
      return;
    }
    const entry = this.choice(s, d, a);
    if (entry === undefined) this.why = describe(s, d, input);
    else this.choices[at.player] = [...(this.choices[at.player] ?? []), entry];
  }

  /**
   * Writes the answer `a` to the question `d` of the cast `c` as one of its fields (x, divide, targets,
   * modes, pay); false if no field answers it.
   */
  private asField(c: Action, s: GameState, d: Decision, a: Record<string, unknown>): boolean {
    if (d.kind === "number") c.x = a.value;
    else if (d.kind === "divide") c.divide = a.amounts;
    else if (d.kind === "choose" && d.purpose === "targets") {
      const picked = (a.choices as number[]).map((i) => d.options[i].ref);
      if (picked.some((r) => r === undefined)) return false; // an option named by its label: a choice
      c.targets = [...((c.targets as unknown[]) ?? []), picked.map((r) => this.target(s, r!))];
    } else if (d.kind === "choose" && d.purpose === "modes") {
      const modes = (a.choices as number[]).map((i) => Number(/^Mode (\d+)/.exec(d.options[i].label)?.[1]));
      c.modes = [...((c.modes as number[]) ?? []), ...modes];
    } else if (d.kind === "choose" && d.purpose === "mana") {
      const [i] = a.choices as number[];
      const r = d.options[i]?.ref;
      if (i !== 0 && r !== undefined && "object" in r)
        c.pay = [...((c.pay as string[]) ?? []), this.ref(s, r.object)];
      else if (i === 0) this.autoPaid = { cast: c, untapped: this.untappedSources(s, d), step: stepKey(s) };
    } else return false;
    return true;
  }
}

/**
 * The scenario file of `record`'s game as it is now (see above). Throws LayoutError naming why when the
 * beginning of the current turn can't be saved (layoutProblems).
 */
export function savePositionNow(db: CardDb, record: GameRecord, name = "A saved position"): SavedNow {
  const starting = inMulligans(db, record, record.inputs.length);
  if (starting !== null) return savedInMulligans(db, starting, name);
  const { game, auto } = replayFromStart(db, record);
  const starts = new TurnStarts(db, name);
  /** Since the turn's beginning was saved: the inputs written as actions, or why they can't be. */
  let writer = new ActionWriter(db);
  /** The step the game is in, and how many decisions had been answered when the step began (stopAt.decision). */
  let step = { key: "", from: 0 };
  const seen = (g: Game): void => {
    const key = stepKey(g.state);
    if (key !== step.key) step = { key, from: answers(g) };
    if (starts.see(g)) writer = new ActionWriter(db, g.state);
  };
  let asked: number | undefined;
  record.inputs.forEach((input, i) => {
    passAutomatically(game, auto, seen, asked);
    // Full control turned on or off changes no position: the file asks every priority anyway.
    if ("fullControl" in input) {
      asked = apply(game, input, i);
      return;
    }
    asked = undefined;
    const d = "decision" in input ? game.decisions().find((x) => x.player === input.player) : undefined;
    if (!("decision" in input && passes(d, input.answer))) writer.note(game.state, d, input);
    apply(game, input, i);
    writer.paid(game.state);
  });
  passAutomatically(game, auto, seen, asked);
  const s = game.state;
  const turn = s.turn.number;
  /** The turn as the game numbers it: the saved file's first (its turnNumber), its turns numbered from it. */
  const shown = shownTurn(s, turn);
  // The turn's beginning, stopping there: its first main phase (the turn-start file's stop) may never come
  // (the game ended in the draw step: a player drew from an empty library).
  const found: { file: ScenarioFile } = {
    file: { ...starts.fileOf(s), stopAt: { turn: shown, step: "upkeep" } },
  };
  const atStart = `the beginning of turn ${shown} (${s.players[s.turn.active].name}'s upkeep)`;
  if (s.status === "over") return { file: found.file, exact: false, note: `${atStart}: the game is over` };
  const w = writer as ActionWriter;
  const answered = answers(game) - step.from;
  if (w.why !== null)
    return {
      file: found.file,
      exact: false,
      note: `${atStart}, not the position now: since then ${w.why}, which the file can't replay yet (add it as an action or a choice)`,
    };
  const acted =
    w.actions.length === 0
      ? ""
      : ` after the ${w.actions.length} action${w.actions.length === 1 ? "" : "s"} taken since the turn began`;
  const fileOf = (actions: Action[], decision: number): ScenarioFile => ({
    ...found.file,
    description: `${found.file.description} It stops at ${s.turn.step}, where the game was when saved${acted}.`,
    actions,
    ...(Object.keys(w.choices).length > 0 ? { choices: w.choices } : {}),
    // The n-th decision of the step: every priority is asked in a scenario, as in this replay (autoPass off).
    stopAt: { turn: shown, step: s.turn.step, ...(decision > 1 ? { decision } : {}) },
  });
  // The actions as answered; else with the sources automatic payments tapped (the loaded file's own may
  // pick others), stopping at each decision those extra answers may have moved the position to.
  const paid = w.withSources(step.key);
  const tries = [fileOf(w.actions, answered + 1)];
  if (paid.actions.some((a, i) => a !== w.actions[i]))
    for (let extra = paid.added; extra >= 0; extra--) tries.push(fileOf(paid.actions, answered + 1 + extra));
  let why = "";
  for (const file of tries) {
    const parsed = parseScenario(file, db);
    const run = parsed.ok ? runScenario(parsed.scenario, db) : null;
    if (run?.game != null && run.error === undefined && positionOf(run.game, 1) === positionOf(game, turn))
      return { file, exact: true, note: `the position now: turn ${shown}, ${s.turn.step}${acted}` };
    why ||= !parsed.ok
      ? `the actions taken since can't stop in ${s.turn.step} (${parsed.errors[0]?.message ?? "invalid"})`
      : run?.error !== undefined
        ? `replaying the actions taken since failed (${run.error})`
        : `the file would stop elsewhere than the game is (${s.turn.step}, decision ${answered + 1} of the step)`;
  }
  return { file: found.file, exact: false, note: `${atStart}, not the position now: ${why}` };
}

/**
 * 103.5: a game in its mulligans, saved as it is — the file stops there (turn 0) — and given once the file,
 * run, stops at the same position (positionOf); else LayoutError.
 */
function savedInMulligans(db: CardDb, game: Game, name: string): SavedNow {
  const file = savePosition(game, name);
  const parsed = parseScenario(file, db);
  const run = parsed.ok ? runScenario(parsed.scenario, db) : null;
  if (run?.game == null || run.error !== undefined || positionOf(run.game, 1) !== positionOf(game, 1))
    throw new LayoutError([
      `the file would stop elsewhere than the game is, in its mulligans (103.5)${run?.error === undefined ? "" : `: ${run.error}`}`,
    ]);
  return {
    file,
    exact: true,
    note: "the position now: turn 0, the mulligans (103.5), before the first turn",
  };
}
