/**
 * 902.3: a Vanguard game's vanguard cards — one per seat, chosen with the seed from the vanguard cards of
 * packages/cards (`vanguards`), all different while there are enough; or the one a seat names.
 */
import { vanguards } from "@roundtable/cards";
import { type CardDef, deriveSeed, type Seed, seedRng, shuffle } from "@roundtable/engine";

/** The vanguard card named `name`: its id or its name, in any case. */
export function vanguardByName(name: string): CardDef | undefined {
  const lower = name.toLowerCase();
  return vanguards.find((v) => v.id === lower || v.name.toLowerCase() === lower);
}

/** Why `name` names no vanguard card, listing those there are. */
export function unknownVanguard(name: string): string {
  return `"${name}" is no vanguard card (902.3; the vanguards: ${vanguards.map((v) => v.name).join(", ")})`;
}

/**
 * Each seat's vanguard card id: the one `chosen[seat]` names (checked before: see vanguardByName), or for
 * "random" (or nothing) one chosen with the seed — the same for the same seed and table size, whatever the
 * other seats chose.
 */
export function seatVanguards(seed: Seed, chosen: readonly (string | undefined)[]): string[] {
  const rng = seedRng(deriveSeed(seed, 0x56414e47)); // "VANG": not the decks' draw from the same seed
  const random: string[] = [];
  while (random.length < chosen.length) {
    const order = vanguards.map((v) => v.id);
    shuffle(rng, order);
    random.push(...order.slice(0, chosen.length - random.length));
  }
  return chosen.map((c, seat) => {
    if (c === undefined || c === "random") return random[seat];
    const v = vanguardByName(c);
    if (v === undefined) throw new RangeError(`seat ${seat + 1}: ${unknownVanguard(c)}`);
    return v.id;
  });
}
