/**
 * The positions saved at finished games' steps (`GET /api/games/:id/position`), answered last. A finished
 * game never changes, so its answer at a step — the file, or the problems of the 422 `cannot-save` — is the
 * same at every request: the MAX_POSITIONS asked last are kept, and asking one again costs nothing. Two
 * requests for the same (game, step) at once share one computation (single flight): only the first reads
 * the store and posts a job to the replay thread. A computation that fails (an unknown game, `busy`, the
 * thread lost) is not kept: the next request tries again.
 */
import { Lru } from "./lru.ts";
import type { SaveAnswer } from "./replayMessages.ts";

export const MAX_POSITIONS = 32;

export class SavedPositions {
  private readonly kept = new Lru<string, SaveAnswer>(MAX_POSITIONS);
  private readonly computing = new Map<string, Promise<SaveAnswer>>();

  /** Game `id`'s answer at `step`: kept, being computed, or `compute`d now. */
  get(id: string, step: number, compute: () => Promise<SaveAnswer>): Promise<SaveAnswer> {
    // The step first: a number and a space, so that no other (id, step) makes the same key.
    const key = `${step} ${id}`;
    const known = this.kept.get(key) ?? this.computing.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const answer = compute()
      .then((a) => {
        this.kept.set(key, a);
        return a;
      })
      .finally(() => this.computing.delete(key));
    this.computing.set(key, answer);
    return answer;
  }
}
