import { attachmentSchema, type Attachment } from "../../domain/attachments/contract";
import { ApiError, apiClient, isApiErrorBody } from "../lib/api-client";

// Attachments (decision 0915): a file's raw bytes POSTed to a task's or a channel's upload route
// (its name in ?filename=), answered with the stored attachment whose id the comment or message
// then carries in attachmentIds. Downloads are plain links to attachment.url.

export type { Attachment } from "../../domain/attachments/contract";

export const taskUploadPath = (projectId: string, taskId: string) => `/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}/attachments`;
export const channelUploadPath = (channelId: string) => `/channels/${encodeURIComponent(channelId)}/attachments`;

export async function uploadAttachment(path: string, file: File): Promise<Attachment> {
  const response = await fetch(`/api/v1${path}?filename=${encodeURIComponent(file.name)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
    throw new ApiError(response.status, "http_error", response.statusText);
  }
  return attachmentSchema.parse(body);
}

/** An upload not posted after all. */
export async function removeUpload(id: string): Promise<void> {
  await apiClient.delete<void>(`/attachments/${encodeURIComponent(id)}`);
}
