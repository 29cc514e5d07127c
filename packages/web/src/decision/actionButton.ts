/**
 * A priority action's button at the table: the label every client shares (`@roundtable/protocol`'s
 * `actionLabel`: "cast Shock"), begun with a capital as the table's buttons are ("Cast Shock").
 */
import type { PlayerView, PriorityAction } from "@roundtable/engine";
import { actionLabel } from "@roundtable/protocol";

/** "Pass", "Cast Shock", "March Grizzly Bears into Eve's territory" (with the chooser's `view`). */
export function actionButton(a: PriorityAction, view?: PlayerView): string {
  const label = actionLabel(a, { view });
  return label.charAt(0).toUpperCase() + label.slice(1);
}
