/**
 * Triggered abilities (603). A trigger event records a PendingTrigger; the next time a player would
 * receive priority, each player in APNAP order puts their triggers on the stack in the order they choose,
 * choosing targets as they do (603.3b, 603.3d, 101.4). Intervening "if" clauses are checked when the
 * ability triggers and again on resolution (603.4).
 */

import { GRANTED_INDEX, grantAt } from "../../cards/grants.ts";
import { targetsOf } from "../../cards/intent.ts";
import { abilityAt, allAbilities } from "../../cards/keywords.ts";
import { abilityText as textOfAbility } from "../../cards/rulesText/abilities.ts";
import { quotedAbilityText } from "../../cards/rulesText/statics/granted.ts";
import { rulesTextOfAbility, rulesTextOfEffects } from "../../cards/rulesText.ts";
import type { Ability, CardDb, TargetSpec, TriggerWhen } from "../../cards/types.ts";
import { countersOf } from "../../objectFields.ts";
import type { GameObject, ObjId, PendingTrigger, PlayerId } from "../../state.ts";
import { askOrder } from "../ask/ask.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsTriggeringOn, cardsWhere, triggeringCards } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import { grantedAmong, grantedHolders, grantedTriggersOf } from "../characteristics/grantedTriggers.ts";
import { lastKnownCharacteristics } from "../characteristics/lastKnown.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import type { Happening, SourceInfo } from "../context/record.ts";
import { emit } from "../context/record.ts";
import { checkCondition } from "../effects/conditions.ts";
import { effectMentions } from "../effects/effectJson.ts";
import { castDelayedTriggers } from "../effects/linked.ts";
import { faceUpSchemes } from "../players/archenemies.ts";
import { lanes } from "../players/lanes.ts";
import { faceUpPlanar, planarIgnoresRange, planarRangeFree } from "../players/planes.ts";
import {
  activePlayers,
  apnap,
  inRange,
  isActivePlayer,
  isOpponent,
  teamChooser,
  teamSeats,
} from "../players/players.ts";
import { vanguardSources } from "../players/vanguards.ts";
import { attachedAsItLeft } from "../records/attachedAsItLeft.ts";
import { firstSpellThisTurn } from "../records/firstSpellThisTurn.ts";
import { lookingBack } from "../records/lookBack.ts";
import { chooseTargets } from "../spells/chooseTargets.ts";
import { chooseTriggerModes, isModal, modeSpecs, recordTriggerModes } from "../spells/modalTriggers.ts";
import { targetPlayersOf } from "../targets/opponentTargets.ts";
import { colorsOfSource, type DefendingSpec, matchesFilter, refLabel, specMin } from "../targets/targets.ts";
import { newObject } from "../zones/zones.ts";
import { declarationTriggers } from "./attackTriggers.ts";
import { blockKeywordTriggers, unblockedKeywordTriggers } from "./blockKeywords.ts";
import { persistTriggers } from "./persist.ts";
import { poisonousTriggers } from "./poisonous.ts";
import { prowessTriggers } from "./prowess.ts";

/**
 * Records the abilities of `o` (card `card`, controlled by `controller`) that trigger on an event.
 * 801.7: an ability triggers only if the whole event happens within its controller's range of influence:
 * `involved` lists the players the event involves (the controllers of the objects in it, looked at before
 * or after it as the event requires, 801.7a).
 */

/** The cards with a state trigger (603.8). */
function stateTriggerCards(db: CardDb): Set<string> {
  return cardsWhere(db, "stateTrigger", (def) =>
    allAbilities(def).some((a) => a.kind === "triggered" && a.when.on === "state"),
  );
}

