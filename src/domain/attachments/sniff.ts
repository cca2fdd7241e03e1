import { ATTACHMENT_MAX_BYTES, allowedTypes, type Signature } from "./contract";

// An upload is accepted only when its extension is on the allow-list, the type the browser declared
// agrees with it (or says nothing useful), and its first bytes are what that type starts with.
// The stored type is always the allow-list's, never the declared one (decision 0915).

export type UploadVerdict = { ok: true; contentType: string; filename: string } | { ok: false; reason: "empty" | "too_large" | "type_not_allowed" | "content_mismatch" };

const GENERIC = new Set(["", "application/octet-stream", "binary/octet-stream", "application/x-www-form-urlencoded"]);

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A file name safe to keep and to send back: no path, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "archivo").slice(-200);
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot < 0 ? "" : filename.slice(dot + 1).toLowerCase();
}

function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.length === bytes.length ? head : trimPartial(head));
    return true;
  } catch {
    return false;
  }
}

/** A 64 KiB window may end inside a multi-byte character: drop up to three trailing continuation bytes. */
function trimPartial(head: Uint8Array): Uint8Array {
  let end = head.length;
  for (let i = 0; i < 3 && end > 0 && (head[end - 1]! & 0xc0) === 0x80; i++) end--;
  if (end > 0 && (head[end - 1]! & 0xc0) === 0xc0) end--;
  return head.subarray(0, end);
}

export function matchesSignature(bytes: Uint8Array, signature: Signature): boolean {
  switch (signature) {
    case "pdf":
      return startsWith(bytes, ascii("%PDF-"));
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
    case "zip":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case "ole":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case "svg": {
      if (!isText(bytes)) return false;
      const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
      return (head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!--")) && head.includes("<svg");
    }
    case "text": {
      if (!isText(bytes)) return false;
      // Text that is really a web page is not a text file.
      const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
      return !(head.startsWith("<!doctype html") || head.startsWith("<html") || head.startsWith("<script"));
    }
  }
}

/** Whether an upload may be kept, and as what type. */
export function checkUpload(filename: string, declaredType: string | undefined, bytes: Uint8Array): UploadVerdict {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, reason: "too_large" };
  const name = cleanFilename(filename);
  const allowed = allowedTypes[extensionOf(name)];
  if (!allowed) return { ok: false, reason: "type_not_allowed" };
  const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
  const sameFamily = declared === allowed.type || (allowed.signature === "text" && declared.startsWith("text/")) || (allowed.type === "image/jpeg" && declared === "image/pjpeg") || (allowed.signature === "zip" && declared === "application/x-zip-compressed");
  if (!GENERIC.has(declared) && !sameFamily) return { ok: false, reason: "content_mismatch" };
  if (!matchesSignature(bytes, allowed.signature)) return { ok: false, reason: "content_mismatch" };
  return { ok: true, contentType: allowed.type, filename: name };
}
