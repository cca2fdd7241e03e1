import { count, desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contactMessages } from "../../../db/schema/contact";
import type { ContactMessage } from "../../../domain/contact/schema";

// Messages from the public contact page: saved as sent, read by administrators newest first.

export async function saveContactMessage(db: Db, input: ContactMessage, meta: { locale: string; ip: string }) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, locale: meta.locale, ipAddress: meta.ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("contact message not saved");
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function listContactMessages(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(contactMessages);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      topic: row.topic,
      message: row.message,
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total?.value ?? 0),
    page,
    pageSize,
  };
}
