import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, parseConfig, resolveAuthSecret } from "./config";

describe("parseConfig", () => {
  it("gives working defaults for a first run", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.logLevel).toBe("info");
    expect(config.isProduction).toBe(false);
  });

  it("reads good values", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://rumbo.example.mx/",
      DATABASE_URL: "postgres://u:p@db:5432/rumbo",
      RUMBO_DATA_DIR: "/var/lib/rumbo",
      LOG_LEVEL: "debug",
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://rumbo.example.mx",
      databaseUrl: "postgres://u:p@db:5432/rumbo",
      dataDir: "/var/lib/rumbo",
      logLevel: "debug",
      isProduction: true,
    });
  });

  it("treats an empty DATABASE_URL as unset (embedded database)", () => {
    expect(parseConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ PORT: "3.5" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ PUBLIC_URL: "ftp://x" }, /^Invalid configuration: PUBLIC_URL must be an http/],
    [{ LOG_LEVEL: "loud" }, /^Invalid configuration: LOG_LEVEL must be one of/],
    [{ NODE_ENV: "staging" }, /^Invalid configuration: NODE_ENV /],
    [{ BETTER_AUTH_SECRET: "short" }, /^Invalid configuration: BETTER_AUTH_SECRET must be at least 32/],
    [{ NODE_ENV: "production" }, /^Invalid configuration: BETTER_AUTH_SECRET is required when NODE_ENV=production/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toContain("\n");
  });
});

describe("resolveAuthSecret", () => {
  let dir = "";
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("generates a secret once and keeps it in the data directory, readable only by the owner", () => {
    dir = mkdtempSync(join(tmpdir(), "rumbo-config-"));
    const config = parseConfig({ RUMBO_DATA_DIR: dir });
    const first = resolveAuthSecret(config);
    const second = resolveAuthSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("prefers the environment's secret", () => {
    const config = parseConfig({ BETTER_AUTH_SECRET: "s".repeat(32), RUMBO_DATA_DIR: "/nonexistent/never-written" });
    expect(resolveAuthSecret(config)).toBe("s".repeat(32));
  });
});
