import { createApiClient } from "../../../lib/api-client";

// Better Auth's endpoints (/api/auth/*, docs/api/accounts.md): the same client and error shape
// as /api/v1, so every failure arrives as an ApiError with its message in the reader's language.
export const authClient = createApiClient({ baseUrl: "/api/auth" });
