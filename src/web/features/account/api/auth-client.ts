import { createApiClient } from "../../../lib/api-client";

// Better Auth's account endpoints (/api/auth/*, docs/api/accounts.md).
export const authClient = createApiClient({ baseUrl: "/api/auth" });
