/**
 * The public part of every view (principle 4): what everyone at the table may know, identical for every
 * recipient, so a server computes it once per change. No hand card and no library card is in it: of hands
 * and libraries only their sizes; open decisions only as who must answer and what kind. Each recipient's
 * own part (the hands they may see, their decisions in full) is seatView.ts.
 */

import { abilityAt } from "./cards/keywords.ts";
import { rulesText, rulesTextOfModes } from "./cards/rulesText.ts";
import type { CardDb, PlayerRule } from "./cards/types.ts";
import {
  type Announcement,
  announcementIn,
  cardsBeingCast,
  choicesSoFar,
  withoutCast,
} from "./castingView.ts";
import type { Decision, DecisionKind } from "./decisions.ts";
import { type DungeonView, designationsView, playerDungeonView } from "./designationView.ts";
import { lossOutcomes } from "./engine/actions/leave.ts";
import { territoryOf } from "./engine/actions/territories.ts";
import { characteristics } from "./engine/characteristics/characteristics.ts";
import { PLAYER_RULES, playerRule } from "./engine/characteristics/playerRules.ts";
import { cantBeBlocked } from "./engine/combat/cantBeBlocked.ts";
import { goadedPermanents } from "./engine/combat/goad.ts";
import { shownTurn } from "./engine/context/shownTurn.ts";
import { revealedFromOpeningHands } from "./engine/game/openingHand.ts";
import { commanderOfKey, commanderTax } from "./engine/players/commanders.ts";
import { lanes, openDecisions } from "./engine/players/lanes.ts";
import { activePlayers, turnRanges } from "./engine/players/players.ts";
import { playersMayPlay } from "./engine/spells/playFromExile.ts";
import { type PlanechaseView, planechaseView } from "./planarView.ts";
import type {
  GameObject,
  GameState,
  Lane,
  ObjId,
  PlayerId,
  PlayerState,
  Ref,
  StackInfo,
  Step,
} from "./state.ts";
import type { Edition, VariantConfig } from "./variants/config.ts";

/** A card as a view shows it: the object, its card definition's id, and its name. */
export interface CardView {
  id: ObjId;
  /** The card definition's id (the key of the card database). */
  card: string;
  name: string;
}

/** A card in exile (406). */
export interface ExiledCardView extends CardView {
  /**
   * 601.3: the players an effect lets play it ("Until end of turn, you may play those cards.", Act on Impulse):
   * public, as the effect is; absent when none. Added 2026-12-07, within version 1.
   */
  mayPlay?: PlayerId[];
}

/** A permanent on the battlefield, with its characteristics as they are now (after the layers, 613). */
export interface PermanentView extends CardView {
  owner: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  attachedTo: ObjId | null;
  /** The player chosen as it entered (Black Vise), if any: public (614.12). */
  chosenPlayer?: PlayerId;
  /** Classic Emperor: the seat whose territory it stands in (in games with territories only). */
  territory?: PlayerId;
  /** 701.15: the players who goaded it and still do (public; absent when it isn't goaded). */
  goadedBy?: PlayerId[];
  /**
   * 509.1b: an effect says it can't be blocked (Rogue's Passage: "this turn"): public, as the effect is; absent
   * otherwise. Added 2026-12-07, within version 1.
   */
  cantBeBlocked?: true;
  /** The color or card name chosen as it entered (Teferi's Moat, Pithing Needle): public (614.12). */
  chosenColor?: string;
  chosenName?: string;
  power: number | null;
  toughness: number | null;
  types: string[];
  subtypes: string[];
  colors: string[];
  keywords: string[];
  /**
   * 702.16a: the colours it has protection from (letters, as `colors`), printed or from an effect (Akroma's Will):
   * public; absent when none. Added 2026-12-07, within version 1.
   */
  protections?: string[];
}

/**
 * 702.26b: a phased-out permanent — on the table, treated as though it doesn't exist: its card, status and
 * counters as they were (public, as the permanent was). `phasedUnder`: the player it phased out under, who
 * untaps it in their untap step when it phases in (502.1); -1 once that player left and their turn would have
 * begun (702.26n: the next untap step). `indirectly`: it phased out with what it is attached to (702.26g).
 */
