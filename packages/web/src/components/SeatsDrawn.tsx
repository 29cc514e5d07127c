/**
 * Beside a waiting table's seats, where its game seats its players at random as it begins (the server's
 * TableInfo `randomSeating`: 807.3 Grand Melee; the 2004 draft's Free-for-All, Melee, Grand Melee and
 * Pentagon, 605.2, 606.2, 607.2 and 611.2): a seat taken before the start only holds its person's place
 * until the draw, as the line says.
 */
import type { Edition } from "@roundtable/engine";

/** A variant only the 2004 draft defines (Melee, Pentagon): its rule under every edition. */
const draftOnly = (rule: string) => ({ current: rule, "2007": rule, "2004": rule });

/** The rule that seats the variant's players at random under the edition, as that document numbers it. */
const DRAW_RULES: Record<string, Partial<Record<Edition, string>>> = {
  "grand-melee": { current: "807.3", "2007": "2007 CR 608.3", "2004": "2004 draft 607.2" },
  "free-for-all": { "2004": "2004 draft 605.2" },
  melee: draftOnly("2004 draft 606.2"),
  pentagon: draftOnly("2004 draft 611.2"),
};

export function SeatsDrawn(props: { variant: string; edition: Edition }) {
  const rule = DRAW_RULES[props.variant]?.[props.edition];
  return (
    <p className="seats-drawn">
      Seats are drawn at random as the game begins{rule === undefined ? "" : ` (${rule})`}: a seat taken here
      holds its player's place until then, not their seat in the game.
    </p>
  );
}
