/**
 * The card-definition DSL (DEVELOPERS.md principle 7): cards are typed data built from composable
 * effects, costs, conditions and triggers. The engine interprets these definitions; the rules text is
 * generated from them (see rulesText.ts). Everything here is plain, JSON-serialisable data.
 */

export type Color = "W" | "U" | "B" | "R" | "G";
/** A mana symbol produced by a mana ability: a colour or colourless ("C"). */
export type ManaType = Color | "C";
/**
 * Where the colours of a mana ability's "one mana of any color …" come from as it resolves:
 * "commanderIdentity", "… in your commander's color identity" (903.4: its controller's commanders' combined
 * identity, 702.124c; none without a commander, 903.4f); "opponentLands", "… that a land an opponent controls
 * could produce" (106.7). With no colour, it adds no mana (106.5).
 */
export type ManaColorsFrom = "commanderIdentity" | "opponentLands";

export type CardType =
  | "Land"
  | "Creature"
  | "Artifact"
  | "Enchantment"
  | "Planeswalker"
  | "Instant"
  | "Sorcery"
  | "Battle"
  /** 309: a nontraditional card brought into the command zone by venturing into the dungeon (701.49). */
  | "Dungeon"
  /** 314: a nontraditional card of the Archenemy variant (904), in the command zone only. */
  | "Scheme"
  /** 311: a nontraditional card of the Planechase variant (901), only in a planar deck or face up. */
  | "Plane"
  /** 312: a nontraditional card of the Planechase variant (901). */
  | "Phenomenon"
  /** 313: a nontraditional card of the Vanguard variant (902), in the command zone all game. */
  | "Vanguard";
/** "Ongoing" (205.4): an ongoing scheme stays face up until it is abandoned (904.11). */
export type Supertype = "Basic" | "Legendary" | "World" | "Snow" | "Ongoing";

export type Keyword =
  | "flying"
  | "reach"
  | "first strike"
  | "double strike"
  | "trample"
  | "vigilance"
  | "haste"
  | "deathtouch"
  | "lifelink"
  | "defender"
  | "menace"
  | "hexproof"
  | "indestructible"
  | "flash"
  /** Landwalk (702.14): can't be blocked while the defending player controls a land of that type. */
  | "plainswalk"
  | "islandwalk"
  | "swampwalk"
  | "mountainwalk"
  | "forestwalk"
  /** 702.80: damage to creatures is dealt as -1/-1 counters. */
  | "wither"
  /**
   * 702.116: token copies attacking each other opponent (engine/combat/myriad.ts). Every instance is kept and
   * triggers separately (702.116b; cards/keywordInstances.ts).
   */
  | "myriad"
  /**
   * 702.121: +1/+1 for each opponent attacked with a creature this combat (engine/combat/myriad.ts). Every
   * instance is kept and triggers separately (702.121b).
   */
  | "melee"
  /** 702.90: damage to players is dealt as poison counters, to creatures as -1/-1 counters (120.3b, 120.3d). */
  | "infect"
  /**
   * 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on
   * it, return it to the battlefield under its owner's control with a -1/-1 counter on it." Triggered from the
   * card's printed keywords (cards/keywords.ts, triggers/persist.ts).
   */
  | "persist"
  /**
   * 702.26a: during its controller's untap step, before they untap, it phases out — and, phased out, in again the
   * next time (502.1, engine/actions/phasing.ts).
   */
  | "phasing"
  /**
   * 702.164: "toxic N" — combat damage to a player also gives them N poison counters (120.3g). Every instance
   * is kept, printed or granted, and counts in the total toxic value (702.164b; cards/keywordInstances.ts).
   */
  | `toxic ${number}`
  /**
   * 702.70: "poisonous N" — "Whenever this creature deals combat damage to a player, that player gets N poison
   * counters." Every instance is kept and triggers separately (702.70b; cards/keywords.ts, triggers/poisonous.ts).
   */
  | `poisonous ${number}`
  /** 702.36: can't be blocked except by artifact creatures and/or black creatures. */
  | "fear"
  /** 702.13: can't be blocked except by artifact creatures and/or creatures that share a colour with it. */
  | "intimidate"
  /** 702.28: can block or be blocked by only creatures with shadow. */
  | "shadow"
  /** 702.31: can't be blocked except by creatures with horsemanship. */
  | "horsemanship"
  /** 702.118: can't be blocked by creatures with greater power. */
  | "skulk"
  /** 702.18: can't be the target of spells or abilities. */
  | "shroud"
  /** 702.108: whenever you cast a noncreature spell, +1/+1 until end of turn; each instance triggers (702.108b). */
  | "prowess"
  /** 702.83: whenever a creature you control attacks alone, it gets +1/+1; each instance triggers (702.83b). */
  | "exalted"
  /** 702.25: whenever a creature without flanking blocks it, the blocker gets -1/-1; each instance triggers. */
  | "flanking"
  /** 702.91: whenever it attacks, each other attacking creature gets +1/+0; each instance triggers. */
  | "battle cry"
  /** 702.93: persist's twin with a +1/+1 counter. */
  | "undying"
  /**
   * 702.125: "This spell costs {1} less to cast for each opponent you have." — a spell's static ability, applied
   * as its total cost is determined (601.2f; engine/spells/costChanges.ts); each instance counts (702.125c).
   */
  | "undaunted"
  /**
   * 702.132: "Another player can pay up to {N} of this spell's cost." — a spell's static ability modifying its
   * payment (601.2g–h; engine/spells/assist.ts), read from the card's printed keywords.
   */
  | "assist"
  /** 702.45: "bushido N" — whenever it blocks or becomes blocked, +N/+N until end of turn. */
  | `bushido ${number}`
  /** 702.23: "rampage N" — whenever it becomes blocked, +N/+N for each creature blocking it beyond the first. */
  | `rampage ${number}`
  /** 702.130: "afflict N" — whenever it becomes blocked, defending player loses N life. */
  | `afflict ${number}`
  /** 702.68: "frenzy N" — whenever it attacks and isn't blocked, +N/+0 until end of turn. */
  | `frenzy ${number}`;

/**
 * A number, the spell's X, or a quantity read from the game as the effect applies (608.2h). "them" is
 * the player the effect is acting on: each player in turn for "each player", "that player" of a trigger.
 */
export type Amount =
  | number
  | "X"
  /**
   * Permanents matching the filter; `controlledBy: "them"`: "… they control" (Biorhythm). `asX`, wording only
   * (read by the rules-text generator): the card calls the count X and says what X is after the sentence
   * ("Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.", Krenko, Mob Boss),
   * where others say "for each Elf you control" (Elvish Promenade).
   */
  | { count: ObjectFilter; controlledBy?: "them"; asX?: boolean }
  /**
   * A life total; "lowest": the lowest life total among all players (Repay in Kind); "lowestOpponent":
   * the lowest among your opponents (Mortal Flesh Is Weak).
   */
  | { life: "them" | "you" | "lowest" | "lowestOpponent" }
  /**
   * The number of cards in a player's hand; "thatPlayer": "them", as Oracle writes it of "each opponent"
   * ("that player's hand", Know Naught but Fire).
   */
  | { handSize: "them" | "you" | "thatPlayer" }
  /** "the life lost this way": the life the ability's earlier effects made players lose (I Delight in Your Convulsions). */
  | "lifeLostThisWay"
  /** "half [amount], rounded down" (Heartless Hidetsugu). */
  | { half: Amount; round: "down" | "up" }
  /** "[amount] minus N" (Black Vise); a negative result deals no damage (107.1b). */
  | { minus: number; from: Amount }
  /** Storm (702.40a): the number of other spells cast before the spell this turn. */
  | "spellsCastBeforeThisTurn"
  /** What the trigger remembered (life lost, counters on the source as it triggered), times N. */
  | { triggered: true; times?: number }
  /**
   * 702.33c–d: N for each time the spell, or the permanent it became (702.33e), was kicked ("create a 2/2 green
   * Wolf creature token for each time it was kicked", "you gain 2 life for each time it was kicked").
   */
  | { perKick: number }
  /**
   * 608.2h: the power or toughness of the permanent sacrificed to pay the spell's or ability's cost, as it last
   * existed on the battlefield ("the sacrificed creature's power", Fling, Greater Good).
   */
  | { sacrificed: "power" | "toughness" }
  /** "Its power": the power of the object chosen for target spec N, last known if it has left (608.2h). */
  | { powerOf: number }
  /** "The number of [kind] counters on it": on the source (Naar Isle's flame counters). */
  | { countersOnSelf: string }
  /** N times an amount: "2 life for each creature card in your graveyard" (Gnaw to the Bone). */
  | { times: number; of: Amount }
  /**
   * 202.3: the mana value of the object chosen for target spec N, last known if it has left its zone (608.2h):
   * "You lose life equal to its mana value." (Reanimate). `that`, wording only: "that permanent's mana value"
   * (Feed the Swarm), where others say "its".
   */
  | { manaValueOf: number; that?: "permanent" }
  /**
   * "The greatest power among [filter]" (Return of the Wildspeaker), read as the effect applies (608.2h): 0
   * if no permanent matches.
   */
  | { greatestPower: ObjectFilter }
  /** "This creature's power": the source's, as the effect applies (its printed power once it has left). */
  | "sourcePower";

/** Which players an effect acts on. */
export type PlayerRef =
  | "you" // the controller of the spell or ability
  | "each" // each player, in APNAP order (101.4)
  | "eachOpponent"
  | "eachOther" // each player other than you, teammates too (Syphon Mind)
  | "triggering" // the player named by the trigger event ("that player")
  | "active" // the active player (Siren's Call)
  | { target: number } // the players chosen for target spec N
  /**
   * "Its controller": the controller of the object chosen for target spec N, or, once it has left the
   * battlefield, its controller as it last existed there (608.2h: last known information).
   */
  | {
      controllerOf: number;
      /** Wording only: "that creature's controller" (Rapid Hybridization), where others say "its controller". */
      that?: "creature";
    };

/** Which objects an effect acts on. */
export type ObjectRef =
  | "self" // the source of the ability / the spell itself
  | "enchanted" // the permanent the source Aura or Equipment is attached to ("equipped creature" in text)
  | { target: number } // the objects chosen for target spec N
  /**
   * Every permanent matching the filter; `of`: only those controlled by the target player of spec N, or
   * by the triggering player ("that player controls", Siren's Call).
   */
  | { each: ObjectFilter; of?: { target: number } | "triggering" }
  | "remembered" // the objects a delayed triggered ability or linked ability refers to ("that card", 603.7c)
  | "triggeringObject"; // the object the trigger event is about: the spell cast (Nether Void: "counter it")

