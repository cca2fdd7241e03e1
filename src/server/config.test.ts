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
    expect(config.pgliteSharedBuffers).toBe("16MB");
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

  it("lowers the scrypt cost only for a test server", () => {
    expect(parseConfig({ NODE_ENV: "test", TEST_SCRYPT_LN: "12" }).testScryptLn).toBe(12);
    expect(parseConfig({}).testScryptLn).toBeUndefined();
    for (const NODE_ENV of ["production", "development"]) {
      expect(() => parseConfig({ NODE_ENV, BETTER_AUTH_SECRET: "x".repeat(40), TEST_SCRYPT_LN: "12" })).toThrow("TEST_SCRYPT_LN is only allowed when NODE_ENV=test");
    }
    expect(() => parseConfig({ NODE_ENV: "test", TEST_SCRYPT_LN: "4" })).toThrow("TEST_SCRYPT_LN must be a whole number between 10 and 17");
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
    [{ PGLITE_SHARED_BUFFERS: "lots" }, /^Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 16MB/],
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

describe("mail, Redis and sign-in providers", () => {
  it("has offline defaults: no SMTP, a local sender, no Redis, no providers", () => {
    const config = parseConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "Rumbo <no-reply@localhost>" });
    expect(config.redisUrl).toBeUndefined();
    expect(config.providers).toEqual({ github: undefined, google: undefined, oidc: undefined });
  });

  it("reads SMTP, the sender, Redis and whole providers", () => {
    const config = parseConfig({
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      MAIL_FROM: "Rumbo <hola@rumbo.mx>",
      REDIS_URL: "redis://127.0.0.1:6379/0",
      GITHUB_CLIENT_ID: "gh-id",
      GITHUB_CLIENT_SECRET: "gh-secret",
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      OIDC_ISSUER: "https://sso.example.mx/realms/rumbo/",
      OIDC_CLIENT_ID: "rumbo",
      OIDC_CLIENT_SECRET: "oidc-secret",
      OIDC_NAME: "SSO Empresa",
    });
    expect(config.mail).toEqual({ smtpUrl: "smtp://user:pass@127.0.0.1:2525", from: "Rumbo <hola@rumbo.mx>" });
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379/0");
    expect(config.providers.github).toEqual({ clientId: "gh-id", clientSecret: "gh-secret" });
    expect(config.providers.google).toEqual({ clientId: "g-id", clientSecret: "g-secret" });
    expect(config.providers.oidc).toEqual({
      issuer: "https://sso.example.mx/realms/rumbo",
      clientId: "rumbo",
      clientSecret: "oidc-secret",
      name: "SSO Empresa",
    });
  });

  it("names the OIDC provider by default", () => {
    const config = parseConfig({ OIDC_ISSUER: "http://127.0.0.1:9000", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" });
    expect(config.providers.oidc?.name).toBe("OpenID Connect");
  });

  it.each([
    [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
    [{ REDIS_URL: "127.0.0.1:6379" }, /^Invalid configuration: REDIS_URL must be a redis:\/\//],
    [{ GITHUB_CLIENT_ID: "id" }, /^Invalid configuration: GITHUB_CLIENT_SECRET is required when GITHUB_CLIENT_ID is set/],
    [{ GOOGLE_CLIENT_SECRET: "s" }, /^Invalid configuration: GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET is set/],
    [{ OIDC_ISSUER: "https://sso.example.mx", OIDC_CLIENT_ID: "x" }, /^Invalid configuration: OIDC_CLIENT_SECRET is required when OIDC_ISSUER and OIDC_CLIENT_ID are set/],
    [{ OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" }, /^Invalid configuration: OIDC_ISSUER is required/],
    [{ OIDC_ISSUER: "sso.example.mx", OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" }, /^Invalid configuration: OIDC_ISSUER must be an http/],
  ])("refuses %j naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("treats empty provider variables as unset", () => {
    expect(parseConfig({ GITHUB_CLIENT_ID: "", GITHUB_CLIENT_SECRET: "" }).providers.github).toBeUndefined();
  });
});

describe("rate limit setting", () => {
  it("defaults to 3000 API requests per minute per address and refuses nonsense", () => {
    expect(parseConfig({}).rateLimitPerMinute).toBe(3000);
    expect(parseConfig({ RATE_LIMIT_PER_MINUTE: "100000" }).rateLimitPerMinute).toBe(100000);
    expect(() => parseConfig({ RATE_LIMIT_PER_MINUTE: "5" })).toThrow(/^Invalid configuration: RATE_LIMIT_PER_MINUTE must be at least 10/);
  });
});
