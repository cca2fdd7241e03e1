import { describe, expect, it } from "vitest";
import { ATTACHMENT_MAX_BYTES } from "./contract";
import { checkUpload, cleanFilename } from "./sniff";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest");

describe("attachment checks", () => {
  it("accepts allowed types whose content matches, storing the allow-list's type", () => {
    expect(checkUpload("plano.png", "image/png", PNG)).toEqual({ ok: true, contentType: "image/png", filename: "plano.png" });
    expect(checkUpload("acta.pdf", "application/octet-stream", bytes("%PDF-1.7\n..."))).toMatchObject({ ok: true, contentType: "application/pdf" });
    expect(checkUpload("notas.md", "text/markdown", bytes("# Acta\n\nAcuerdos: ñandú ✓"))).toMatchObject({ ok: true, contentType: "text/markdown" });
    expect(checkUpload("datos.xlsx", "", bytes([0x50, 0x4b, 0x03, 0x04], "..."))).toMatchObject({ ok: true });
    expect(checkUpload("logo.svg", "image/svg+xml", bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ ok: true, contentType: "image/svg+xml" });
  });

  it("refuses a type off the list, a disguised file and a declared type that disagrees", () => {
    expect(checkUpload("pagina.html", "text/html", bytes("<html></html>"))).toEqual({ ok: false, reason: "type_not_allowed" });
    expect(checkUpload("setup.exe", "application/octet-stream", bytes("MZ..."))).toEqual({ ok: false, reason: "type_not_allowed" });
    // An executable or a web page named as an image or a text file.
    expect(checkUpload("foto.png", "image/png", bytes("MZ\x90\x00"))).toEqual({ ok: false, reason: "content_mismatch" });
    expect(checkUpload("leeme.txt", "text/plain", bytes("<!DOCTYPE html><script>alert(1)</script>"))).toEqual({ ok: false, reason: "content_mismatch" });
    expect(checkUpload("leeme.txt", "text/plain", bytes([0x00, 0x01, 0x02]))).toEqual({ ok: false, reason: "content_mismatch" });
    expect(checkUpload("foto.png", "text/html", PNG)).toEqual({ ok: false, reason: "content_mismatch" });
  });

  it("holds the size limit and refuses empty files", () => {
    expect(checkUpload("a.txt", "text/plain", new Uint8Array(0))).toEqual({ ok: false, reason: "empty" });
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1).fill(0x61);
    expect(checkUpload("a.txt", "text/plain", big)).toEqual({ ok: false, reason: "too_large" });
    expect(checkUpload("a.txt", "text/plain", big.subarray(0, ATTACHMENT_MAX_BYTES))).toMatchObject({ ok: true });
  });

  it("keeps only a file's own name", () => {
    expect(cleanFilename("../../etc/passwd")).toBe("passwd");
    expect(cleanFilename('C:\\Users\\ana\\"acta"\u0007.pdf')).toBe("acta.pdf");
    expect(cleanFilename("   ")).toBe("archivo");
  });
});
