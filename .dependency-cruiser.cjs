/**
 * The engine's folders and the one direction imports may take between them (issue 18), checked by
 * test/layout.test.ts in `npm test`. A folder may import its own files and the folders listed before it,
 * never one listed after it: the rules' own direction, from what reads the game up to the procedures that
 * run it. And no import circle anywhere in any package, inside a folder either. See docs/architecture.md.
 */
const ENGINE = "^packages/engine/src/engine/";

/** Bottom to top. */
const LAYERS = [
  "context", // the running context, the event record (603.2) and the layer cache
  "players", // 102, 800–811: who is in the game, opponents, teams, range, turn markers and their lanes
  "ask", // the engine asks, players answer; 800.4f–h
  "characteristics", // 613 printed and layered characteristics, 611 continuous effects, filters, indexes
  "statics", // 604: static abilities outside the layers
  "targets", // 115, 601.2c
  "records", // what happened this turn and this game; 603.10a look-back
  "zones", // 400: objects and the zones they sit in
  "mana", // 106, 605: mana and mana abilities
  "replacement", // 614–616
  "actions", // moving objects (400), damage (120), life (119), tokens (111), control, leaving the game
  "effects", // 608.2: the effect table and its families
  "voting", // 701.38: voting (will of the council, council's dilemma)
  "archenemy", // 904, 701.32–701.33: setting schemes in motion, abandoning them
  "spells", // 601–608: casting, activating, resolving
  "triggers", // 603
  "combat", // 506–511
  "sba", // 704
  "turn", // 500–514
  "priority", // 117
  "game", // the run loop, starting, submitting answers
];

module.exports = {
  forbidden: [
    ...LAYERS.map((layer, i) => ({
      name: `${layer}-imports-up`,
      comment: `engine/${layer}/ may import only ${LAYERS.slice(0, i + 1).join(", ")} (.dependency-cruiser.cjs)`,
      severity: "error",
      from: { path: `${ENGINE}${layer}/` },
      to: { path: `${ENGINE}(${LAYERS.slice(i + 1).join("|") || "$^"})/` },
    })),
    {
      name: "engine-file-outside-a-folder",
      comment: "every engine module lives in the folder of its rules",
      severity: "error",
      from: { path: `${ENGINE}[^/]+\\.ts$` },
      to: {},
    },
    {
      name: "unknown-engine-folder",
      comment: "a new engine folder gets its place in LAYERS first",
      severity: "error",
      from: { path: ENGINE, pathNot: `${ENGINE}(${LAYERS.join("|")})/` },
      to: {},
    },
    {
      name: "no-circular",
      comment: "no import circle anywhere in the packages' sources, between folders or inside one",
      severity: "error",
      from: { path: "^packages/[^/]+/src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
  LAYERS,
};