export interface ObjectFilter {
  /** 201.2: "a card named [name]" (702.124j: "partner with [name]"'s search). */
  name?: string;
  types?: CardType[]; // has at least one of these types
  subtypes?: string[]; // has at least one of these subtypes ("Forest", "Wall")
  /** Keywords the object must have / must not have (e.g. Earthquake: creatures without flying). */
  with?: Keyword[];
  without?: Keyword[];
  /**
   * "notYou": "you don't control" (a teammate's permanent too, unlike "an opponent controls"); "team": "your
   * team controls" (102.4: you and/or your teammates; outside a game between teams, just you).
   */
  controller?: "you" | "opponent" | "notYou" | "team";
  /** A basic permanent or card (205.4a): "basic land card". */
  basic?: boolean;
  /** "you own" / "you don't own" (Agent of Treachery). */
  owner?: "you" | "notYou";
  /** Default "battlefield". */
  zone?: "battlefield" | "stack" | "graveyard" | "hand";
  nonland?: boolean;
  nonlegendary?: boolean;
  nonbasic?: boolean;
  /** Not a creature: "a noncreature spell" (Kessig Flamebreather). */
  noncreature?: boolean;
  /** Not a token (111): "nontoken lands" (Bend or Break). */
  nontoken?: boolean;
  /** Has none of these subtypes: "non-Wall creatures" (Siren's Call). */
  notSubtypes?: string[];
  /** Has none of these card types: "nonartifact creature" (Go for the Throat). */
  notTypes?: CardType[];
  /** Has at least one of these colours (105.2): "green creatures" (Perish). */
  colors?: Color[];
  /** Has none of these colours (105.2): "nonblack creature" (Doom Blade). */
  notColors?: Color[];
  /** Tapped (true) or untapped (false): "target tapped creature" (Royal Assassin). */
  tapped?: boolean;
  /** Attacked this turn (true) / didn't (false) (508.1: declared as an attacker this turn). */
  attackedThisTurn?: boolean;
  /** Attacking now (506.4: declared as an attacker and not removed from combat): "attacking Warriors". */
  attacking?: boolean;
  /**
   * Has been under its controller's control continuously since the turn began (Siren's Call: "Ignore
   * this effect for each creature the player didn't control continuously since the beginning of the
   * turn"). See attackHistory.ts.
   */
  controlledSinceTurnBegan?: boolean;
  /**
   * Its power (208.1) within bounds: "with power 4 or greater" (`atLeast`, Bring Down), "with power X or less"
   * (`atMost`; "X": the X chosen for the spell or ability, 107.3a, Gang Up). An object with no power (not a
   * creature) matches none.
   */
  power?: { atLeast: number } | { atMost: number | "X" };
  /**
   * Its mana value (202.3) within bounds: "with mana value 4 or greater" (Despark), "with mana value 3 or less"
   * (Austere Command). See engine/characteristics/objectManaValue.ts.
   */
  manaValue?: { atLeast: number } | { atMost: number };
}

/** What can be targeted by a target spec (115). */
export type TargetKind =
  | "any" // creature, player, planeswalker or battle ("any target", 115.4)
  | "creature"
  | "player"
  | "opponent"
  | "teammate" // 804.2: deploy creatures
  | "playerOrPlaneswalker"
  | "creatureOrPlaneswalker"
  | "permanent"
  | "artifactOrEnchantment"
  | "enchantment"
  | "spell"
  | "spellOrPermanent"
  /** A spell, or an activated or triggered ability, on the stack ("target spell or ability", 115.7). */
  | "spellOrAbility"
  /**
   * A card in a graveyard matching the filter (its types: "creature card"); `filter.owner: "you"`: "from
   * your graveyard", otherwise "from a graveyard".
   */
  | "graveyardCard";

export interface TargetSpec {
  kind: TargetKind;
  /** Extra restriction on object targets. */
  filter?: ObjectFilter;
  /** Number of targets; default exactly 1. `max: null` means any number. */
  min?: number;
  max?: number | null;
  /**
   * Legerdemain: the object must share a card type, among this spec's filter types, with the target
   * chosen for spec N (and be a different object).
   */
  sharesTypeWith?: number;
  /** "another target …": must be a different object or player from the target chosen for spec N. */
  distinctFrom?: number;
  /** "another target …": not the source of the ability itself. */
  other?: boolean;
  /** "For each opponent, … target permanent that player controls" (Blatant Thievery): one target per opponent. */
  perOpponent?: boolean;
  /** "any target of an opponent's choice" (Cuombajj Witches): the controller picks an opponent to choose it. */
  chooser?: "opponent";
  /**
   * 508.5, 802.2a: "target creature defending player controls" (Tyrant's Familiar): of an attacking creature's
   * ability, among the objects of the player it attacks (or whose planeswalker it attacks) as it triggered.
   */
  defending?: true;
  /**
   * Kind "creature": creature cards in graveyards can be chosen too ("target creatures from the
   * battlefield and/or creature cards from graveyards", Angel of Serenity).
   */
  fromGraveyards?: boolean;
  /**
   * "… with a single target" (Bolt Bend): a spell or ability on the stack for which one object or player was
   * chosen as a target (115.9a: counted as chosen, each instance once; its targets now may be illegal).
   */
  singleTarget?: true;
  /** Text override for the target description ("target creature you control"). */
  text?: string;
  /**
   * Wording only (read by the rules-text generator): the first sentence after the one naming this target calls
   * it "that creature" (Watertrap Weaver's "That creature doesn't untap …", Act of Treason's "Untap that
   * creature."), where others say "it" (Crippling Chill, Traitorous Blood): Oracle keeps each card's choice.
   */
  thatNoun?: boolean;
  /**
   * What the effect is to the target's controller, or to the target player: set in card data only where
   * the effects can't tell (Curse of Vengeance); cards/intent.ts derives it for every other spec.
   */
  intent?: TargetIntent;
}

/** Whether an effect harms or helps the controller of its target, or the target player, or neither. */
export type TargetIntent = "harmful" | "helpful" | "neutral";

/**
 * How long a continuous effect from a resolved spell or ability lasts (611.2a–b): until end of turn
 * (514.2), until your next turn (it ends as that turn begins), until the end of your next turn, for as
 * long as the source remains on the battlefield (Sower of Temptation), for as long as you control the
 * source, or indefinitely. 800.4m: if "you" leave, a "next turn" duration ends when that turn would
 * have begun.
 */
export type Duration =
  | "endOfTurn"
  | "untilYourNextTurn"
  | "endOfYourNextTurn"
  | "whileSourceOnBattlefield"
  | "whileYouControlSource"
  | "indefinitely";

/** Kept for card definitions: a control change's duration is a Duration. */
export type ControlDuration = Duration;

/**
 * What a continuous effect does to an object's characteristics or control, each applied in its layer
 * (613.1): control (2), types (4), colours (5), abilities (6), power/toughness (7b set, 7c modify,
 * 7d switch). Characteristic-defining abilities (7a) are the card's `cda`.
 */
export type Modification =
  /** Layer 2: the controller of the effect (or `to`, in an exchange of control, 701.12b) gains control. */
  | { m: "control"; to?: number }
  /** Layer 4. `replace`: "becomes a [type]" without "in addition to its other types" (205.1a–b). */
  | { m: "types"; types?: CardType[]; subtypes?: string[]; supertypes?: Supertype[]; replace?: boolean }
  | { m: "colors"; colors: Color[] } // layer 5: "becomes [colour]"
  | { m: "keywords"; keywords: Keyword[] } // layer 6: gains / has
  | { m: "loseAllAbilities" } // layer 6
  | { m: "loseKeywords"; keywords: Keyword[] } // layer 6: "loses flying" (Mammoth Harness)
  /**
   * Layer 6 (613.1f, 113.10): "has "[ability]"" — a static ability's grant of a triggered ability written in
   * quotes: lieutenant's "… gets +2/+2 and has "Whenever this creature deals combat damage to a player, …""
   * (Demon of Wailing Agonies), "Sliver creatures you control have "Whenever this creature attacks, …""
   * (Thorncaster Sliver). The ability is the affected object's own (113.7, 201.5b): "this creature" is that
   * object, which triggers it and whose controller controls it (603.3a); each instance triggers (113.2c); an
   * ability-removing effect applied after it removes it (613.7). The granting card numbers it after its own
   * abilities (cards/grants.ts).
   */
  | { m: "ability"; ability: Ability & { kind: "triggered" } }
  /**
   * Layer 6 (613.1f): "has "[mana ability]"" — Chromatic Lantern's "Lands you control have "{T}: Add one mana of any
   * color."". The affected permanents have it as their own, after their other abilities: tapping them for mana
   * and payment planning read it from their characteristics (605). It resolves at once (605.3a), so it needs no
   * number on the granting card (cards/grants.ts numbers triggered ones only).
   */
  | { m: "ability"; ability: Ability & { kind: "mana" } }
  | { m: "setPT"; power: number; toughness: number } // layer 7b
  /** Layer 7c; `per` multiplies the change (Coat of Arms: for each other creature sharing a type). */
  | { m: "modifyPT"; power: number; toughness: number; per?: PerCount }
  | { m: "switchPT" } // layer 7d
  /**
   * Layer 6: protection from colours (702.16); all five are "protection from each color" (702.16h). `spares`:
   * the card says "This effect doesn't remove" (702.16n) — `"source"`: "… this Aura." (the Ward cycle: Red
   * Ward, Blue Ward), the effect's own source; `"auras"`: "… Auras." (Spectra Ward), every Aura. The protection
   * doesn't put those Auras into the graveyard (702.16c, 704.5m) even if they are of that colour — unless
   * another effect also gives protection from that colour. It protects from everything else as usual. The
   * layers note it in the characteristics' `protectionSpares`. `reminder`, wording only: Oracle prints the
   * protection's reminder text after the sentence (Spectra Ward).
   */
  | { m: "protection"; from: Color[]; spares?: "source" | "auras"; reminder?: boolean }
  /** Not a characteristic (613.11): "its activated abilities can't be activated". */
  | { m: "cantActivate" }
  /** Not a characteristic: the designation goaded (701.15b), read by engine/combat/goad.ts. */
  | { m: "goaded" }
  /**
   * Not a characteristic (613.11): "can't be blocked" — a blocking restriction (509.1b) that a resolved effect
   * puts on the creature: "Target creature can't be blocked this turn." (Rogue's Passage). Read by
   * engine/combat/cantBeBlocked.ts.
   */
  | { m: "cantBeBlocked" }
  /**
   * Not a characteristic (613.11): the effect's controller may play the card in exile (601.3, 305.1) — "Until
   * end of turn, you may play those cards." (Act on Impulse). Read by engine/spells/playFromExile.ts.
   */
  | { m: "mayPlay" }
  /**
   * Not a characteristic: rules for the players a resolved effect names (`ContinuousEffect.players`), read by
   * engine/characteristics/playerRules.ts — "your life total can't change" (119.7–119.8: they gain and lose no
   * life, and pay none but 0), "you gain protection from everything" (702.16j: they can't be targeted nor
   * enchanted, and all damage to them is prevented).
   */
  | { m: PlayerRule };

/** What a resolved effect may make true of a player for a time (Teferi's Protection): `{ m: PlayerRule }`. */
export type PlayerRule = "lifeCantChange" | "protectionFromEverything";

/** What a per-object P/T change counts (layer 7c). */
export type PerCount =
  | { count: ObjectFilter } // each permanent matching the filter (from the source controller's view)
  | "otherCreatureSharingType"; // each other creature that shares a creature type with the affected one

/** Which permanents a static ability's continuous effect applies to (611.3a, 613). */
export type Affected =
  | "self"
  | "enchanted"
  | "equipped"
  /** Every permanent matching the filter, seen from the source's controller; `other`: except the source. */
  | { each: ObjectFilter; other?: boolean };

