// The manual's search: accent- and case-insensitive ("planificacion" finds "Planificación"), every
// word of the query must appear in the section's title or text, title matches first.

export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export type SearchableSection = { id: string; title: string; text: string; path: string };

export function searchManual<T extends SearchableSection>(sections: readonly T[], query: string): T[] {
  const words = foldText(query).split(/[^\p{L}\p{N}/-]+/u).filter(Boolean);
  if (!words.length) return [...sections];
  const scored = sections.flatMap((section, order) => {
    const title = foldText(section.title);
    const body = `${title} ${foldText(section.path)} ${foldText(section.text)}`;
    if (!words.every((w) => body.includes(w))) return [];
    const inTitle = words.filter((w) => title.includes(w)).length;
    return [{ section, inTitle, order }];
  });
  return scored.sort((a, b) => b.inTitle - a.inTitle || a.order - b.order).map((s) => s.section);
}
