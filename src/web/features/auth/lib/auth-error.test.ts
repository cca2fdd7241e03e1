import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { describeAuthFailure, safeNextPath } from "./auth-error";

describe("describeAuthFailure", () => {
  it("puts wrong credentials under the password, with the server's text", () => {
    const failure = describeAuthFailure(
      new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Credenciales incorrectas. Verifica tu email y contraseña."),
      "signIn",
    );
    expect(failure).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Credenciales incorrectas. Verifica tu email y contraseña.",
      isKey: false,
      fields: { password: "Credenciales incorrectas. Verifica tu email y contraseña." },
    });
  });

  it("keeps the server's per-field errors", () => {
    const failure = describeAuthFailure(new ApiError(400, "validation_failed", "Revisa los campos marcados.", { password: "corta" }), "signUp");
    expect(failure.fields).toEqual({ password: "corta" });
    expect(failure.message).toBe("Revisa los campos marcados.");
  });

  it("words the failures that never reached the server", () => {
    expect(describeAuthFailure(new ApiError(0, "network_error", "x"), "signIn").message).toBe("auth.errors.connection_problem");
    expect(describeAuthFailure(new ApiError(0, "network_error", "x"), "signUp").message).toBe("auth.errors.server_unreachable");
    expect(describeAuthFailure(new ApiError(503, "http_error", "x"), "signIn").message).toBe("auth.errors.retryable");
    expect(describeAuthFailure(new Error("boom"), "signIn").message).toBe("auth.errors.sign_in_unknown");
  });

  it("shows the rate limit as a form message, not under a field", () => {
    const failure = describeAuthFailure(new ApiError(429, "RATE_LIMITED", "Has excedido el límite de intentos. Intenta de nuevo en 15 minutos."), "signIn");
    expect(failure.fields).toEqual({});
    expect(failure.isKey).toBe(false);
  });
});

describe("safeNextPath", () => {
  it("follows only same-site paths", () => {
    expect(safeNextPath("/projects?x=1")).toBe("/projects?x=1");
    expect(safeNextPath("//evil.example")).toBeNull();
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath("/auth?next=/x")).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
