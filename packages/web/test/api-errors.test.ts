/**
 * A refused request's error as the page shows it (api.ts): the server's `message` names the field it is
 * about (docs/server.md § HTTP API: "options.range (2): …", "players: …"), so the field is named once; a
 * message that doesn't begin with its `path` gets it in front. The error keeps the 400's `issues`, each at its
 * path (the create form lists a position file's so), and its `code`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, Refused } from "../src/api.ts";
import { reply } from "./fakes.ts";

afterEach(() => vi.unstubAllGlobals());

const answering = (error: Record<string, unknown>) =>
  vi.stubGlobal("fetch", async () => reply(400, { error: { code: "bad-request", ...error } }));

describe("a 400's message", () => {
  it("names its field once when it begins with its path", async () => {
    const message =
      'options.range (2): variant "free-for-all" (edition 2004) has no range of influence (2004 draft 605.4): the range option does not apply';
    const issues = [{ path: "options.range", message }];
    answering({ message, path: "options.range", issues });
    await expect(api.create({ variant: "free-for-all", players: 4 })).rejects.toThrow(
      new Refused(message, issues, "bad-request"),
    );
    answering({ message: "players: Invalid input: expected number, received string", path: "players" });
    await expect(api.create({ variant: "free-for-all", players: 4 })).rejects.toThrow(
      new Refused("players: Invalid input: expected number, received string", [], "bad-request"),
    );
  });

  it("gets its path in front when it doesn't name it; none without a path", async () => {
    answering({ message: "Invalid input", path: "seats[1].kind" });
    await expect(api.create({ variant: "free-for-all", players: 4 })).rejects.toThrow(
      new Refused("seats[1].kind: Invalid input", [], "bad-request"),
    );
    answering({ message: "body.name: Too small", path: "" });
    await expect(api.join("T", "")).rejects.toThrow(new Refused("body.name: Too small", [], "bad-request"));
  });
});
