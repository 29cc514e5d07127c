/**
 * The ready 100-card Commander decks (903.5): a commander — or two partners (702.124) — and 99 (or 98)
 * singletons within its colour identity, about 37 lands with the pool's nonbasic lands. A list of their own
 * (`readyCommanderDecks`), not among the 60-card `decks`: a Commander game's "random" deck is one of these.
 */
import { cardIdByName } from "../pool.ts";
import { build, type Deck, type Entry } from "./build.ts";

const one = (names: string[]): Entry[] => names.map((n) => [1, n]);

/** A Commander deck: its commander (and partner) first, then the rest. */
function commanderDeck(name: string, colors: string, leaders: string[], rest: Entry[]): Deck {
  const deck = build(name, colors, [...one(leaders), ...rest]);
  const [commander, partner] = leaders.map((n) => cardIdByName(n)!);
  return { ...deck, commander, ...(partner === undefined ? {} : { partner }) };
}

/** Lyra Dawnbringer: angels and flyers, anthems and lifegain, rocks to cast them, wraths to reset. */
const lyra = commanderDeck("Lyra's Host", "W", ["Lyra Dawnbringer"], [
  ...one([
    // mana
    "Sol Ring", "Mind Stone", "Thought Vessel", "Marble Diamond", "Worn Powerstone", "Hedron Archive",
    "Thran Dynamo", "Manalith", "Prismatic Lens",
    // early bodies and lifegain
    "Soul Warden", "Soul's Attendant", "Healer's Hawk", "Suntail Hawk", "Ajani's Sunstriker",
    "Leonin Skyhunter", "Stormfront Pegasus", "Wall of Omens", "Kami of Ancient Law", "Nyx-Fleece Ram",
    "Inspiring Overseer", "Sunspire Griffin", "Fiend Hunter", "Banisher Priest", "Skyhunter Patrol",
    "Benalish Marshal", "Thalia, Heretic Cathar", "Goldnight Commander",
    // angels and the top end
    "Serra Angel", "Archon of Justice", "Angel of Mercy", "Shepherd of the Lost", "Sunblade Angel",
    "Captain of the Watch", "Pearl Dragon", "Archangel", "Angel of Serenity", "Platinum Angel",
    // anthems and engines
    "Glorious Anthem", "Luminarch Ascension", "Ajani's Welcome", "Cathars' Crusade", "Dictate of Heliod",
    "Jayemdae Tome", "Swiftfoot Boots",
    // removal and resets
    "Swords to Plowshares", "Journey to Nowhere", "Oblivion Ring", "Banishing Light", "Cast Out",
    "Generous Gift", "Disenchant", "Ray of Dissolution", "Excommunicate", "Wrath of God", "Day of Judgment",
    "Akroma's Vengeance",
    // tricks
    "Angelsong", "Raise the Alarm", "Beacon of Immortality", "Inspired Charge", "Dawnglare Invoker",
    "Loxodon Warhammer",
    // lands
    "Secluded Steppe", "Ancient Den", "Reliquary Tower",
  ]),
  [34, "Plains"],
]);

/** Griselbrand: demons and removal, tutors and card draw, drain to finish. */
const griselbrand = commanderDeck("Griselbrand's Pact", "B", ["Griselbrand"], [
  ...one([
    // mana
    "Sol Ring", "Mind Stone", "Thought Vessel", "Charcoal Diamond", "Worn Powerstone", "Hedron Archive",
    "Thran Dynamo", "Manalith", "Leaden Myr",
    // tutors and draw
    "Demonic Tutor", "Vampiric Tutor", "Diabolic Tutor", "Grim Tutor", "Night's Whisper", "Sign in Blood",
    "Phyrexian Arena", "Dark Prophecy", "Midnight Reaper", "Harvester of Souls",
    // creatures
    "Typhoid Rats", "Royal Assassin", "Falkenrath Noble", "Bloodhunter Bat", "Blood Artist", "Zulaport Cutthroat", "Vampire Nighthawk", "Gifted Aetherborn",
    "Liliana's Specter", "Cadaver Imp", "Ravenous Chupacabra", "Skinrender", "Gravedigger",
    "Vampire Sovereign", "Bloodgift Demon", "Dread Shade", "Demonic Hordes", "Massacre Wurm",
    "Extractor Demon", "Butcher of Malakir", "Rune-Scarred Demon", "Ebon Dragon", "Pestilence Demon",
    // removal and wipes
    "Doom Blade", "Go for the Throat", "Infernal Grasp", "Cast Down", "Hero's Downfall", "Murder",
    "Diabolic Edict", "Damnation", "Crux of Fate", "Pestilence",
    // recursion and the drain
    "Zombify", "Disentomb", "Morbid Plunder", "Bastion of Remembrance", "Dictate of Erebos", "Soul Feast",
    "Tendrils of Agony", "Essence Drain", "Repay in Kind", "Swiftfoot Boots",
    // lands
    "Vault of Whispers", "Reliquary Tower",
  ]),
  [35, "Swamp"],
]);

