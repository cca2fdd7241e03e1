import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// `npm ci` must work on any machine from the committed lock file, and `engines` must tell the
// truth about what the locked packages need (issue 15: the lock missed other platforms' optional
// packages, and two packages needed Node 22 while `engines` said 20.11).
type LockEntry = { version?: string; optional?: boolean; engines?: { node?: string }; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

describe("package-lock.json", () => {
  it("lists every optional platform package a locked package asks for", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path}/node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(`${name} (for ${path || "the root"})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("needs no Node.js version outside the range package.json promises", () => {
    const promised = manifest.engines.node;
    const narrower = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.engines?.node && !semver.subset(promised, entry.engines.node))
      .map(([path, entry]) => `${path} needs ${entry.engines?.node}`);
    expect(narrower).toEqual([]);
  });

  it("agrees with .nvmrc", () => {
    const nvm = readFileSync(".nvmrc", "utf8").trim();
    expect(semver.intersects(`${nvm}.x`, manifest.engines.node)).toBe(true);
  });
});