export interface PhasedOutView extends CardView {
  owner: PlayerId;
  phasedUnder: PlayerId;
  tapped: boolean;
  counters: Record<string, number>;
  attachedTo: ObjId | null;
  indirectly?: true;
}

/** A spell or ability on the stack (405). */
export interface StackView extends CardView {
  controller: PlayerId;
  kind: "spell" | "activated" | "triggered";
  targets: Ref[][];
  x: number | null;
  /** 601.2b, 700.2: the modes chosen, numbered from 1 in the card's order; absent for what has none. */
  modes?: number[];
  /**
   * 700.2: the text of each chosen mode, parallel to `modes`: its "• " line in the card's rules text
   * without the bullet ("Thunderbolt deals 4 damage to target creature with flying."); present with
   * `modes` (absent only for a card the card database doesn't know).
   */
  modeTexts?: string[];
  /** 601.2d: the damage divided among the targets, parallel to the flattened `targets`; absent if none is. */
  divide?: number[];
  /** 702.33d: the spell is kicked — its caster announced its kicker cost (601.2b); absent otherwise. */
  kicked?: true;
  /** 702.33c: how many times its multikicker cost was paid, when at least once; absent otherwise. */
  timesKicked?: number;
  /**
   * 601.2a, 602.2a: the spell is being cast or the ability activated — on the stack, the topmost object,
   * while its caster (`controller`) still chooses its modes, X and targets and pays its costs. Its `id` is
   * negative and names no object (it gets its own as the cast completes); `targets`, `x`, `modes` and
   * `divide` are what has been chosen so far (601.2b–d: a target spec not yet chosen is left out of
   * `targets`, X not yet chosen is null); a spell's card is in no hand or command zone meanwhile
   * (castingView.ts). Absent otherwise.
   */
  announcing?: true;
}

/**
 * `active`: the active player (805.2: with shared team turns, the active team's primary player);
 * `activePlayers`: every active player still in the game (805.4a: the players of the active team).
 */
export interface TurnView {
  number: number;
  active: PlayerId;
  activePlayers: PlayerId[];
  step: Step;
  priority: PlayerId | null;
  /** 2004 draft 307.1 (507.1): the defending player chosen as this combat began, under that attack rule. */
  defender?: PlayerId;
}

/** An attacking creature, what it attacks, and its blockers. */
export interface AttackView {
  attacker: ObjId;
  defender: { player: PlayerId } | { planeswalker: ObjId };
  blockers: ObjId[];
}

/** A player as everyone sees them: of their hand and library only the sizes. */
export interface PublicPlayerSummary {
  seat: PlayerId;
  name: string;
  life: number;
  poison: number;
  left: boolean;
  result: "won" | "lost" | "draw" | null;
  /** Why the player won, lost or drew (104), as the game recorded it; null while they play. Public. */
  reason: string | null;
  /**
   * If the player lost now (104.3a: as by conceding), the players still in the game who would leave with
   * them, in seat order: their team in Two-Headed Giant (810.8a) and an emperor's (809.5b); else none.
   * Empty for a player who has left, and once the game is over. Public.
   */
  losesWith: PlayerId[];
  /**
   * If the player lost now, whether the game would then be over: a player still in it would have no
   * opponent left (104.2a, 104.2c; 2004 draft 611.5 in Pentagon), or nobody would be left (104.4a). False
   * for a player who has left, and once the game is over. Public.
   */
  lossEndsGame: boolean;
  handCount: number;
  /**
   * 103.6b: the cards of their hand revealed from their opening hand, which every player sees from the time
   * they are revealed until the first turn begins; absent otherwise (the hand's other cards stay hidden).
   */
  revealed?: CardView[];
  libraryCount: number;
  graveyard: CardView[];
  exile: ExiledCardView[];
  command: CardView[];
  /** 407.2: cards in the ante zone may be examined by any player at any time. */
  ante: CardView[];
  mana: string;
  /** 102.3: the player's team (an index into the teams), or null when everyone plays alone. */
  team: number | null;
  /** 801.2a: the player's range of influence in seats, or null when unlimited. */
  range: number | null;
  /** 801.2c: the players within that range this turn (fixed as it began), or null when unlimited. */
  inRange: PlayerId[] | null;
  /** Commander games only (903): the player's commander, the tax and the commander damage they took. */
  commander?: CommanderSummary;
  /** 309.4: the dungeon in their command zone and the room of their venture marker; absent without one. */
  dungeon?: DungeonView;
  /** 309.7: the names of the dungeons they completed; absent until they complete one. */
  completedDungeons?: string[];
  /** Archenemy games, an archenemy only (904): their scheme deck's size and their schemes face up. */
  archenemy?: ArchenemySummary;
  /** Vanguard games only (902): the player's face-up vanguard card, public (902.1). */
  vanguard?: VanguardSummary;
  /**
   * The rules resolved effects make true of the player now (611.2a: Teferi's Protection's "your life total can't
   * change", `"lifeCantChange"`, and "you gain protection from everything", `"protectionFromEverything"`, 702.16j),
   * public as the effects are; absent when none. Added 2026-12-08, within version 1.
   */
  rules?: PlayerRule[];
}

