import { useMutation } from "@tanstack/react-query";
import { uploadedImportSchema, type UploadedImport } from "../../../../domain/import/contract";
import { ApiError, clientErrorCodes, isApiErrorBody } from "../../../lib/api-client";

// POST /api/v1/imports?filename=…: the file's raw bytes. Sent with XMLHttpRequest rather than
// fetch, because only it reports how much of a large file has gone up. The answer names the
// columns, a sample of rows and the server's suggested mapping (Spanish and English headers).

export type { UploadedImport } from "../../../../domain/import/contract";

export const acceptedExtensions = [".csv", ".xlsx", ".json"] as const;

export function contentTypeFor(filename: string): string {
  const name = filename.toLowerCase();
  if (name.endsWith(".csv")) return "text/csv";
  if (name.endsWith(".xlsx")) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  // JSON goes up as bytes too: the server's parser decides what the file is.
  return "application/octet-stream";
}

export type UploadVariables = { file: File; onProgress?: (ratio: number) => void };

export function uploadImport({ file, onProgress }: UploadVariables): Promise<UploadedImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1/imports?filename=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader("Content-Type", contentTypeFor(file.name));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, clientErrorCodes.network, "Network error"));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadedImportSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, clientErrorCodes.invalidResponse, "Invalid response"));
      } else if (isApiErrorBody(body)) reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields));
      else reject(new ApiError(xhr.status, clientErrorCodes.http, xhr.statusText || `HTTP ${xhr.status}`));
    };
    xhr.send(file);
  });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