export type Effect =
  | { e: "damage"; amount: Amount; to: PlayerRef | ObjectRef; divided?: boolean; evenly?: boolean }
  | { e: "damageEach"; amount: Amount; creatures?: ObjectFilter; players?: "each" | "eachOpponent" }
  | { e: "draw"; who: PlayerRef; amount: Amount }
  | { e: "discard"; who: PlayerRef; amount: Amount; random?: boolean }
  /**
   * `thenJoined`, wording only: Oracle joins it to the effect before with ", then" ("each opponent loses 3 life,
   * then you gain life equal to the life lost this way", Chancellor of the Dross).
   */
  | { e: "gainLife"; who: PlayerRef; amount: Amount; thenJoined?: true }
  | { e: "loseLife"; who: PlayerRef; amount: Amount }
  /**
   * 701.8. `quantifier`, wording only: how the text names every permanent of an `{ each }` reference —
   * "all" by default ("Destroy all artifacts, creatures, and enchantments.", Akroma's Vengeance), "each"
   * where the card's Oracle text says so ("Destroy each artifact, creature, and enchantment.", Nevinyrral's
   * Disk). Which one a card uses follows no rule; the destruction is the same.
   */
  | { e: "destroy"; what: ObjectRef; noRegenerate?: boolean; quantifier?: "all" | "each" }
  | { e: "sacrifice"; what: "self" }
  | { e: "counter"; what: ObjectRef }
  | { e: "pump"; what: ObjectRef; power: number; toughness: number; duration: Duration }
  | { e: "grant"; what: ObjectRef; keywords: Keyword[]; duration: Duration }
  | { e: "tap" | "untap"; what: ObjectRef }
  /**
   * 702.26: "Target creature phases out.", "All permanents you control phase out." (Teferi's Protection), with
   * what is attached to them (engine/actions/phasing.ts). `reminder`, wording only: Oracle's reminder text
   * after the sentence — "(While they're phased out, they're treated as though they don't exist. They phase in
   * before you untap during your untap step.)".
   */
  | { e: "phaseOut"; what: ObjectRef; reminder?: true }
  /**
   * Rules for "you" for a duration (611.2a): "Until your next turn, your life total can't change and you gain
   * protection from everything." (Teferi's Protection) — a continuous effect on the player (`{ m: rule }`).
   */
  | { e: "playerRules"; rules: PlayerRule[]; duration: Duration }
  | { e: "addCounters"; what: ObjectRef; counter: string; amount: Amount }
  | { e: "bounce"; what: ObjectRef }
  /** Layer 2 (613.1b): the controller of the spell or ability gains control of the objects. */
  /** `to`: that player gains control instead of the controller of the effect (804.2 deploy). */
  | { e: "gainControl"; what: ObjectRef; duration: ControlDuration; to?: PlayerRef }
  /**
   * A continuous effect on the objects (611.2): "becomes a 4/4 Horror creature", "becomes blue".
   * `wordedUntilLeaves`, wording only (read by the rules-text generator): the card words the duration
   * "whileSourceOnBattlefield" as "until [this] leaves the battlefield" (Gaea's Liege), where most say "for as
   * long as [this] remains on the battlefield" (Sower of Temptation).
   */
  | {
      e: "become";
      what: ObjectRef;
      mods: Modification[];
      duration: Duration;
      wordedUntilLeaves?: boolean;
    }
  /** 701.12b: exchange control of the targets of specs 0 and 1 (only if both are still legal). */
  | { e: "exchangeControl" }
  /** 111.2: [who] creates N tokens with these characteristics (111.4; see tokens.ts). */
  | { e: "createToken"; token: TokenSpec; amount: Amount; who?: PlayerRef }
  /**
   * Exile the objects, linked to the source (607.2a): a later "return the exiled card" returns them. With
   * `untilSourceLeaves` (610.3) they return by themselves as soon as the source leaves the battlefield,
   * and nothing is exiled if it already has (610.3a–b).
   */
  | { e: "exileLinked"; what: ObjectRef; untilSourceLeaves?: boolean }
  /**
   * 607.2a: return the cards exiled with the source to the battlefield under their owners' control
   * (Oblivion Ring), or with `to: "hand"` to their owners' hands (Angel of Serenity).
   */
  | { e: "returnLinked"; to?: "hand" }
  /** Exile the objects; return them under their owners' control at the beginning of the next end step (603.7). */
  | { e: "flicker"; what: ObjectRef }
  /** Return the objects to the battlefield under their owners' control (610.3c). */
  | { e: "returnToBattlefield"; what: ObjectRef }
  /** "You may [effects]": the controller chooses whether to do them (no questions inside). */
  /** `who`: the player who chooses, if not the controller ("that player may gain 2 life", Fields of Summer). */
  | { e: "may"; effects: Effect[]; who?: PlayerRef }
  /**
   * 118.12a: "[effects] unless [who] pays [mana]" (Nether Void), or with `unlessFirst`, "unless [who]
   * pays [mana], [effects]" (Demonic Hordes). The player chooses whether to pay as it resolves, paying
   * with mana abilities and the pool; if they don't, the effects happen, each as its own step (so they
   * may ask questions). See unless.ts.
   */
  | {
      e: "unlessPays";
      who: PlayerRef;
      mana: string;
      effects: Effect[];
      unlessFirst?: boolean;
      /** Written as 118.12a reads: "[who] may pay [mana]. If they don't, [effects]." (Smothering Tithe) */
      mayPay?: true;
      /** 107.3: the X of `mana`, read as the ability resolves ("{X}, where X is this creature's power", Esper Sentinel). */
      x?: Amount;
    }
  /**
   * 701.21a: "sacrifice a [filter]" — you choose which, or with `chooser: "opponent"`, "a [filter] of an
   * opponent's choice" (Demonic Hordes): you choose an opponent, who chooses it. See unless.ts.
   */
  | { e: "sacrificeOne"; filter: ObjectFilter; chooser?: "opponent" }
  /** "You may pay [mana]. If you do, [effects]." (Mind's Eye): the controller chooses as it resolves (118.12a). */
  | { e: "payIfYouDo"; mana: string; effects: Effect[] }
  /** "For each creature, its controller sacrifices it unless they pay X life." (Killing Wave) */
  | { e: "sacrificeUnlessPayLife"; filter: ObjectFilter; amount: Amount }
  /** 508.1d: a requirement: "Creatures [who] controls attack this combat if able." (Siren's Call) */
  | { e: "attackThisCombat"; who: PlayerRef }
  /** 701.15a: "Goad [objects]": until your next turn they are goaded (engine/combat/goad.ts). */
  | { e: "goad"; what: ObjectRef }
  /** 702.116a: myriad's effect, for the attacking source (engine/combat/myriad.ts). */
  | { e: "myriad" }
  /** 702.121a: melee's effect: +1/+1 until end of turn for each opponent the trigger counted. */
  | { e: "melee" }
  /** 702.91a: battle cry's effect: each other attacking creature gets +1/+0 until end of turn. */
  | { e: "battleCry" }
  /**
   * 702.23a–b: rampage N's effect: the source gets +N/+N until end of turn for each creature blocking it beyond
   * the first, counted as it resolves.
   */
  | { e: "rampage"; n: number }
  /**
   * 603.7: a delayed triggered ability: "At the beginning of the next end step, [effects]". `about`: the
   * player its effects call "that player" (the `triggering` player), as the creating effect resolves.
   */
  | { e: "delayed"; at: "nextEndStep"; about?: PlayerRef; effects: Effect[] }
  /**
   * 603.7: "[who] draws N cards at the beginning of the next turn's upkeep" (Arcane Denial): a delayed triggered
   * ability for each player, "its controller" read as the effect resolves (608.2h). `upTo`: "[who] may draw up to
   * N cards" — as it resolves, that player chooses how many, 0 to N. `due`: the engine's record, the delayed
   * ability's own effect at that upkeep (never in card data). See effects/nextUpkeepDraws.ts.
   */
  | { e: "drawNextUpkeep"; who: PlayerRef; amount: number; upTo?: true; due?: true }
  /** Exile the objects (406). */
  | { e: "exile"; what: ObjectRef }
  /**
   * 702.84a: unearth's effect — return the source card from its owner's graveyard to the battlefield; it
   * gains haste; exile it at the beginning of the next end step; if it would leave the battlefield, exile
   * it instead. See unearth.ts.
   */
  | { e: "unearth" }
  /** 114: "You get an emblem with …": an object in the command zone with these static abilities. */
  | { e: "emblem"; name: string; abilities: Ability[] }
  /** 725: "[who] become(s) the monarch." See actions/designations.ts. */
  | { e: "becomeMonarch"; who: PlayerRef }
  /** 726: "[who] take(s) the initiative." See actions/designations.ts. */
  | { e: "takeInitiative"; who: PlayerRef }
  /** 701.49: "[who] venture(s) into the dungeon"; `into`: 701.49d "venture into [quality]" (Undercity). */
  | { e: "venture"; who: PlayerRef; into?: "Undercity" }
  /** 701.22: "Scry N." (the controller looks at the top N cards, puts any on the bottom, the rest back). */
  | { e: "scry"; amount: number }
  /** 701.25a: "Surveil N." (look at the top N cards, put any number into your graveyard, the rest back on top). */
  | { e: "surveil"; amount: number }
  /** 701.16a: "Investigate." — create a Clue token (111.10f). */
  | { e: "investigate" }
  /** 701.34a: "Proliferate." — one more counter of each kind on chosen permanents and players that have one. */
  | { e: "proliferate" }
  /** 701.44a: "[This creature / target creature] explores." */
  | { e: "explore"; what: "self" | { target: number } }
  /** 701.39a: "Bolster N." */
  | { e: "bolster"; amount: number }
  /** 701.46a: "Adapt N." (this permanent) */
  | { e: "adapt"; amount: number }
  /**
   * 701.50a: "[This creature / target creature] connives." `drawn`: the engine's record, as the effect goes on
   * after its draw (never in card data).
   */
  | { e: "connive"; what: "self" | { target: number }; drawn?: true }
  /** 701.36a: "Populate." — create a token that's a copy of a creature token you control. */
  | { e: "populate" }
  /**
   * Undercity's Throne of the Dead Three: "Reveal the top N cards of your library. Put a creature card from
   * among them onto the battlefield with K +1/+1 counters on it. It gains [keywords] until your next turn.
   * Then shuffle." See effects/dungeonEffects.ts.
   */
  | { e: "revealPutCreature"; amount: number; counters: number; gains: Keyword[] }
  /**
   * "Untap a creature you control. If you've completed a dungeon, untap all creatures you control
   * instead." (White Plume Adventurer): the controller chooses one (309.7 for the other branch).
   */
  | { e: "untapOneOrAllIfDungeon" }
  /** 706.10, 111.4: create a token that's a copy of each of the objects (layer 1: copiable values, 706.2). */
  | { e: "createTokenCopies"; what: ObjectRef }
  /** [who] loses the game (104.3). */
  | { e: "loseGame"; who: PlayerRef }
  /** 701.3: attach the source (an Equipment: "Equip") to the target of spec 0. */
  | { e: "attachSelf" }
  /**
   * 615: a prevention shield until end of turn: "prevent the next N damage that would be dealt to
   * [recipient] this turn" (Mending Hands), or all damage (`amount: "all"`), optionally only combat
   * damage (Fog: no recipient, all combat damage).
   */
  /** `by: "creatures"`: only damage creatures would deal (Ethereal Haze: the source is specified, 801.13b). */
  | {
      e: "preventDamage";
      to?: ObjectRef | PlayerRef;
      amount: Amount | "all";
      combatOnly?: boolean;
      by?: "creatures";
    }
  /** 614.9: "The next X damage that would be dealt to [target 0] this turn is dealt to [target 1] instead." */
  | { e: "redirectDamage"; amount: Amount }
  /** 701.19: the next time the permanent would be destroyed this turn, it is regenerated instead. */
  | { e: "regenerate"; what: ObjectRef }
  /** Put the top N cards of the player's library into their graveyard. */
  | { e: "mill"; who: PlayerRef; amount: Amount }
  /** 701.9: "[who] discards their hand." */
  | { e: "discardHand"; who: PlayerRef }
  /**
   * 605.1b: a triggered mana ability's effect — "add N mana of any type that [permanent] produced" (the
   * permanent whose tapping for mana triggered it; see manaTriggers.ts). Resolves at once (605.4a).
   */
  | { e: "addProducedMana"; amount: number }
  /** 106.4: "add [mana]" to the controller's mana pool, from a resolving ability (Krosa: "{W}{U}{B}{R}{G}"). */
  | {
      e: "addMana";
      mana: string;
      /** That much for each card in the player's hand: "Add {R} for each card in target opponent's hand." (Jeska's Will) */
      forEachCardInHand?: PlayerRef;
    }
  /** "[permanent] doesn't untap during its controller's next untap step" (502.3). See untapSkip.ts. */
  | { e: "skipNextUntap"; what: ObjectRef }
  /** 407.4: "[who] antes the top card of their library" (put into the ante zone). See ante.ts. */
  | { e: "anteTopCard"; who: PlayerRef }
  /** 701.31: "planeswalk" — the planar die's planeswalking ability (901.8). */
  | { e: "planeswalk" }
  /** 500.7: the player takes an extra turn after this one (Time Walk). */
  | { e: "extraTurn"; who: PlayerRef }
  /** 723.1: "You control [player] during that player's next turn." (Mindslaver) */
  | { e: "controlPlayer"; who: PlayerRef }
  /** 500.11, 614.1b: "[player] skips their next draw step." (Fatigue) */
  | { e: "skipStep"; who: PlayerRef; step: "draw" }
  /** 119.5: "[player]'s life total becomes N": they gain or lose the difference. */
  | { e: "setLife"; who: PlayerRef; amount: Amount }
  /** 701.10d: "Double [player]'s life total." */
  | { e: "doubleLife"; who: PlayerRef }
  /** 701.12b: "Two target players exchange life totals." (the two players of target spec 0) */
  | { e: "exchangeLife" }
  /** 701.12, 119.7–119.8: "Redistribute any number of players' life totals." (Reverse the Sands) */
  | { e: "redistributeLife" }
  /** 119.7: "[player] can't gain life for the rest of the game." (Stigma Lasher) */
  | { e: "cantGainLife"; who: PlayerRef }
  /** 122.1f: "[player] gets N poison counters" (810.10: each player individually, the team's counters). */
  | { e: "poison"; who: PlayerRef; amount: Amount }
  /**
   * 810.10b: "[player] loses all poison counters." `dealsThatMuch`: "[This] deals that much damage to that
   * player." (Leeches: one target player) — the counters lost, read as they are lost.
   */
  | { e: "loseAllPoison"; who: PlayerRef; dealsThatMuch?: true }
  /** 104.2b: "[player] wins the game." */
  | { e: "win"; who: PlayerRef }
  /** 122.8-style counter removal by an effect ("remove an intervention counter from [this]"). */
  | { e: "removeCounters"; what: ObjectRef; counter: string; amount: Amount }
  /** 701.33: "abandon this scheme" — an ongoing scheme is turned face down, to the bottom of its deck. */
  | { e: "abandon" }
  /** 104.4c: "the game is a draw" (801.15, 104.4e: under range, only for the controller and their range). */
  | { e: "drawGame" }
  /** Put the object into its owner's library Nth from the top (the bottom if it has fewer cards). */
  | { e: "putIntoLibrary"; what: ObjectRef; fromTop: number }
  /** 701.24: shuffle the object into its owner's library. */
  | { e: "shuffleIntoLibrary"; what: ObjectRef }
  /**
   * "If [condition], [effects]. Otherwise, [otherwise]." A branch happens as one step: none may ask.
   * `after`: the condition is written after the effects ("Counter target spell if its controller is
   * poisoned.", Corrupted Resolve); `thenIf`: after the earlier effects, "Then if [condition], [effects]."
   * (Sphinx of Lost Truths).
   */
  | { e: "if"; cond: Condition; effects: Effect[]; otherwise?: Effect[]; after?: true; thenIf?: true }
  /** 707.10: copy the spell (the source of a cast trigger) `times` times; `newTargets`: 707.10c. */
  | { e: "copySpell"; times: Amount; newTargets: boolean; what?: ObjectRef }
  /**
   * 115.7: new targets for a spell or ability on the stack, chosen by the effect's controller: "You may choose
   * new targets for …" (`how` "chooseNew", 115.7d: any may stay) or "Change the target(s) of …" (`how`
   * "change", 115.7a: each to another legal target, or none). See engine/spells/newTargets.ts.
   */
  | { e: "retarget"; what: ObjectRef; how: "chooseNew" | "change" }
  /**
   * Balance: each player chooses as many of their `what` (lands, creatures they control; cards in their
   * hand) as the player with the fewest has, then sacrifices (discards) the rest. See balance.ts.
   */
  | { e: "balance"; what: "lands" | "creatures" | "cards" }
  /**
   * Bend or Break (700.3): each player separates the permanents matching `filter` they control into two
   * piles; for each player, an opponent of their choice chooses one pile; `chosen` happens to the chosen
   * piles, `other` to the others. See piles.ts.
   */
  | { e: "separatePermanents"; filter: ObjectFilter; chosen: "destroy"; other: "tap" }
  /**
   * Fact or Fiction (700.3): reveal the top N cards of your library; an opponent (of your choice)
   * separates them into two piles; put the pile you choose into your hand and the other into your
   * graveyard. See piles.ts.
   */
  | { e: "revealTopPiles"; amount: number }
  /**
   * Stronghold Gambit (101.4a): each player secretly chooses a card in their hand, then all reveal them;
   * the owner of each revealed creature card with the lowest mana value puts it onto the battlefield.
   */
  | { e: "revealChosenCards"; enter: "lowestManaValueCreatures" }
  /** 701.20e: the controller looks at the player's hand (Glasses of Urza). */
  | { e: "lookAtHand"; who: PlayerRef }
  /**
   * 701.23: search the player's library for a card matching `filter` and put it onto the battlefield
   * under your control; then that player shuffles (Bribery). See librarySearch.ts.
   */
  | { e: "searchLibrary"; whose: PlayerRef; filter: ObjectFilter; put: "battlefieldUnderYourControl" }
  /**
   * 701.23: "Search your library for [up to] N [filter] card(s), [reveal …,] put … , then shuffle." The
   * found cards go onto the battlefield (`tapped`), into your hand, or (Cultivate) one onto the
   * battlefield tapped and the other into your hand. `pronoun`: how Oracle calls the found card ("that
   * card", "it"; "them", "those cards" for more). See librarySearch.ts.
   */
  | {
      e: "searchYourLibrary";
      filter: ObjectFilter;
      amount: number;
      upTo?: boolean;
      /** "top": "reveal it, then shuffle and put that card on top" (Worldly Tutor). */
      put: "battlefield" | "hand" | "oneBattlefieldOtherHand" | "top";
      tapped?: boolean;
      reveal?: boolean;
      pronoun?: "it" | "that card" | "them" | "those cards";
      /**
       * The player who searches their own library, puts the cards and shuffles, if not the controller: "Its
       * controller may search their library for a basic land card, …" (Path to Exile; 608.2h: as last known).
       */
      who?: PlayerRef;
      /**
       * "… that share a land type" (Myriad Landscape): each card found after the first has a land type the
       * first has (205.3i). See sharedLandType.ts.
       */
      shareLandType?: true;
      /**
       * "Then …" after the shuffle, about the cards the search put onto the battlefield — `"remembered"`,
       * "that land": "Then if you control four or more lands, untap that land." (Fabled Passage). Done in the
       * search's step, so they must not ask questions (as `if`'s effects). See librarySearch.ts.
       */
      andThen?: Effect[];
    }
  /**
   * 701.14: the creature of target spec 0 fights the creature of target spec 1 (each deals damage equal
   * to its power to the other); `oneSided`: only the first deals damage equal to its power to the second
   * ("bite"). See fight.ts.
   */
  | { e: "fight"; oneSided?: boolean }
  /**
   * 701.21a: "[who] sacrifice(s) [amount] [filter] of their choice" (Diabolic Edict, Innocent Blood): each
   * chooses in APNAP order, then all are sacrificed at once. See edicts.ts.
   */
  | { e: "sacrificeChosen"; who: PlayerRef; filter: ObjectFilter; amount?: number }
  /**
   * 701.23: "Search your library for a [filter] card, put that card into your hand, then shuffle"
   * (Demonic Tutor; `it`: "put it into your hand", Rune-Scarred Demon), or "…, then shuffle and put that
   * card on top" (Vampiric Tutor). See librarySearch.ts.
   */
  | { e: "tutor"; to: "hand" | "top"; filter?: ObjectFilter; it?: boolean }
  /**
   * Return graveyard cards (targets of kind "graveyardCard") to their owner's hand or to the battlefield
   * (Raise Dead, Zombify); `underYourControl`: "Put … onto the battlefield under your control" (Rise
   * from the Grave). See graveyardReturn.ts.
   */
  | {
      e: "returnFromGraveyard";
      what: ObjectRef;
      to: "hand" | "battlefield";
      underYourControl?: boolean;
      /** "… under its owner's control with a [kind] counter on it" (702.79a persist: "-1/-1"). */
      withCounter?: string;
    }
  /**
   * 701.38: "Starting with you, each player votes for [choice] or [choice]." — will of the council
   * (`council: "will"`: the effects of the choice with the most votes happen; on a tie, those of choice
   * `tie`, "… or the vote is tied") or council's dilemma (`"dilemma"`: each choice's effects happen once
   * for each vote for it, their amounts multiplied). `choices` are words (701.38b), `outcomes` their
   * effects, in the same order. `ballot`: the engine's record of a vote under way (never in card data).
   * See voting/vote.ts.
   */
  | {
      e: "vote";
      council: "will" | "dilemma";
      choices: string[];
      outcomes: Effect[][];
      tie?: number;
      ballot?: Ballot;
    }
  /**
   * 701.38b: "Starting with you, each player votes for a [filter]. Exile each permanent with the most
   * votes or tied for most votes." (Council's Judgment). See voting/vote.ts.
   */
  | { e: "votePermanent"; filter: ObjectFilter; ballot?: Ballot }
  /**
   * Tempting offer (an ability word, 207.2c): "[effects]. Each opponent may [the same effects, done by them].
   * For each opponent who does, [effects]." Each opponent within range (801.10), in turn order, accepts or
   * declines; then each who accepted does the effects, then the controller does them once for each.
   * `offer`: the engine's record of the offer under way (never in card data). See
   * effects/multiplayerOffers.ts.
   */
  | { e: "temptingOffer"; effects: Effect[]; offer?: TemptingOffer }
  /**
   * Join forces (an ability word, 207.2c): "Starting with you, each player may pay any amount of mana.
   * [Effects], where X is the total amount of mana paid this way." Each player within range (801.10), in
   * turn order from the controller, pays what they choose of what they can; then the effects happen with X
   * the total. `joined`: the engine's record of it under way (never in card data). See
   * spells/joinForces.ts (beside unless.ts: it pays mana).
   */
  | { e: "joinForces"; effects: Effect[]; joined?: JoinedForces }
  /**
   * Parley (an ability word, 207.2c): "Each player reveals the top card of their library. For each nonland
   * card revealed this way, [effects]. Then each player draws a card." `effects` are written for one card
   * (their amounts are multiplied). See effects/parley.ts.
   */
  | { e: "parley"; effects: Effect[] }
  /**
   * 701.9, 121.1: "Each player discards their hand, then draws cards equal to the greatest number of cards a
   * player discarded this way." (Windfall). See effects/discardedThisWay.ts.
   */
  | { e: "wheelGreatestDiscarded" }
  /**
   * 701.9: "[who] discard(s) [amount] card(s). You draw a card for each card discarded this way." (Syphon Mind).
   * See effects/discardedThisWay.ts.
   */
  | { e: "discardThenYouDraw"; who: PlayerRef; amount: number }
  /**
   * 102.4, 101.4: "Each player on your team may discard a card, then each player who discarded a card this way
   * draws a card." (Azra Bladeseeker). See effects/teamDiscardToDraw.ts.
   */
  | { e: "teamDiscardToDraw" }
  /**
   * Friend or foe (Battlebond): "For each player, choose friend or foe. Each friend [friends]. Each foe [foes]."
   * The controller calls each player within range (801.10), themselves included, a friend or a foe; then each
   * friend does `friends` as theirs ("you" is them), in turn order from the controller, then each foe does
   * `foes`. `doing`: the engine's record of one player's part under way (never in card data). See
   * effects/friendOrFoe.ts.
   */
  | { e: "friendOrFoe"; friends: Effect[]; foes: Effect[]; doing?: FriendOrFoePart }
  /**
   * "Choose one [filter], then tap the rest.": the controller chooses one of the permanents matching the filter
   * and taps the others (Regna's Sanction's foes: "… chooses one untapped creature they control, then taps the
   * rest."). See effects/tapAllButOne.ts.
   */
  | { e: "tapAllButOne"; filter: ObjectFilter }
  /** 406: "Exile [player]'s graveyard." (Bojuka Bog): every card in it. See effects/graveyardExile.ts. */
  | { e: "exileGraveyard"; who: PlayerRef }
  /**
   * 705: "Flip a coin. If you lose the flip, [effects]." (Mana Crypt): the controller flips (705.2). See
   * effects/coinFlip.ts.
   */
  | { e: "flipCoin"; effects: Effect[] }
  /**
   * 401.4: "Put N cards from your hand on top of your library in any order." (Brainstorm): the controller puts
   * them one at a time, the last on top. See effects/topOfLibrary.ts.
   */
  | { e: "handOnTop"; amount: number }
  /**
   * 701.20e, 401.4: "Look at the top N cards of your library, then put them back in any order." — `mayShuffle`:
   * "You may shuffle." (Ponder). See effects/topOfLibrary.ts.
   */
  | { e: "rearrangeTop"; amount: number; mayShuffle?: true }
  /**
   * "The owner of [object] shuffles it into their library, then reveals the top card of their library. If it's a
   * permanent card, they put it onto the battlefield." (Chaos Warp). `owner`: the engine's record of the second
   * step, the owner who reveals (never in card data). See effects/shuffleInReveal.ts.
   */
  | { e: "shuffleInReveal"; what: ObjectRef; owner?: number }
  /**
   * 305.4: "You may put a land card from your hand onto the battlefield." (Growth Spiral, Burgeoning): the
   * controller chooses one or none; putting a land isn't playing it. See effects/landFromHand.ts.
   */
  | { e: "putLandFromHand" }
  /** 305.2: "You may play an additional land this turn." (Explore). See effects/additionalLandPlay.ts. */
  | { e: "additionalLandPlay" }
  /**
   * "Look at the top N cards of your library. Put K of them into your hand and the rest on the bottom of your
   * library in any order." (Dig Through Time; 701.20e, 401.4). See effects/lookPutIntoHand.ts.
   */
  | { e: "lookPutIntoHand"; amount: number; toHand: number }
  /**
   * "Exile the top N cards of your library. Until end of turn, you may play those cards." (Act on Impulse; with
   * `endOfYourNextTurn`, "Until the end of your next turn, …", Reckless Impulse): the cards are exiled face up
   * and their owner may play them (601.3, 305.1) for the duration. `thisTurn`, worded "You may play them this
   * turn." (Jeska's Will). See effects/exileToPlay.ts.
   */
  | { e: "exileToPlay"; amount: Amount; duration: "endOfTurn" | "endOfYourNextTurn"; thisTurn?: true }
  /**
   * "[Objects] gain [keywords] and get +X/+X [duration], where X is [amount]" (Craterhoof Behemoth): X is read
   * once, as the effect applies (608.2h; 107.1b: a negative X is 0), and so are the objects (611.2c).
   * `durationFirst`, wording only: Oracle leads with the duration ("Until end of turn, creatures you control gain
   * trample and get +X/+X, where X is …", Overwhelming Stampede). See effects/pumpByX.ts.
   */
  | {
      e: "pumpByX";
      what: ObjectRef;
      x: Amount;
      keywords?: Keyword[];
      duration: Duration;
      durationFirst?: true;
      /** "+X/+0": the power only (Impetuous Protege). */
      powerOnly?: true;
      /**
       * "-X/-X" (Toxic Deluge: "All creatures get -X/-X until end of turn.", X the spell's, 107.3a): the
       * change is X less, not X more.
       */
      minus?: true;
    };

