import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    /** The session cookie of a verified account on that server, for specs of signed-in screens. */
    sessionCookie: { name: string; value: string };
    /** A data directory migrated once, copied by every server a spec starts (decision 1760). */
    dataDirTemplate: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * App screens need a signed-in user (anonymous visits go to /auth): one verified account is
 * registered here, through the real sign-up, mail link and sign-in, and its session cookie shared.
 */
async function sharedSession(baseUrl: string, links: string[]): Promise<{ name: string; value: string }> {
  const account = { email: "e2e-shell@example.mx", password: "Rumbo-e2e-2026!", name: "Usuaria E2E" };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(body) });
  const signUp = await post("/api/auth/sign-up/email", account);
  if (!signUp.ok) throw new Error(`shared account sign-up ${signUp.status}`);
  const deadline = Date.now() + 15_000;
  while (links.length === 0) {
    if (Date.now() > deadline) throw new Error("no verification link for the shared account");
    await new Promise((r) => setTimeout(r, 100));
  }
  await fetch(links.shift() ?? "", { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email: account.email, password: account.password });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0] ?? "").find((c) => c.includes("session_token="));
  if (!signIn.ok || !cookie) throw new Error(`shared account sign-in ${signIn.status}`);
  const eq = cookie.indexOf("=");
  return { name: cookie.slice(0, eq), value: cookie.slice(eq + 1) };
}

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    RUMBO_DATA_DIR: dataDir,
    // Info, to read the verification link of the shared account; echoed from E2E_LOG_LEVEL up.
    LOG_LEVEL: "info",
    NODE_ENV: "test",
    // Hundreds of sign-ups and sign-ins: scrypt at 2^12 here, at its real cost in the unit tests.
    TEST_SCRYPT_LN: "12",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/**
 * A first start on an empty directory creates the database and runs every migration (about 9 s on a
 * quiet 2-core machine, 5 s more than a start on an existing one). It is done once here, and each of
 * the forty-odd servers the specs start begins from a copy of the result (decision 1760).
 */
async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "rumbo-e2e-template-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], { env: { ...serverEnv(port, dataDir), LOG_LEVEL: "warn" }, stdio: ["ignore", "inherit", "inherit"] });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, 150_000);
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  }
  return dataDir;
}

export default async function setup(project: TestProject) {
  const template = await migratedDataDir();
  project.provide("dataDirTemplate", template);
  const dataDir = mkdtempSync(join(tmpdir(), "rumbo-e2e-"));
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], { env: serverEnv(port, dataDir), stdio: ["ignore", "pipe", "inherit"] });
  const echoFrom = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }[process.env.E2E_LOG_LEVEL ?? "warn"] ?? 40;
  const links: string[] = [];
  if (child.stdout) {
    createInterface({ input: child.stdout }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { level?: number; link?: unknown };
        if (typeof entry.link === "string") links.push(entry.link);
        if ((entry.level ?? 0) >= echoFrom) process.stdout.write(`${line}\n`);
      } catch {
        process.stdout.write(`${line}\n`);
      }
    });
  }
  // Generous: on a loaded machine a cold start of the built server has taken 75 s.
  await waitForHealth(baseUrl, child, 150_000);
  project.provide("baseUrl", baseUrl);
  project.provide("sessionCookie", await sharedSession(baseUrl, links));

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
  };
}
