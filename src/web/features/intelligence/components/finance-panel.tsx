import { Pencil, Trash2, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EarnedValue } from "../../../../domain/intelligence/earned-value";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatMoney, formatNumber, formatPercent } from "../../../lib/format";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { type Cost, type ProjectFinance, useCosts, useDeleteCost, useProjectFinance } from "../../../api/intelligence";
import { camelKey } from "../lib/keys";
import { CostForm } from "./cost-form";
import { useLanguage } from "../../../lib/use-language";
import { EarnedValueChart } from "../../../components/charts/earned-value-chart";
import { PanelHeading } from "./panel-heading";

const moneyFigures = ["bac", "pv", "ev", "ac", "sv", "cv", "eac", "etc", "vac"] as const;
const ratioFigures = ["spi", "cpi", "tcpi"] as const;

function tone(key: string, value: number | null): string {
  if (value === null) return "";
  if (key === "sv" || key === "cv" || key === "vac") return value < 0 ? "text-destructive-strong" : "text-success-strong";
  if (key === "spi" || key === "cpi") return value < 0.95 ? "text-destructive-strong" : "text-success-strong";
  return "";
}

/** Where the AC comes from: logged hours × rates, manual entries, or both (decision 1212). */
function AcSourceNote({ finance }: { finance: ProjectFinance }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const c = finance.actualCost;
  const hours = (minutes: number) => formatNumber(minutes / 60, language, { maximumFractionDigits: 1 });
  return (
    <div className="rounded-lg border border-border bg-muted/30 p-3 text-sm" data-testid="ac-source" data-source={finance.acSource}>
      <p>
        <span className="font-medium">{t("finance.acSource.label")}</span> {t(`finance.acSource.${finance.acSource}`)}
      </p>
      {finance.acSource !== "manual" ? (
        <p className="text-muted-foreground">{t("finance.acSource.detail", { hours: hours(c.loggedMinutes - c.uncostedMinutes), cost: formatMoney(c.timesheetCents, language, finance.currency) })}</p>
      ) : null}
      {c.replacedManualCents > 0 ? <p className="text-muted-foreground">{t("finance.acSource.replaced", { amount: formatMoney(c.replacedManualCents, language, finance.currency) })}</p> : null}
      {c.uncostedMinutes > 0 ? <p className="text-muted-foreground">{t("finance.acSource.uncosted", { hours: hours(c.uncostedMinutes) })}</p> : null}
    </div>
  );
}

