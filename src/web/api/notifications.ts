// Notifications: GET /api/v1/notifications (the bell's list) and the e-mail digest's kinds. The
// list's fetch and its optimistic changes live in features/notifications/api for now.

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  digestKinds: () => [...notificationKeys.all, "digest-kinds"] as const,
};
