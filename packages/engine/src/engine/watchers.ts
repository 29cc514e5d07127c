/**
 * The rules that watch what happens (happenings.ts), in the order they see each happening: the triggered
 * abilities first (603.2), then what ends as a source leaves (610.3), then Grand Melee's turn markers as
 * players leave (807.4c). Loaded once, by the run loop.
 */
import { watchHappenings } from "./happenings.ts";
import { untilLeaves } from "./linked.ts";
import { markersOnLeaving } from "./markerTurns.ts";
import { triggerOn } from "./triggers.ts";

watchHappenings(triggerOn);
watchHappenings(untilLeaves);
watchHappenings(markersOnLeaving);
