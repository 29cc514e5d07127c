/** 701.31: planeswalking as an effect — the planeswalking ability's (901.8), by its controller. */
import { planeswalk } from "../actions/planeswalk.ts";
import { planarControllers } from "../players/planes.ts";
import type { EffectHandlers } from "./effectTable.ts";

export const planarEffects: EffectHandlers = {
  planeswalk: (g, r) => {
    // 701.31a: only a planar controller planeswalks.
    if (planarControllers(g.s).includes(r.controller) || g.s.planechase?.faceUp.length === 0)
      planeswalk(g, r.controller);
  },
};