/** One player's part of a friend or foe under way: the player (a friend or a foe) and the effects they have still to do. */
export interface FriendOrFoePart {
  player: number;
  effects: Effect[];
}

/**
 * Join forces under way: the players asked, in turn order from the controller (801.10: within range); how
 * many have had their turn to pay; what each who was asked paid; and, once all have, the effects still to
 * do with X the total paid. Each player's payment and each effect is one step of the resolution.
 */
export interface JoinedForces {
  players: number[];
  next: number;
  paid: { player: number; amount: number }[];
  doing?: Effect[];
}

/**
 * A tempting offer under way: the opponents offered it, in turn order from the controller (801.10: within
 * range); how many have answered; those who accepted; and, while one of them does the effects, that player
 * and the effects they have still to do. Each answer and each effect is one step of the resolution.
 */
export interface TemptingOffer {
  opponents: number[];
  next: number;
  accepted: number[];
  doing?: { player: number; effects: Effect[] };
}

/**
 * A vote under way (701.38a): who votes, in turn order from the controller, and the votes so far — each
 * a choice's index, or the id of the object voted for. Each voter's votes are one step of the resolution,
 * so the votes made stand if a later voter leaves the game.
 */
export interface Ballot {
  voters: number[];
  /** The index in `voters` of the next player to vote. */
  next: number;
  votes: { player: number; choice: number }[];
}