/**
 * An archenemy's schemes as everyone sees them (904.4): of the face-down scheme deck only its size; the
 * face-up schemes (ongoing ones, 904.11, and one just set in motion, 904.10) in full; and the scheme they
 * set in motion last (904.9).
 */
export interface ArchenemySummary {
  schemeDeckCount: number;
  faceUp: CardView[];
  /** The scheme set in motion last, or null before the first. */
  lastSetInMotion: { card: string; name: string } | null;
}

/** A player's vanguard card (902.3): its name, rules text and hand and life modifiers (211, 212). */
export interface VanguardSummary {
  /** The vanguard's card id and name (null for a player without one). */
  card: string | null;
  name: string | null;
  text: string;
  handModifier: number;
  lifeModifier: number;
}

/** A player's commander (903.3), the tax of its next cast (903.8), and the commander damage they took (903.10a). */
export interface CommanderSummary {
  /** The commander's card id and name (null for a player without one). */
  card: string | null;
  name: string | null;
  /** The generic mana the next cast from the command zone adds: {2} for each earlier one (903.8). */
  tax: number;
  /** The combat damage each commander has dealt this player over the game (903.10a, 704.6c: 21 loses). */
  damage: CommanderDamage[];
  /** 702.124: the player's second commander, with its own tax (702.124d); absent with one commander. */
  partner?: { card: string; name: string; tax: number };
}

/** Combat damage one commander — `owner`'s `card` — has dealt a player. */
export interface CommanderDamage {
  owner: PlayerId;
  card: string;
  name: string;
  amount: number;
}

/** An open decision as everyone sees it: who must answer, and what kind of decision it is. */
export interface PublicDecision {
  id: number;
  player: PlayerId;
  kind: DecisionKind;
}

/** One lane's turn, stack and combat (a Grand Melee turn marker's turn, 807.4; the game's turn elsewhere). */
export interface LaneView {
  turn: TurnView;
  stack: StackView[];
  attacks: AttackView[];
}

/** Grand Melee (807.4–807.5): a turn marker and the turn it carries, its open decision redacted. */
export interface PublicMarkerView extends LaneView {
  /** The turn marker's number (807.4b). */
  marker: number;
  holder: PlayerId;
  /** False while the holder waits (807.4d). */
  taking: boolean;
  /** Designations for removal (807.4e). */
  designations: number;
  /** The open decision of this marker's turn, if any. */
  pending: PublicDecision | null;
}

/** The public part of the view: identical for every recipient at the table. */
export interface TableView extends LaneView {
  variant: string;
  /** The rules in force (the variant and its options: teams, ranges, roles, shared turns…): public. */
  config: VariantConfig;
  /** Whose multiplayer rules are in force (issue 15): "current" (800–811), "2007" or "2004" (editions.ts). */
  edition: Edition;
  status: GameState["status"];
  winners: PlayerId[];
  players: PublicPlayerSummary[];
  /** 725: the monarch's seat; absent while there is no monarch. */
  monarch?: PlayerId;
  /** 726: the seat of the player who has the initiative; absent while nobody has it. */
  initiative?: PlayerId;
  battlefield: PermanentView[];
  /** 702.26b: the phased-out permanents, in id order; absent when there are none. Added 2026-12-08, within version 1. */
  phasedOut?: PhasedOutView[];
  /** Every open decision (Grand Melee: at most one per turn marker, 807.4), redacted. */
  decisions: PublicDecision[];
  /**
   * Grand Melee: every turn marker around the table. `turn`, `stack` and `attacks` above are the main
   * lane's: the lowest-numbered marker's with an open decision (else the lowest-numbered marker's).
   */
  markers?: PublicMarkerView[];
  /** Planechase (901): the face-up planes and phenomena, and the planar decks' sizes. */
  planechase?: PlanechaseView;
}