function collect(
  g: Ctx,
  o: GameObject,
  card: string,
  controller: PlayerId,
  match: (w: TriggerWhen) => boolean,
  triggering: PlayerId | null,
  /** The object the event is about (the spell cast), for "it". */
  object?: ObjId,
  /** The players the event involves, or per ability when that depends on how it is worded. */
  involved:
    | readonly PlayerId[]
    | ((w: TriggerWhen, a: Ability & { kind: "triggered" }) => readonly PlayerId[]) = triggering === null
    ? []
    : [triggering],
): void {
  // Most permanents have no triggered ability of their own, and none granted (613.1f, 113.7).
  const def = triggeringCards(g.db).has(card) ? g.db.get(card) : undefined;
  const own = def === undefined ? [] : allAbilities(def); // with those its keywords stand for (702.124j)
  // 603.10a: a permanent that has just left is looked at as it last existed on the battlefield (613.7).
  const gone = o.zone === "battlefield" && g.s.objects[o.id]?.zone !== "battlefield";
  const last = gone ? lastKnownCharacteristics(g, o).abilities : undefined;
  const granted = last !== undefined ? grantedAmong(g.db, o.card, last) : grantedTriggersOf(g.db, g.s, o);
  if (own.length === 0 && granted.length === 0) return;
  /** Ability `a`, written on card `written` as its ability `i`, triggers if the event is its own. */
  const trigger = (a: Ability, written: string, i: number): void => {
    if (a.kind !== "triggered" || !match(a.when)) return;
    const who = typeof involved === "function" ? involved(a.when, a) : involved;
    // 801.18: a face-up plane or phenomenon's abilities aren't limited by range (but in Grand Melee).
    if (!planarIgnoresRange(g.s, o)) for (const p of who) if (!inRange(g.s, controller, p)) return;
    if (a.condition && !checkCondition(g, a.condition, o, controller)) return;
    g.s.triggers.push({
      source: o.id,
      card: written,
      ability: i,
      controller,
      triggering,
      ...(object !== undefined ? { object } : {}),
      ...(o.kicked === true ? { kicked: true } : {}), // 702.33e
      ...(o.timesKicked !== undefined ? { timesKicked: o.timesKicked } : {}), // 702.33c
    });
  };
  // 613.1f, 613.7: a permanent that has lost its abilities (Turn to Frog) doesn't trigger those printed on it.
  const has =
    own.length > 0 && g.s.objects[o.id]?.zone === "battlefield"
      ? characteristics(g.db, g.s, o).abilities
      : (last ?? own);
  for (let i = 0; i < own.length; i++) if (has === own || has.includes(own[i])) trigger(own[i], card, i);
  // A granted ability triggers as the permanent's own; its text is the granting card's.
  for (const a of granted) trigger(a.ability, a.card, a.index);
}

/**
 * "At the beginning of [your / each player's] upkeep / draw step / end step" (503.1, 504.2, 513.1).
 * 801.7: an ability that names whose step it is ("your upkeep", "each opponent's upkeep", "each player's
 * draw step") triggers only if the active player is within its controller's range; "at the beginning of
 * each upkeep" and "of the end step" name no player, so they trigger in every turn.
 */
/** Whether a triggered ability's effects refer to the player the event is about ("that player"). */
function namesTriggeringPlayer(a: Ability & { kind: "triggered" }): boolean {
  return a.effects.some((e) => effectMentions(e, '"triggering"'));
}

export function stepTriggers(g: Ctx, step: "upkeep" | "draw" | "end"): void {
  const sources = sourcesOf(g, "beginningOfStep");
  if (sources.length === 0) return; // most steps of most games: nothing to look at
  const s = g.s;
  // 805.4d: with shared team turns, "your" and "each player's" steps are those of every active player.
  const aps = activePlayers(s);
  if (aps.length === 0) aps.push(s.turn.active);
  aps.forEach((ap, i) => {
    // "each upkeep" / "the end step" name no player: they trigger once per step. "Each player's upkeep"
    // whose effect names "that player" (Karma) is about the active player: within range only (801.7).
    const noPlayer = (w: TriggerWhen) =>
      w.on === "beginningOfStep" && w.whose === "each" && w.step !== "draw";
    const involved = (w: TriggerWhen, a: Ability & { kind: "triggered" }) =>
      noPlayer(w) && !namesTriggeringPlayer(a) ? [] : [ap];
    for (const o of sources) {
      const mine = (w: TriggerWhen) =>
        w.on === "beginningOfStep" &&
        w.step === step &&
        !(i > 0 && noPlayer(w)) &&
        (w.whose === "each" ||
          (w.whose === "yours" && o.controller === ap) ||
          (w.whose === "chosen" && o.chosenPlayer === ap) ||
          (w.whose === "opponents" && isOpponent(s, o.controller, ap)));
      collect(g, o, o.card, o.controller, mine, ap, undefined, involved);
    }
  });
}

/**
 * The objects whose triggered abilities of kind `on` see an event: the permanents, in a Planechase game
 * the face-up planes and phenomena (311.4, 901.7), an archenemy's face-up schemes (904.8) and in a Vanguard
 * game the vanguard cards (902.7): their abilities trigger from the command zone.
 */
