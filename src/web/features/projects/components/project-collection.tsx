import { AlertTriangle, CalendarClock, ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../../lib/format";
import type { ProjectListItem } from "../../../api/projects";
import { PhaseBadge, PriorityBadge, RiskScore, SampleBadge, StatusBadge } from "./badges";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { useLanguage } from "../../../lib/use-language";
import { DataTable } from "../../../components/ui/table";

/** The page of projects as cards. */
export function ProjectCards({ projects }: { projects: ProjectListItem[] }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("list.cardsLabel")}>
      {projects.map((p) => (
        <li key={p.id} className="relative flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xs transition-shadow focus-within:shadow-md hover:shadow-md">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={p.status} />
            <PriorityBadge priority={p.priority} />
            {p.isSample ? <SampleBadge /> : null}
          </div>
          <h2 className="text-lg leading-snug font-semibold break-words">
            <Link to={`/project/${p.id}`} className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none">
              {p.name}
            </Link>
          </h2>
          {p.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{p.description}</p> : null}
          <div className="mt-auto grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="text-muted-foreground">{t("fields.progress")}</span>
              <span className="font-medium tabular-nums">{p.progress}%</span>
            </div>
            <ProgressBar percent={p.progress} label={t("list.progressOf", { name: p.name })} />
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t("fields.dueDate")}</dt>
              <dd className="flex items-center gap-1 font-medium">
                <CalendarClock aria-hidden="true" className="size-3.5 text-muted-foreground" />
                {p.dueDate ? formatDay(p.dueDate, language, "short") : t("common.none")}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("fields.riskScore")}</dt>
              <dd>
                <RiskScore score={p.riskScore} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("fields.tasks")}</dt>
              <dd className="flex items-center gap-1 font-medium tabular-nums">
                <ListChecks aria-hidden="true" className="size-3.5 text-muted-foreground" />
                {t("list.tasksDone", { done: p.tasks.completed, total: p.tasks.total })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t("fields.phase")}</dt>
              <dd>
                <PhaseBadge phase={p.phase} />
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-xs text-muted-foreground">
            <span className="truncate">{p.owner ? t("list.ownedBy", { name: p.owner.name || p.owner.email }) : t("list.noOwner")}</span>
            {p.tasks.overdue > 0 ? (
              <span className="inline-flex items-center gap-1 font-medium text-destructive-strong">
                <AlertTriangle aria-hidden="true" className="size-3.5" />
                {t("list.overdue", { count: p.tasks.overdue })}
              </span>
            ) : (
              <span className="tabular-nums">{formatMoney(Math.round(p.budget * 100), language, p.currency)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The page of projects as a table (wide screens scroll it sideways). */
export function ProjectTable({ projects }: { projects: ProjectListItem[] }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card" role="region" aria-label={t("list.tableLabel")} tabIndex={0}>
      <DataTable
        className="min-w-[56rem]"
        caption={t("list.tableLabel")}
        headClassName="border-b border-border bg-muted/50 text-xs text-muted-foreground uppercase"
        cellClassName="px-4 py-3 font-medium"
        bodyClassName=""
        columns={[
          { label: t("fields.name") },
          { label: t("fields.status") },
          { label: t("fields.priority") },
          { label: t("fields.phase") },
          { label: t("fields.progress") },
          { label: t("fields.riskScore") },
          { label: t("fields.dueDate") },
          { label: t("fields.owner") },
          { label: t("fields.budget"), className: "text-right" },
        ]}
      >
        {projects.map((p) => (
          <tr key={p.id} className="border-b border-border last:border-0 hover:bg-subtle/60">
            <th scope="row" className="max-w-72 px-4 py-3 font-medium">
              <Link to={`/project/${p.id}`} className="text-primary-strong hover:underline">
                {p.name}
              </Link>
              {p.isSample ? (
                <span className="ml-2">
                  <SampleBadge />
                </span>
              ) : null}
            </th>
            <td className="px-4 py-3">
              <StatusBadge status={p.status} />
            </td>
            <td className="px-4 py-3">
              <PriorityBadge priority={p.priority} />
            </td>
            <td className="px-4 py-3">
              <PhaseBadge phase={p.phase} />
            </td>
            <td className="px-4 py-3">
              <div className="flex items-center gap-2">
                <ProgressBar percent={p.progress} label={t("list.progressOf", { name: p.name })} className="w-20" />
                <span className="tabular-nums">{p.progress}%</span>
              </div>
            </td>
            <td className="px-4 py-3">
              <RiskScore score={p.riskScore} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{p.dueDate ? formatDay(p.dueDate, language, "short") : t("common.none")}</td>
            <td className="max-w-48 truncate px-4 py-3">{p.owner ? p.owner.name || p.owner.email : t("list.noOwner")}</td>
            <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatMoney(Math.round(p.budget * 100), language, p.currency)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
