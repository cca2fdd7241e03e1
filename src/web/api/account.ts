// The signed-in user (GET /api/v1/me: profile, preferences, workspaces; sessions, security events)
// and the workspaces' members and invitations. A membership change invalidates both families.

export const meKeys = {
  all: ["me"] as const,
};

export const workspaceKeys = {
  all: ["workspaces"] as const,
  members: (workspaceId: string) => [...workspaceKeys.all, workspaceId, "members"] as const,
  invitations: (workspaceId: string) => [...workspaceKeys.all, workspaceId, "invitations"] as const,
};