function sourcesOf(g: Ctx, on: TriggerWhen["on"]): GameObject[] {
  const cards = cardsTriggeringOn(g.db, on);
  const own = permanentsWith(g.s, cards);
  // 613.1f: and the permanents granted such an ability (none in most games), each once, in battlefield order.
  const granted = grantedHolders(g.db, g.s, on);
  const ids = granted.length === 0 ? own : [...new Set([...own, ...granted])].sort((x, y) => x - y);
  const out = ids.map((id) => g.s.objects[id]);
  if (g.s.planechase !== undefined) for (const o of faceUpPlanar(g.s)) if (cards.has(o.card)) out.push(o);
  for (const o of faceUpSchemes(g.db, g.s)) if (cards.has(o.card)) out.push(o); // 904.8
  for (const id of vanguardSources(g.s)) if (cards.has(g.s.objects[id].card)) out.push(g.s.objects[id]); // 902.7
  return out;
}

/** "When you cast this spell" (603.2): the cast triggers of the spell itself, such as storm (702.40a). */
function castTriggers(g: Ctx, spell: GameObject): void {
  allAbilities(defOf(g, spell)).forEach((a, i) => {
    if (a.kind !== "triggered" || a.when.on !== "cast") return;
    g.s.triggers.push({
      source: spell.id,
      card: spell.card,
      ability: i,
      controller: spell.controller,
      triggering: null,
    });
  });
}

/**
 * 801.7: whether an event involving player `p` is within the range of influence of `o`'s controller (a
 * face-up plane's or phenomenon's abilities aren't limited, 801.18). `collect` checks this for every
 * ability; the loops over a big table's permanents check it first, before matching the event's filters.
 */
function seesEvent(g: Ctx, o: GameObject, p: PlayerId): boolean {
  return planarIgnoresRange(g.s, o) || inRange(g.s, o.controller, p);
}

/** "When this enters", and "Whenever this creature or another Warrior your team controls enters": itself too. */
const entersItself = (w: TriggerWhen): boolean =>
  w.on === "entersBattlefield" || (w.on === "anotherEnters" && w.orThis === true);

/** Enters-the-battlefield and dies triggers of the object that moved (603.6a, 603.10a look-back). */
function zoneChangeTriggers(g: Ctx, before: GameObject, after: GameObject | null, to: string): void {
  if (after !== null && to === "battlefield" && before.zone !== "battlefield") {
    collect(g, after, after.card, after.controller, entersItself, null);
    // "Whenever a nontoken creature enters": the other permanents see it enter (603.6a).
    for (const o of sourcesOf(g, "anotherEnters")) {
      if (o.id === after.id || !seesEvent(g, o, after.controller)) continue;
      collect(
        g,
        o,
        o.card,
        o.controller,
        (w) => w.on === "anotherEnters" && matchesFilter(g, after, w.filter, o.controller),
        after.controller,
      );
    }
  }
  if (before.zone === "battlefield" && to !== "battlefield") leavesTriggers(g, before, to);
  if (before.zone === "battlefield" && to === "graveyard") persistTriggers(g, before, after); // 702.79a, 702.93a
}

/**
 * A permanent left the battlefield (to `to`, or the game: 603.6c). Leaves-the-battlefield abilities look
 * back in time (603.10a): the permanent's own, and "whenever another creature leaves" of the others.
 */
function leavesTriggers(g: Ctx, before: GameObject, to: string): void {
  const s = g.s;
  // As it last existed on the battlefield (603.10a): an animated land dies, a creature that lost its
  // abilities has none, a granted one it has (613.1f, 613.7).
  const ch = lastKnownCharacteristics(g, before);
  // 700.4: a creature "dies" when it is put into a graveyard from the battlefield.
  const died = to === "graveyard" && ch.types.includes("Creature");
  if (died) collect(g, before, before.card, before.controller, (w) => w.on === "dies", null);
  // 603.10a: "Whenever equipped creature dies" — the Equipment attached to it just before it died.
  if (died)
    for (const eq of attachedAsItLeft(g, before))
      collect(g, eq, eq.card, eq.controller, (w) => w.on === "equippedDies", before.controller);
  collect(g, before, before.card, before.controller, (w) => w.on === "leavesBattlefield", null);
  const diesOf = (w: TriggerWhen, controller: PlayerId): boolean =>
    died && w.on === "creatureDies" && filterAccepts(s, ch, before, w.filter, controller);
  // "Whenever this creature or another creature dies", "Whenever a creature you control dies": itself too.
  if (died)
    collect(
      g,
      before,
      before.card,
      before.controller,
      (w) => w.on === "creatureDies" && w.self !== "another" && diesOf(w, before.controller),
      before.controller,
    );
  const planar = faceUpPlanar(s).filter((o) => cardsTriggeringOn(g.db, "anotherLeaves").has(o.card));
  const vanguards = vanguardSources(s).map((id) => s.objects[id]); // 902.7
  for (const o of [...lookingBack(g), ...faceUpSchemes(g.db, s), ...planar, ...vanguards]) {
    if (o.id === before.id || !seesEvent(g, o, before.controller)) continue;
    collect(
      g,
      o,
      o.card,
      o.controller,
      (w) =>
        (w.on === "anotherLeaves" && filterAccepts(s, ch, before, w.filter, o.controller)) ||
        diesOf(w, o.controller),
      before.controller,
    );
  }
}

