// @mentions (decision 0901): a member is mentioned by their handle, the local part of their e-mail
// (ana.lopez@… → @ana.lopez), or by their first name when no other member shares it; accents and
// case do not matter. Only members of the channel's workspace can be mentioned.

export type Mentionable = { id: string; name: string | null; email: string };

export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function handleOf(member: Mentionable): string {
  return fold(member.email.split("@")[0] ?? member.email);
}

const MENTION = /(?<![\p{L}\p{N}._-])@([\p{L}\p{N}._-]*[\p{L}\p{N}])/gu;

/** The ids of the members a message mentions, each once, in order of first mention. */
export function extractMentions(body: string, members: readonly Mentionable[]): string[] {
  const byHandle = new Map<string, string>();
  const firstNames = new Map<string, string[]>();
  for (const m of members) {
    byHandle.set(handleOf(m), m.id);
    const first = fold((m.name ?? "").trim().split(/\s+/)[0] ?? "");
    if (first) firstNames.set(first, [...(firstNames.get(first) ?? []), m.id]);
  }
  const found: string[] = [];
  for (const match of body.matchAll(MENTION)) {
    const handle = fold(match[1]!);
    const byName = firstNames.get(handle);
    const id = byHandle.get(handle) ?? (byName?.length === 1 ? byName[0] : undefined);
    if (id && !found.includes(id)) found.push(id);
  }
  return found;
}
