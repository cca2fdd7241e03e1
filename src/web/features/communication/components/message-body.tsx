import { Fragment } from "react";
import { parseMarkdownLight, type InlineToken } from "../../../../domain/communication/markdown-light";
import type { ChannelMember } from "../../../api/communication";

// A message's Markdown-light as React elements (decision 0901): text is always text, links are
// http(s) only, and nothing is ever set as HTML, so no payload can run.

function Token({ token, members }: { token: InlineToken; members: readonly ChannelMember[] }) {
  switch (token.kind) {
    case "bold":
      return <strong>{token.text}</strong>;
    case "italic":
      return <em>{token.text}</em>;
    case "code":
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{token.text}</code>;
    case "link":
      return (
        <a href={token.href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary-strong underline underline-offset-2">
          {token.text}
        </a>
      );
    case "mention": {
      const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      const member = members.find((m) => m.handle === fold(token.handle) || fold(m.name.split(/\s+/)[0] ?? "") === fold(token.handle));
      return member ? <span className="rounded bg-primary/15 px-1 font-medium text-primary-strong">@{member.name}</span> : <>@{token.handle}</>;
    }
    default:
      return <>{token.text}</>;
  }
}

export function MessageBody({ body, members }: { body: string; members: readonly ChannelMember[] }) {
  const lines = parseMarkdownLight(body);
  return (
    <div className="text-sm break-words whitespace-pre-wrap">
      {lines.map((line, i) =>
        line.kind === "bullet" ? (
          <div key={i} className="flex gap-2 ps-1">
            <span aria-hidden="true">•</span>
            <span>
              {line.tokens.map((t, j) => (
                <Token key={j} token={t} members={members} />
              ))}
            </span>
          </div>
        ) : (
          <Fragment key={i}>
            <div className="min-h-[1.25rem]">
              {line.tokens.map((t, j) => (
                <Token key={j} token={t} members={members} />
              ))}
            </div>
          </Fragment>
        ),
      )}
    </div>
  );
}