/** Triggers on an event about a player or object seen by every permanent ("whenever a player …"). */
function permanentsTrigger(
  g: Ctx,
  on: TriggerWhen["on"],
  match: (w: TriggerWhen, o: GameObject) => boolean,
  triggering: PlayerId | null,
  amount?: number,
  object?: ObjId,
): void {
  const s = g.s;
  for (const o of sourcesOf(g, on)) {
    const before = s.triggers.length;
    collect(g, o, o.card, o.controller, (w) => match(w, o), triggering, object);
    if (amount !== undefined) for (let i = before; i < s.triggers.length; i++) s.triggers[i].amount = amount;
  }
}

/**
 * "Whenever a player / an opponent / enchanted player / you cast(s) a [kind of] spell" (603.2); "it" is
 * the spell.
 */
function playerCastsTriggers(g: Ctx, caster: PlayerId, spell?: ObjId): void {
  permanentsTrigger(
    g,
    "playerCasts",
    (w, o) =>
      w.on === "playerCasts" &&
      (w.who === "any" ||
        (w.who === "opponent" && isOpponent(g.s, o.controller, caster)) ||
        (w.who === "enchanted" && o.enchantedPlayer === caster) ||
        (w.who === "you" && o.controller === caster)) &&
      (w.spell === undefined ||
        (spell !== undefined && matchesFilter(g, g.s.objects[spell], w.spell, o.controller))) &&
      // "their first noncreature spell each turn" (Esper Sentinel)
      (w.first !== true ||
        (spell !== undefined && firstSpellThisTurn(g, spell, caster, w.spell, o.controller))) &&
      // "during your turn" (Chakram Retriever): 805.4a, the team's turn with shared team turns
      (w.yourTurn !== true || isActivePlayer(g.s, o.controller)),
    caster,
    undefined,
    spell,
  );
}

/**
 * 702.21a, 603.2: a spell or ability was put on the stack targeting permanents: "whenever [this] becomes
 * the target of a spell or ability an opponent controls" (ward) triggers for each such permanent.
 */
function targetedTriggers(g: Ctx, stackObject: GameObject): void {
  const s = g.s;
  const info = stackObject.stack;
  if (info === undefined) return;
  const seen = new Set<number>();
  for (const ref of info.targets.flat()) {
    if (!("object" in ref) || seen.has(ref.object)) continue;
    seen.add(ref.object);
    const o = s.objects[ref.object];
    if (o === undefined || o.zone !== "battlefield" || !isOpponent(s, o.controller, stackObject.controller))
      continue;
    const before = s.triggers.length;
    collect(g, o, o.card, o.controller, (w) => w.on === "becomesTarget", stackObject.controller);
    for (let i = before; i < s.triggers.length; i++) s.triggers[i].object = stackObject.id;
  }
}

/** "Whenever a player cycles a card" (702.29). */
function cycleTriggers(g: Ctx, player: PlayerId): void {
  permanentsTrigger(
    g,
    "cycles",
    (w, o) => w.on === "cycles" && (w.who === "any" || o.controller === player),
    player,
  );
}

/** 121.1: "Whenever an opponent draws a card" (Smothering Tithe): the drawer is "that player". */
function drawTriggers(g: Ctx, drawer: PlayerId): void {
  permanentsTrigger(
    g,
    "playerDraws",
    (w, o) => w.on === "playerDraws" && isOpponent(g.s, o.controller, drawer),
    drawer,
  );
}

/**
 * 305.1, 116.2a: "Whenever an opponent plays a land" (Burgeoning): the special action of playing it, not a land
 * put onto the battlefield by an effect (305.4); the player who played it is "that player".
 */
