import { FolderKanban, Hash, Search, SearchX, User } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { inputClass } from "../../../components/ui/form-field";
import { Skeletons } from "../../../components/ui/skeleton";
import { LoadError } from "../../../components/load-error";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useSearchMessages, type ChannelMember, type SearchHit } from "../../../api/communication";
import { MessageBody } from "./message-body";

// Search across the messages the user can see (decision 0911): the query lives in the address
// (?q=), results link to the message in its channel or direct conversation, twenty at a time.

export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation("communication");
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mt-4 flex max-w-xl gap-2">
      <label htmlFor="message-search" className="sr-only">
        {t("search.label")}
      </label>
      <input id="message-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} placeholder={t("search.placeholder")} className={cn(inputClass, "h-9")} />
      <Button type="submit" size="sm" variant="outline" className="h-9">
        <Search aria-hidden="true" />
        {t("search.submit")}
      </Button>
      {initial ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-9"
          onClick={() => {
            setQ("");
            onSearch("");
          }}
        >
          {t("search.clear")}
        </Button>
      ) : null}
    </form>
  );
}

function Hit({ hit, members }: { hit: SearchHit; members: readonly ChannelMember[] }) {
  const { t } = useTranslation("communication");
  const language = useLanguage();
  const Icon = hit.channelKind === "project" ? FolderKanban : hit.channelKind === "direct" ? User : Hash;
  const { message } = hit;
  return (
    <article aria-label={t("messageBy", { name: message.authorName })} className="grid gap-1 rounded-md border border-border p-3">
      <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="flex items-center gap-1 font-medium text-muted-foreground">
          <Icon aria-hidden="true" className="size-3.5" />
          {hit.channelName}
        </span>
        <span className="font-semibold">{message.authorName}</span>
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(message.createdAt, language)}
        </time>
        {hit.threadId ? <span className="text-xs text-muted-foreground">({t("search.inThread")})</span> : null}
      </header>
      <MessageBody body={message.body} members={members} />
      <Link to={`/communication?channel=${message.channelId}&message=${message.id}`} className="justify-self-start text-sm text-primary-strong underline-offset-4 hover:underline">
        {t("search.open", { channel: hit.channelName })}
      </Link>
    </article>
  );
}

export function SearchResults({ query, members }: { query: string; members: readonly ChannelMember[] }) {
  const { t } = useTranslation("communication");
  const results = useSearchMessages(query);
  const hits = results.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="flex min-h-[28rem] flex-col overflow-hidden">
      <h2 className="border-b border-border px-4 py-3 text-base font-semibold">{t("search.heading", { q: query })}</h2>
      <div className="grid content-start gap-2 p-3">
        {query.trim().length < 2 ? (
          <p className="text-sm text-muted-foreground">{t("search.tooShort")}</p>
        ) : results.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeletons count={3} className="h-16" />
          </div>
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        ) : hits.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{t("search.none")}</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              {t("search.count", { count: hits.length })}
            </p>
            <ol className="grid gap-2">
              {hits.map((hit) => (
                <li key={hit.message.id}>
                  <Hit hit={hit} members={members} />
                </li>
              ))}
            </ol>
            {results.hasNextPage ? (
              <Button size="sm" variant="outline" className="justify-self-center" onClick={() => void results.fetchNextPage()} isLoading={results.isFetchingNextPage}>
                {t("search.more")}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
