import { spawn } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

// Backups (decision 0407). The embedded database (PGlite) is copied while no statement and no
// transaction runs (PGlite's own locks, held for the copy only, after a CHECKPOINT), then packed
// as a gzip'd tar outside those locks, in the format PGlite's loadDataDir reads back. PostgreSQL
// is dumped with pg_dump's custom format (one snapshot, compressed) and restored with pg_restore.
// Files are written under a temporary name and renamed, so a listed backup is always whole.

export type BackupKind = "pglite" | "postgresql";
export type BackupResult = { file: string; bytes: number; ms: number; lockedMs: number };

const PREFIX = "rumbo-";
const EXTENSIONS: Record<BackupKind, string> = { pglite: ".pglite.tar.gz", postgresql: ".pgdump" };

/** rumbo-20261126T031500123Z.pglite.tar.gz: sorts by time, says what it holds. */
export function backupFileName(kind: BackupKind, at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/[-:.]/g, "")}${EXTENSIONS[kind]}`;
}

/** What a backup file holds, from its name. */
export function backupKindOf(file: string): BackupKind | undefined {
  if (file.endsWith(EXTENSIONS.pglite)) return "pglite";
  if (file.endsWith(EXTENSIONS.postgresql)) return "postgresql";
  return undefined;
}

/** The backups in a folder, oldest first. */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(PREFIX) && backupKindOf(name) !== undefined).sort();
}

/** Keeps the newest `keep` backups, removes the rest; returns the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}

// ---- tar (ustar) writer: directories and regular files, as PGlite's dumpDataDir writes them ----

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

function tarHeader(name: string, size: number, mtime: number, type: "0" | "5"): Buffer {
  const header = Buffer.alloc(512);
  let path = name;
  let prefix = "";
  if (Buffer.byteLength(path) > 100) {
    const cut = path.lastIndexOf("/", 154);
    prefix = path.slice(0, cut);
    path = path.slice(cut + 1);
  }
  header.write(path, 0, 100);
  header.write(octal(type === "5" ? 0o755 : 0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime / 1000), 12), 136);
  header.write("        ", 148); // checksum placeholder
  header.write(type, 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + " ", 148);
  return header;
}

async function* walk(root: string, dir: string): AsyncGenerator<{ path: string; name: string; dir: boolean }> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const name = `/${relative(root, path).split("\\").join("/")}`;
    if (entry.isDirectory()) {
      yield { path, name, dir: true };
      yield* walk(root, path);
    } else if (entry.isFile()) yield { path, name, dir: false };
  }
}

async function* tarStream(root: string): AsyncGenerator<Buffer> {
  for await (const entry of walk(root, root)) {
    const info = await stat(entry.path);
    if (entry.dir) {
      yield tarHeader(entry.name, 0, info.mtimeMs, "5");
      continue;
    }
    yield tarHeader(entry.name, info.size, info.mtimeMs, "0");
    let written = 0;
    for await (const chunk of createReadStream(entry.path)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== info.size) throw new Error(`${entry.name} changed while being packed`);
    const pad = (512 - (info.size % 512)) % 512;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(1024); // two empty blocks end the archive
}

async function writeAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  const temporary = `${file}.partial`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

/**
 * Backs up the embedded database whose files are in `pgliteDir` (RUMBO_DATA_DIR/pglite): waits for
 * running transactions and statements to end, checkpoints, copies the files, lets queries go on,
 * then packs and compresses the copy into `dir`.
 */
export async function backupPglite(pglite: PGlite, pgliteDir: string, dir: string, at = new Date()): Promise<BackupResult> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  const staging = await mkdtemp(join(tmpdir(), "rumbo-backup-"));
  let lockedMs = 0;
  try {
    const copy = join(staging, "pgdata");
    // Every statement and transaction of PGlite takes its transaction lock (and the query lock):
    // holding both, nothing runs and no transaction is half done while the files are copied, so
    // the copy is a consistent image. The CHECKPOINT before makes that image start cleanly.
    await pglite.exec("CHECKPOINT");
    await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const from = Date.now();
        await cp(pgliteDir, copy, { recursive: true, filter: (source) => !source.endsWith("postmaster.pid") });
        lockedMs = Date.now() - from;
      }),
    );
    const file = join(dir, backupFileName("pglite", at));
    const bytes = await writeAtomically(file, (temporary) => pipeline(Readable.from(tarStream(copy)), createGzip({ level: 6 }), createWriteStream(temporary)));
    return { file, bytes, ms: Date.now() - started, lockedMs };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.once("error", (error) => reject(new Error(`${command} could not start (${error.message}); is the PostgreSQL client installed?`)));
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(-2000)}`))));
  });
}

/** pg_dump of DATABASE_URL in the custom format (compressed, one consistent snapshot). */
export async function backupPostgres(url: string, dir: string, at = new Date()): Promise<BackupResult> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  const file = join(dir, backupFileName("postgresql", at));
  const bytes = await writeAtomically(file, (temporary) => run("pg_dump", ["--format=custom", "--compress=6", "--no-owner", "--no-privileges", `--file=${temporary}`, `--dbname=${url}`]));
  return { file, bytes, ms: Date.now() - started, lockedMs: 0 };
}

/** pg_restore of a backup into DATABASE_URL: its objects are dropped and made again, in one transaction. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file]);
}

/**
 * Puts a PGlite backup in place of `pgliteDir` (the server must be stopped): the current files move
 * aside to `<pgliteDir>.before-restore-<time>`, the backup is unpacked by PGlite itself, and opened
 * once to check it. Returns where the old files went.
 */
export async function restorePglite(file: string, pgliteDir: string): Promise<{ movedAside?: string }> {
  const archive = new Blob([new Uint8Array(await readFileAsBuffer(file))]);
  let movedAside: string | undefined;
  if (await stat(pgliteDir).then(() => true, () => false)) {
    movedAside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    await rename(pgliteDir, movedAside);
  }
  try {
    await mkdir(dirname(pgliteDir), { recursive: true });
    const { PGlite: PGliteClass } = await import("@electric-sql/pglite");
    const pglite = await PGliteClass.create({ dataDir: pgliteDir, loadDataDir: archive });
    await pglite.query("select 1");
    await pglite.close();
  } catch (error) {
    await rm(pgliteDir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, pgliteDir);
    throw error;
  }
  return { movedAside };
}

async function readFileAsBuffer(file: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
