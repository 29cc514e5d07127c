/**
 * Three mono-blue decks as playgroups build them: fliers with tempo, draw-go control, and mill. Each runs
 * 24 Islands and a curve topping out around five or six mana.
 */
import { build, type Deck } from "./build.ts";

export const blueDecks: Deck[] = [
  // Cheap fliers that draw cards, backed by bounce, tappers and a few counters.
  build("Mono-Blue Skies", "U", [
    [4, "Spectral Sailor"],
    [4, "Cloudkin Seer"],
    [3, "Mist Raven"],
    [3, "Thieving Magpie"],
    [2, "Moon Heron"],
    [2, "Aven Fisher"],
    [2, "Air Servant"],
    [2, "Sphinx of Enlightenment"],
    [1, "Sphinx of Magosi"],
    [4, "Mana Leak"],
    [3, "Disperse"],
    [2, "Negate"],
    [2, "Frost Breath"],
    [2, "Crippling Chill"],
    [24, "Island"],
  ]),
  // Draw-go: counter what matters, draw cards, sweep the board with bounce, win with big fliers.
  build("Blue Control", "U", [
    [2, "Exclusion Mage"],
    [2, "Man-o'-War"],
    [2, "Frost Lynx"],
    [2, "Tempest Caller"],
    [2, "Sphinx of Uthuun"],
    [1, "Mahamoti Djinn"],
    [4, "Counterspell"],
    [3, "Mana Leak"],
    [2, "Negate"],
    [2, "Essence Scatter"],
    [2, "Cryptic Command"],
    [3, "Fact or Fiction"],
    [2, "Jace's Ingenuity"],
    [2, "Rhystic Study"],
    [2, "Sleep"],
    [2, "Evacuation"],
    [1, "Time Warp"],
    [24, "Island"],
  ]),
  // Mill every opponent's library out: walls hold the ground while the mill engines grind.
  build("Blue Mill", "U", [
    [4, "Merfolk Secretkeeper"],
    [2, "Cathartic Adept"],
    [3, "Wall of Lost Thoughts"],
    [3, "Vedalken Entrancer"],
    [4, "Thought Scour"],
    [4, "Tome Scour"],
    [4, "Mind Sculpt"],
    [3, "Memory Erosion"],
    [2, "Millstone"],
    [2, "Jace Beleren"],
    [2, "Frost Breath"],
    [2, "Counterspell"],
    [1, "Sleep"],
    [24, "Island"],
  ]),
];
