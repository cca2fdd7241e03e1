import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

// Password hashing with scrypt at OWASP strength (N=2^17, r=8, p=1: 128 MiB and ~0.3 s per hash on
// one core of this machine). Hashes are self-describing PHC strings, so the parameters can be raised
// later and old hashes still verify:  $scrypt$ln=17,r=8,p=1$<salt>$<key>  (base64, no padding).

export type ScryptParams = { ln: number; r: number; p: number };

export const defaultScryptParams: ScryptParams = { ln: 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

// scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), which file reads and
// compression share. At most one hash per core runs at once, and never on every thread: more would
// not finish sooner (the cores are the ceiling), would hold 128 MiB each, and a burst of sign-ins
// would queue every other request's file or gzip work behind them (issue 17).
const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashSlots = Math.max(1, Math.min(availableParallelism(), poolThreads - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // A slot is handed from the hash that ends to the one waiting longest.
  if (running >= hashSlots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await new Promise((resolve, reject) => {
      scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function optionsFor({ ln, r, p }: ScryptParams): ScryptOptions {
  const N = 2 ** ln;
  // Node refuses anything above 32 MiB by default; scrypt needs 128·N·r bytes, plus headroom.
  return { N, r, p, maxmem: 128 * N * r * p + 32 * 1024 * 1024 };
}

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, optionsFor(params));
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export function parseHash(hash: string): (ScryptParams & { salt: Buffer; key: Buffer }) | undefined {
  const match = PHC.exec(hash);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Bounds keep a tampered row from asking for gigabytes of memory.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return undefined;
  return { ...params, salt: Buffer.from(salt ?? "", "base64"), key: Buffer.from(key ?? "", "base64") };
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parsed = parseHash(hash);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, optionsFor(parsed));
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's (rehash at next sign-in). */
export function needsRehash(hash: string, params: ScryptParams = defaultScryptParams): boolean {
  const parsed = parseHash(hash);
  return !parsed || parsed.ln !== params.ln || parsed.r !== params.r || parsed.p !== params.p;
}