export function cardView(db: CardDb, o: GameObject): CardView {
  return { id: o.id, card: o.card, name: db.get(o.card)?.name ?? o.card };
}

function commanderSummary(db: CardDb, p: PlayerState): CommanderSummary {
  const card = p.commanders?.[0] ?? null;
  const nameOf = (id: string) => db.get(id)?.name ?? id;
  const damage = Object.entries(p.commanderDamage ?? {}).map(([key, amount]): CommanderDamage => {
    const { owner, card: c } = commanderOfKey(key);
    return { owner, card: c, name: nameOf(c), amount };
  });
  const second = p.commanders?.[1];
  return {
    card,
    name: card === null ? null : nameOf(card),
    tax: card === null ? 0 : commanderTax(p, card),
    damage,
    ...(second === undefined
      ? {}
      : { partner: { card: second, name: nameOf(second), tax: commanderTax(p, second) } }),
  };
}

function archenemySummary(db: CardDb, s: GameState, p: PlayerState): ArchenemySummary {
  const last = p.schemeInMotion;
  return {
    schemeDeckCount: p.schemeDeck?.length ?? 0,
    faceUp: p.command
      .filter((id) => db.get(s.objects[id].card)?.types.includes("Scheme"))
      .map((id) => cardView(db, s.objects[id])),
    lastSetInMotion: last === undefined ? null : { card: last, name: db.get(last)?.name ?? last },
  };
}

function vanguardSummary(db: CardDb, p: PlayerState): VanguardSummary {
  const def = p.vanguard === undefined ? undefined : db.get(p.vanguard);
  return {
    card: def?.id ?? null,
    name: def?.name ?? null,
    text: def === undefined ? "" : rulesText(def),
    handModifier: def?.handModifier ?? 0,
    lifeModifier: def?.lifeModifier ?? 0,
  };
}

/** 103.6b: a player's `revealed` field — the cards of `hand` among those revealed from opening hands. */
function openingReveals(
  revealed: readonly ObjId[],
  hand: readonly ObjId[],
  cv: (id: ObjId) => CardView,
): { revealed?: CardView[] } {
  const mine = revealed.filter((id) => hand.includes(id));
  return mine.length > 0 ? { revealed: mine.map(cv) } : {};
}

/** What everyone but its player may know of an open decision: whose it is and what kind. */
export function publicDecision(d: Decision): PublicDecision {
  return { id: d.id, player: d.player, kind: d.kind };
}