/**
 * The characteristics of a token an effect creates (111.3): "a 1/1 colorless Myr artifact creature token".
 * No effect in the pool names its token, so each is named after its subtypes (111.4, `tokenName`).
 */
export interface TokenSpec {
  types: CardType[];
  subtypes?: string[];
  colors: Color[];
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  /** Abilities of a predefined token (111.10a: a Treasure's mana ability). */
  abilities?: Ability[];
}

export interface Cost {
  /** Mana cost such as "{2}{R}"; "{X}" allowed. */
  mana?: string;
  tap?: boolean;
  /** Loyalty cost of a planeswalker ability (606): +N, -N, or "-X". */
  loyalty?: number | "-X";
  sacrificeSelf?: boolean;
  /** Cycling: "Discard this card" (the ability functions only in its owner's hand). */
  discardSelf?: boolean;
  /** "Remove N [kind] counters from [this]" (Triskelion). */
  removeCounters?: { counter: string; n: number };
  /**
   * Life to pay (119.4); "half": half your life, rounded up (Lurking Evil); "commanderColors": "Pay life equal to
   * the number of colors in your commanders' color identity" (War Room; 903.4, none without a commander, 903.4f).
   */
  payLife?: number | "half" | "commanderColors";
  /** 701.21a, 118.3: "Sacrifice a creature", "Sacrifice another creature", "Sacrifice two Goblins". */
  sacrifice?: PermanentsCost;
  /** 701.26a, 118.3: "Tap an untapped creature you control", "Tap three untapped white creatures you control". */
  tapUntapped?: PermanentsCost;
}

/**
 * Permanents a cost sacrifices (701.21a) or taps (701.26a, untapped ones), 118.3: `n` (default 1) permanents
 * matching `filter` that the payer controls; `other`: "another" — not the object whose cost it is. Chosen as the
 * cost is paid (601.2h, 602.2b). A summoning-sick creature may be tapped so (302.6 limits only its own {T}).
 */
export interface PermanentsCost {
  filter: ObjectFilter;
  n?: number;
  other?: true;
}

/**
 * 601.2b, 601.2f–h: "As an additional cost to cast this spell, sacrifice a creature." / "… tap an untapped
 * white creature you control." / "… discard a card." (`discard`: that many cards from the caster's hand, this
 * one not among them: it is on the stack).
 */
export interface AdditionalCost {
  sacrifice?: PermanentsCost;
  tapUntapped?: PermanentsCost;
  discard?: number;
  /**
   * "… pay X life." (Toxic Deluge): the caster announces X (601.2b, 107.3a), at most the life they could pay
   * (119.4), and pays it (601.2h); the spell's effects read that X. See engine/spells/payLifeX.ts.
   */
  payLifeX?: true;
}

