import { Inbox, Mail, RefreshCw, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { contactMessagesPageSize, useContactMessages } from "../api/contact-messages";
import { useLanguage } from "../../../lib/use-language";
import { PageHeading } from "../../../components/page-heading";

/** /admin/contact: the messages sent from the contact page, for administrators. */
export function AdminContactPage() {
  const { t } = useTranslation("contact");
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  usePageMeta({ title: t("admin.title"), description: t("admin.lead"), noIndex: true });
  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / contactMessagesPageSize)) : 1;

  let body;
  if (messages.isPending) {
    body = (
      <div className="grid gap-4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (messages.isError) {
    const status = isApiError(messages.error) ? messages.error.status : 0;
    body = (
      <div role="alert" className="flex flex-col items-center rounded-xl border border-border bg-card p-10 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-destructive-strong" />
        <p className="mt-4 font-medium">{status === 403 ? t("admin.forbidden") : status === 401 ? t("admin.signIn") : t("admin.error")}</p>
        {status === 401 ? (
          <Link to="/auth" className={buttonVariants({ className: "mt-6" })}>
            {t("admin.signInAction")}
          </Link>
        ) : status === 403 ? null : (
          <Button variant="outline" className="mt-6" onClick={() => void messages.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t("admin.retry")}
          </Button>
        )}
      </div>
    );
  } else if (messages.data.total === 0) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border p-10 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="mt-4 text-lg font-semibold">{t("admin.empty")}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t("admin.emptyBody")}</p>
        <Link to="/contact" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          {t("admin.openContact")}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4">
          {messages.data.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-border bg-card p-5 shadow-xs">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold">{item.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {item.email}
                    {item.company ? ` · ${t("admin.company")}: ${item.company}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary-strong">
                    {(["demo", "sales", "support", "partnership", "general"] as const).find((topic) => topic === item.topic)
                      ? t(`topics.${item.topic as "demo"}`)
                      : item.topic}
                  </span>
                  <span className="text-muted-foreground">{t("admin.language", { language: item.locale.toUpperCase() })}</span>
                  <time dateTime={item.createdAt} className="text-muted-foreground">
                    {formatDateTime(item.createdAt, language)}
                  </time>
                </div>
              </div>
              <p className="mt-3 text-sm whitespace-pre-line">{item.message}</p>
              <a href={`mailto:${item.email}`} className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4" })}>
                <Mail aria-hidden="true" />
                {t("admin.reply", { name: item.name })}
              </a>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t("admin.pageOf", { page, pages })} className="mt-6 flex items-center justify-between gap-4">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t("admin.previous")}
            </Button>
            <p className="text-sm text-muted-foreground">{t("admin.pageOf", { page, pages })}</p>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t("admin.next")}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading className="flex flex-wrap items-end justify-between gap-4" title={t("admin.title")} intro={t("admin.lead")} introClassName="mt-2">
        {messages.data ? <p className="text-sm font-medium text-muted-foreground">{t("admin.total", { count: messages.data.total })}</p> : null}
      </PageHeading>
      <div className="mt-8">{body}</div>
    </div>
  );
}
