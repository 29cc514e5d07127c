/**
 * "… phase out." (702.26): the permanents an effect names phase out, with what is attached to them
 * (engine/actions/phasing.ts). Those no longer on the battlefield, or phased out already, are passed by.
 */
import { phaseOut } from "../actions/phasing.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf } from "./resolving.ts";

export const phasingEffects: EffectHandlers = {
  phaseOut: (g, r, e) =>
    phaseOut(
      g,
      objectsOf(g, r, e.what).map((o) => o.id),
    ),
};
