import { Pencil, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { taskUploadPath, type Attachment } from "../../api/attachments";
import { useChannelMembers } from "../../api/communication";
import { useCommentWrite, useTimeline, type TaskComment, type TimelineEntry } from "../../api/task-activity";
import { AttachmentList } from "../attachments/attachment-list";
import { AttachmentPicker } from "../attachments/attachment-picker";
import { MessageBody } from "../../features/communication/components/message-body";
import { isApiError } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format";
import { useLanguage } from "../../lib/use-language";
import { Button } from "../ui/button";
import { inputClass } from "../ui/form-field";
import { toast } from "../ui/toast-store";

// The task dialog's "Actividad" (decision 0917): comments and field changes as one timeline, oldest
// first; a comment is Markdown-light rendered as elements (never HTML), with @mentions and files.
// Other members' comments arrive live through the tab's event stream (task.timeline).

type Props = { projectId: string; taskId: string; canEdit: boolean };

function Comment({ comment, projectId, taskId, canEdit }: { comment: TaskComment; projectId: string; taskId: string; canEdit: boolean }) {
  const { t } = useTranslation("task-activity");
  const language = useLanguage();
  const members = useChannelMembers();
  const write = useCommentWrite(projectId, taskId);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const editId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await write.mutateAsync({ kind: "edit", commentId: comment.id, body: editing ?? "" });
      setEditing(null);
    } catch (e) {
      toast({ title: isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("comment.failed"), variant: "error" });
    }
  };
  const remove = async () => {
    try {
      await write.mutateAsync({ kind: "delete", commentId: comment.id });
    } catch (e) {
      toast({ title: isApiError(e) ? e.message : t("comment.failed"), variant: "error" });
    }
    setConfirming(false);
  };
  return (
    <article className="grid gap-1 rounded-md border border-border bg-background p-2" data-testid="task-comment">
      <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{comment.authorName}</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
        {comment.editedAt && !comment.deleted ? <span>({t("comment.edited")})</span> : null}
      </header>
      {comment.deleted ? (
        <p className="text-sm text-muted-foreground italic">{t("comment.deleted")}</p>
      ) : editing !== null ? (
        <form onSubmit={(e) => void save(e)} className="grid gap-2">
          <label htmlFor={editId} className="sr-only">
            {t("comment.editLabel")}
          </label>
          <textarea id={editId} value={editing} onChange={(e) => setEditing(e.target.value)} rows={3} maxLength={4000} className={cn(inputClass, "h-auto py-2")} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={write.isPending || !editing.trim()}>
              {t("comment.save")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t("comment.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <MessageBody body={comment.body} members={members.data ?? []} />
          <AttachmentList files={comment.attachments} />
        </>
      )}
      {comment.mine && canEdit && !comment.deleted && editing === null ? (
        <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t("comment.actions", { name: comment.authorName })}>
          {confirming ? (
            <>
              <span className="text-xs">{t("comment.confirmDelete")}</span>
              <Button type="button" size="sm" variant="destructive" onClick={() => void remove()} disabled={write.isPending}>
                {t("comment.delete")}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t("comment.cancel")}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(comment.body)}>
                <Pencil aria-hidden="true" />
                {t("comment.edit")}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                {t("comment.delete")}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </article>
  );
}

function Change({ entry }: { entry: Extract<TimelineEntry, { kind: "change" }> }) {
  const { t } = useTranslation("task-activity");
  const language = useLanguage();
  const fieldName = (field: string) => (field.startsWith("cf:") ? t("change.cf", { name: field.slice(3) }) : (t(`fields.${field}` as "fields.other", { defaultValue: "" }) || t("fields.other")));
  const value = (v: string | null) => (v === null || v === "" ? t("change.empty") : t(`values.${v}` as "values.Alta", { defaultValue: v }));
  const who = entry.actorName ?? t("change.someone");
  return (
    <div className="grid gap-0.5 px-2 py-1 text-sm" data-testid="task-change">
      <p className="text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{entry.byRule ? t("change.byRule", { name: who }) : t("change.by", { name: who })}</span> · <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
      </p>
      <ul className="grid gap-0.5">
        {entry.changes.map((c) => (
          <li key={c.field} className="break-words">
            <span className="font-medium">{fieldName(c.field)}</span>: <span className="text-muted-foreground">{value(c.from)}</span> {t("change.arrow")} <span>{value(c.to)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Composer({ projectId, taskId }: { projectId: string; taskId: string }) {
  const { t } = useTranslation("task-activity");
  const write = useCommentWrite(projectId, taskId);
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<Attachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { body: useId(), hint: useId(), error: useId() };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await write.mutateAsync({ kind: "post", body, attachmentIds: files.map((f) => f.id) });
      setBody("");
      setFiles([]);
      toast({ title: t("comment.posted"), variant: "success" });
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : t("comment.failed"));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2">
      <label htmlFor={ids.body} className="text-sm font-medium">
        {t("comment.label")}
      </label>
      <textarea
        id={ids.body}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={4000}
        placeholder={t("comment.placeholder")}
        className={cn(inputClass, "h-auto py-2")}
        aria-describedby={cn(ids.hint, error && ids.error)}
        aria-invalid={error ? true : undefined}
      />
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {t("comment.hint")}
      </p>
      <AttachmentPicker uploadPath={taskUploadPath(projectId, taskId)} files={files} onChange={setFiles} onBusy={setBusy} />
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="justify-self-start" disabled={write.isPending || busy || !body.trim()}>
        {write.isPending ? t("comment.posting") : t("comment.submit")}
      </Button>
    </form>
  );
}

export function TaskActivitySection({ projectId, taskId, canEdit }: Props) {
  const { t } = useTranslation("task-activity");
  const timeline = useTimeline(projectId, taskId);
  const items = timeline.data?.items ?? [];
  const canComment = canEdit && (timeline.data?.canComment ?? false);
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">{t("section.intro")}</p>
      {timeline.isPending ? (
        <p className="text-sm text-muted-foreground">{t("section.loading")}</p>
      ) : timeline.isError ? (
        <p className="text-sm text-destructive-strong">{t("section.failed")}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("section.empty")}</p>
      ) : (
        <ol className="grid gap-2" aria-live="polite" data-testid="task-timeline">
          {items.map((entry) => (
            <li key={entry.kind === "comment" ? entry.comment.id : entry.id}>{entry.kind === "comment" ? <Comment comment={entry.comment} projectId={projectId} taskId={taskId} canEdit={canEdit} /> : <Change entry={entry} />}</li>
          ))}
        </ol>
      )}
      {canComment ? <Composer projectId={projectId} taskId={taskId} /> : timeline.data ? <p className="text-xs text-muted-foreground">{t("comment.readOnly")}</p> : null}
    </div>
  );
}
