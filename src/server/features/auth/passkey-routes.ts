import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type * as SimpleWebauthn from "@simplewebauthn/server";
import type { verifyRegistrationResponse } from "@simplewebauthn/server";
import { isAPIError } from "better-auth/api";
import {
  PASSKEYS_PER_ACCOUNT,
  PASSKEY_CHALLENGE_SECONDS,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInResponseSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  renamePasskeySchema,
} from "../../../domain/passkeys/contract";
import { recordAudit } from "../../audit";
import { HttpError } from "../../errors";
import { access } from "../../plugins/access";
import { fetchHeaders } from "../../plugins/auth";
import { limitKey } from "../../rate-limit/rules";
import { errorResponses, security } from "../openapi/document";
import { enforceLimits } from "./limits";
import { authError, meta, sessionTokenFromCookie } from "./routes";
import { deleteSessionByToken } from "./service";
import {
  challengeOf,
  countPasskeys,
  credentialsOf,
  deletePasskey,
  findByCredentialId,
  insertPasskey,
  listPasskeys,
  markSession,
  recordUse,
  renamePasskey,
  saveChallenge,
  takeChallenge,
} from "./passkey-service";

// @simplewebauthn/server (with its ASN.1 and X.509 libraries, ~250 files) is loaded on the first
// passkey request, not at start-up (issue 17, decision 1740).
let webauthn: Promise<typeof SimpleWebauthn> | undefined;
const loadWebauthn = () => (webauthn ??= import("@simplewebauthn/server"));

// Passkeys (WebAuthn, decision 0416) with @simplewebauthn/server, the library Better Auth's passkey
// plugin is built on (that plugin cannot be installed beside our better-auth). The relying party is
// PUBLIC_URL: its host name is the RP ID and its origin the only origin accepted. Challenges are
// stored, used once and expire; user verification is required, so a passkey is a second factor by
// itself. Registering, renaming and deleting are account routes (a browser session); signing in
// makes Better Auth's own session (auth.api.createPasskeySession, ./passkey-session.ts). The audit
// log's metadata says "keyId": it drops keys that look like a secret ("pass…").

const idParams = z.object({ id: z.uuid({ error: "errors.not_found" }) });