function playsLandTriggers(g: Ctx, player: PlayerId): void {
  permanentsTrigger(
    g,
    "playsLand",
    (w, o) => w.on === "playsLand" && isOpponent(g.s, o.controller, player),
    player,
  );
}

/**
 * "Whenever you play a card from exile" (Prosper, Tome-Bound): `player` cast a spell or played a land from exile
 * (601.3, 305.1); "you" is the permanent's controller.
 */
function playsFromExileTriggers(g: Ctx, player: PlayerId): void {
  permanentsTrigger(
    g,
    "playsFromExile",
    (w, o) => w.on === "playsFromExile" && o.controller === player,
    player,
  );
}

/** "Whenever a [filter] becomes tapped" (Lifetap). */
function tappedTriggers(g: Ctx, tapped: GameObject): void {
  permanentsTrigger(
    g,
    "becomesTapped",
    (w, o) => w.on === "becomesTapped" && matchesFilter(g, tapped, w.filter, o.controller),
    tapped.controller,
  );
}

/** "Whenever you lose life" (Transcendence), remembering how much. */
function lifeLossTriggers(g: Ctx, player: PlayerId, amount: number): void {
  permanentsTrigger(
    g,
    "youLoseLife",
    (w, o) => w.on === "youLoseLife" && o.controller === player,
    player,
    amount,
  );
}

/** "When enchanted player loses the game" (Curse of Vengeance), as that player leaves. */
function playerLosesTriggers(g: Ctx, player: PlayerId): void {
  const s = g.s;
  for (const id of permanentsWith(s, cardsTriggeringOn(g.db, "enchantedPlayerLoses"))) {
    const o = s.objects[id];
    if (o.enchantedPlayer !== player) continue;
    const before = s.triggers.length;
    collect(g, o, o.card, o.controller, (w) => w.on === "enchantedPlayerLoses", player);
    // The counters it had as it triggered (last known information when the ability resolves).
    for (let i = before; i < s.triggers.length; i++) {
      const a = abilityAt(defOf(g, o), s.triggers[i].ability);
      if (a?.kind === "triggered" && a.when.on === "enchantedPlayerLoses" && a.when.remember)
        s.triggers[i].amount = countersOf(o, a.when.remember);
    }
  }
}

/**
 * 603.8: state triggers trigger whenever their condition holds, but not again while one from the same
 * ability is waiting or on the stack. Checked whenever a player would receive priority.
 */
export function stateTriggers(g: Ctx): void {
  const s = g.s;
  // The common case: nothing on the battlefield has one.
  for (const id of permanentsWith(s, stateTriggerCards(g.db))) {
    const o = s.objects[id];
    allAbilities(defOf(g, o)).forEach((a, i) => {
      if (a.kind !== "triggered" || a.when.on !== "state") return;
      // Grand Melee: waiting or on the stack of any turn marker (807.5: one stack each).
      const pending = lanes(s).some(
        ({ lane }) =>
          lane.triggers.some((t) => t.source === o.id && t.ability === i) ||
          lane.stack.some(
            (sid) => s.objects[sid].stack?.source === o.id && s.objects[sid].stack?.ability === i,
          ),
      );
      if (pending || !checkCondition(g, a.when.condition, o, o.controller)) return;
      if (a.condition && !checkCondition(g, a.condition, o, o.controller)) return;
      s.triggers.push({ source: o.id, card: o.card, ability: i, controller: o.controller, triggering: null });
    });
  }
}

/**
 * 509.3c–f: an attacking creature became blocked by `blockers` (declared by `defending`). It triggers on
 * "whenever this creature becomes blocked" and the Auras on it on "becomes blocked" (an event about the attacker
 * alone), those on "becomes blocked by a creature" (an event that includes the blocker: 801.7, both must be in
 * range); the Auras on each blocker on "blocks a creature".
 */
