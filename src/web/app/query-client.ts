import { QueryCache, QueryClient } from "@tanstack/react-query";
import { MFA_REQUIRED_CODE } from "../../domain/mfa/contract";
import { isApiError } from "../lib/api-client";

/** Answers that will not change on a retry: the client's own mistakes (4xx) are not retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A workspace that starts requiring MFA refuses the data with 403 mfa_required: the MFA status
    // is read again, and the layout's gate shows the set-up (decision 0415).
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.code === MFA_REQUIRED_CODE) void client.invalidateQueries({ queryKey: ["me", "mfa"] });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