export type TriggerWhen =
  | { on: "entersBattlefield" } // when this enters
  | { on: "dies" } // when this dies
  /**
   * "Whenever equipped creature dies" (Skullclamp): an Equipment's, looking back in time (603.10a) — the Equipment
   * attached to the creature immediately before it died triggers, though the creature's leaving unattached it, and
   * though it left in the same event (engine/records/attachedAsItLeft.ts).
   */
  | { on: "equippedDies" }
  | { on: "attacks" } // whenever this attacks
  | { on: "dealsDamage"; to: "opponent" | "player" | "any"; combat?: boolean }
  /** "chosen": the player chosen as the permanent entered (Black Vise). */
  | {
      on: "beginningOfStep";
      step: "upkeep" | "draw" | "end";
      whose: "yours" | "each" | "chosen" | "opponents";
      /**
       * Wording only: 702.24a, the ability is cumulative upkeep with this cost, written as the keyword ("Cumulative
       * upkeep {1}"); its effects put the age counter on and ask for the cost for each (Mystic Remora).
       */
      cumulativeUpkeep?: string;
    }
  /** "When you cast this spell" (603.2, 702.40a storm); functions on the stack. */
  | { on: "cast" }
  /**
   * "Whenever [this] becomes the target of a spell or ability an opponent controls" ("that player" is
   * that opponent, "it" the spell or ability). `ward`: the keyword ward (702.21a), written "Ward {N}".
   */
  | { on: "becomesTarget"; by: "opponent"; ward?: string }
  /** "When [this] leaves the battlefield" (603.6c; looks back in time, 603.10a). */
  | { on: "leavesBattlefield" }
  /**
   * "Whenever a [filter] enters" (other than this; "that creature's controller" is the triggering player).
   * `orThis`: "Whenever this creature or another [filter] enters" (Thrasher Brute): this one's entering too.
   */
  | { on: "anotherEnters"; filter: ObjectFilter; orThis?: true }
  /**
   * 701.32, 904.9: "When you set this scheme in motion" — a scheme's ability, triggering as its owner sets
   * it in motion (archenemy/schemes.ts).
   */
  | { on: "setInMotion" }
  /**
   * "Whenever a [filter] dies" (700.4: put into a graveyard from the battlefield; 603.10a looks back):
   * `self` "another": other than this ("Whenever another creature you control dies"); "orThis":
   * "Whenever this creature or another [filter] dies" (Blood Artist); "a": any, this one too if it
   * matches ("Whenever a creature you control dies", Grave Pact). "That creature's controller" is the
   * triggering player. `when`: "When …", an ability that triggers once (The Very Soil Shall Shake).
   */
  | { on: "creatureDies"; filter: ObjectFilter; self: "another" | "orThis" | "a"; when?: true }
  /** "Whenever another [filter] leaves the battlefield" (603.10a). */
  | { on: "anotherLeaves"; filter: ObjectFilter }
  /**
   * "Whenever a player / an opponent / enchanted player / you cast(s) a spell" ("that player" is the
   * caster); `spell`: only a spell matching the filter ("an instant or sorcery spell", "a noncreature spell").
   */
  | {
      on: "playerCasts";
      who: "any" | "opponent" | "enchanted" | "you";
      spell?: ObjectFilter;
      /** "their first [spell] spell each turn" (Esper Sentinel): no other such spell of theirs this turn before it. */
      first?: true;
      /** "during your turn" (Chakram Retriever): with shared team turns, the team's turn (805.4a). */
      yourTurn?: true;
    }
  /** "Whenever a player cycles a card" (702.29). */
  | { on: "cycles"; who: "any" | "you" }
  /** 121.1: "Whenever an opponent draws a card" (Smothering Tithe): once for each card drawn; "that player" is the drawer. */
  | { on: "playerDraws"; who: "opponent" }
  /** 305.1, 116.2a: "Whenever an opponent plays a land" (Burgeoning): the special action, not a land put onto the battlefield (305.4). */
  | { on: "playsLand"; who: "opponent" }
  /**
   * "Whenever you play a card from exile" (Prosper, Tome-Bound): a spell you cast from exile (601.2i) or a land you
   * played from exile (305.1) — playing a card is either (the glossary's "Play"); not a card put onto the battlefield.
   */
  | { on: "playsFromExile" }
  /** "Whenever a [filter] becomes tapped" (Lifetap: a Forest an opponent controls). */
  | { on: "becomesTapped"; filter: ObjectFilter }
  /**
   * "Whenever you lose life" (the trigger remembers how much); `damageReminder`: the card prints the
   * reminder "(Damage dealt to you causes you to lose life.)" (120.3a, 119.3), as Transcendence does.
   */
  | { on: "youLoseLife"; damageReminder?: true }
  /** "Whenever enchanted creature becomes blocked" (509.3c; "defending player" is the triggering player). */
  | { on: "enchantedBecomesBlocked" }
  /** "Whenever this creature becomes blocked" (509.3c: once a combat; "defending player" is the triggering player). */
  | { on: "becomesBlocked" }
  /**
   * "Whenever enchanted creature blocks or becomes blocked by a creature" (509.3d–f): once for each
   * creature it blocks or is blocked by; "the other creature" is the trigger's object.
   */
  | { on: "enchantedBlocksOrBlockedBy" }
  /** "When you remove the last [counter] counter from [this]" (Divine Intervention). */
  | { on: "lastCounterRemoved"; counter: string }
  /** "When enchanted player loses the game" (Curse of Vengeance). */
  | { on: "enchantedPlayerLoses"; remember?: string }
  /** 603.8: a state trigger — "When [condition]" triggers whenever the condition is true, once at a time. */
  | { on: "state"; condition: Condition }
  /**
   * 106.12: "Whenever you / an opponent / a player tap(s) a [filter] for mana" (Vorinclex, Manabarbs): a mana ability with {T}
   * in its cost resolves and produces mana. The trigger's object is the permanent tapped ("that land").
   * With only `addProducedMana` effects it is a triggered mana ability (605.1b, 605.4a); otherwise it
   * uses the stack (605.5a).
   */
  | { on: "tappedForMana"; who: "you" | "opponent" | "any"; filter: ObjectFilter }
  /**
   * 508.3a: "Whenever a creature [filter] attacks you or a planeswalker you control" — once for each such
   * creature declared as an attacker; "that creature" is the trigger's object, its controller the
   * triggering player (engine/triggers/attackTriggers.ts).
   */
  | { on: "creatureAttacksYou"; filter?: ObjectFilter }
  /**
   * 508.3d–e: "Whenever an opponent attacks, if they attacked you and/or a planeswalker you control" —
   * once for each attacking player (the triggering player) who declared attackers so.
   */
  | { on: "playerAttacks"; who: "opponent"; attacked: "you" }
  /** 725: "Whenever you become the monarch" (Custodi Lich). */
  | { on: "becomesMonarch" }
  /** 309.4c: a room ability — "When you move your venture marker into this room" (the room of its index). */
  | { on: "roomEntered" }
  /** 311.7: a plane's chaos ability, "Whenever chaos ensues" (901.9b: the chaos symbol rolled). */
  | { on: "chaos" }
  /** 701.31, 901.11: "When you planeswalk to [this plane]" / "When you planeswalk away from [this plane]". */
  | { on: "planeswalk"; direction: "to" | "away" }
  /** 312.5: "When you encounter [this phenomenon]" — when it is moved off a planar deck and turned face up. */
  | { on: "encounter" }
  /**
   * The trigger condition of a keyword ability (702) that no other kind says: exalted's "a creature you control
   * attacks alone" (702.83a), flanking's, bushido's, rampage's and afflict's blocks (702.25a, 702.45a, 702.23a,
   * 702.130a), frenzy's "attacks and isn't blocked" (702.68a). Only the keyword's own ability has it
   * (cards/keywords.ts): it triggers from that rule's code in engine/triggers, never from a card's abilities.
   */
  | { on: "keyword"; keyword: Keyword };

export type Condition =
  | { if: "selfUntapped" }
  | { if: "noCreaturesOnBattlefield" }
  /**
   * "if you control a [filter]"; `atLeast`: "if you control N or more [filter]" (Agent of Treachery). With the
   * filter's controller "team": "if your team controls …" (102.4); `another`: other than the source ("if your
   * team controls another Warrior", Bull-Rush Bruiser).
   */
  | { if: "youControl"; filter: ObjectFilter; atLeast?: number; another?: true }
  /** "if you have N or more life" (Test of Endurance). */
  | { if: "lifeAtLeast"; n: number }
  /** "if this spell was cast from your hand" (Approach of the Second Sun). */
  | { if: "castFromHand" }
  /** "you've cast another spell named [this card] this game" (Approach of the Second Sun; 800.4i). */
  | { if: "castAnotherNamedThisGame" }
  /** "an opponent has N or less life" (Lurking Jackals). */
  | { if: "anOpponentLifeAtMost"; n: number }
  /** "if an opponent controls more lands than you" (Land Tax; 801.11: an opponent within range). */
  | { if: "anOpponentControlsMoreLands" }
  /** "if [this] is a [type]" (Lurking Jackals: "if this permanent is an enchantment"). */
  | { if: "selfIsType"; type: CardType }
  /** "if you didn't lose life this turn" (Luminarch Ascension). */
  | { if: "noLifeLostThisTurn" }
  /** "if [this] has N or more [kind] counters on it" (Luminarch Ascension). */
  | { if: "selfCounters"; counter: string; atLeast: number }
  /**
   * "if it had no [kind] counters on it" (702.79a persist): of a permanent that has left the battlefield, as it
   * last existed there (603.10a); gone by the time the ability resolves, what it had can't change.
   */
  | { if: "hadNoCounters"; counter: string }
  /** "if you have no cards in hand" (Academy at Tolaria West). */
  | { if: "handEmpty" }
  /** All of the conditions ("… and …"). */
  | { if: "all"; of: Condition[] }
  /** 725: "if you're the monarch" (Throne Warden). */
  | { if: "youAreMonarch" }
  /** 725: "if an opponent is the monarch" (Queen Marchesa; 801.11: an opponent within range). */
  | { if: "anOpponentIsMonarch" }
  /** 309.7: "if you've completed a dungeon". */
  | { if: "completedDungeon" }
  /** "if an opponent has N or more poison counters" (corrupted; 810.10a: an opposing team's counters). */
  | { if: "anOpponentPoisonAtLeast"; n: number }
  /** 122.1f, 810.10d: "if [player] is poisoned" — has one or more poison counters (their team's). */
  | { if: "poisoned"; who: PlayerRef }
  /**
   * 702.33d–e: "if this spell was kicked" (its kicker cost was announced as it was cast), "if it was kicked"
   * (the permanent it became, 400.7's exception for linked abilities: 607.2).
   */
  | { if: "kicked" }
  /** 702.33d–e: "if this spell wasn't kicked", "if it wasn't kicked" (Skizzik, Sphinx of Lost Truths). */
  | { if: "notKicked" }
  /**
   * 903.3d: "if you control your commander" — a permanent on the battlefield that is one of your commanders
   * (either partner, 702.124). Oracle prints the ability word lieutenant before it (207.2c).
   */
  | { if: "youControlCommander" };

/**
 * The conditions a static ability's "As long as …" may have (`asLongAs`): those the layer system can check
 * while it computes the characteristics (613), as they read none of them.
 */
export type StaticCondition = Condition & { if: "youControlCommander" };

/** 118.9: an alternative cost a card prints (a static ability: `{ s: "alternativeCost" }`). */
export type AlternativeCost =
  /** 903.3d: "If you control a commander, you may cast this spell without paying its mana cost." (Deadly Rollick) */
  | { free: "ifYouControlACommander" }
  /**
   * "You may pay N life and exile a [colour] card from your hand rather than pay this spell's mana cost." (Force
   * of Will): a card other than the spell itself.
   */
  | { payLife: number; exileFromHand: Color };

