import { describe, expect, it } from "vitest";
import { markdownText, renderMarkdown } from "./markdown";

describe("lesson Markdown", () => {
  it("renders headings, lists, emphasis and code", () => {
    const html = renderMarkdown("### Título\n\n- **uno**\n- `/dashboard`\n");
    expect(html).toContain("<h3>Título</h3>");
    expect(html).toContain("<strong>uno</strong>");
    expect(html).toContain("<code>/dashboard</code>");
  });
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown('Hola <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div style="color:red">x</div>');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;");
  });
  it("drops javascript: links and foreign images, keeps safe links", () => {
    const html = renderMarkdown("[a](javascript:alert(1)) [b](/projects) [c](https://example.mx) ![x](https://evil.example/x.png) ![y](/images/learning/y.png)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<a href="/projects">b</a>');
    expect(html).toContain('href="https://example.mx" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain("evil.example");
    expect(html).toContain('<img src="/images/learning/y.png" alt="y" loading="lazy">');
  });
  it("gives plain text for search", () => {
    expect(markdownText("## Hola **mundo** [enlace](/x) `code`")).toBe("Hola mundo enlace code");
  });
});