/** 509.3c–d: `again`, the attacker was blocked already this combat: "becomes blocked" doesn't trigger again. */
function blockTriggers(
  g: Ctx,
  attacker: GameObject,
  blockers: readonly GameObject[],
  defending: PlayerId,
  again: boolean,
): void {
  const s = g.s;
  // Only permanents whose cards have such triggers can trigger here (a big table has hundreds of others).
  const watching = permanentsWith(s, enchantedBlockCards(g.db));
  const aurasOn = (c: GameObject): GameObject[] =>
    watching.map((id) => s.objects[id]).filter((a) => a.attachedTo === c.id);
  // "Whenever this creature becomes blocked" (Stormsurge Kraken's, granted): an event about the attacker alone.
  const self = (w: TriggerWhen) => w.on === "becomesBlocked";
  const alone = [attacker.controller];
  if (!again) collect(g, attacker, attacker.card, attacker.controller, self, defending, undefined, alone);
  for (const aura of aurasOn(attacker)) {
    const mine = (w: TriggerWhen) => w.on === "enchantedBecomesBlocked";
    if (!again)
      collect(g, aura, aura.card, aura.controller, mine, defending, undefined, [attacker.controller]);
    for (const b of blockers) {
      const by = (w: TriggerWhen) => w.on === "enchantedBlocksOrBlockedBy";
      collect(g, aura, aura.card, aura.controller, by, null, b.id, [attacker.controller, b.controller]);
    }
  }
  for (const b of blockers)
    for (const aura of aurasOn(b)) {
      const by = (w: TriggerWhen) => w.on === "enchantedBlocksOrBlockedBy";
      collect(g, aura, aura.card, aura.controller, by, null, attacker.id, [
        b.controller,
        attacker.controller,
      ]);
    }
}

/** The cards with "whenever enchanted creature becomes blocked / blocks or becomes blocked by" triggers. */
function enchantedBlockCards(db: CardDb): Set<string> {
  return cardsWhere(db, "enchantedBlockTriggers", (def) =>
    allAbilities(def).some(
      (a) =>
        a.kind === "triggered" &&
        (a.when.on === "enchantedBecomesBlocked" || a.when.on === "enchantedBlocksOrBlockedBy"),
    ),
  );
}

/** "When you remove the last [counter] counter from [this]": `remover` removed the last one from `o`. */
function lastCounterTriggers(g: Ctx, o: GameObject, counter: string, remover: PlayerId): void {
  if (remover !== o.controller) return;
  collect(g, o, o.card, o.controller, (w) => w.on === "lastCounterRemoved" && w.counter === counter, null);
}

/**
 * "Whenever this creature attacks": its "defending player" is the player it attacks, or whose planeswalker it
 * attacks (508.5, 802.2a) — the trigger's player, kept should it leave combat. An event about the attacker alone.
 */
function attackTriggers(g: Ctx, attacker: GameObject): void {
  const defending = g.s.combat?.attacks.find((a) => a.attacker === attacker.id)?.defendingPlayer ?? null;
  const mine = (w: TriggerWhen) => w.on === "attacks";
  collect(g, attacker, attacker.card, attacker.controller, mine, defending, undefined, []);
}

/** "Whenever [this] deals damage to a player / an opponent" (603.2). */
function damageTriggers(g: Ctx, source: SourceInfo, player: PlayerId, combat: boolean): void {
  const o = g.s.objects[source.id];
  const holder = o ?? ({ id: source.id, zone: "graveyard" } as GameObject);
  collect(
    g,
    holder,
    source.card,
    source.controller,
    (w) =>
      w.on === "dealsDamage" &&
      (!w.combat || combat) &&
      (w.to !== "opponent" || isOpponent(g.s, source.controller, player)),
    player,
  );
  poisonousTriggers(g, source, player, combat); // 702.70a–b
}

/**
 * 603.3b: the first player in APNAP order with waiting triggers orders them and chooses their targets;
 * then they go on the stack. Called repeatedly until no triggers wait. 805.7: with shared team turns, a
 * team puts all its players' triggers on the stack together, in the order its primary player chooses
 * (805.2); each ability's controller chooses its modes and targets.
 */