export type StaticEffect =
  | { s: "modify"; affects: "enchanted" | "self"; power?: number; toughness?: number; keywords?: Keyword[] }
  | { s: "cantAttackOrBlock"; affects: "enchanted" }
  | { s: "cantLose" } // Platinum Angel: you can't lose the game
  | { s: "opponentsCantWin" } // Platinum Angel: your opponents can't win the game
  /**
   * 305.2: "You may play an additional land on each of your turns." (Exploration); `n`: how many more
   * ("two additional lands", Azusa, Lost but Seeking). Read by engine/priority/landPlays.ts.
   */
  | { s: "additionalLandPlays"; n: number }
  | { s: "cantBlock"; affects: "self" }
  /** A requirement (508.1d): "[This creature] attacks each combat if able." (Juggernaut) */
  | { s: "attacksEachCombat"; affects: "self" }
  /**
   * A blocking restriction (509.1b): "[This creature] can't be blocked by Walls." (Juggernaut); with an
   * empty filter, "[This creature] can't be blocked." (Phantom Warrior).
   */
  | { s: "cantBeBlockedBy"; affects: "self"; filter: ObjectFilter }
  /** Control Magic: "You control enchanted creature." (layer 2) */
  | { s: "control"; affects: "enchanted" }
  /**
   * 614.12: "As [this] enters, choose an opponent / a color (105.4) / a card name (201.4: any card's name,
   * not a token's)." (Black Vise, Teferi's Moat, Pithing Needle); the choice is the permanent's.
   */
  | { s: "asEntersChoose"; choose: "opponent" | "color" | "cardName" }
  /** 614.12, 110.2: "[This] enters under the control of an opponent of your choice." (Captive Audience) */
  | { s: "entersUnderOpponentsControl" }
  /**
   * 508.1c, 802.3a: "Creatures [filter] can't attack you." — only attacks on the controller themself, not
   * on their planeswalkers or other players. `ofChosenColor`: "of the chosen color" (Teferi's Moat).
   */
  | { s: "cantAttackYou"; filter: ObjectFilter; ofChosenColor?: boolean }
  /**
   * 508.1d, 508.1h, 802.3a: "Creatures can't attack you unless their controller pays {2} for each creature they
   * control that's attacking you." (Ghostly Prison); `planeswalkers`: "… attack you or planeswalkers you
   * control unless their controller pays {W/P} for each of those creatures." (Norn's Annex). `x`: the mana's
   * {X} is the number of permanents matching it you control (Sphere of Safety: enchantments). `whileUntapped`:
   * "As long as [this] is untapped, …" (Archangel of Tithes). See engine/combat/combatCosts.ts.
   */
  | { s: "attackTax"; mana: string; planeswalkers?: true; x?: ObjectFilter; whileUntapped?: true }
  /**
   * 509.1c–d: "As long as [this] is attacking, creatures can't block unless their controller pays {1} for each
   * of those creatures." (Archangel of Tithes). See engine/combat/combatCosts.ts.
   */
  | { s: "blockTaxWhileAttacking"; mana: string }
  /**
   * 602.5: "Activated abilities of sources with the chosen name can't be activated unless they're mana
   * abilities." (Pithing Needle): any source with that name, whoever controls it, in any zone.
   */
  | { s: "chosenNameCantActivate" }
  /** A continuous effect in the layers (613) on the affected permanents: Coat of Arms, Gaea's Liege. */
  | { s: "continuous"; affects: Affected; mods: Modification[] }
  /** 614.1d, 614.12: matching permanents enter tapped (Thalia: "… your opponents control enter tapped"). */
  | { s: "entersTapped"; filters: ObjectFilter[] }
  /**
   * 611.3a: "As long as [condition], [effects]." — continuous effects in layers 4–7 (613) that exist only while
   * the condition holds, checked each time the layers are computed: lieutenant's "As long as you control your
   * commander, …" (207.2c). Each effect is "[affected] [changes]", the effects joined by "and" (Thunderfoot
   * Baloth: "this creature gets +2/+2 and other creatures you control get +2/+2 and have trample").
   */
  | { s: "asLongAs"; condition: StaticCondition; effects: { affects: Affected; mods: Modification[] }[] }
  /**
   * "[This] enters tapped." With `unless` (614.1d): "… enters tapped unless you control a Plains or an
   * Island" (the check lands), "… two or fewer other lands" (the fast lands), "… two or more other lands"
   * (the slow lands): counted among the permanents its controller controls as it would enter, itself not
   * among them. See enterConditions.ts.
   */
  | { s: "entersTappedSelf"; unless?: EntersUnless }
  /** Transcendence: "You don't lose the game for having 0 or less life." (704.5a doesn't apply to you) */
  | { s: "noLoseForLife" }
  /** 119.7–119.8: "Your life total can't change." (Platinum Emperion: you can't gain, lose or pay life.) */
  | { s: "lifeCantChange" }
  /** 122.1f: "You can't get poison counters." (Melira; 810.10c: nor can a teammate who shares them) */
  | { s: "cantGetPoison" }
  /** 122.6: "Creatures you control can't have -1/-1 counters put on them." (Melira) */
  | { s: "noMinusCountersOnCreatures" }
  /**
   * 614.1c: "[This] enters with N [kind] counters on it." `n: "X"`: the X paid for the spell it was (107.3m; 0
   * if it wasn't cast); `{ perKick }`: N for each time it was kicked (702.33c–e: Gnarlid Pack's "with a +1/+1
   * counter on it for each time it was kicked"). `ifKicked`: "If [this] was kicked, it enters with …" (702.33e:
   * Aether Figment).
   */
  | { s: "entersWithCounters"; counter: string; n: number | "X" | { perKick: number }; ifKicked?: true }
  /** Dovin Baan's emblem: "Your opponents can't untap more than N permanents during their untap steps." */
  | { s: "opponentsUntapLimit"; n: number }
  /** Laboratory Maniac (614.1a): "If you would draw a card while your library has no cards in it, you win the game instead." */
  | { s: "drawFromEmptyWins" }
  /**
   * 113.6g: "This spell can't be countered." — functions on the stack: an effect that would counter the
   * spell does nothing to it (101.2, 701.6a); it is still a legal target. See characteristics.ts.
   */
  | { s: "cantBeCountered" }
  /**
   * 601.2f: "This spell costs {1} less to cast for each [filter] on the battlefield." (Blasphemous Act): a spell's
   * static ability, applied as its total cost is determined; it counts what matches as it is cast (801.11: within
   * the caster's range of influence). See engine/spells/costChanges.ts.
   */
  | { s: "costsLessForEach"; count: ObjectFilter }
  /**
   * 601.2f: "This spell costs {N} less to cast if [condition]." (Bolt Bend: "if you control a creature with power 4
   * or greater"): a spell's static ability, its condition checked as the spell is cast. See
   * engine/spells/conditionalReduction.ts.
   */
  | { s: "costsLessIf"; amount: number; cond: Condition }
  /**
   * 118.9: an alternative cost printed on the spell, its controller's to pay rather than its mana cost as they
   * cast it (601.2b, 601.2f–h) — functions wherever the card can be cast from. See engine/spells/alternativeCosts.ts.
   */
  | { s: "alternativeCost"; cost: AlternativeCost }
  /**
   * 702.61a: split second — "As long as this spell is on the stack, players can't cast other spells or activate
   * abilities that aren't mana abilities." A keyword ability modelled as the spell's static ability (as "can't be
   * countered" is): it functions only on the stack, and no effect grants it. See engine/spells/splitSecond.ts.
   */
  | { s: "splitSecond" }
  /** 402.2: "You have no maximum hand size." (Reliquary Tower): its controller doesn't discard in cleanup (514.1). */
  | { s: "noMaximumHandSize" }
  /**
   * 701.38d: "While voting, you get an additional vote." (Brago's Representative); `may`: "you may vote
   * an additional time" (Ballot Broker). See voting/vote.ts.
   */
  | { s: "additionalVote"; may?: boolean }
  /** 502.1: "Players skip their untap steps." (The Eon Fog; a plane's static ability, 901.7). */
  | { s: "playersSkipUntap" }
  /**
   * 103.6a: "If this card is in your opening hand, you may begin the game with it on the battlefield." (the
   * Leylines): a static ability that functions in the opening hand, once the mulligans are over
   * (engine/game/openingHand.ts).
   */
  | { s: "beginOnBattlefield" }
  /**
   * 103.6b: "You may reveal this card from your opening hand. If you do, at the beginning of the first
   * upkeep, [effects]." (Chancellor of the Dross) or "If you do, when each opponent casts their first spell
   * of the game, [effects]." (Chancellor of the Annex, `at` "opponentsFirstSpell": "that spell" is the spell
   * cast, "that player" its caster): a static ability that functions in the opening hand, once the mulligans
   * are over; revealing the card creates a delayed triggered ability (603.7) that triggers at the beginning
   * of the game's first upkeep — or one for each opponent, that triggers as that opponent casts their first
   * spell (engine/game/openingHand.ts).
   */
  | { s: "revealFromOpeningHand"; at: "firstUpkeep" | "opponentsFirstSpell"; effects: Effect[] }
  /**
   * 103.5b: "Any time you could mulligan and this card is in your hand, you may exile all the cards from your
   * hand, then draw that many cards." (Serum Powder): a static ability that functions in the hand while the
   * players declare their mulligans (engine/game/mulliganActions.ts).
   */
  | { s: "mulliganExileHand" }
  /** 702.11c: "You have hexproof." (Leyline of Sanctity): its controller can't be the target of their opponents' spells or abilities. */
  | { s: "playerHexproof" }
  /** 601.3, 702.8a: "You may cast spells as though they had flash." (Leyline of Anticipation) */
  | { s: "castAsThoughFlash" }
  /** 614.1a: "If a card would be put into an opponent's graveyard from anywhere, exile it instead." (Leyline of the Void) */
  | { s: "opponentsCardsExiled" }
  /** 119.7: "Players can't gain life." (Leyline of Punishment): every player within its controller's range. */
  | { s: "playersCantGainLife" }
  /** 615.12: "Damage can't be prevented." (Leyline of Punishment): prevention effects prevent none of it. */
  | { s: "damageCantBePrevented" };

/** What spares a permanent that "enters tapped unless you control …" (entersTappedSelf). */
export interface EntersUnless {
  control: ObjectFilter;
  atLeast?: number;
  atMost?: number;
}

/**
 * A characteristic-defining ability (604.3, layer 7a): power and toughness each equal to the number of
 * permanents matching a filter, counted from the controller's view, or from the defending player's view
 * while the creature is attacking (Gaea's Liege) — or, with the filter's `zone: "graveyard"`, of cards in
 * graveyards ("creature cards in all graveyards", Mortivore; `owner: "you"`: "in your graveyard", Boneyard Wurm).
 */
export interface Cda {
  count: ObjectFilter;
  whileAttacking?: "defendingPlayer";
  /** Count the card types among the cards matched instead of the cards (Tarmogoyf, 205.2a). */
  cardTypes?: boolean;
  /** "and its toughness is equal to that number plus N" (Lhurgoyf, Tarmogoyf). */
  toughnessPlus?: number;
}

