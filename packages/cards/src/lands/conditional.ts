/**
 * Two-colour lands that enter tapped unless a condition holds as they enter (614.1d): the check lands,
 * the fast lands and the slow lands.
 */
import type { CardDef, EntersUnless, ManaType } from "@roundtable/engine";
import { card } from "../define.ts";

const TYPE: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
const LANDS = { types: ["Land" as const] };

function unlessLand(
  name: string,
  [a, b]: [ManaType, ManaType],
  unless: EntersUnless,
  clause: string,
): CardDef {
  return card({
    name,
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf", unless } },
      { kind: "mana", cost: { tap: true }, produce: [a, b] },
    ],
    oracle: `This land enters tapped unless you control ${clause}.\n{T}: Add {${a}} or {${b}}.`,
  });
}

/** "… unless you control a Plains or an Island." */
function checkland(name: string, a: ManaType, b: ManaType): CardDef {
  const [x, y] = [TYPE[a], TYPE[b]];
  const art = (t: string) => (/^[AEIOU]/.test(t) ? `an ${t}` : `a ${t}`);
  return unlessLand(name, [a, b], { control: { subtypes: [x, y] } }, `${art(x)} or ${art(y)}`);
}

/** "… unless you control two or fewer other lands." */
function fastland(name: string, a: ManaType, b: ManaType): CardDef {
  return unlessLand(name, [a, b], { control: LANDS, atMost: 2 }, "two or fewer other lands");
}

/** "… unless you control two or more other lands." */
function slowland(name: string, a: ManaType, b: ManaType): CardDef {
  return unlessLand(name, [a, b], { control: LANDS, atLeast: 2 }, "two or more other lands");
}

export const checklands: CardDef[] = [
  checkland("Glacial Fortress", "W", "U"),
  checkland("Drowned Catacomb", "U", "B"),
  checkland("Dragonskull Summit", "B", "R"),
  checkland("Rootbound Crag", "R", "G"),
  checkland("Sunpetal Grove", "G", "W"),
  checkland("Isolated Chapel", "W", "B"),
  checkland("Sulfur Falls", "U", "R"),
  checkland("Woodland Cemetery", "B", "G"),
  checkland("Clifftop Retreat", "R", "W"),
  checkland("Hinterland Harbor", "G", "U"),
];

export const fastlands: CardDef[] = [
  fastland("Seachrome Coast", "W", "U"),
  fastland("Darkslick Shores", "U", "B"),
  fastland("Blackcleave Cliffs", "B", "R"),
  fastland("Copperline Gorge", "R", "G"),
  fastland("Razorverge Thicket", "G", "W"),
  fastland("Concealed Courtyard", "W", "B"),
  fastland("Spirebluff Canal", "U", "R"),
  fastland("Blooming Marsh", "B", "G"),
  fastland("Inspiring Vantage", "R", "W"),
  fastland("Botanical Sanctum", "G", "U"),
];

export const slowlands: CardDef[] = [
  slowland("Deserted Beach", "W", "U"),
  slowland("Shipwreck Marsh", "U", "B"),
  slowland("Haunted Ridge", "B", "R"),
  slowland("Rockfall Vale", "R", "G"),
  slowland("Overgrown Farmland", "G", "W"),
  slowland("Shattered Sanctum", "W", "B"),
  slowland("Stormcarved Coast", "U", "R"),
  slowland("Deathcap Glade", "B", "G"),
  slowland("Sundown Pass", "R", "W"),
  slowland("Dreamroot Cascade", "G", "U"),
];
