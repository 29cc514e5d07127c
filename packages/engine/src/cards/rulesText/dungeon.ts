/**
 * 309.4: a dungeon card's text — each room's name, its room ability's effect (309.4c: the trigger
 * condition isn't printed) and where its arrows lead; the Undercity's first line (701.49d).
 */
import type { CardDef } from "../types.ts";
import { abilityText } from "./abilities.ts";
import { makeCtx } from "./phrasing/context.ts";
import { effectsText } from "./sentences.ts";

export function dungeonLines(def: CardDef): string[] {
  const rooms = def.rooms ?? [];
  const lines: string[] = [];
  if (def.ventureOnly !== undefined)
    lines.push(`You can't enter this dungeon unless you "venture into ${def.ventureOnly}."`);
  rooms.forEach((room, i) => {
    const a = def.abilities?.[i];
    if (a?.kind !== "triggered") throw new Error(`${def.name}: room ${room.name} has no room ability`);
    // Rooms print no reminder text ("Goad target creature.").
    const effects = effectsText(makeCtx(def, a.targets ?? [], abilityText), a.effects).replace(
      / \([^)]*\)/g,
      "",
    );
    const leads =
      room.next.length > 0 ? ` (Leads to: ${room.next.map((j) => rooms[j].name).join(", ")})` : "";
    lines.push(`${room.name} — ${effects}${leads}`);
  });
  return lines;
}