export type Ability =
  /**
   * A mana ability (605.1a): one mana of one of `produce` (`amount` of it), or with `together` one of each
   * ("{1}, {T}: Add {W}{U}.", the Signets). A mana cost in `cost` is paid as the ability is activated.
   * `colorsFrom`: "one mana of any color" narrowed as it resolves (ManaColorsFrom); `forEach`: `amount` for
   * each permanent its controller controls matching the filter ("Add {B} for each Swamp you control.", Cabal
   * Coffers); `damagesYou`: "This artifact deals 1 damage to you." as it resolves (the Talismans, 120.3).
   * See engine/mana/produce.ts.
   */
  | {
      kind: "mana";
      cost: Cost;
      produce: ManaType[];
      amount?: number;
      together?: boolean;
      colorsFrom?: ManaColorsFrom;
      forEach?: ObjectFilter;
      /**
       * "Add {C} for each charge counter on this artifact." (Everflowing Chalice, 605.3a): its amount for each
       * counter of this kind on the source as it resolves; none, it adds no mana (106.5).
       */
      forEachCounter?: string;
      damagesYou?: number;
      /**
       * 602.5b: "Activate only if you control …" (Temple of the False God); a source whose condition fails makes no
       * mana. Only this kind: payment planning (mana/mana.ts) sits below the other conditions' module.
       */
      condition?: Condition & { if: "youControl" };
      /**
       * "Add three mana of any one color." (Gilded Lotus, 605.3a): the `amount` is all of one type, chosen from
       * `produce` as it resolves — not "in any combination".
       */
      oneColor?: true;
      text?: string;
    }
  | {
      kind: "activated";
      cost: Cost;
      targets?: TargetSpec[];
      effects: Effect[];
      /** "Activate only as a sorcery." Loyalty abilities are always sorcery speed, once a turn (606.3). */
      sorcery?: boolean;
      /** 702.29a: cycling — activated from the hand, "[cost], Discard this card: Draw a card." */
      cycling?: boolean;
      /** 702.84a: unearth — activated from the graveyard, as a sorcery; its effect is `{ e: "unearth" }`. */
      unearth?: boolean;
      /** "Activate only if …" (Luminarch Ascension). */
      condition?: Condition;
      /** "Any player may activate this ability." (Feral Hydra; 801.6: only if the object is in their range). */
      anyPlayer?: boolean;
      /**
       * 207.2c: the ability word printed before the ability ("Hellbent — {1}{R}, {T}: …", Keldon Megaliths), or 207.2d's
       * flavor word ("Pact Boon — …", Prosper, Tome-Bound): wording only, it has no rules meaning. See
       * rulesText/phrasing/abilityWords.ts.
       */
      abilityWord?: string;
      text?: string;
    }
  | {
      kind: "triggered";
      when: TriggerWhen;
      /**
       * 700.2b: a modal triggered ability; its controller chooses the modes as it is put on the stack.
       * `unchosen`: "choose one that hasn't been chosen" — modes chosen for earlier instances of this
       * ability of the same object can't be chosen again; with none left, it is removed (700.2b).
       */
      modes?: { choose: number; unchosen?: boolean; modes: SpellMode[] };
      /** Intervening "if" clause (603.4): checked when it triggers and again on resolution. */
      condition?: Condition;
      targets?: TargetSpec[];
      effects: Effect[];
      /**
       * 207.2c: the ability word printed before the ability ("Landfall — Whenever a land you control enters, …"), or
       * 207.2d's flavor word ("Mystic Arcanum — …"): wording only, no rules meaning. See rulesText/phrasing/abilityWords.ts.
       */
      abilityWord?: string;
      text?: string;
    }
  | { kind: "static"; effect: StaticEffect; text?: string };

export interface SpellMode {
  targets?: TargetSpec[];
  effects: Effect[];
}

export interface CardDef {
  /** Stable id, kebab-case of the name ("lightning-bolt"). */
  id: string;
  name: string;
  /** Mana cost such as "{1}{G}{G}"; omitted for lands. */
  cost?: string;
  /**
   * 702.33a: "Kicker [cost]" — a mana cost its caster may pay in addition as they cast it (601.2b, 601.2f).
   * Paid, the spell is "kicked" (702.33d), and so is the permanent it becomes (702.33e: `{ if: "kicked" }`).
   */
  kicker?: string;
  /**
   * 702.33c: "Multikicker [cost]" — a mana cost its caster may pay any number of times in addition as they cast
   * it. Paid at least once, the spell is kicked, and counts how many times (`{ perKick }` amounts).
   */
  multikicker?: string;
  /**
   * 702.34a: "Flashback [cost]" — an instant or sorcery card its owner may cast from their graveyard by paying
   * this cost rather than its mana cost (an alternative cost, 601.2b, 118.9): mana ("Flashback {2}{U}"), life
   * ("Flashback—{1}{U}, Pay 3 life."), permanents to sacrifice ("Flashback—Sacrifice three creatures.") or to tap
   * ("Flashback—Tap three untapped white creatures you control.", Battle Screech). Cast
   * so, it is exiled instead of going anywhere else when it leaves the stack.
   */
  flashback?: { mana?: string; payLife?: number; sacrifice?: PermanentsCost; tapUntapped?: PermanentsCost };
  /**
   * 702.96a: "Overload [cost]" — an alternative cost (118.9) its caster may pay rather than its mana cost; paid,
   * the spell's "target" reads "each" (702.96b–c): it has no targets and affects each object of its target specs'
   * kind (object specs on the battlefield only). See engine/spells/overload.ts.
   */
  overload?: string;
  /**
   * 702.137a: "Spectacle [cost]" — an alternative cost (118.9) its caster may pay rather than its mana cost if an
   * opponent lost life this turn (119.3; within the caster's range of influence, 801.11). See
   * engine/spells/alternativeCosts.ts.
   */
  spectacle?: string;
  /**
   * 702.66a: "Delve" — each generic mana in the spell's total cost may be paid by exiling a card from its caster's
   * graveyard rather than paying that mana (neither an additional nor an alternative cost, 702.66b). See
   * engine/spells/delve.ts.
   */
  delve?: true;
  /** 601.2b: a cost its caster must pay as well to cast it ("As an additional cost to cast this spell, …"). */
  additionalCost?: AdditionalCost;
  types: CardType[];
  supertypes?: Supertype[];
  subtypes?: string[];
  /** Explicit colours (colour indicator); otherwise derived from the mana cost (202.2). */
  colors?: Color[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  keywords?: Keyword[];
  abilities?: Ability[];
  /** For instants and sorceries: what the spell does on resolution. */
  spell?: {
    targets?: TargetSpec[];
    effects: Effect[];
    /**
     * Modal spells: choose `choose` of these modes (700.2). `chooser: "opponent"`: "An opponent chooses
     * one —" (700.2e): the caster picks the opponent, who chooses the modes; effects call that opponent
     * "that player" (PlayerRef "triggering"). `oneOrMore`: "Choose one or more —" (Farewell): `choose` (one) is
     * the least, every mode the most (700.2, 601.2b). `bothIfCommander`: "Choose one. If you control a commander
     * as you cast this spell, you may choose both instead." (Jeska's Will; 903.3d: a commander on the battlefield).
     */
    modes?: {
      choose: number;
      modes: SpellMode[];
      chooser?: "opponent";
      oneOrMore?: true;
      bothIfCommander?: true;
    };
    /** Fireball: costs {N} more for each target beyond the first. */
    extraCostPerTarget?: number;
    /** Storm (702.40): a cast trigger that copies the spell (see cards/keywords.ts). */
    storm?: boolean;
    /**
     * 601.3: "Cast this spell only during an opponent's turn, before attackers are declared." (Siren's
     * Call): `turn`, whose turn it must be; `before`, the step whose turn-based action must not have
     * happened yet this turn. See castTiming.ts.
     */
    castOnly?: { turn?: "opponents"; before?: "attackers" };
  };
  /** A token definition (111.4), not a card: only effects create objects from it. */
  token?: boolean;
  /** Characteristic-defining ability for power and toughness (604.3, 613.4a). */
  cda?: Cda;
  /**
   * Wording only (read by the rules-text generator): Oracle keeps the reminder text of every keyword of this card,
   * each on a line of its own in the printed order ("Skulk (…)\nLifelink (…)", Vampire Cutthroat), and of its
   * Enchant line ("Enchant creature (Target a creature as you cast this. …)", Fear).
   */
  keywordReminders?: boolean;
  /**
   * Wording only (read by the rules-text generator), where Oracle words keyword actions (701) differently from
   * card to card. `join`: "then" — a keyword action and the effect beside it make one sentence joined by
   * ", then" ("Scry 2, then draw a card.", Preordain; "Put a -1/-1 counter on target creature, then
   * proliferate.", Grim Affliction), where others make two ("Scry 1.\nDraw a card.", Opt); "line" — a spell's
   * keyword action after its other effects begins a line of its own ("Destroy target creature.\nSurveil 2.",
   * Deadly Visit), where others stay on the line ("… deals 1 damage to any target. Scry 1.", Spark Jolt).
   * `reminder: false`: no reminder text after them ("Magma Jet deals 2 damage to any target.\nScry 2.").
   */
  keywordActionWording?: { join?: "then" | "line"; reminder?: false };
  /**
   * Wording only (read by the rules-text generator): the reminder text of a predefined token (111.10) calls the
   * token "this artifact", as Oracle still does on a few cards ("(It's an artifact with "{T}, Sacrifice this
   * artifact: Add one mana of any color.")", Smothering Tithe), where others say "this token".
   */
  tokenReminderArtifact?: true;
  /**
   * Wording only: the card prints no reminder text after the predefined token it creates ("create a Treasure
   * token.", Prosper, Tome-Bound), where most do (111.10).
   */
  tokenReminder?: false;
  /** For Auras: "Enchant …" (303.4). */
  enchant?: TargetSpec;
  /**
   * 407.3: "Remove [this] from your deck before playing if you're not playing for ante." Such a card can't
   * be in a deck unless the game is played for ante (the variant option `ante`).
   */
  ante?: boolean;
  /**
   * 702.124: a partner ability, which lets a Commander deck have two commanders (903.3): "partner" (702.124h:
   * both have partner) or "partner with [name]" (702.124j: each names the other; `short` is the name its
   * reminder text uses, "Sylvia").
   */
  partner?: "partner" | { with: string; short: string };
  /**
   * 309.4: a dungeon's rooms, top to bottom. Room i's room ability (309.4c) is the card's ability i, a
   * triggered ability "When you move your venture marker into this room"; `next`: the rooms its arrows
   * lead to (309.5a). The last room is the bottommost one.
   */
  rooms?: Room[];
  /** 701.49d: "You can't enter this dungeon unless you "venture into [quality]."" (Undercity). */
  ventureOnly?: "Undercity";
  /**
   * Vanguard cards (313.6, 211.1): the hand modifier, added to their owner's starting and maximum hand size
   * (902.5, 902.5b).
   */
  handModifier?: number;
  /** Vanguard cards (313.7, 212.1): the life modifier, added to their owner's starting life total (902.4). */
  lifeModifier?: number;
  /** Rules text override; normally generated from the definition. */
  text?: string;
  /** Flavour-free reminder of where the card's Oracle text comes from, for reviewers. */
  oracle?: string;
}

/** 309.4: a room of a dungeon: its name (309.4b, flavour) and the rooms its arrows point to. */
export interface Room {
  name: string;
  next: number[];
}

export type CardDb = ReadonlyMap<string, CardDef>;
