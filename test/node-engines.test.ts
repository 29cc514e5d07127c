/**
 * Every package npm installs runs on the oldest Node the project supports (the root `package.json`'s
 * `engines`, Node 20.19): a dependency of a dependency that needs a newer Node is a warning at `npm ci`
 * (EBADENGINE) and may fail at run time. The lockfile names each installed package's `engines`; a package
 * that needs a newer Node is pinned to an older major or overridden (DEVELOPERS.md § Dependencies).
 */
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe("the Node version every installed package supports", () => {
  it("each package in package-lock.json accepts the oldest Node of the root's engines", () => {
    const oldest = semver.minVersion(root.engines.node);
    expect(oldest?.version).toBe("20.19.0");
    const newer = Object.entries(lock.packages).flatMap(([path, p]) => {
      const node = Array.isArray(p.engines) ? undefined : p.engines?.node;
      return node !== undefined && !semver.satisfies(oldest!, node)
        ? [`${path}@${p.version}: node ${node}`]
        : [];
    });
    expect(newer).toEqual([]);
  });
});
