// Reads every PSPLIB `.sm` file of a directory (sorted by name, so runs are comparable), for
// `npm run levelling:bench` and bench/levelling.ts. The default is the shipped j30 set beside the
// repository (../shared/data/psplib/j30), resolved from the repository's root, not the caller's
// working directory.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parsePsplibSm } from "../../src/domain/levelling/psplib";
import type { Problem } from "../../src/domain/levelling/problem";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const defaultPsplibDir = resolve(repoRoot, "../shared/data/psplib/j30");

export function readPsplibDir(dir: string): { names: string[]; problems: Problem[] } {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`No PSPLIB directory at ${dir} (give one: npm run levelling:bench -- DIR)`);
  }
  const names = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".sm"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (names.length === 0) throw new Error(`No .sm files in ${dir}`);
  const problems = names.map((name) => {
    try {
      return parsePsplibSm(readFileSync(resolve(dir, name), "utf8"));
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  });
  return { names, problems };
}
