/** Control: of permanents (layer 2, 613.1b; exchanges 701.12b) and of a player's turn (723). */
import { imperativeClause } from "../phrasing/clause.ts";
import { durationText } from "../phrasing/durations.ts";
import { objectRef, playerRef, targetRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const controlTexts = {
  gainControl: (ctx, e) =>
    imperativeClause(`gain control of ${objectRef(ctx, e.what, "all")}${durationText(ctx.name, e.duration)}`),
  // 701.12b; Oracle keeps the reminder that the exchange has no duration.
  exchangeControl: (ctx) =>
    imperativeClause(
      // A spell's reminder (Legerdemain); a permanent's ability has none (Vedalken Plotter).
      `exchange control of ${targetRef(ctx, 0)} and ${targetRef(ctx, 1)}${ctx.spell ? ". (This effect lasts indefinitely.)" : ""}`,
    ),
  controlPlayer: (ctx, e) =>
    imperativeClause(
      `you control ${playerRef(ctx, e.who)} during that player's next turn. (You see all cards that player could see and make all decisions for them.)`,
    ),
} satisfies Partial<EffectTexts>;
