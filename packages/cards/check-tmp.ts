import { rulesText } from "@roundtable/engine";
import { allCards } from "./src/index.ts";
const files = process.argv.slice(2);
let bad = 0;
for (const def of allCards) {
  const t = rulesText(def);
  if (def.oracle !== undefined && t !== def.oracle) { bad++; console.log(`MISMATCH ${def.name}\n  gen: ${JSON.stringify(t)}\n  ora: ${JSON.stringify(def.oracle)}`); }
}
console.log("cards", allCards.length, "bad", bad);
