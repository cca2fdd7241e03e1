import { smartCheckSchema, welcomeSchema } from "../../../../domain/notifications/contract";
import { apiClient } from "../../../lib/api-client";

// POST /api/v1/notifications/check: the smart check (spec sections 4 and 5) run by the server over
// the caller's own projects; it answers the notifications it added (none that already existed).
// POST /api/v1/notifications/welcome: the welcome notification, added once per user.

export async function runSmartCheck(): Promise<number> {
  const answer = await apiClient.post("/notifications/check", undefined, { parse: (data) => smartCheckSchema.parse(data) });
  return answer.added.length;
}

export async function addWelcome(): Promise<number> {
  const answer = await apiClient.post("/notifications/welcome", undefined, { parse: (data) => welcomeSchema.parse(data) });
  return answer.added.length;
}
