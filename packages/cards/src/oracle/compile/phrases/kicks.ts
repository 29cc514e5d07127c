/**
 * Counts of kicks (702.33c–e): "… for each time it was kicked", how many times a permanent with multikicker was
 * kicked as its triggered abilities read it (each notes its source's kicks as it triggers, 702.33e). The counts
 * the engine cannot hold, or its generator cannot write, are refused, saying which.
 */
import { refuse } from "./refusal.ts";
import { objectTargets, type Scope } from "./scope.ts";

const COUNT = / for each time (.+?) was kicked/;

/**
 * Refuses a sentence with a count of kicks that is not read: targets chosen for each kick (Comet Storm's "choose
 * another target for each time this spell was kicked"), a spell's count ("for each time this spell was kicked"),
 * a permanent's not written as the generator writes it, and one outside a triggered ability of the permanent.
 */
export function checkKickCounts(scope: Scope, sentence: string): void {
  const count = sentence.match(COUNT);
  if (!count) return;
  const targets = sentence.match(/\b(?:another|up to one) target\b.*? for each time .+? was kicked/);
  if (targets)
    refuse(
      targets[0],
      "a number of targets set by the kicks (702.33c, 601.2c): the engine's targets are as many as the card names",
    );
  const spell = scope.def.types.includes("Instant") || scope.def.types.includes("Sorcery");
  if (spell)
    refuse(
      count[0].trim(),
      "a spell's count of its kicks (702.33c–d): the generator writes the count only as a permanent's \"for each time it was kicked\"",
    );
  if (count[1] !== "it")
    refuse(count[0].trim(), 'a count of kicks the generator writes as "for each time it was kicked"');
  if (!scope.kicks)
    refuse(
      count[0].trim(),
      "a count of kicks outside a triggered ability (702.33e): only the permanent and its triggered abilities note it",
    );
}

/**
 * The phrase before a closing "for each time it was kicked" ("a card for each time it was kicked": "a card"), or
 * undefined if it has none. `checkKickCounts` has refused the counts not read; "it" is the permanent only where no
 * target could be meant.
 */
export function withoutKickCount(scope: Scope, phrase: string): string | undefined {
  const m = phrase.match(/^(.+) for each time it was kicked$/);
  if (!m) return undefined;
  if (objectTargets(scope).length > 0) refuse("it", "a pronoun whose referent is not clear");
  return m[1];
}