/** Vorinclex, Voice of Hunger: mana creatures and land ramp into the biggest green creatures. */
const vorinclex = commanderDeck("Vorinclex's Stampede", "G", ["Vorinclex, Voice of Hunger"], [
  ...one([
    // mana creatures
    "Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Birds of Paradise", "Arbor Elf", "Sylvan Caryatid",
    "Utopia Tree", "Sakura-Tribe Elder", "Wood Elves", "Farhaven Elf",
    // ramp spells and rocks
    "Sol Ring", "Mind Stone", "Rampant Growth", "Farseek", "Nature's Lore", "Three Visits", "Cultivate",
    "Kodama's Reach", "Explosive Vegetation", "Skyshroud Claim",
    // card flow and tutors
    "Wall of Blossoms", "Elvish Visionary", "Yavimaya Elder", "Harmonize", "Collective Unconscious",
    "Worldly Tutor", "Sylvan Scrying",
    // threats
    "Thragtusk", "Reclamation Sage", "Acidic Slime", "Thrashing Brontodon", "Indrik Stomphowler",
    "Carnage Tyrant", "Colossal Dreadmaw", "Tusked Colossodon", "Primordial Wurm", "Terra Stomper",
    "Hornet Queen", "Pelakka Wurm", "Plated Crusher", "Gigantosaurus", "Verdant Force", "Ancient Brontodon",
    "Crash of Rhinos", "Enormous Baloth", "Wildheart Invoker", "Sylvan Ranger", "Borderland Ranger",
    "Civic Wayfinder", "Axebane Stag",
    // interaction
    "Prey Upon", "Rabid Bite", "Bite Down", "Plummet", "Naturalize", "Heroic Intervention",
    "Tranquility", "Creeping Mold", "Overrun", "Swiftfoot Boots", "Fog", "Windstorm",
    // lands
    "Tree of Tales", "Reliquary Tower",
  ]),
  [35, "Forest"],
]);

/** Ravos and Ishai (partners, 702.124): Esper flyers under Ravos's anthem, counterspells and removal. */
const esper = commanderDeck("Ravos and Ishai's Council", "WUB", ["Ravos, Soultender", "Ishai, Ojutai Dragonspeaker"], [
  ...one([
    // mana
    "Sol Ring", "Mind Stone", "Azorius Signet", "Orzhov Signet", "Dimir Signet", "Azorius Cluestone",
    "Thought Vessel",
    // flyers and value creatures
    "Suntail Hawk", "Vampire Nighthawk", "Baleful Strix", "Wall of Omens", "Inspiring Overseer",
    "Man-o'-War", "Cloudkin Seer", "Sower of Temptation", "Serra Angel", "Archon of Justice",
    "Plumeveil", "Mahamoti Djinn", "Sphinx of Enlightenment", "Angel of Despair", "Magister Sphinx",
    "Ravenous Chupacabra", "Gravedigger", "Mist Raven", "Air Elemental", "Shepherd of the Lost",
    // counters
    "Counterspell", "Mana Leak", "Absorb", "Negate", "Cancel", "Dismiss", "Cryptic Command", "Essence Scatter",
    // removal and wipes
    "Swords to Plowshares", "Vindicate", "Mortify", "Anguished Unmaking", "Utter End", "Esper Charm",
    "Agony Warp", "Doom Blade", "Hero's Downfall", "Go for the Throat", "Wrath of God", "Oblivion Ring", "Supreme Verdict", "Merciless Eviction", "Control Magic",
    // cards
    "Rhystic Study", "Fact or Fiction", "Sphinx's Revelation", "Night's Whisper", "Phyrexian Arena",
    "Demonic Tutor", "Dovin Baan", "Teferi's Moat", "Jace's Ingenuity", "Hedron Archive", "Swiftfoot Boots",
    // lands
    "Tundra", "Underground Sea", "Scrubland", "Raffine's Tower", "Irrigated Farmland", "Fetid Pools",
    "Glacial Fortress", "Isolated Chapel", "Drowned Catacomb", "Concealed Courtyard", "Darkslick Shores",
    "Seachrome Coast", "Arcane Sanctum", "Azorius Guildgate", "Orzhov Guildgate", "Dimir Guildgate",
    "Coastal Tower", "Salt Marsh", "Scoured Barrens", "Reliquary Tower",
  ]),
  [6, "Plains"],
  [6, "Island"],
  [5, "Swamp"],
]);

export const readyCommanderDecks: Deck[] = [lyra, griselbrand, vorinclex, esper];
