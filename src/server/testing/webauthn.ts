import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A software passkey for tests (decision 0416): an ES256 key pair, 'none' attestation, and the
// authenticator data and clientDataJSON built by hand as a browser and an authenticator would, so
// the server's WebAuthn checks run for real. Tests can also forge what a real one never would (a
// wrong origin, a replayed answer, another account's credential id).

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export class SoftwarePasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The user handle the registration options gave (base64url), answered at sign-in. */
  userHandle: string | undefined;

  constructor(
    private readonly origin = "http://localhost:3000",
    private readonly rpId = "localhost",
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(flags: number, extra: Buffer = Buffer.alloc(0)): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, extra]);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
  }

  /** The answer of navigator.credentials.create() to the server's registration options. */
  register(options: Options, overrides: { origin?: string; credentialId?: Buffer } = {}) {
    this.userHandle = options.user?.id;
    const credentialId = overrides.credentialId ?? this.credentialId;
    const jwk = this.publicKey.export({ format: "jwk" });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    // UP | UV | AT: present, verified, attested credential data follows (zero AAGUID).
    const authData = this.authData(0x01 | 0x04 | 0x40, Buffer.concat([Buffer.alloc(16), idLength, credentialId, cose]));
    const attestationObject = cbor(new Map<string, Cbor>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
    return {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: "public-key" as const,
      response: { clientDataJSON: b64(this.clientData("webauthn.create", options.challenge, overrides.origin ?? this.origin)), attestationObject: b64(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
    };
  }

  /** The answer of navigator.credentials.get() to the server's sign-in options. */
  authenticate(options: Options, overrides: { origin?: string; credentialId?: string; userHandle?: string; userVerified?: boolean } = {}) {
    this.counter += 1;
    const authData = this.authData(0x01 | (overrides.userVerified === false ? 0 : 0x04));
    const clientData = this.clientData("webauthn.get", options.challenge, overrides.origin ?? this.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    const id = overrides.credentialId ?? this.id;
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), ...(overrides.userHandle ?? this.userHandle ? { userHandle: overrides.userHandle ?? this.userHandle } : {}) },
      clientExtensionResults: {},
    };
  }
}
