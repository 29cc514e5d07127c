/** 701.31: planeswalking as an effect — the planeswalking ability's (901.8), by its controller. */
import { planeswalk } from "../actions/planeswalk.ts";
import { planarControllers } from "../players/planes.ts";
import { teammates } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";

export const planarEffects: EffectHandlers = {
  planeswalk: (g, r) => {
    const s = g.s;
    const controllers = planarControllers(s);
    // 701.31a: only a planar controller planeswalks. 901.12c–d: in Two-Headed Giant either player of the
    // active team may roll; "you" of the planar cards is both of them, so a roll of the planar
    // controller's teammate makes the planar controller planeswalk.
    const who = controllers.includes(r.controller)
      ? r.controller
      : controllers.find((p) => teammates(s, r.controller).includes(p));
    if (who !== undefined) planeswalk(g, who);
    else if (controllers.length === 0) planeswalk(g, r.controller); // nothing face up: turn one over
  },
};
