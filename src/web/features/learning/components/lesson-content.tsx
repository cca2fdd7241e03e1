import { cn } from "../../../lib/cn";

// Lesson and manual HTML rendered by the server from our Markdown, raw HTML escaped and links
// filtered there (features/learning/markdown.ts); styled here with classes only (strict CSP).
export const markdownClass = cn(
  "max-w-none text-base leading-7 text-foreground",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold",
  "[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_strong]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-4",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:break-words",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:py-1 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:py-1",
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_img]:border [&_img]:border-border",
);

export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  // Server-rendered from our reviewed Markdown with raw HTML escaped and links filtered (decision 1101).
  return <div className={cn(markdownClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
