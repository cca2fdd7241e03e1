import { Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_ITEM, acceptAttribute } from "../../../domain/attachments/contract";
import { removeUpload, uploadAttachment, type Attachment } from "../../api/attachments";
import { isApiError } from "../../lib/api-client";

// The "Adjuntar archivos" control of a comment or message form (decision 0915): the limits stated,
// each file uploaded at once (a refusal shown with its reason), the chosen ones listed, removable.

type Props = { uploadPath: string; files: readonly Attachment[]; onChange: (files: Attachment[]) => void; onBusy?: (busy: boolean) => void };

export function AttachmentPicker({ uploadPath, files, onChange, onBusy }: Props) {
  const { t } = useTranslation("task-activity");
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), limits: useId() };

  const pick = async (list: FileList | null) => {
    setError(null);
    const chosen = [...(list ?? [])];
    if (files.length + chosen.length > ATTACHMENTS_PER_ITEM) {
      setError(t("files.tooMany", { count: ATTACHMENTS_PER_ITEM }));
      return;
    }
    onBusy?.(true);
    let kept = [...files];
    for (const file of chosen) {
      setUploading(file.name);
      try {
        kept = [...kept, await uploadAttachment(uploadPath, file)];
        onChange(kept);
      } catch (e) {
        setError(`${file.name}: ${isApiError(e) ? e.message : t("files.failed")}`);
      }
    }
    setUploading(null);
    onBusy?.(false);
    if (input.current) input.current.value = "";
  };
  const unpick = (file: Attachment) => {
    onChange(files.filter((x) => x.id !== file.id));
    void removeUpload(file.id).catch(() => undefined);
  };

  return (
    <div className="grid gap-1">
      <label htmlFor={ids.file} className="inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-subtle focus-within:ring-2 focus-within:ring-ring">
        <Paperclip aria-hidden="true" className="size-4" />
        {t("files.attach")}
        <input ref={input} id={ids.file} type="file" multiple accept={acceptAttribute} className="sr-only" aria-describedby={ids.limits} onChange={(e) => void pick(e.target.files)} disabled={uploading !== null || files.length >= ATTACHMENTS_PER_ITEM} />
      </label>
      <p id={ids.limits} className="text-xs text-muted-foreground">
        {t("files.limits", { count: ATTACHMENTS_PER_ITEM, mb: ATTACHMENT_MAX_BYTES / (1024 * 1024) })}
      </p>
      {uploading ? (
        <p className="text-xs" role="status">
          {t("files.uploading", { name: uploading })}
        </p>
      ) : null}
      {files.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t("files.list")}>
          {files.map((f) => (
            <li key={f.id} className="inline-flex items-center gap-1 rounded-md bg-subtle px-2 py-1 text-xs">
              <span className="max-w-48 truncate">{f.filename}</span>
              <button type="button" onClick={() => unpick(f)} className="rounded p-0.5 hover:bg-muted" aria-label={t("files.remove", { name: f.filename })}>
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
