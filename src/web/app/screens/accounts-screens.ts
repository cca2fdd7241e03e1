import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the accounts area (see lazy-screen.ts); each entry replaces the under-construction page.
export const accountsScreens: ScreenRegistry = {
  auth: async () => {
    const [{ AuthPage }] = await Promise.all([import("../../features/auth/pages/auth-page"), loadNamespaces("auth")]);
    return { Component: AuthPage };
  },
  resetPassword: async () => {
    const [{ ResetPasswordPage }] = await Promise.all([import("../../features/auth/pages/reset-password-page"), loadNamespaces("auth")]);
    return { Component: ResetPasswordPage };
  },
  team: async () => {
    const [{ TeamPage }] = await Promise.all([import("../../features/team/pages/team-page"), loadNamespaces("team")]);
    return { Component: TeamPage };
  },
  teamInvitation: async () => {
    const [{ InvitationPage }] = await Promise.all([import("../../features/team/pages/invitation-page"), loadNamespaces("team")]);
    return { Component: InvitationPage };
  },
  adminUsers: async () => {
    const [{ AdminUsersPage }] = await Promise.all([import("../../features/admin/pages/admin-users-page"), loadNamespaces("admin")]);
    return { Component: AdminUsersPage };
  },
  adminLogs: async () => {
    const [{ AdminLogsPage }] = await Promise.all([import("../../features/admin/pages/admin-logs-page"), loadNamespaces("admin", "account")]);
    return { Component: AdminLogsPage };
  },
};