export function putTriggersOnStack(g: Ctx): void {
  const s = g.s;
  const first = apnap(s).find((q) => s.triggers.some((t) => t.controller === q));
  if (first === undefined) {
    s.triggers = []; // triggers of players who have left cease to exist (800.4a)
    return;
  }
  const team = teamSeats(s, first);
  const p = teamChooser(s, first);
  const mine = s.triggers.filter((t) => team.includes(t.controller));
  let order = mine.map((_, i) => i);
  const distinct = new Set(mine.map((t) => `${t.card}#${t.ability}`)).size > 1;
  if (mine.length > 1 && distinct) {
    const items = mine.map((t) => ({
      label: `${sourceName(g, t)}: ${abilityText(g, t)}`,
      ...(t.source >= 0 ? { ref: { object: t.source } } : {}), // 725.2, 726.2: some have no source
    }));
    order = askOrder(
      g,
      p,
      "Order your triggered abilities (first goes on the stack first and resolves last)",
      items,
    );
  }
  const chosen = order.map((i) => {
    const t = mine[i];
    const a = t.delayed ? undefined : abilityAt(defOf(g, t.card), t.ability);
    const modes = isModal(a) ? chooseTriggerModes(g, t.controller, t, a) : null; // 700.2b, before targets
    const specs = forDefending(
      t,
      isModal(a) ? modeSpecs(a, modes ?? []) : a?.kind === "triggered" ? targetsOf(a) : [],
    );
    return {
      t,
      a,
      modes,
      // 801.18: a plane's or phenomenon's targets aren't limited by range (but in Grand Melee). 702.16b: the
      // source's colours for protection, its card's once it has gone.
      targets: planarRangeFree(g, t.card, () =>
        chooseTargets(
          g,
          t.controller,
          specs,
          colorsOfSource(g, t.source) ?? printed(g.db, t.card).colors,
          sourceName(g, t),
          t.source,
        ),
      ),
      specs,
    };
  });
  s.triggers = s.triggers.filter((t) => !team.includes(t.controller));
  for (const c of chosen) {
    // 603.3d: an ability with no legal targets for a required target is removed from the stack.
    if (c.specs.some((sp, i) => c.targets[i].length < specMin(sp))) continue;
    // 700.2b: a modal ability with no mode chosen is removed from the stack.
    if (c.modes !== null && c.modes.length === 0) continue;
    if (c.modes !== null && isModal(c.a)) recordTriggerModes(g, c.t, c.a, c.modes);
    addTriggerToStack(g, c.t, c.targets, c.specs, c.modes ?? []);
  }
}

/** 508.5: a `defending` spec chooses among the objects of the trigger's defending player (`attackTriggers`). */
function forDefending(t: PendingTrigger, specs: readonly TargetSpec[]): readonly TargetSpec[] {
  if (!specs.some((sp) => sp.defending)) return specs;
  const defendingPlayer = t.triggering ?? -1; // none: no legal target (603.3d)
  return specs.map((sp): DefendingSpec => (sp.defending ? { ...sp, defendingPlayer } : sp));
}

function abilityText(g: Ctx, t: PendingTrigger): string {
  const def = defOf(g, t.card);
  if (t.delayed?.effects[0]?.e === "planeswalk") return "planeswalking ability (901.8): Planeswalk.";
  if (t.delayed)
    return `delayed triggered ability (603.7): ${rulesTextOfEffects(def.name, t.delayed.effects)}`;
  // 613.1f: a granted ability reads as its grant quotes it ("When this permanent enters, …").
  if (t.ability >= GRANTED_INDEX) return quotedAbilityText(def, grantAt(def, t.ability)!, textOfAbility);
  return rulesTextOfAbility(def, abilityAt(def, t.ability)!);
}

/**
 * The name of the object whose ability triggered (113.7): the card of a trigger is where its text is written,
 * for a granted ability the granting card — its source is the object that has it, while that is still there.
 */
function sourceName(g: Ctx, t: PendingTrigger): string {
  const source = t.ability >= GRANTED_INDEX ? g.s.objects[t.source] : undefined;
  return defOf(g, source?.card ?? t.card).name;
}

function addTriggerToStack(
  g: Ctx,
  t: PendingTrigger,
  targets: import("../../state.ts").Ref[][],
  specs: readonly TargetSpec[],
  modes: number[] = [],
): void {
  const s = g.s;
  const ab = newObject(s, t.card, t.controller, "stack");
  s.stack.push(ab.id);
  ab.stack = {
    kind: "triggered",
    source: t.source,
    ability: t.ability,
    targets,
    x: null,
    modes,
    divide: null,
    triggering: t.triggering,
    ...targetPlayersOf(g, specs, targets),
    ...(t.delayed ? { delayed: t.delayed } : {}),
    ...(t.amount !== undefined ? { amount: t.amount } : {}),
    ...(t.object !== undefined ? { triggeringObject: t.object } : {}),
    ...(t.kicked === true ? { kicked: true } : {}),
    ...(t.timesKicked !== undefined ? { timesKicked: t.timesKicked } : {}),
  };
  emit(g, {
    type: "trigger",
    player: t.controller,
    source: t.source,
    card: sourceName(g, t),
    text: abilityText(g, t),
    targets: targets.flat().map((r) => refLabel(g, r)),
  });
  targetedTriggers(g, ab); // ward
}

