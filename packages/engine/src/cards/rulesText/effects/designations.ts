/**
 * The monarch (725), the initiative (726) and dungeons (309, 701.49 venture into the dungeon), and the
 * effects of the Undercity's rooms the other families don't phrase.
 */
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const designationTexts = {
  // 725
  becomeMonarch: (ctx, e) => playerClause(ctx, e.who, "becomes the monarch", "become the monarch", false),
  // 726
  takeInitiative: (ctx, e) => playerClause(ctx, e.who, "takes the initiative", "take the initiative", false),
  // 701.49, 701.49d: "venture into the dungeon", "venture into Undercity".
  venture: (ctx, e) => {
    const where = e.into ?? "the dungeon";
    return playerClause(ctx, e.who, `ventures into ${where}`, `venture into ${where}`, true);
  },
  // 701.22a
  scry: (_ctx, e) => imperativeClause(`scry ${e.amount}`),
  // Undercity: Throne of the Dead Three.
  revealPutCreature: (_ctx, e) =>
    imperativeClause(
      `reveal the top ${numberWord(e.amount)} cards of your library. Put a creature card from among them onto the battlefield with ${numberWord(e.counters)} +1/+1 counters on it. It gains ${keywordList(e.gains)} until your next turn. Then shuffle`,
    ),
  // White Plume Adventurer.
  untapOneOrAllIfDungeon: () =>
    imperativeClause(
      "untap a creature you control. If you've completed a dungeon, untap all creatures you control instead",
    ),
} satisfies Partial<EffectTexts>;