/** The public part of every recipient's view of this state ({@link Game.tableView}). */
export function tableView(db: CardDb, s: GameState): TableView {
  const cv = (id: ObjId): CardView => cardView(db, s.objects[id]);
  const all = lanes(s);
  const announced = all.map(({ marker, lane }) => announcementIn(db, s, marker, lane));
  const cast = cardsBeingCast(announced.filter((a) => a !== null)); // on the stack (601.2a)
  const losses = lossOutcomes(s);
  const revealed = revealedFromOpeningHands(s);
  const players: PublicPlayerSummary[] = s.players.map((p, seat) => ({
    seat,
    name: p.name,
    life: p.life,
    poison: p.poison,
    left: p.left,
    result: p.result,
    reason: p.reason,
    losesWith: losses[seat].losesWith,
    lossEndsGame: losses[seat].endsGame,
    handCount: withoutCast(p.hand, cast).length,
    ...openingReveals(revealed, p.hand, cv),
    libraryCount: p.library.length,
    graveyard: withoutCast(p.graveyard, cast).map(cv), // 702.34a: flashback
    exile: withoutCast(p.exile, cast).map((id) => exiledView(s, cv(id))), // 601.3: cast from exile
    command: withoutCast(p.command, cast).map(cv),
    ante: p.ante.map(cv),
    mana: Object.entries(p.pool)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `{${c}}`.repeat(n))
      .join(""),
    team: s.config.teams?.[seat] ?? null,
    range: s.config.range?.[seat] ?? null,
    inRange: turnRanges(s)?.[seat] ?? null,
    ...(s.config.commander ? { commander: commanderSummary(db, p) } : {}),
    ...playerDungeonView(db, s, p),
    ...(p.schemeDeck !== undefined ? { archenemy: archenemySummary(db, s, p) } : {}),
    ...(s.config.vanguard ? { vanguard: vanguardSummary(db, p) } : {}),
    ...rulesOf(s, seat),
  }));
  const laneViews = all.map(({ lane }, i) => laneView(db, s, lane, announced[i]));
  const decisions = openDecisions(s);
  const first = decisions[0];
  const main = Math.max(
    0,
    all.findIndex(({ lane }) => first !== undefined && lane.pending?.id === first.id),
  );
  // lanes() lists the lanes in the markers' order.
  const markers = s.melee?.markers.map(
    ({ id, holder, taking, designations }, i): PublicMarkerView => ({
      marker: id,
      holder,
      taking,
      designations,
      ...laneViews[i],
      pending: all[i].lane.pending === null ? null : publicDecision(all[i].lane.pending),
    }),
  );
  const goaded = goadedPermanents(db, s); // 701.15
  return {
    variant: s.config.name,
    config: s.config,
    edition: s.config.edition,
    status: s.status,
    winners: [...s.winners],
    ...laneViews[main],
    players,
    ...designationsView(s),
    battlefield: s.battlefield.map((id) => permanentView(db, s, s.objects[id], goaded)),
    ...(s.phasedOut !== undefined
      ? { phasedOut: s.phasedOut.map((id) => phasedOutView(db, s, s.objects[id])) }
      : {}),
    decisions: decisions.map(publicDecision),
    ...(markers !== undefined ? { markers } : {}),
    ...(s.planechase !== undefined ? { planechase: planechaseView(db, s) } : {}),
  };
}

function permanentView(
  db: CardDb,
  s: GameState,
  o: GameObject,
  goaded: ReadonlyMap<ObjId, PlayerId[]>,
): PermanentView {
  const ch = characteristics(db, s, o);
  const goadedBy = goaded.get(o.id) ?? [];
  return {
    ...cardView(db, o),
    owner: o.owner,
    controller: o.controller,
    tapped: o.tapped === true,
    sick: o.sick === true,
    damage: o.damage ?? 0,
    counters: { ...o.counters },
    attachedTo: o.attachedTo ?? null,
    ...(o.chosenPlayer !== undefined ? { chosenPlayer: o.chosenPlayer } : {}),
    ...(s.config.territories ? { territory: territoryOf(o) } : {}),
    ...(goadedBy.length > 0 ? { goadedBy } : {}),
    ...(cantBeBlocked(s, o.id) ? { cantBeBlocked: true as const } : {}),
    ...(o.chosenColor !== undefined ? { chosenColor: o.chosenColor } : {}),
    ...(o.chosenName !== undefined ? { chosenName: o.chosenName } : {}),
    power: ch.power,
    toughness: ch.toughness,
    types: [...ch.types],
    subtypes: [...ch.subtypes],
    colors: [...ch.colors],
    keywords: [...ch.keywords],
    ...(ch.protections.length > 0 ? { protections: [...ch.protections] } : {}),
  };
}

/** The player rules in force for `seat`, in `PLAYER_RULES` order (`PublicPlayerSummary.rules`). */
function rulesOf(s: GameState, seat: PlayerId): { rules?: PlayerRule[] } {
  const rules = PLAYER_RULES.filter((r) => playerRule(s, seat, r));
  return rules.length > 0 ? { rules } : {};
}

function phasedOutView(db: CardDb, s: GameState, o: GameObject): PhasedOutView {
  return {
    ...cardView(db, o),
    owner: o.owner,
    phasedUnder: o.phasedUnder ?? o.controller,
    tapped: o.tapped === true,
    counters: { ...o.counters },
    // 702.26k: what it phased out with may have left the game with its owner.
    attachedTo: o.attachedTo !== undefined && s.objects[o.attachedTo] !== undefined ? o.attachedTo : null,
    ...(o.phasedIndirectly === true ? { indirectly: true as const } : {}),
  };
}

