import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_EMBEDDED_SHARED_BUFFERS } from "../db/embedded-cache";

// Every setting comes from the environment and is checked here, once, at start. A bad value
// stops the start with one line naming the variable (see formatConfigError).

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const postgresUrl = optionalString.refine(
  (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
  "must be a postgres:// or postgresql:// URL",
);

const urlWithScheme = (schemes: string[], message: string) =>
  optionalString.refine((v) => {
    if (v === undefined) return true;
    try {
      return schemes.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, message);

const httpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an http:// or https:// URL")
  .transform((v) => v.replace(/\/+$/, ""));

/** A page-analytics or tag-manager id, or undefined when missing, malformed or a placeholder (G-XXXXXXXXXX). */
export function realTagId(value: string | undefined, shape: RegExp): string | undefined {
  if (!value) return undefined;
  const id = value.toUpperCase();
  if (!shape.test(id)) return undefined;
  const body = id.slice(id.indexOf("-") + 1);
  return /^X+$/.test(body) || /^0+$/.test(body) || /^(TEST|PLACEHOLDER|YOUR)/.test(body) ? undefined : id;
}

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a whole number between 1 and 65535" })
      .int("must be a whole number between 1 and 65535")
      .min(1, "must be a whole number between 1 and 65535")
      .max(65535, "must be a whole number between 1 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
    PUBLIC_URL: httpUrl.optional(),
    DATABASE_URL: postgresUrl,
    RUMBO_DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    // The embedded database's cache (decision 1800): PostgreSQL's own 128MB default keeps ~110 MiB
    // more resident for a database that a small team's data and the operating system's cache serve.
    PGLITE_SHARED_BUFFERS: z
      .string()
      .trim()
      .regex(/^[1-9]\d*(kB|MB|GB)$/, "must be a size such as 16MB, 64MB or 1GB")
      .default(DEFAULT_EMBEDDED_SHARED_BUFFERS),
    RUMBO_BACKUP_DIR: optionalString,
    BACKUP_INTERVAL_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes (0 turns the backups off)" })
      .int("must be a whole number of minutes (0 turns the backups off)")
      .min(0, "must be 0 (off) or more")
      .max(1440, "must be at most 1440 (a day)")
      .default(15),
    BACKUP_KEEP: z.coerce.number({ error: "must be a whole number of backups" }).int("must be a whole number of backups").min(1, "must be at least 1").default(96),
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).default("info"),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: "must be a whole number of requests per minute" })
      .int("must be a whole number of requests per minute")
      .min(10, "must be at least 10")
      .default(3000),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be between 1 and 600")
      .max(600, "must be between 1 and 600")
      .default(10),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0", ""], { error: "must be true or false" })
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    BETTER_AUTH_SECRET: optionalString.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters (generate one with: openssl rand -base64 48)",
    ),
    SMTP_URL: urlWithScheme(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.mx:587"),
    MAIL_FROM: z.string().trim().min(3, "must be an address such as Rumbo <no-reply@example.mx>").default("Rumbo <no-reply@localhost>"),
    REDIS_URL: urlWithScheme(["redis:", "rediss:"], "must be a redis:// or rediss:// URL"),
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: urlWithScheme(["http:", "https:"], "must be an http:// or https:// URL (the provider's issuer)"),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: optionalString,
    ANALYTICS_ID: optionalString,
    TAG_MANAGER_ID: optionalString,
    // Attachments (decision 0916): a folder by default, an S3-compatible bucket when all of S3_* are set.
    ATTACHMENTS_DIR: optionalString,
    S3_ENDPOINT: urlWithScheme(["http:", "https:"], "must be an http:// or https:// URL, e.g. https://s3.us-east-1.amazonaws.com"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: z.string().trim().min(1, "must not be empty").default("us-east-1"),
    // The end-to-end servers sign up and sign in hundreds of times: a lower scrypt cost there, and
    // only there (refused unless NODE_ENV=test); the hashing itself is tested at its real cost.
    TEST_SCRYPT_LN: z.coerce
      .number({ error: "must be a whole number between 10 and 17" })
      .int("must be a whole number between 10 and 17")
      .min(10, "must be a whole number between 10 and 17")
      .max(17, "must be a whole number between 10 and 17")
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A provider is configured whole or not at all: half a configuration is a mistake, not a choice.
    const groups: string[][] = [
      ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
    ];
    if (env.TEST_SCRYPT_LN !== undefined && env.NODE_ENV !== "test") {
      ctx.addIssue({ code: "custom", path: ["TEST_SCRYPT_LN"], message: "is only allowed when NODE_ENV=test" });
    }
    const values = env as Record<string, unknown>;
    for (const group of groups) {
      const set = group.filter((name) => values[name] !== undefined);
      if (set.length === 0 || set.length === group.length) continue;
      for (const name of group.filter((n) => values[n] === undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: `is required when ${set.join(" and ")} ${set.length > 1 ? "are" : "is"} set` });
      }
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.RUMBO_DATA_DIR),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    // Backups of the embedded database (decision 0407): every 15 minutes, the last 96, in a folder the operator picks.
    backup: { dir: resolve(env.RUMBO_BACKUP_DIR ?? join(env.RUMBO_DATA_DIR, "backups")), intervalMinutes: env.BACKUP_INTERVAL_MINUTES, keep: env.BACKUP_KEEP },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    authSecret: env.BETTER_AUTH_SECRET,
    testScryptLn: env.TEST_SCRYPT_LN,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    redisUrl: env.REDIS_URL,
    attachments: {
      dir: resolve(env.ATTACHMENTS_DIR ?? join(env.RUMBO_DATA_DIR, "attachments")),
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { endpoint: env.S3_ENDPOINT.replace(/\/+$/, ""), bucket: env.S3_BUCKET, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, region: env.S3_REGION }
          : undefined,
    },
    // Loaded in visitors' browsers only after they consent; a placeholder counts as unset.
    analytics: { analyticsId: realTagId(env.ANALYTICS_ID, /^G-[A-Z0-9]{4,20}$/), tagManagerId: realTagId(env.TAG_MANAGER_ID, /^GTM-[A-Z0-9]{4,20}$/) },
    providers: {
      github:
        env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
          ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }
          : undefined,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : undefined,
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
          ? {
              issuer: env.OIDC_ISSUER.replace(/\/+$/, ""),
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET,
              name: env.OIDC_NAME ?? "OpenID Connect",
            }
          : undefined,
    },
  }))
  .superRefine((config, ctx) => {
    if (config.isProduction && !config.authSecret) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required when NODE_ENV=production",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function formatConfigError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid configuration.";
  const name = String(issue.path[0] ?? "configuration");
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `Invalid configuration: ${name} ${issue.message}${more}`;
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) throw new ConfigError(formatConfigError(result.error));
  return result.data;
}

/**
 * The secret that signs sessions. From the environment when given; otherwise (never in production)
 * a random one is generated once and kept in the data directory, so sessions survive a restart.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.isProduction) throw new ConfigError("Invalid configuration: BETTER_AUTH_SECRET is required when NODE_ENV=production");
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, "auth-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
