import { FileText, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useProjectItems } from "../../../api/projects";
import { useGenerateReport, useReport, useReports } from "../../../api/reports";
import { ReportView } from "../components/report-view";
import { useLanguage } from "../../../lib/use-language";
import { LoadError } from "../../../components/load-error";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";

/** /reports: weekly reports of a project or of the portfolio: history, generate now, view, PDF, e-mail. */
export function ReportsPage() {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const projects = useProjectItems();
  const reportId = params.get("report");
  const opened = useReport(reportId);
  // A link to one report (the e-mail's) opens it in its own scope.
  const projectId = params.get("project") ?? (opened.data ? opened.data.projectId : null);
  const reports = useReports(projectId);
  const generate = useGenerateReport();
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  // Open the latest report of the scope when none is chosen.
  const latest = reports.data?.[0]?.id ?? null;
  useEffect(() => {
    if (!reportId && latest) update({ report: latest });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the scope's latest report changes
  }, [latest, reportId]);

  const onGenerate = async () => {
    try {
      const report = await generate.mutateAsync(projectId);
      update({ report: report.id });
      toast({ title: t("reports.generated", { week: report.week }), variant: "success" });
    } catch (error) {
      toast({ title: isApiError(error) && error.status === 403 ? t("errors.forbidden") : t("reports.generateFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("reports.title")} intro={t("reports.intro")} introClassName="mt-1 max-w-2xl">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <ProjectPicker id="reports-scope" projects={projects.data ?? []} value={projectId} onChange={(v) => update({ project: v === "all" ? null : v, report: null })} allLabel={t("reports.portfolio")} />
          <Button type="button" onClick={() => void onGenerate()} isLoading={generate.isPending} data-testid="generate-report">
            <RefreshCw aria-hidden="true" />
            {t("reports.generate")}
          </Button>
        </div>
      </PageHeading>

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SectionCard className="h-fit" title={t("reports.history")} description={t("reports.historyHint")}>
          {reports.isPending ? (
            <div className="grid gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : reports.isError ? (
            <LoadError error={reports.error} onRetry={() => void reports.refetch()} />
          ) : reports.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("reports.noneYet")}</p>
          ) : (
            <ul className="grid gap-1" data-testid="report-history">
              {reports.data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    onClick={() => update({ report: r.id })}
                    aria-current={r.id === reportId ? "true" : undefined}
                    className={cn("grid w-full cursor-pointer gap-0.5 rounded-md px-3 py-2 text-left text-sm hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none", r.id === reportId && "bg-primary-soft/60 font-medium")}
                  >
                    <span>{t("reports.week", { week: r.week })}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(r.generatedAt, language)}
                      {r.sentTo?.length ? ` · ${t("reports.sentCount", { count: r.sentTo.length })}` : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <div className="min-w-0">
          {reportId && opened.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : reportId && opened.isError ? (
            <LoadError error={opened.error} onRetry={() => void opened.refetch()} />
          ) : opened.data ? (
            <ReportView report={opened.data} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center" data-testid="reports-empty">
              <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
              <h2 className="text-lg font-semibold">{t("reports.emptyTitle")}</h2>
              <p className="max-w-md text-sm text-muted-foreground">{t("reports.emptyDescription")}</p>
              <Button type="button" onClick={() => void onGenerate()} isLoading={generate.isPending}>
                {t("reports.generate")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
