import type { NotificationAction } from "../api/notifications";

// What clicking a notification does (spec section 2): navigate inside the app (/project/{id},
// /project-management/{id}, /capacity, /ai-predictive, /dashboard, /analytics, /automation, /team...),
// open an external link in a new tab, or open a modal with the notification. A target that is not
// what its type says (a navigate to another host, an external 'javascript:' link) does nothing.

export type ResolvedAction = { kind: "navigate"; to: string } | { kind: "external"; href: string } | { kind: "modal" };

/** An in-app path: starts with one slash, no scheme, no host, no backslash tricks. */
export function isAppPath(target: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(target);
}

/** `target` with `{projectId}` (or `:projectId`) filled in, when the action carries the id. */
function fillProject(target: string, projectId: string | undefined): string | null {
  if (!/\{projectId\}|:projectId/.test(target)) return target;
  return projectId ? target.replace(/\{projectId\}|:projectId/g, encodeURIComponent(projectId)) : null;
}

export function resolveAction(action: NotificationAction | null | undefined): ResolvedAction | null {
  if (!action) return null;
  switch (action.type) {
    case "navigate": {
      const to = fillProject(action.target.trim(), action.projectId);
      return to && isAppPath(to) ? { kind: "navigate", to } : null;
    }
    case "external": {
      try {
        const url = new URL(action.target.trim());
        return url.protocol === "https:" || url.protocol === "http:" ? { kind: "external", href: url.href } : null;
      } catch {
        return null;
      }
    }
    case "modal":
      return { kind: "modal" };
    default:
      return null;
  }
}
