import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the accounts area (see lazy-screen.ts); each entry replaces the under-construction page.
export const accountsScreens: ScreenRegistry = {
  auth: lazyScreen(() => import("../../features/auth/pages/auth-page"), (m) => m.AuthPage, "auth"),
  resetPassword: lazyScreen(() => import("../../features/auth/pages/reset-password-page"), (m) => m.ResetPasswordPage, "auth"),
  team: lazyScreen(() => import("../../features/team/pages/team-page"), (m) => m.TeamPage, "team"),
  teamInvitation: lazyScreen(() => import("../../features/team/pages/invitation-page"), (m) => m.InvitationPage, "team"),
  adminUsers: lazyScreen(() => import("../../features/admin/pages/admin-users-page"), (m) => m.AdminUsersPage, "admin"),
  adminLogs: lazyScreen(() => import("../../features/admin/pages/admin-logs-page"), (m) => m.AdminLogsPage, "admin", "account"),
  adminQueue: lazyScreen(() => import("../../features/admin/pages/admin-queue-page"), (m) => m.AdminQueuePage, "admin"),
};
