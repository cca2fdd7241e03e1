import { describe, expect, it } from "vitest";
import { translate } from "../../i18n/messages";
import { mapAuthError } from "./error-mapping";

const es = (path: string, status: number, code?: string, message?: string) => translate("es", mapAuthError(path, status, code, message).key);
const en = (path: string, status: number, code?: string, message?: string) => translate("en", mapAuthError(path, status, code, message).key);

describe("mapAuthError (spec §8)", () => {
  it.each([
    ["/sign-in/email", 401, "INVALID_EMAIL_OR_PASSWORD", "Credenciales incorrectas. Verifica tu email y contraseña.", "Invalid credentials. Check your email and password."],
    ["/sign-in/email", 403, "EMAIL_NOT_VERIFIED", "Por favor confirma tu email antes de iniciar sesión.", "Please confirm your email before signing in."],
    ["/sign-in/email", 500, "SOMETHING_NEW", "Error desconocido al iniciar sesión.", "Unknown error while signing in."],
    ["/sign-up/email", 422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "Este email ya está registrado. Intenta iniciar sesión.", "This email is already registered. Try signing in."],
    ["/sign-up/email", 400, "PASSWORD_TOO_SHORT", "La contraseña debe tener al menos 8 caracteres para mayor seguridad.", "The password must be at least 8 characters long for better security."],
    ["/sign-out", 500, undefined, "Ocurrió un error al cerrar sesión.", "An error occurred while signing out."],
    ["/sign-in/social", 400, "SOMETHING", "Error de autenticación", "Authentication error"],
    ["/callback/oidc", 500, undefined, "Error inesperado al autenticar", "Unexpected error while authenticating"],
    ["/change-password", 401, "UNAUTHORIZED", "No hay una sesión activa (Auth session missing!). Inicia sesión de nuevo.", "Auth session missing!"],
  ])("%s %i %s", (path, status, code, spanish, english) => {
    expect(es(path, status, code)).toBe(spanish);
    expect(en(path, status, code)).toBe(english);
  });

  it("keeps the status Better Auth should have used for the spec's cases", () => {
    expect(mapAuthError("/sign-up/email", 422, "USER_ALREADY_EXISTS").status).toBe(422);
    expect(mapAuthError("/sign-in/email", 401, "INVALID_EMAIL_OR_PASSWORD").status).toBe(401);
    expect(mapAuthError("/sign-in/email", 403, "EMAIL_NOT_VERIFIED").status).toBe(403);
  });

  it("words the other auth errors", () => {
    expect(es("/reset-password", 400, "INVALID_TOKEN")).toBe("El enlace no es válido o ya se usó. Solicita uno nuevo.");
    expect(es("/change-password", 400, "INVALID_PASSWORD")).toBe("La contraseña no es correcta.");
    expect(es("/sign-in/email", 403, "BANNED_USER")).toMatch(/suspendida/);
    expect(es("/change-email", 400, undefined, "Email is the same")).toBe("El nuevo email es igual al actual.");
    expect(en("/get-session", 503)).toBe("The service is not answering right now. Try again in a few seconds.");
    expect(en("/anything", 404)).toBe("We could not find what you are looking for.");
  });
});
