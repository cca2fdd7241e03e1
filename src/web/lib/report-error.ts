import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "../components/ui/toast-store";
import { isApiError } from "./api-client";
import { sharedText } from "./shared-text";
import { useLanguage } from "./use-language";

// One way to show a failed request in a form or an action: the server's message (already in the
// reader's language) as an error toast, and its per-field errors (plus the fields named by a code,
// e.g. INVALID_PASSWORD under the password) under each field. Failures that never reached the
// server are worded here. Returns the message, for an inline alert.

export type ReportOptions<T extends FieldValues> = {
  form?: UseFormReturn<T, unknown, unknown>;
  /** Fields of the form that may carry a server error. */
  fields?: readonly Path<T>[];
  /** Error code → the field it belongs under. */
  fieldOfCode?: Record<string, Path<T>>;
};

export function errorMessage(error: unknown, language: "es" | "en"): string {
  if (!isApiError(error)) return sharedText("auth.errors.provider_unexpected", language);
  if (error.isNetworkError) return sharedText("auth.errors.connection_problem", language);
  if ([502, 503, 504].includes(error.status)) return sharedText("auth.errors.retryable", language);
  return error.message;
}

export function useReportError() {
  const language = useLanguage();
  return useCallback(
    <T extends FieldValues>(error: unknown, options: ReportOptions<T> = {}): string => {
      const message = errorMessage(error, language);
      const { form, fields = [], fieldOfCode = {} } = options;
      if (form && isApiError(error)) {
        for (const name of fields) {
          const text = error.fields?.[name];
          if (text) form.setError(name, { type: "server", message: text });
        }
        const coded = fieldOfCode[error.code];
        if (coded && !error.fields?.[coded]) form.setError(coded, { type: "server", message });
      }
      toast({ title: message, variant: "error" });
      return message;
    },
    [language],
  );
}
