/** Target specs as phrases (115): "any target", "target player or planeswalker", "one or two targets". */
import type { TargetSpec } from "../../types.ts";
import { filterNoun, notTypesWords, qualify } from "./filters.ts";
import { numberWord, orList } from "./words.ts";

/** 115: how a target spec reads the first time the text names it. */
export function targetPhrase(spec: TargetSpec): string {
  if (spec.text !== undefined) return spec.text;
  // "For each opponent, … target permanent that player controls" (see perOpponentPrefix).
  if (spec.perOpponent)
    return `${spec.min === 0 ? "up to one " : ""}target ${targetNoun(spec, false)} that player controls`;
  if (spec.defending) return `target ${targetNoun(spec, false)} defending player controls`; // 508.5
  if (spec.chooser === "opponent")
    return `${isAnyTarget(spec) ? "any target" : `target ${targetNoun(spec, false)}`} of an opponent's choice`;
  // Legerdemain: "another target permanent that shares one of those types with it" (the types of the first).
  if (spec.sharesTypeWith !== undefined)
    return `another target ${targetNoun({ ...spec, filter: { ...spec.filter, types: undefined } }, false)} that shares one of those types with it`;
  const min = spec.min ?? 1;
  const max = spec.max === undefined ? 1 : spec.max;
  // "another target …": not the source (`other`), or not the target of another spec (`distinctFrom`, 115.3).
  const another = spec.other === true || spec.distinctFrom !== undefined;
  if (max === 1) {
    if (another && !isAnyTarget(spec))
      return `${min === 0 ? "up to one other" : "another"} target ${targetNoun(spec, false)}`;
    const one = isAnyTarget(spec) ? "any target" : `target ${targetNoun(spec, false)}`;
    return min === 0 ? `up to one ${one === "any target" ? "target" : one}` : one;
  }
  const other = another ? "other " : "";
  const noun = isAnyTarget(spec) ? `${other}targets` : `${other}target ${targetNoun(spec, true)}`;
  if (max === null) return `any number of ${noun}`;
  if (min === 0) return `up to ${numberWord(max)} ${noun}`;
  if (min === max) return `${numberWord(max)} ${noun}`;
  const counts: string[] = [];
  for (let k = min; k <= max; k++) counts.push(numberWord(k));
  return `${orList(counts)} ${noun}`;
}

/** 115.4: "any target", unless its filter names the kinds of permanent it can be. */
function isAnyTarget(spec: TargetSpec): boolean {
  return spec.kind === "any" && spec.filter?.types === undefined;
}

/** What a target spec can be, as a noun: "creature", "players and/or planeswalkers" (also "Enchant creature", 303.4). */
export function targetNoun(spec: TargetSpec, plural: boolean): string {
  const f = spec.filter;
  switch (spec.kind) {
    case "any":
      // Captain's Maneuver: "target creature, planeswalker, or player" (115.4 without battles).
      if (f?.types !== undefined)
        return orList([...f.types.map((t) => t.toLowerCase()), "player"].map((w) => (plural ? `${w}s` : w)));
      return plural ? "targets" : "target";
    case "player":
      return plural ? "players" : "player";
    case "opponent":
      return plural ? "opponents" : "opponent";
    case "teammate":
      return plural ? "teammates" : "teammate";
    case "playerOrPlaneswalker":
      return plural ? "players and/or planeswalkers" : "player or planeswalker";
    case "creatureOrPlaneswalker":
      return qualify(plural ? "creatures and/or planeswalkers" : "creature or planeswalker", f, plural);
    case "creature":
      // Angel of Serenity: "… creatures from the battlefield and/or creature cards from graveyards".
      if (spec.fromGraveyards)
        return plural
          ? `${filterNoun({ ...f, types: ["Creature"] }, true)} from the battlefield and/or creature cards from graveyards`
          : `${filterNoun({ ...f, types: ["Creature"] }, false)} on the battlefield or creature card in a graveyard`;
      return filterNoun({ ...f, types: ["Creature"] }, plural);
    case "permanent":
      return filterNoun({ ...f, types: f?.types }, plural);
    case "artifactOrEnchantment":
      return qualify(plural ? "artifacts and/or enchantments" : "artifact or enchantment", f, plural);
    case "enchantment":
      return filterNoun({ ...f, types: ["Enchantment"] }, plural);
    case "spell": {
      // "enchantment, instant, or sorcery spell" (Swan Song)
      const kinds = f?.types === undefined ? undefined : orList(f.types.map((t) => t.toLowerCase()));
      const noun = plural ? "spells" : "spell";
      // "noncreature spell" (Negate)
      const non = f?.notTypes ? `${notTypesWords(f)} ` : "";
      return kinds ? `${non}${kinds} ${noun}` : `${non}${noun}`;
    }
    case "spellOrPermanent":
      return plural ? "spells and/or permanents" : "spell or permanent";
    // 115.7: "target spell or ability with a single target" (Bolt Bend, 115.9a).
    case "spellOrAbility":
      return `${plural ? "spells and/or abilities" : "spell or ability"}${spec.singleTarget ? " with a single target" : ""}`;
    // "creature card from your graveyard", "creature cards from a graveyard"; a filter naming no type or
    // subtype, no noun: "card from a graveyard" (Noxious Revival).
    case "graveyardCard": {
      const typed = (f?.types?.length ?? 0) + (f?.subtypes?.length ?? 0) > 0;
      const noun = typed ? `${filterNoun({ ...f, owner: undefined, zone: undefined }, false)} ` : "";
      const from = f?.owner === "you" ? "your graveyard" : plural ? "graveyards" : "a graveyard";
      return `${noun}${plural ? "cards" : "card"} from ${from}`;
    }
  }
}
