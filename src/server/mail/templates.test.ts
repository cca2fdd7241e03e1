import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

describe("mail templates", () => {
  it("writes each mail in Spanish and English, with the link in text and HTML", () => {
    const link = "http://localhost:3000/auth/reset-password?token=abc&x=1";
    const es = renderMail("reset-password", "es", { link, name: "Ana", expires: { hours: 1 } });
    expect(es.subject).toBe("Restablece tu contraseña de Rumbo");
    expect(es.text).toContain("Hola Ana:");
    expect(es.text).toContain(link);
    expect(es.text).toContain("El enlace vence en 1 horas.");
    expect(es.html).toContain('href="http://localhost:3000/auth/reset-password?token=abc&amp;x=1"');
    const en = renderMail("reset-password", "en", { link, expires: { hours: 1 } });
    expect(en.subject).toBe("Reset your Rumbo password");
    expect(en.text.startsWith("Hello,")).toBe(true);
  });

  it("names the workspace, the inviter and the role in an invitation", () => {
    const mail = renderMail("invitation", "es", { link: "http://x/team/invitations/1", expires: { days: 7 }, workspace: "Obra Norte", inviter: "Olga", role: "viewer" });
    expect(mail.subject).toBe("Olga te invitó a Obra Norte en Rumbo");
    expect(mail.text).toContain("«Obra Norte» como lector");
    expect(mail.text).toContain("El enlace vence en 7 días.");
  });

  it("escapes what people typed into the HTML part", () => {
    const mail = renderMail("invitation", "en", { link: "http://x", expires: { days: 7 }, workspace: "<b>W</b>", inviter: '"Eve" <script>', role: "member", name: "<i>N</i>" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>W</b>");
    expect(mail.html).toContain("&lt;b&gt;W&lt;/b&gt;");
  });
});