/** A card in exile with the players an effect lets play it (601.3), if any. */
function exiledView(s: GameState, c: CardView): ExiledCardView {
  const players = playersMayPlay(s, c.id);
  return players.length === 0 ? c : { ...c, mayPlay: players };
}

/** A lane's turn, stack and combat; the cast or activation under way in it, if any, on top of its stack. */
function laneView(db: CardDb, s: GameState, lane: Lane, announced: Announcement | null): LaneView {
  const stack = lane.stack.map((id) => stackView(db, s.objects[id]));
  if (announced !== null) stack.push(announcedEntry(db, s, lane, announced));
  return {
    turn: {
      number: shownTurn(s, lane.turn.number),
      active: lane.turn.active,
      activePlayers: activePlayers(s, lane.turn.active),
      step: lane.turn.step,
      priority: lane.turn.priority,
      ...(lane.turn.defender === undefined ? {} : { defender: lane.turn.defender }),
    },
    stack,
    attacks: (lane.combat?.attacks ?? []).map((a) => ({
      attacker: a.attacker,
      defender: a.defender,
      blockers: [...a.blockers],
    })),
  };
}

function stackView(db: CardDb, o: GameObject): StackView {
  return { ...cardView(db, o), controller: o.controller, ...chosenView(db, o.card, o.stack!) };
}

/**
 * What a stack entry of card `card` (a spell's, or an ability's source's) shows of what was chosen for it
 * (601.2b–d): its targets, X, modes with their text, and division.
 */
function chosenView(
  db: CardDb,
  card: string,
  info: StackInfo,
): Pick<StackView, "kind" | "targets" | "x" | "modes" | "modeTexts" | "divide" | "kicked" | "timesKicked"> {
  return {
    kind: info.kind,
    targets: info.targets.map((refs) => [...refs]), // the view's own: the state's are read-only
    x: info.x,
    ...modesView(db, card, info),
    ...(info.divide !== null ? { divide: [...info.divide] } : {}),
    ...(info.kicked === true ? { kicked: true } : {}),
    ...(info.timesKicked !== undefined ? { timesKicked: info.timesKicked } : {}),
  };
}

/**
 * 601.2b, 700.2: the modes chosen, numbered from 1, and the text of each as the card's rules text writes it —
 * a modal spell's (an opponent's choice too, 700.2e) or a modal triggered ability's (700.2b).
 */
function modesView(db: CardDb, card: string, info: StackInfo): Pick<StackView, "modes" | "modeTexts"> {
  if (info.modes.length === 0) return {};
  const texts = modeTextsOf(db, card, info);
  const modeTexts = info.modes.flatMap((m) => texts[m] ?? []);
  return {
    modes: info.modes.map((m) => m + 1),
    ...(modeTexts.length === info.modes.length ? { modeTexts } : {}),
  };
}

/** The text of every mode of the spell, or of the ability (by its index in the source's card), in order. */
function modeTextsOf(db: CardDb, card: string, info: StackInfo): readonly string[] {
  const def = db.get(card);
  if (def === undefined) return [];
  if (info.kind === "spell") return rulesTextOfModes(def, "spell");
  const a = info.ability === null ? undefined : abilityAt(def, info.ability);
  return a === undefined ? [] : rulesTextOfModes(def, a);
}

/**
 * The stack entry of a cast or activation under way: the card's identity and its caster are public from
 * 601.2a on (602.2a: a card whose ability is activated from a hidden zone is revealed). Its `id` names no
 * object: the spell or ability becomes an object on the stack only as the cast completes (400.7), and the
 * card's id in a hand is hidden information. It is negative, -1 minus the lane's marker (unique among the
 * lanes). Its modes, X, targets and division are those chosen so far (601.2b–d: announced as they are made).
 */
function announcedEntry(db: CardDb, s: GameState, lane: Lane, a: Announcement): StackView {
  const card = s.objects[a.object].card;
  return {
    id: -1 - a.marker,
    card,
    name: db.get(card)?.name ?? card,
    controller: a.player,
    ...chosenView(db, card, choicesSoFar(db, s, lane, a)),
    announcing: true,
  };
}
