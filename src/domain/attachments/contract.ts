import { z } from "zod";

// Attachments (issue 19, decision 0915): files on task comments and channel messages. The limits are
// stated to the user in the upload control and enforced by the server; one list of allowed types,
// each checked by its extension, the declared type and the file's first bytes (sniff.ts).

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_ITEM = 5;
export const FILENAME_MAX = 200;

/** What the first bytes must look like: a magic number, a ZIP container, an OLE2 file, or text. */
export type Signature = "pdf" | "png" | "jpeg" | "gif" | "webp" | "zip" | "ole" | "text" | "svg";

/** The allow-list: extension → the one type the file is stored and served as, and its signature. */
export const allowedTypes: Record<string, { type: string; signature: Signature }> = {
  pdf: { type: "application/pdf", signature: "pdf" },
  png: { type: "image/png", signature: "png" },
  jpg: { type: "image/jpeg", signature: "jpeg" },
  jpeg: { type: "image/jpeg", signature: "jpeg" },
  gif: { type: "image/gif", signature: "gif" },
  webp: { type: "image/webp", signature: "webp" },
  svg: { type: "image/svg+xml", signature: "svg" },
  txt: { type: "text/plain", signature: "text" },
  md: { type: "text/markdown", signature: "text" },
  csv: { type: "text/csv", signature: "text" },
  docx: { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", signature: "zip" },
  xlsx: { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", signature: "zip" },
  pptx: { type: "application/vnd.openxmlformats-officedocument.presentationml.presentation", signature: "zip" },
  odt: { type: "application/vnd.oasis.opendocument.text", signature: "zip" },
  ods: { type: "application/vnd.oasis.opendocument.spreadsheet", signature: "zip" },
  zip: { type: "application/zip", signature: "zip" },
  doc: { type: "application/msword", signature: "ole" },
  xls: { type: "application/vnd.ms-excel", signature: "ole" },
  ppt: { type: "application/vnd.ms-powerpoint", signature: "ole" },
};

/** The extensions as the upload control lists them (".pdf,.png,…"). */
export const acceptAttribute = Object.keys(allowedTypes)
  .map((e) => `.${e}`)
  .join(",");

export const attachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  /** The download address (always served as a download, never shown inline). */
  url: z.string(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentIdsSchema = z.array(z.uuid()).max(ATTACHMENTS_PER_ITEM, "validation.too_many_attachments");

export const uploadQuerySchema = z.object({ filename: z.string().trim().min(1, "validation.required").max(FILENAME_MAX) }).strict();
