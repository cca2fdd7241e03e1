// pdfkit is loaded on the first certificate asked for, not at start (issue 17).
import { encode } from "uqr";
import type { Language } from "../../../domain/i18n/translate";
import { translate } from "../../i18n/messages";
import { writeText } from "../../shared/pdf-text";

// The course certificate: one landscape Letter page with the person's name, the course, the date,
// the verification code and the public address that confirms it (also as a QR code drawn with
// rectangles, so nothing is downloaded). Text is set in Noto (shared/pdf-text.ts), so a name in
// any script comes out as written.

export type CertificateInput = { name: string; course: string; issuedAt: Date; code: string; verifyUrl: string };

export async function renderCertificatePdf(input: CertificateInput, lang: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const t = (key: string, params?: Record<string, string>) => translate(lang, `learning.certificate.${key}`, params);
  const doc = new PDFDocument({ size: "LETTER", layout: "landscape", margin: 54, info: { Title: `${t("title")} — ${input.course}`, Author: "Rumbo", Producer: "Rumbo" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const { width, height } = doc.page;
  const inner = width - 2 * 54;

  doc.lineWidth(3).strokeColor("#047857").rect(30, 30, width - 60, height - 60).stroke();
  doc.lineWidth(0.75).strokeColor("#6ee7b7").rect(38, 38, width - 76, height - 76).stroke();

  const centred = { width: inner, align: "center" } as const;
  writeText(doc.fontSize(22).fillColor("#047857"), "Rumbo", { ...centred, bold: true }, { x: 54, y: 70 });
  writeText(doc.fontSize(13).fillColor("#475569"), t("title").toUpperCase(), { ...centred, characterSpacing: 2 });
  writeText(doc.moveDown(1.6).fontSize(13).fillColor("#334155"), t("certifies"), centred);
  writeText(doc.moveDown(0.6).fontSize(30).fillColor("#0f172a"), input.name, { ...centred, bold: true });
  writeText(doc.moveDown(0.6).fontSize(13).fillColor("#334155"), t("completed"), centred);
  writeText(doc.moveDown(0.5).fontSize(20).fillColor("#047857"), input.course, { ...centred, bold: true });
  const date = new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Mexico_City" }).format(input.issuedAt);
  writeText(doc.moveDown(0.8).fontSize(12).fillColor("#334155"), t("date", { date }), centred);

  // The QR code of the verification address, bottom right; the code and the address beside it.
  const qr = encode(input.verifyUrl, { ecc: "M", border: 0 });
  const cell = 2.6;
  const size = qr.size * cell;
  const qrX = width - 54 - 24 - size;
  const qrY = height - 54 - 24 - size;
  doc.fillColor("#0f172a");
  qr.data.forEach((row, y) => row.forEach((dark, x) => dark && doc.rect(qrX + x * cell, qrY + y * cell, cell, cell).fill()));
  writeText(doc.fontSize(11).fillColor("#0f172a"), t("code", { code: input.code }), { width: qrX - 100, bold: true }, { x: 78, y: qrY + 4 });
  writeText(doc.fontSize(10).fillColor("#475569"), t("verify"), { width: qrX - 100 });
  writeText(doc.fillColor("#047857"), input.verifyUrl, { width: qrX - 100, link: input.verifyUrl, underline: true });
  doc.end();
  return done;
}
