import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

// PGlite is a single-process database: two servers writing one directory would corrupt it.
// A lock file holding the owner's pid keeps a second instance out; a lock left by a process
// that no longer runs (a crash, a kill -9) is taken over.

export class DataDirLockedError extends Error {}

const heldInThisProcess = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(file, "utf8").trim().split(/\s+/);
    const parsed = Number(pid);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, host: host ?? "" } : undefined;
  } catch {
    return undefined;
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, "rumbo.lock");
  const refuse = (pid: number) =>
    new DataDirLockedError(
      `Another Rumbo server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        "Stop it first, or set RUMBO_DATA_DIR to another directory.",
    );
  if (heldInThisProcess.has(file)) throw refuse(process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, `${process.pid} ${hostname()}\n`);
      closeSync(fd);
      heldInThisProcess.add(file);
      return {
        release() {
          if (!heldInThisProcess.delete(file)) return;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      const sameHost = !owner || owner.host === hostname();
      if (owner && (!sameHost || isRunning(owner.pid))) throw refuse(owner.pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw refuse(0);
}

/** The pid of a running server on this host that holds the data directory, if any (for `npm run backup`). */
export function dataDirOwner(dataDir: string): number | undefined {
  const owner = readOwner(join(dataDir, "rumbo.lock"));
  if (!owner || owner.host !== hostname() || !isRunning(owner.pid)) return undefined;
  return owner.pid;
}