export const passkeyRoutes: FastifyPluginAsync = async (scope) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, auth, publicUrl, limitStore: store, limits } = app.accounts;
  const origin = new URL(publicUrl).origin;
  const rpID = new URL(publicUrl).hostname;
  const tags = ["passkeys"];
  const timeout = PASSKEY_CHALLENGE_SECONDS * 1000;

  const failed = async (request: FastifyRequest, stage: "register" | "sign-in", reason: string, userId: string | null) =>
    recordAudit(db, { action: "auth.passkey_failed", actorId: stage === "register" ? userId : null, target: userId, ...meta(request), metadata: { stage, reason } }, request.log);

  app.get(
    "/api/v1/me/passkeys",
    { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "Your passkeys", response: { 200: passkeyListSchema } } },
    async (request) => ({ passkeys: await listPasskeys(db, request.session.user.id) }),
  );

  app.post(
    "/api/v1/me/passkeys/registration-options",
    {
      config: { access: access.account.signedIn },
      schema: { tags, security: security.session, summary: "Start adding a passkey: the options for navigator.credentials.create() (a challenge good for 5 minutes, once)", response: { 200: passkeyOptionsSchema, ...errorResponses(409) } },
    },
    async (request) => {
      const user = request.session.user;
      if ((await countPasskeys(db, user.id)) >= PASSKEYS_PER_ACCOUNT) throw new HttpError(409, "passkey_limit", "passkeys.errors.too_many", { max: PASSKEYS_PER_ACCOUNT });
      const options = await (await loadWebauthn()).generateRegistrationOptions({
        rpName: "Rumbo",
        rpID,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: "none",
        timeout,
        excludeCredentials: (await credentialsOf(db, user.id)).map((c) => ({ id: c.id, transports: c.transports })),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await saveChallenge(db, { challenge: options.challenge, purpose: "register", userId: user.id });
      return { ...options };
    },
  );

  app.post(
    "/api/v1/me/passkeys",
    {
      config: { access: access.account.signedIn },
      schema: { tags, security: security.session, summary: "Add a passkey: the authenticator's answer to the registration options, and a name", body: registerPasskeySchema, response: { 201: passkeySchema, ...errorResponses(409) } },
    },
    async (request, reply) => {
      const userId = request.session.user.id;
      const { credential, name } = request.body;
      const challenge = challengeOf(credential.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(db, { challenge, purpose: "register", userId }))) {
        await failed(request, "register", "challenge", userId);
        throw new HttpError(400, "passkey_challenge", "passkeys.errors.challenge_expired");
      }
      let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verified = await (await loadWebauthn()).verifyRegistrationResponse({ response: credential, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true });
      } catch (error) {
        request.log.info({ err: error }, "passkey registration refused");
        verified = { verified: false };
      }
      if (!verified.verified) {
        await failed(request, "register", "verification", userId);
        throw new HttpError(400, "passkey_not_verified", "passkeys.errors.not_verified");
      }
      const info = verified.registrationInfo;
      const saved = await insertPasskey(db, {
        userId,
        name,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
        counter: info.credential.counter,
        transports: credential.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
      });
      if (!saved) {
        await failed(request, "register", "duplicate", userId);
        throw new HttpError(409, "passkey_exists", "passkeys.errors.already_registered");
      }
      // Password and now this passkey, verified: the session has had two factors.
      await markSession(db, request.session.session.id, saved.id);
      await recordAudit(db, { action: "auth.passkey_registered", actorId: userId, target: userId, ...meta(request), metadata: { keyId: saved.id, name, deviceType: saved.deviceType } }, request.log);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    "/api/v1/me/passkeys/:id",
    { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "Rename one of your passkeys", params: idParams, body: renamePasskeySchema, response: { 200: passkeySchema } } },
    async (request) => {
      const userId = request.session.user.id;
      const renamed = await renamePasskey(db, userId, request.params.id, request.body.name);
      await recordAudit(db, { action: "auth.passkey_renamed", actorId: userId, target: userId, ...meta(request), metadata: { keyId: renamed.id, name: renamed.name } }, request.log);
      return renamed;
    },
  );

  app.delete(
    "/api/v1/me/passkeys/:id",
    { config: { access: access.account.signedIn }, schema: { tags, security: security.session, summary: "Delete one of your passkeys: it no longer signs you in", params: idParams, response: { 200: passkeySchema } } },
    async (request) => {
      const userId = request.session.user.id;
      const deleted = await deletePasskey(db, userId, request.params.id);
      await recordAudit(db, { action: "auth.passkey_deleted", actorId: userId, target: userId, ...meta(request), metadata: { keyId: deleted.id, name: deleted.name } }, request.log);
      return deleted;
    },
  );

  app.post(
    "/api/auth/passkey/sign-in-options",
    { schema: { tags, security: security.public, summary: "Start a passkey sign-in: the options for navigator.credentials.get() (a challenge good for 5 minutes, once)", response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.signInIp, subject: request.ip }]);
      if (!ok) return reply;
      const options = await (await loadWebauthn()).generateAuthenticationOptions({ rpID, userVerification: "required", timeout });
      await saveChallenge(db, { challenge: options.challenge, purpose: "sign-in", userId: null });
      return { ...options };
    },
  );

  const refuse = async (request: FastifyRequest, reply: FastifyReply, reason: string, userId: string | null, key = "passkeys.errors.not_verified") => {
    await failed(request, "sign-in", reason, userId);
    return authError(request, reply, 401, "PASSKEY_NOT_VERIFIED", key);
  };

  app.post(
    "/api/auth/passkey/sign-in",
    {
      schema: {
        tags,
        security: security.public,
        summary: "Sign in with a passkey: the authenticator's answer to the sign-in options (sets the session cookie, as a password sign-in does)",
        body: passkeySignInSchema,
        response: { 200: passkeySignInResponseSchema },
      },
    },
    async (request, reply) => {
      const ok = await enforceLimits(request, reply, store, db, [{ rule: limits.signInIp, subject: request.ip }]);
      if (!ok) return reply;
      const { credential } = request.body;
      const challenge = challengeOf(credential.response.clientDataJSON);
      // The challenge is spent whatever follows: an answer is tried once.
      const fresh = challenge !== null && (await takeChallenge(db, { challenge, purpose: "sign-in", userId: null }));
      const passkey = await findByCredentialId(db, credential.id);
      if (!fresh) return refuse(request, reply, "challenge", passkey?.userId ?? null, "passkeys.errors.challenge_expired");
      if (!passkey) return refuse(request, reply, "unknown-passkey", null);
      // The account the authenticator names must own the passkey it used.
      if (credential.response.userHandle !== undefined && Buffer.from(credential.response.userHandle, "base64url").toString("utf8") !== passkey.userId) {
        return refuse(request, reply, "user-handle", passkey.userId);
      }
      let newCounter: number;
      try {
        const verified = await (await loadWebauthn()).verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports as never },
        });
        if (!verified.verified) return refuse(request, reply, "verification", passkey.userId);
        newCounter = verified.authenticationInfo.newCounter;
      } catch (error) {
        request.log.info({ err: error }, "passkey sign-in refused");
        return refuse(request, reply, "verification", passkey.userId);
      }
      if (!(await recordUse(db, passkey.id, passkey.counter, newCounter))) return refuse(request, reply, "counter", passkey.userId);

      const previousToken = sessionTokenFromCookie(request);
      let made: { headers: Headers; response: { sessionId: string; user: { id: string; email: string; name: string } } };
      try {
        made = await auth.api.createPasskeySession({ body: { userId: passkey.userId }, headers: fetchHeaders(request), returnHeaders: true });
      } catch (error) {
        if (isAPIError(error) && (error.body as { code?: string } | undefined)?.code === "BANNED_USER") {
          await failed(request, "sign-in", "banned", passkey.userId);
          return authError(request, reply, 403, "BANNED_USER", "auth.errors.banned");
        }
        throw error;
      }
      await markSession(db, made.response.sessionId, passkey.id);
      if (previousToken) await deleteSessionByToken(db, previousToken);
      await store.reset(limitKey({ rule: limits.signInIp, subject: request.ip }));
      await recordAudit(db, { action: "auth.sign_in", actorId: passkey.userId, target: passkey.userId, ...meta(request), metadata: { method: "passkey", keyId: passkey.id } }, request.log);
      const cookies = made.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.status(200).send({ user: made.response.user });
    },
  );
};

