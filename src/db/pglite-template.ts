import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { openDatabase, migrationsFolder } from "./client";

// Creating a PGlite database runs initdb (seconds); loading a dump of one already migrated takes
// a fraction of that. Tests load from this template, keyed by the migrations' content so a new
// migration makes a new template.

const TEMPLATE_DIR = resolve(".tmp/pglite-template");

export function templatePath(): string {
  const hash = createHash("sha256");
  const folder = migrationsFolder();
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith(".sql")) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return join(TEMPLATE_DIR, `${hash.digest("hex").slice(0, 16)}.tar`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const path = templatePath();
  if (existsSync(path)) return path;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir("none");
    const tmp = `${path}.${process.pid}.partial`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, path); // atomic: a reader never sees half a file
  } finally {
    await database.close();
  }
  return path;
}
