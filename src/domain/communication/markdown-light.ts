// Markdown-light (decision 0901): **bold**, _italic_ or *italic*, `code`, http(s) links and
// @mentions, line by line. The web renders the tokens as React elements, never as HTML, so a
// message can hold no markup, script or `javascript:` link: only what is listed here is formatted.

export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "italic"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "mention"; handle: string };

export type Line = { kind: "paragraph" | "bullet"; tokens: InlineToken[] };

const INLINE = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(\*[^*\s][^*\n]*\*|_[^_\s][^_\n]*_)|(\[[^\]\n]+\]\((?:https?:\/\/)[^\s)]+\))|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?])|((?<![\p{L}\p{N}._-])@[\p{L}\p{N}._-]*[\p{L}\p{N}])/gu;

/** Only http and https URLs become links; anything else stays text. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  const push = (token: InlineToken) => {
    const previous = tokens[tokens.length - 1];
    if (token.kind === "text" && previous?.kind === "text") previous.text += token.text;
    else tokens.push(token);
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, bold, italic, namedLink, bareLink, mention] = match;
    const index = match.index;
    if (index > last) push({ kind: "text", text: text.slice(last, index) });
    last = index + whole.length;
    if (code) push({ kind: "code", text: code.slice(1, -1) });
    else if (bold) push({ kind: "bold", text: bold.slice(2, -2) });
    else if (italic) push({ kind: "italic", text: italic.slice(1, -1) });
    else if (namedLink) {
      const split = namedLink.indexOf("](");
      const label = namedLink.slice(1, split);
      const href = safeHref(namedLink.slice(split + 2, -1));
      push(href ? { kind: "link", text: label, href } : { kind: "text", text: whole });
    } else if (bareLink) {
      const href = safeHref(bareLink);
      push(href ? { kind: "link", text: bareLink, href } : { kind: "text", text: whole });
    } else if (mention) push({ kind: "mention", handle: mention.slice(1) });
  }
  if (last < text.length) push({ kind: "text", text: text.slice(last) });
  return tokens;
}

export function parseMarkdownLight(body: string): Line[] {
  return body.split(/\r?\n/).map((raw) => {
    const bullet = /^\s*[-*•]\s+/.exec(raw);
    return bullet ? { kind: "bullet" as const, tokens: parseInline(raw.slice(bullet[0].length)) } : { kind: "paragraph" as const, tokens: parseInline(raw) };
  });
}
