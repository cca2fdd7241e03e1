import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users, verifications } from "../../../db/schema/accounts";
import { passwordProblem, type PasswordOwner } from "../../../domain/accounts/password-policy";
import { isCommonPassword } from "./common-passwords";

// The one check of a new password at sign-up, change and reset: the domain's rule (not blank, not
// the owner's e-mail or name) with the shipped list of common passwords. Whose password it is comes
// from the form at sign-up, from the session at a change, and from the reset token at a reset.

export type NewPasswordFor = PasswordOwner | { userId: string } | { resetToken: string };

async function ownerOf(db: Db, who: NewPasswordFor): Promise<PasswordOwner> {
  let userId: string | undefined;
  if ("userId" in who) userId = who.userId;
  else if ("resetToken" in who) {
    // Better Auth keeps a reset token as "reset-password:<token>" with the user's id as its value.
    const [row] = await db.select({ value: verifications.value }).from(verifications).where(eq(verifications.identifier, `reset-password:${who.resetToken}`)).limit(1);
    userId = row?.value;
  } else return who;
  if (!userId) return {};
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? {};
}

/** The catalogue key of the reason to refuse the new password, or undefined when it may be used. */
export async function newPasswordProblem(db: Db, password: string, who: NewPasswordFor): Promise<string | undefined> {
  return passwordProblem(password, await ownerOf(db, who), isCommonPassword);
}
