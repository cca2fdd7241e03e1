import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../../../domain/html";

// Lessons and the manual are our own Markdown, reviewed like code, but they are still rendered as
// if they were not: raw HTML is escaped (never passed through), links keep only http(s), mailto and
// same-site paths, images only same-site paths, and nothing carries a style or a script, so the
// strict CSP holds (decision 1101). Same-site links stay in the app; others open in a new tab.


function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^\/(?!\/)/.test(value) || value.startsWith("#")) return value;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  return null;
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      const href = safeHref(token.href);
      if (!href) return text;
      const external = /^https?:/i.test(href);
      return `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ""}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      if (!/^\/(?!\/)[\w\-./]+$/.test(token.href)) return escapeHtml(token.text);
      return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** The text of some Markdown, for search: no markup, spaces collapsed. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_#>|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
