import { Hash, FolderKanban, MessagesSquare, Pencil, Reply, Trash2, X, FileText, Plus, User, Users } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { fieldAria, inputClass } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { Skeleton, Skeletons } from "../../../components/ui/skeleton";
import { LoadError } from "../../../components/load-error";
import { PageHeading } from "../../../components/page-heading";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useSession } from "../../../app/session";
import {
  useChannelMembers,
  useChannels,
  useCreateChannel,
  useDeleteMessage,
  useEditMessage,
  useMarkRead,
  useMessages,
  useOpenDirect,
  usePostMessage,
  useProgressDraft,
  type Channel,
  type ChannelMember,
  type Message,
} from "../../../api/communication";
import { MessageBody } from "../components/message-body";
import { SearchBox, SearchResults } from "../components/search";
import { ConversationPeople, HistoryLine, NewGroup } from "../components/groups";
import { AttachmentList } from "../../../components/attachments/attachment-list";
import { AttachmentPicker } from "../../../components/attachments/attachment-picker";
import { channelUploadPath, type Attachment } from "../../../api/attachments";

function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fields ? Object.values(error.fields)[0] ?? error.message : error.message;
  return fallback;
}

function ChannelList({ channels, current, onSelect }: { channels: Channel[]; current?: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation("communication");
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:gap-0.5 md:overflow-visible md:pb-0">
      {channels.map((c) => {
        const Icon = c.kind === "project" ? FolderKanban : c.kind === "direct" ? (c.participants.length > 1 ? Users : User) : Hash;
        const active = c.id === current;
        return (
          <li key={c.id} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={active ? "true" : undefined}
              className={cn(
                "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
                active ? "bg-primary/15 font-semibold text-primary-strong" : "hover:bg-subtle",
                c.unread > 0 && !active && "font-semibold",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{c.name}</span>
              {c.unread > 0 ? (
                <span className="ms-auto rounded-full bg-primary px-2 text-xs text-primary-foreground tabular-nums">
                  {c.unread}
                  <span className="sr-only"> {t("unread", { count: c.unread })}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function NewChannel() {
  const { t } = useTranslation("communication");
  const [name, setName] = useState("");
  const create = useCreateChannel();
  const [, setParams] = useSearchParams();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (channel) => {
        setName("");
        setParams({ channel: channel.id });
      },
    });
  };
  const error = create.error ? errorText(create.error, t("errors.generic")) : undefined;
  return (
    <form onSubmit={submit} className="mt-3 hidden gap-1.5 md:grid">
      <Label htmlFor="new-channel">{t("newChannel.label")}</Label>
      <div className="flex gap-1.5">
        <input id="new-channel" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} placeholder={t("newChannel.placeholder")} className={cn(inputClass, "h-9")} {...fieldAria("new-channel", error)} />
        <Button type="submit" size="sm" variant="outline" className="h-9" isLoading={create.isPending} aria-label={t("newChannel.create")}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id="new-channel-error" className="text-xs text-destructive-strong">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Starts (or reopens) a direct conversation with one member of the workspace (decision 0910). */
function NewDirect({ members }: { members: readonly ChannelMember[] }) {
  const { t } = useTranslation("communication");
  const { session } = useSession();
  const [userId, setUserId] = useState("");
  const open = useOpenDirect();
  const [, setParams] = useSearchParams();
  const others = members.filter((m) => m.id !== session?.userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    open.mutate([userId], {
      onSuccess: (channel) => {
        setUserId("");
        setParams({ channel: channel.id });
      },
    });
  };
  const error = open.error ? errorText(open.error, t("errors.generic")) : undefined;
  if (!others.length) return null;
  return (
    <form onSubmit={submit} className="mt-3 grid gap-1.5">
      <Label htmlFor="new-direct">{t("direct.label")}</Label>
      <div className="flex gap-1.5">
        <select id="new-direct" value={userId} onChange={(e) => setUserId(e.target.value)} className={cn(inputClass, "h-9")} {...fieldAria("new-direct", error)}>
          <option value="">{t("direct.choose")}</option>
          {others.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" className="h-9" isLoading={open.isPending} disabled={!userId} aria-label={t("direct.start")}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id="new-direct-error" className="text-xs text-destructive-strong">
          {error}
        </p>
      ) : null}
    </form>
  );
}

type Thread = { root: Message; replies: Message[] };

function threadsOf(messages: Message[]): Thread[] {
  const threads = new Map<string, Thread>();
  const orphans: Thread[] = [];
  for (const m of messages) if (!m.parentId) threads.set(m.id, { root: m, replies: [] });
  for (const m of messages) {
    if (!m.parentId) continue;
    const thread = threads.get(m.parentId);
    if (thread) thread.replies.push(m);
    else orphans.push({ root: m, replies: [] });
  }
  return [...threads.values(), ...orphans].sort((a, b) => a.root.createdAt.localeCompare(b.root.createdAt));
}

function MessageItem({ message, members, canPost, onReply, channelId, highlighted }: { message: Message; members: readonly ChannelMember[]; canPost: boolean; onReply?: () => void; channelId: string; highlighted: boolean }) {
  const { t } = useTranslation("communication");
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditMessage(channelId);
  const remove = useDeleteMessage(channelId);
  const editId = `edit-${message.id}`;
  const editError = edit.error ? errorText(edit.error, t("errors.generic")) : undefined;
  return (
    <article id={`message-${message.id}`} aria-label={t("messageBy", { name: message.authorName })} className={cn("group rounded-md px-2 py-1.5", highlighted && "bg-warning/15")}>
      <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold">{message.authorName}</span>
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(message.createdAt, language)}
        </time>
        {message.editedAt && !message.deleted ? <span className="text-xs text-muted-foreground">({t("edited")})</span> : null}
      </header>
      {message.deleted ? (
        <p className="text-sm text-muted-foreground italic">{t("deleted")}</p>
      ) : editing ? (
        <form
          className="mt-1 grid gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate({ messageId: message.id, body: draft }, { onSuccess: () => setEditing(false) });
          }}
        >
          <label htmlFor={editId} className="sr-only">
            {t("editLabel")}
          </label>
          <textarea id={editId} value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} maxLength={4000} className={cn(inputClass, "h-auto py-2")} {...fieldAria(editId, editError)} />
          {editError ? (
            <p id={`${editId}-error`} className="text-xs text-destructive-strong">
              {editError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" size="sm" isLoading={edit.isPending}>
              {t("save")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <MessageBody body={message.body} members={members} />
          <AttachmentList files={message.attachments ?? []} />
        </>
      )}
      {!message.deleted && !editing && canPost ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {onReply ? (
            <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={onReply}>
              <Reply aria-hidden="true" />
              {t("reply")}
            </Button>
          ) : null}
          {message.mine ? (
            <>
              <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => { setDraft(message.body); setEditing(true); }}>
                <Pencil aria-hidden="true" />
                {t("edit")}
              </Button>
              <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                {t("delete")}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("deleteConfirm.title")}
        description={t("deleteConfirm.description")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        closeLabel={t("cancel")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(message.id, { onSuccess: () => setConfirming(false) })}
      />
    </article>
  );
}

function Composer({ channel, members, replyTo, onCancelReply, initial }: { channel: Channel; members: readonly ChannelMember[]; replyTo?: Message; onCancelReply: () => void; initial?: string }) {
  const { t } = useTranslation("communication");
  const [body, setBody] = useState(initial ?? "");
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const post = usePostMessage(channel.id);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (initial) {
      setBody(initial);
      ref.current?.focus();
    }
  }, [initial]);
  useEffect(() => {
    if (replyTo) ref.current?.focus();
  }, [replyTo]);
  const submit = () => {
    if (!body.trim()) return;
    post.mutate(
      { body, ...(replyTo ? { parentId: replyTo.id } : {}), ...(files.length ? { attachmentIds: files.map((f) => f.id) } : {}) },
      {
        onSuccess: () => {
          setBody("");
          setFiles([]);
          onCancelReply();
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  const error = post.error ? errorText(post.error, t("errors.generic")) : undefined;
  const hint = t("composer.hint", { handles: members.slice(0, 3).map((m) => `@${m.handle}`).join(", ") });
  return (
    <form
      className="grid gap-2 border-t border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {replyTo ? (
        <div className="flex items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-xs">
          <Reply aria-hidden="true" className="size-3.5" />
          <span className="truncate">{t("composer.replyingTo", { name: replyTo.authorName })}</span>
          <Button size="sm" variant="ghost" className="ms-auto h-6 px-1" onClick={onCancelReply} aria-label={t("composer.cancelReply")}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <label htmlFor="composer" className="sr-only">
        {t("composer.label", { channel: channel.name })}
      </label>
      <textarea
        id="composer"
        ref={ref}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
        rows={body.split("\n").length > 3 ? 8 : 3}
        maxLength={4000}
        placeholder={t("composer.placeholder", { channel: channel.name })}
        className={cn(inputClass, "h-auto py-2")}
        {...fieldAria("composer", error, hint)}
      />
      <AttachmentPicker uploadPath={channelUploadPath(channel.id)} files={files} onChange={setFiles} onBusy={setUploading} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="composer-hint" className="text-xs text-muted-foreground">
          {hint}
        </p>
        <Button type="submit" isLoading={post.isPending} disabled={!body.trim() || uploading}>
          {t("composer.send")}
        </Button>
      </div>
      {error ? (
        <p id="composer-error" role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ChannelView({ channel, canPost, draftProject, highlight }: { channel: Channel; canPost: boolean; draftProject?: string; highlight?: string }) {
  const { t } = useTranslation("communication");
  const messages = useMessages(channel.id, highlight);
  const members = useChannelMembers();
  const markRead = useMarkRead();
  const [replyTo, setReplyTo] = useState<Message>();
  const [wantDraft, setWantDraft] = useState(Boolean(draftProject));
  const draft = useProgressDraft(channel.projectId ?? undefined, wantDraft && canPost && channel.kind === "project");
  const logRef = useRef<HTMLDivElement>(null);
  const list = useMemo(() => messages.data?.pages.flatMap((p) => p.items) ?? [], [messages.data]);
  const threads = useMemo(() => threadsOf(list), [list]);
  const newest = list.at(-1)?.id;
  const oldest = list[0]?.id;
  const { mutate: mark } = markRead;
  const { hasPreviousPage, isFetchingPreviousPage, fetchPreviousPage, hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  // Older pages are put above what the reader sees: the scroll keeps its place (measured before they land).
  const keep = useRef<number | null>(null);
  const loadOlder = () => {
    if (!hasPreviousPage || isFetchingPreviousPage) return;
    keep.current = logRef.current ? logRef.current.scrollHeight - logRef.current.scrollTop : null;
    void fetchPreviousPage();
  };
  useLayoutEffect(() => {
    if (keep.current !== null && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight - keep.current;
    keep.current = null;
  }, [oldest]);
  useEffect(() => {
    if (messages.isSuccess) mark(channel.id);
    // The channel scrolls to its latest message, not the page (a new message at the end, not an older page).
    if (!highlight && logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [channel.id, newest, messages.isSuccess, mark, highlight]);
  useEffect(() => {
    if (highlight && messages.isSuccess) document.getElementById(`message-${highlight}`)?.scrollIntoView({ block: "center" });
  }, [highlight, messages.isSuccess]);
  const memberList = members.data ?? [];

  return (
    <Card className="flex min-h-[28rem] flex-col overflow-hidden">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-semibold">
          {channel.kind === "project" ? <FolderKanban aria-hidden="true" className="size-4" /> : channel.kind === "direct" ? channel.participants.length > 1 ? <Users aria-hidden="true" className="size-4" /> : <User aria-hidden="true" className="size-4" /> : <Hash aria-hidden="true" className="size-4" />}
          <span className="truncate">{channel.name}</span>
        </h2>
        {channel.kind === "direct" ? <ConversationPeople channel={channel} members={memberList} canPost={canPost} /> : null}
        {channel.projectId ? (
          <Link to={`/project/${channel.projectId}`} className="text-sm text-primary-strong underline-offset-4 hover:underline">
            {t("openProject")}
          </Link>
        ) : null}
        {channel.projectId && canPost ? (
          <Button size="sm" variant="outline" className="ms-auto" onClick={() => setWantDraft(true)} isLoading={draft.isFetching}>
            <FileText aria-hidden="true" />
            {t("draftUpdate")}
          </Button>
        ) : null}
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t("messagesOf", { channel: channel.name })}
        className="max-h-[60vh] min-h-64 flex-1 overflow-y-auto px-2 py-3"
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < 48) loadOlder();
        }}
      >
        {hasPreviousPage ? (
          <div className="flex justify-center pb-2">
            <Button size="sm" variant="ghost" onClick={loadOlder} isLoading={isFetchingPreviousPage}>
              {t("history.older")}
            </Button>
          </div>
        ) : null}
        {messages.isPending ? (
          <div className="grid gap-3 px-2" aria-busy="true">
            <Skeletons count={4} className="h-12" />
          </div>
        ) : messages.isError ? (
          <LoadError error={messages.error} onRetry={() => void messages.refetch()} />
        ) : threads.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <MessagesSquare aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{t("empty.title")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{canPost ? t("empty.canPost") : t("empty.readOnly")}</p>
          </div>
        ) : (
          <ol className="grid gap-1">
            {threads.map(({ root, replies }) => (
              <li key={root.id}>
                {root.event ? <HistoryLine message={root} /> : <MessageItem message={root} members={memberList} canPost={canPost} channelId={channel.id} onReply={() => setReplyTo(root)} highlighted={root.id === highlight} />}
                {replies.length ? (
                  <ol className="ms-4 grid gap-1 border-s-2 border-border ps-3" aria-label={t("replies", { count: replies.length })}>
                    {replies.map((r) => (
                      <li key={r.id}>
                        <MessageItem message={r} members={memberList} canPost={canPost} channelId={channel.id} onReply={() => setReplyTo(root)} highlighted={r.id === highlight} />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {hasNextPage ? (
          <div className="flex justify-center pt-2">
            <Button size="sm" variant="ghost" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
              {t("history.newer")}
            </Button>
          </div>
        ) : null}
      </div>
      {canPost ? (
        <Composer key={channel.id} channel={channel} members={memberList} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} initial={draft.data?.text} />
      ) : (
        <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">{t("readOnly")}</p>
      )}
    </Card>
  );
}

/** /communication: the workspace's channels, live through the tab's one event stream (decision 0901). */
export function CommunicationPage() {
  const { t } = useTranslation("communication");
  const channels = useChannels();
  const members = useChannelMembers();
  const [params, setParams] = useSearchParams();
  const all = channels.data?.items ?? [];
  const items = all.filter((c) => c.kind !== "direct");
  const direct = all.filter((c) => c.kind === "direct");
  const query = params.get("q") ?? "";
  const projectParam = params.get("project") ?? undefined;
  const selected = all.find((c) => c.id === params.get("channel")) ?? all.find((c) => projectParam && c.projectId === projectParam) ?? items[0];
  const draftProject = params.get("draft") === "1" && selected?.projectId === projectParam ? projectParam : undefined;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl" />
      <SearchBox initial={query} onSearch={(q) => setParams(q ? { q } : selected ? { channel: selected.id } : {})} />
      {channels.isPending ? (
        <div className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]" aria-busy="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
        </div>
      ) : channels.isError ? (
        <div className="mt-6">
          <LoadError error={channels.error} onRetry={() => void channels.refetch()} />
        </div>
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-[16rem_1fr]">
          <nav aria-label={t("channels")} className="min-w-0">
            <h2 className="mb-2 hidden text-xs font-semibold tracking-wide text-muted-foreground uppercase md:block">{t("channels")}</h2>
            <ChannelList channels={items} current={query ? undefined : selected?.id} onSelect={(id) => setParams({ channel: id })} />
            {channels.data.canPost ? <NewChannel /> : null}
            <h2 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("direct.heading")}</h2>
            {direct.length ? <ChannelList channels={direct} current={query ? undefined : selected?.id} onSelect={(id) => setParams({ channel: id })} /> : <p className="px-3 text-sm text-muted-foreground">{t("direct.none")}</p>}
            {channels.data.canPost ? <NewDirect members={members.data ?? []} /> : null}
            {channels.data.canPost ? <NewGroup members={members.data ?? []} /> : null}
          </nav>
          {query ? (
            <SearchResults query={query} members={members.data ?? []} />
          ) : selected ? (
            <ChannelView key={`${selected.id}-${params.get("message") ?? ""}`} channel={selected} canPost={channels.data.canPost} draftProject={draftProject} highlight={params.get("message") ?? undefined} />
          ) : null}
        </div>
      )}
    </div>
  );
}