/**
 * 311.7, 901.9b: chaos ensues — the chaos abilities of the face-up planes trigger, controlled by the planar
 * controller (in Grand Melee, those of the planes controlled by `player`, whose roll it was).
 */
function chaosTriggers(g: Ctx, player: PlayerId): void {
  for (const o of faceUpPlanar(g.s))
    if (!g.s.config.turnMarkers || o.controller === player)
      collect(g, o, o.card, o.controller, (w) => w.on === "chaos", null);
}

/**
 * 901.11: `player` planeswalked to the face-up card `object` (901.5's starting plane excepted): "When you
 * planeswalk to [this plane]" (701.31d) and "When you encounter [this phenomenon]" (312.5).
 */
function planeswalkTriggers(g: Ctx, player: PlayerId, object: ObjId): void {
  const o = g.s.objects[object];
  if (o === undefined) return;
  collect(
    g,
    o,
    o.card,
    player,
    (w) => (w.on === "planeswalk" && w.direction === "to") || w.on === "encounter",
    null,
  );
}

/** 603.2: the abilities that trigger on what just happened (context/record.ts), in the order it happened. */
export function triggerOn(g: Ctx, h: Happening): void {
  switch (h.type) {
    case "cast":
      castTriggers(g, h.spell);
      playerCastsTriggers(g, h.spell.controller, h.spell.id);
      if (h.fromExile === true) playsFromExileTriggers(g, h.player); // 601.3
      prowessTriggers(g, h.spell); // 702.108a
      castDelayedTriggers(g, h.spell); // 103.6b, 603.7b: "when each opponent casts their first spell"
      targetedTriggers(g, h.spell); // ward (702.21a)
      return;
    case "activate":
      targetedTriggers(g, h.ability); // ward (702.21a)
      return;
    case "move":
      zoneChangeTriggers(g, h.before, h.after, h.to);
      return;
    case "token":
      zoneChangeTriggers(g, h.before, h.after, "battlefield");
      return;
    case "ceased":
      zoneChangeTriggers(g, h.before, null, h.to);
      return;
    case "leftWithOwner":
      leavesTriggers(g, h.before, "gone");
      return;
    case "tap": {
      const o = g.s.objects[h.object];
      if (o !== undefined) tappedTriggers(g, o);
      return;
    }
    case "life":
      if (h.delta < 0) lifeLossTriggers(g, h.player, -h.delta);
      return;
    case "damage":
      if ("player" in h.to) damageTriggers(g, h.sourceInfo, h.to.player, h.combat);
      return;
    case "lost":
      playerLosesTriggers(g, h.player);
      return;
    case "lastCounterRemoved":
      lastCounterTriggers(g, h.object, h.counter, h.remover);
      return;
    case "cycle":
      cycleTriggers(g, h.player);
      return;
    case "play": // 305.1: a land was played
      playsLandTriggers(g, h.player);
      if (h.fromExile === true) playsFromExileTriggers(g, h.player); // 601.3
      return;
    case "draw": // a card was drawn (not an empty library's draw, 704.5b: it carries the card)
      if (h.secret !== undefined) drawTriggers(g, h.player);
      return;
    case "attacks":
      attackTriggers(g, h.attacker);
      return;
    case "attackersDeclared":
      declarationTriggers(g, h.attackers, collect); // 508.3a–e, 702.116a, 702.121a, 702.91a, 702.83a
      return;
    case "blocked":
      blockTriggers(g, h.attacker, h.blockers, h.defending, h.again === true);
      blockKeywordTriggers(g, h.attacker, h.blockers, h.defending, h.again === true); // 702.45a, 702.23a, 702.130a, 702.25a
      return;
    case "blockersDeclared":
      unblockedKeywordTriggers(g); // 702.68a
      return;
    case "stepBegins":
      stepTriggers(g, h.step);
      return;
    case "monarch": // 725: "Whenever you become the monarch" (Custodi Lich)
      permanentsTrigger(
        g,
        "becomesMonarch",
        (w, o) => w.on === "becomesMonarch" && o.controller === h.player,
        h.player,
      );
      return;
    case "chaos":
      chaosTriggers(g, h.player);
      return;
    case "planeswalk":
      if (h.start !== true) planeswalkTriggers(g, h.player, h.object);
      return;
    case "planeswalkedAway":
      for (const o of h.away)
        collect(g, o, o.card, h.player, (w) => w.on === "planeswalk" && w.direction === "away", null);
      return;
  }
}
