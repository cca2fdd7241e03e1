import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Attachment } from "../../api/attachments";
import { formatNumber } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";

// A comment's or message's files as download links (always served as downloads, decision 0915).

export function sizeText(bytes: number, language: "es" | "en") {
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024), language)} KB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, language)} MB`;
}

export function AttachmentList({ files }: { files: readonly Attachment[] }) {
  const { t } = useTranslation("task-activity");
  const language = useLanguage();
  if (!files.length) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={t("files.list")}>
      {files.map((f) => (
        <li key={f.id} className="max-w-full">
          <a href={f.url} download={f.filename} className="inline-flex max-w-full items-center gap-1 rounded-md border border-border px-2 py-1 text-xs text-primary-strong underline-offset-2 hover:underline" aria-label={t("files.download", { name: f.filename, size: sizeText(f.size, language) })}>
            <Paperclip aria-hidden="true" className="size-3.5" />
            <span className="truncate">{f.filename}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
