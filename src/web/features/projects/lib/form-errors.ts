import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../lib/api-client";
import type { Language } from "../../../i18n/language";
import { validationMessage } from "../../../lib/shared-text";

// A shared schema's messages are catalogue keys; the server's are already worded. Both end up
// under the field they belong to.


export function fieldMessage(message: string | undefined, language: Language, limits: { max?: number; min?: number } = {}): string | undefined {
  if (!message) return undefined;
  // Server messages arrive worded; schema messages are keys like "validation.too_long".
  if (!/^[a-z_]+\.[a-z_]+$/.test(message)) return message;
  return validationMessage(message, language, { max: limits.max ?? 0, min: limits.min ?? 0 });
}

/** Puts the server's per-field errors under the form's fields; answers the fields it placed. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, known: readonly string[]): string[] {
  if (!isApiError(error) || !error.fields) return [];
  const placed: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (!known.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message });
    placed.push(field);
  }
  return placed;
}
