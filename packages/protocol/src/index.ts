export const PROTOCOL_VERSION = 1;
export { autoPass, nextSettings, passAnswer, passUntilEnded, startPassUntil } from "./stops.ts";
export {
  ALL_STOPS,
  DEFAULT_STOPS,
  type PassUntil,
  type PassUntilKind,
  passUntilSchema,
  STOP_PRESETS,
  type StopPreset,
  type StopSettings,
  stopSettingsSchema,
} from "./stopsSchema.ts";
