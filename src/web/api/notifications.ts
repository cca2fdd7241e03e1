// Notifications: GET /api/v1/notifications (the bell's list; the e-mail digest's kinds are in the
// account's preferences, api/account.ts). The list's fetch and its optimistic changes live in features/notifications/api for now.

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
};
