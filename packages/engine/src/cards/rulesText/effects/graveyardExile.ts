/** Exiling a player's graveyard (406): "exile target player's graveyard" (Bojuka Bog). */
import { imperativeClause } from "../phrasing/clause.ts";
import { playerRef } from "../phrasing/references.ts";
import { possessive } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const graveyardExileTexts = {
  // "Exile all graveyards." (Farewell): each player's within range (801.10).
  exileGraveyard: (ctx, e) =>
    imperativeClause(
      e.who === "each" ? "exile all graveyards" : `exile ${possessive(playerRef(ctx, e.who))} graveyard`,
    ),
} satisfies Partial<EffectTexts>;
