import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
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

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "rumbo-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    RUMBO_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    NODE_ENV: "test",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["dist/server/main.js"], { env, stdio: ["ignore", "inherit", "inherit"] });
  await waitForHealth(baseUrl, child, 60_000);
  project.provide("baseUrl", baseUrl);

  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
