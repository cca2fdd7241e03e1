import type { ArticleId } from "../articles";

// An article's full text as blocks, so both languages share one renderer (pages/article-page.tsx).
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: readonly string[] }
  | { type: "ol"; items: readonly string[] }
  | { type: "quote"; text: string };

export type ArticleTexts = Record<ArticleId, readonly ArticleBlock[]>;

/** Words in an article's body, for the read-time check. */
export function wordCount(blocks: readonly ArticleBlock[]): number {
  const text = blocks.map((block) => ("text" in block ? block.text : block.items.join(" "))).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}
