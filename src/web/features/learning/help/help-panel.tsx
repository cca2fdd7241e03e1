import { BookOpen, CircleHelp, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useManual } from "../../../api/learning";
import { buttonVariants } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { RetryAlert } from "../../../components/ui/retry-alert";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useLanguage } from "../../../lib/use-language";
import { MarkdownHtml } from "../components/lesson-content";

// The header's help button and its side panel: the current screen's section of the user manual,
// in the reader's language, with a link to the whole manual at that section (decision 1102).
// A Radix dialog shaped as a sheet from the right: focus moves in, Escape closes, focus returns.

export function HelpPanel({ section }: { section: string }) {
  const { t } = useTranslation("learning");
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();

  // Moving to another screen (a link in the section, say) closes the panel.
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className={cn("inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle", focusRing)}
          aria-label={t("help.button")}
          title={t("help.button")}
          data-testid="help-button"
        >
          <CircleHelp aria-hidden="true" className="size-5" />
        </button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t("help.close")}
        data-testid="help-panel"
        className={cn(
          "top-0 right-0 left-auto flex h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0",
          "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        )}
      >
        {isOpen ? <HelpSection section={section} /> : null}
      </DialogContent>
    </Dialog>
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
