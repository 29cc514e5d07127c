/**
 * The rules that watch what happens (context/record.ts), in the order they see each record: the triggered
 * abilities first (603.2), then what ends as a source leaves (610.3), then Grand Melee's turn markers as
 * players leave (807.4c), then the commanders put into a graveyard or exile (704.6d). Loaded once, by the
 * run loop.
 */
import { designationsOnLeaving } from "../actions/designations.ts";
import { watchHappenings } from "../context/record.ts";
import { untilLeaves } from "../effects/linked.ts";
import { commanderMoves } from "../sba/commanderReturns.ts";
import { designationTriggers } from "../triggers/designations.ts";
import { triggerOn } from "../triggers/triggers.ts";
import { markersOnLeaving } from "../turn/markerTurns.ts";

watchHappenings(triggerOn);
watchHappenings(designationTriggers); // 725.2, 726.2, 309.4c
watchHappenings(untilLeaves);
watchHappenings(markersOnLeaving);
watchHappenings(commanderMoves);
watchHappenings(designationsOnLeaving); // 725.4, 726.4
