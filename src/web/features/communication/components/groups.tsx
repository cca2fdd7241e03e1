import { LogOut, UserPlus, Users } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DIRECT_MAX } from "../../../../domain/communication/contract";
import { useAddParticipants, useLeaveGroup, useOpenDirect, type Channel, type ChannelMember, type Message } from "../../../api/communication";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { inputClass } from "../../../components/ui/form-field";
import { Label } from "../../../components/ui/label";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { languageTags } from "../../../i18n/language";

// Group conversations (decisions 0910, 0940): start one with up to seven others, add people to a
// group (they read its history; from a conversation of two, a new group opens instead), leave one.

/** Accents, case and a leading @ ignored: "jose" finds "José", "@ana" finds Ana's handle. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^@/, "")
    .trim();

type PickerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  candidates: readonly ChannelMember[];
  max: number;
  isPending: boolean;
  error?: string;
  onSubmit: (userIds: string[]) => void;
};

/** A dialog to choose up to `max` people of the workspace, with a search over names and handles. */
function PeoplePicker({ isOpen, onOpenChange, title, description, submitLabel, candidates, max, isPending, error, onSubmit }: PickerProps) {
  const { t } = useTranslation("communication");
  const id = useId();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const shown = useMemo(() => {
    const q = fold(query);
    return q ? candidates.filter((m) => fold(m.name).includes(q) || m.handle.toLowerCase().includes(q)) : candidates;
  }, [candidates, query]);
  const full = chosen.length >= max;
  const toggle = (userId: string) => setChosen((list) => (list.includes(userId) ? list.filter((x) => x !== userId) : full ? list : [...list, userId]));
  const close = (open: boolean) => {
    if (!open) {
      setQuery("");
      setChosen([]);
    }
    onOpenChange(open);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length) onSubmit(chosen);
  };
  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent closeLabel={t("group.cancel")}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-search`}>{t("group.search")}</Label>
            <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t("group.searchPlaceholder")} autoComplete="off" className={cn(inputClass, "h-9")} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("group.people")}</legend>
            <p className="text-xs text-muted-foreground" role="status">
              {t("group.chosen", { count: chosen.length, max })}
              {full ? ` ${t("group.full", { max })}` : ""}
            </p>
            {candidates.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("group.nobody")}</p>
            ) : shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("group.noMatch", { query })}</p>
            ) : (
              <ul className="grid max-h-64 gap-0.5 overflow-y-auto">
                {shown.map((m) => {
                  const on = chosen.includes(m.id);
                  return (
                    <li key={m.id}>
                      <label className={cn("flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-subtle", !on && full && "cursor-not-allowed opacity-60")}>
                        <input type="checkbox" className="size-4 accent-primary" checked={on} disabled={!on && full} onChange={() => toggle(m.id)} />
                        <span className="min-w-0 truncate">{m.name}</span>
                        <span className="ms-auto truncate text-xs text-muted-foreground">@{m.handle}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-destructive-strong">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t("group.cancel")}
            </Button>
            <Button type="submit" isLoading={isPending} disabled={!chosen.length}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function errorText(error: unknown, fallback: string): string | undefined {
  if (!error) return undefined;
  if (isApiError(error)) return error.fields ? (Object.values(error.fields)[0] ?? error.message) : error.message;
  return fallback;
}

/** "Nuevo grupo": starts (or reopens) the conversation of the caller and the people chosen. */
export function NewGroup({ members }: { members: readonly ChannelMember[] }) {
  const { t } = useTranslation("communication");
  const { session } = useSession();
  const [isOpen, setOpen] = useState(false);
  const open = useOpenDirect();
  const [, setParams] = useSearchParams();
  const others = members.filter((m) => m.id !== session?.userId);
  if (others.length < 2) return null;
  return (
    <>
      <Button type="button" size="sm" variant="outline" className="mt-2 w-full justify-start" onClick={() => setOpen(true)}>
        <Users aria-hidden="true" />
        {t("group.new")}
      </Button>
      <PeoplePicker
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) open.reset();
        }}
        title={t("group.newTitle")}
        description={t("group.newDescription", { max: DIRECT_MAX - 1 })}
        submitLabel={t("group.start")}
        candidates={others}
        max={DIRECT_MAX - 1}
        isPending={open.isPending}
        error={errorText(open.error, t("errors.generic"))}
        onSubmit={(userIds) =>
          open.mutate(userIds, {
            onSuccess: (channel) => {
              setOpen(false);
              setParams({ channel: channel.id });
            },
          })
        }
      />
    </>
  );
}

/**
 * A direct conversation's people and what can be done with them: add people (in a group, in place;
 * in a conversation of two, a new group opens) and leave a group.
 */
export function ConversationPeople({ channel, members, canPost }: { channel: Channel; members: readonly ChannelMember[]; canPost: boolean }) {
  const { t } = useTranslation("communication");
  const { session } = useSession();
  const [, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const isGroup = channel.participants.length >= 2;
  const add = useAddParticipants(channel.id);
  const open = useOpenDirect();
  const leave = useLeaveGroup(channel.id);
  const inIt = new Set([session?.userId, ...channel.participants.map((p) => p.id)]);
  const candidates = members.filter((m) => !inIt.has(m.id));
  const room = DIRECT_MAX - 1 - channel.participants.length;
  const pending = isGroup ? add : open;
  const done = (next: Channel) => {
    setAdding(false);
    setParams({ channel: next.id });
  };
  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      {isGroup ? <p className="min-w-0 basis-full truncate text-xs text-muted-foreground sm:basis-0 sm:flex-1">{t("group.participants", { names: channel.participants.map((p) => p.name).join(", ") })}</p> : <span className="flex-1" />}
      {canPost && room > 0 && candidates.length ? (
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          {t("group.add")}
        </Button>
      ) : null}
      {isGroup ? (
        <Button size="sm" variant="ghost" onClick={() => setLeaving(true)}>
          <LogOut aria-hidden="true" />
          {t("group.leave")}
        </Button>
      ) : null}
      <PeoplePicker
        isOpen={adding}
        onOpenChange={(next) => {
          setAdding(next);
          if (!next) pending.reset();
        }}
        title={t("group.addTitle")}
        description={isGroup ? t("group.addDescriptionGroup", { max: room }) : t("group.addDescriptionPair", { name: channel.name })}
        submitLabel={isGroup ? t("group.addSubmit") : t("group.start")}
        candidates={candidates}
        max={room}
        isPending={pending.isPending}
        error={errorText(pending.error, t("errors.generic"))}
        onSubmit={(userIds) => (isGroup ? add.mutate(userIds, { onSuccess: done }) : open.mutate([...channel.participants.map((p) => p.id), ...userIds], { onSuccess: done }))}
      />
      <ConfirmDialog
        isOpen={leaving}
        onOpenChange={(next) => {
          setLeaving(next);
          if (!next) leave.reset();
        }}
        title={t("group.leaveTitle")}
        description={t("group.leaveDescription")}
        confirmLabel={t("group.leaveConfirm")}
        cancelLabel={t("group.cancel")}
        isPending={leave.isPending}
        error={errorText(leave.error, t("errors.generic"))}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setLeaving(false);
              setParams({});
            },
          })
        }
      />
    </div>
  );
}

/** A line of a group's own history (decision 0942): who added whom, who left. */
export function HistoryLine({ message }: { message: Message }) {
  const { t } = useTranslation("communication");
  const language = useLanguage();
  if (!message.event) return null;
  const people = new Intl.ListFormat(languageTags[language], { type: "conjunction" }).format(message.event.people);
  return (
    <p id={`message-${message.id}`} className="flex flex-wrap items-baseline justify-center gap-x-2 px-2 py-1 text-center text-xs text-muted-foreground">
      <span>{message.event.type === "added" ? t("history.added", { author: message.authorName, people }) : t("history.left", { author: message.authorName })}</span>
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
    </p>
  );
}
