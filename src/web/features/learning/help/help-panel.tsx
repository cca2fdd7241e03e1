import { BookOpen, CircleHelp, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useManual } from "../../../api/learning";
import { buttonVariants } from "../../../components/ui/button";
import { HeaderSheet } from "../../../components/header-sheet";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { useLanguage } from "../../../lib/use-language";
import { MarkdownHtml } from "../components/lesson-content";

// The header's help button and its side panel: the current screen's section of the user manual,
// in the reader's language, with a link to the whole manual at that section (decision 1102).
// A Radix dialog shaped as a sheet from the right: focus moves in, Escape closes, focus returns.

export function HelpPanel({ section }: { section: string }) {
  const { t } = useTranslation("learning");
  return (
    <HeaderSheet icon={<CircleHelp aria-hidden="true" className="size-5" />} label={t("help.button")} closeLabel={t("help.close")} testId="help">
      {(isOpen) => (isOpen ? <HelpSection section={section} /> : null)}
    </HeaderSheet>
  );
}

function HelpSection({ section }: { section: string }) {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const manual = useManual(language);
  const found = manual.data?.sections.find((s) => s.id === section);

  return (
    <>
      <div className="flex shrink-0 items-start gap-3 border-b border-border px-5 py-4 pr-14">
        <BookOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid min-w-0 gap-1">
          <DialogTitle className="break-words">{found ? found.title : t("help.title")}</DialogTitle>
          <DialogDescription>{found ? t("manual.screen", { path: found.path }) : t("help.description")}</DialogDescription>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {manual.isPending ? (
          <LoadingBlock label={t("manual.loading")} className="grid gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24" />
            <Skeleton className="h-16" />
          </LoadingBlock>
        ) : manual.isError ? (
          <RetryAlert message={t("manual.loadFailed")} retryLabel={t("training.retry")} onRetry={() => void manual.refetch()} />
        ) : found ? (
          <MarkdownHtml html={found.html} className="min-w-0 break-words" />
        ) : (
          <p className="text-sm text-muted-foreground">{t("help.missing")}</p>
        )}
      </div>
      <div className="shrink-0 border-t border-border px-5 py-3">
        <Link to={`/user-manual#${section}`} className={buttonVariants({ variant: "outline", className: "w-full justify-center" })}>
          <ExternalLink aria-hidden="true" />
          {t("help.openManual")}
        </Link>
      </div>
    </>
  );
}
