// The bell's unread badge (spec section 2): the count, '99+' above 99, nothing at zero.

export const BADGE_CAP = 99;

export function badgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(unread));
}
