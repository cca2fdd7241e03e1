// A limit: at most `max` hits per `windowMs` for one subject (an e-mail, an address), counted in the
// shared store; `messageKey` is the 429's text. The auth routes and the contact form both use them.
export type LimitRule = { id: string; max: number; windowMs: number; messageKey: string };

export type LimitCheck = { rule: LimitRule; subject: string };

export function limitKey(check: LimitCheck): string {
  return `${check.rule.id}:${check.subject}`;
}