function EarnedValueFigures({ ev, currency }: { ev: EarnedValue; currency: string }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="earned-value">
      {[...moneyFigures, ...ratioFigures].map((key) => {
        const value = ev[key];
        const shown = value === null ? t(ev.ac === 0 && key !== "spi" ? "finance.noCostsYet" : "finance.notYet") : (ratioFigures as readonly string[]).includes(key) ? formatNumber(value, language, { maximumFractionDigits: 2, minimumFractionDigits: 2 }) : formatMoney(value, language, currency);
        return (
          <div key={key} className="rounded-lg border border-border p-3">
            <dt className="text-sm font-medium">
              <abbr title={t(`finance.ev.${key}.name`)} className="no-underline">
                {key.toUpperCase()}
              </abbr>{" "}
              <span className="font-normal text-muted-foreground">· {t(`finance.ev.${key}.name`)}</span>
            </dt>
            <dd className={cn("mt-1 text-lg font-semibold tabular-nums", tone(key, value))}>{shown}</dd>
            <dd className="text-xs text-muted-foreground">{t(`finance.ev.${key}.explain`)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

function Assumptions({ items }: { items: { key: string; params: Record<string, number | string> }[] }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const params = (p: Record<string, number | string>) =>
    Object.fromEntries(
      Object.entries(p).map(([k, v]) => [k, typeof v === "number" && ["bac", "eac", "benefit", "monthly"].includes(k) ? formatMoney(v, language) : typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDay(v, language, "long") : String(v)]),
    ) as { bac?: string; eac?: string; cpi?: string; benefit?: string; monthly?: string; finish?: string };
  return (
    <ul className="grid list-disc gap-1 ps-5 text-sm text-muted-foreground">
      {items.map((a) => (
        <li key={a.key}>{t(`assumption.${camelKey(a.key.replace(".assumption.", "_"))}` as "assumption.spendEvenDailySpend", params(a.params))}</li>
      ))}
    </ul>
  );
}

function Forecasts({ finance }: { finance: ProjectFinance }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const money = (c: number) => formatMoney(c, language, finance.currency);
  const spend = finance.spendForecast;
  const roi = finance.roiForecast;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="spend-forecast">
        <CardHeader>
          <CardTitle as="h3">{t("finance.spend.title")}</CardTitle>
          <CardDescription>{t("finance.spend.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {spend?.status === "ok" ? (
            <>
              <p className="text-sm">{t("finance.spend.sentence", { eac: money(spend.eacCents), remaining: money(spend.remainingCents), date: formatDay(spend.finishDate, language, "long") })}</p>
              <table className="w-full text-sm">
                <caption className="sr-only">{t("finance.spend.title")}</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted-foreground">
                    <th scope="col" className="py-1.5 font-medium">{t("finance.spend.date")}</th>
                    <th scope="col" className="py-1.5 text-right font-medium">{t("finance.spend.cumulative")}</th>
                  </tr>
                </thead>
                <tbody>
                  {spend.points.map((p) => (
                    <tr key={p.date} className="border-b border-border last:border-b-0">
                      <td className="py-1.5">{formatDay(p.date, language)}</td>
                      <td className="py-1.5 text-right tabular-nums">{money(p.cumulativeCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t("finance.spend.insufficient")}</p>
          )}
          {spend?.assumptions.length ? (
            <div>
              <h4 className="mb-1 text-sm font-medium">{t("finance.assumptions")}</h4>
              <Assumptions items={spend.assumptions} />
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card data-testid="roi-forecast">
        <CardHeader>
          <CardTitle as="h3">{t("finance.roi.title")}</CardTitle>
          <CardDescription>{t("finance.roi.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {roi?.status === "ok" ? (
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg border border-border p-3">
                <dt className="text-sm text-muted-foreground">{t("finance.roi.planned")}</dt>
                <dd className="text-xl font-semibold tabular-nums">{formatPercent(roi.plannedRoi, language, 1)}</dd>
                <dd className="text-xs text-muted-foreground">{t("finance.roi.costBenefit", { cost: money(roi.plannedCostCents), benefit: money(roi.benefitCents) })}</dd>
              </div>
              <div className="rounded-lg border border-border p-3">
                <dt className="text-sm text-muted-foreground">{t("finance.roi.forecast")}</dt>
                <dd className={cn("text-xl font-semibold tabular-nums", roi.forecastRoi < 0 ? "text-destructive-strong" : "text-success-strong")}>{formatPercent(roi.forecastRoi, language, 1)}</dd>
                <dd className="text-xs text-muted-foreground">{t("finance.roi.costBenefit", { cost: money(roi.forecastCostCents), benefit: money(roi.benefitCents) })}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t(roi?.status === "insufficient" && roi.reasons[0] === "no_budget" ? "finance.roi.reason.noBudget" : "finance.roi.reason.noBenefit")}</p>
          )}
          {roi?.assumptions.length ? (
            <div>
              <h4 className="mb-1 text-sm font-medium">{t("finance.assumptions")}</h4>
              <Assumptions items={roi.assumptions} />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function CostList({ projectId, currency, canEdit, onEdit }: { projectId: string; currency: string; canEdit: boolean; onEdit: (cost: Cost) => void }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const costs = useCosts(projectId);
  const deleteCost = useDeleteCost();
  const remove = async (costId: string) => {
    try {
      await deleteCost.mutateAsync({ projectId, costId });
      toast({ title: t("finance.costs.deleted"), variant: "success" });
    } catch (error) {
      toast({ title: t("finance.costs.deleteFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  if (costs.isPending) return <Skeleton className="h-24 w-full" />;
  if (costs.isError) return <p className="text-sm text-destructive-strong">{t("errors.load")}</p>;
  if (!costs.data.length) return <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">{t("finance.costs.empty")}</p>;
  const total = costs.data.reduce((a, c) => a + Math.round(c.amount * 100), 0);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="cost-list">
        <caption className="sr-only">{t("finance.costs.title")}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pe-2 font-medium">{t("finance.costs.date")}</th>
            <th scope="col" className="py-2 pe-2 font-medium">{t("finance.costs.category")}</th>
            <th scope="col" className="py-2 pe-2 font-medium">{t("finance.costs.description")}</th>
            <th scope="col" className="py-2 pe-2 text-right font-medium">{t("finance.costs.amount")}</th>
            {canEdit ? <th scope="col"><span className="sr-only">{t("finance.costs.actions")}</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {costs.data.map((c) => (
            <tr key={c.id} className="border-b border-border">
              <td className="py-2 pe-2 whitespace-nowrap">{formatDay(c.date, language)}</td>
              <td className="py-2 pe-2">{t(`finance.category.${c.category}` as "finance.category.other")}</td>
              <td className="py-2 pe-2">{c.description || "—"}</td>
              <td className="py-2 pe-2 text-right tabular-nums">{formatMoney(Math.round(c.amount * 100), language, currency)}</td>
              {canEdit ? (
                <td className="py-1 text-right whitespace-nowrap">
                  <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => onEdit(c)} aria-label={t("finance.costs.edit", { description: c.description || formatDay(c.date, language) })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" className="size-8" onClick={() => void remove(c.id)} aria-label={t("finance.costs.delete", { description: c.description || formatDay(c.date, language) })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="py-2 pe-2 text-left font-medium">{t("finance.costs.total")}</th>
            <td className="py-2 pe-2 text-right font-semibold tabular-nums">{formatMoney(total, language, currency)}</td>
            {canEdit ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function FinancePanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t } = useTranslation("intelligence");
  const finance = useProjectFinance(projectId);
  // Viewers read the costs; the server refuses their changes too (403).
  const { canEdit } = useMyPermissions();
  const [editing, setEditing] = useState<Cost | null>(null);
  return (
    <section aria-labelledby="finance-heading" className="grid gap-4">
      <PanelHeading id="finance-heading" icon={Wallet}>
        {t("finance.heading")}
      </PanelHeading>
      {finance.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : finance.isError ? (
        <p className="text-sm text-destructive-strong">{t("errors.load")}</p>
      ) : (
        <>
          {finance.data.earnedValue ? (
            <>
              <p className="text-sm text-muted-foreground">{t("finance.evIntro")}</p>
              <EarnedValueFigures ev={finance.data.earnedValue} currency={finance.data.currency} />
              <AcSourceNote finance={finance.data} />
              {finance.data.series.length ? <EarnedValueChart testId="ev-chart" finance={finance.data} projectName={projectName} /> : <p className="text-sm text-muted-foreground">{t("finance.chart.empty")}</p>}
              <Forecasts finance={finance.data} />
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="finance-insufficient">
              {t("finance.noBudget")}
            </p>
          )}
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t("finance.costs.title")}</CardTitle>
          <CardDescription>{t("finance.costs.intro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CostForm key={editing?.id ?? "new"} projectId={projectId} canEdit={canEdit} editing={editing} onDone={() => setEditing(null)} />
          <CostList projectId={projectId} currency={finance.data?.currency ?? "MXN"} canEdit={canEdit} onEdit={setEditing} />
        </CardContent>
      </Card>
    </section>
  );
}
