import { AlertTriangle, ArrowLeft, CheckCircle2, Circle, Flag, GitPullRequest, MessagesSquare, Users } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { changeRequestDecisions, riskResponses, riskStatuses } from "../../../../domain/projects/schemas";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDay, formatMoney } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useProjectOverview, type Project } from "../../../api/projects";
import { type RegisterItem, type RegisterName, useSaveRegisterItem } from "../../../api/registers";
import { PhaseBadge, PriorityBadge, StatusBadge } from "../components/badges";
import { ClosurePanel } from "../components/closure-panel";
import { NarrativeForm } from "../components/narrative-form";
import { ProjectLoadError } from "../components/project-state";
import type { RegisterField } from "../components/register-form-dialog";
import { RegisterList, type RegisterListProps } from "../components/register-list";
import { riskScoreOf, stakeholderQuadrant, type Quadrant } from "../lib/grids";
import { useLanguage } from "../../../lib/use-language";
import { readerToday } from "../../../lib/reader-day";

const tabs = ["plan", "milestones", "stakeholders", "risks", "communications", "changes", "closure"] as const;
type Tab = (typeof tabs)[number];

/** /project-management/:projectId: the full management record, one tab per area. */
export function ProjectManagementPage() {
  const { t } = useTranslation("projects");
  const { projectId = "" } = useParams();
  const overview = useProjectOverview(projectId);
  const [search, setSearch] = useSearchParams();
  const raw = search.get("tab");
  const tab: Tab = (tabs as readonly string[]).includes(raw ?? "") ? (raw as Tab) : "plan";
  const name = overview.data?.project.name;
  usePageMeta({ title: name ? t("management.titleOf", { name }) : t("management.title"), description: t("management.intro"), noIndex: true });

  const loadFailed = overview.isError && !(isApiError(overview.error) && [401, 403, 404].includes(overview.error.status));
  useEffect(() => {
    if (loadFailed) toast({ title: t("toast.loadOneFailed"), variant: "error" });
  }, [loadFailed, t]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={overview.data ? `/project/${projectId}` : "/projects"} className={buttonVariants({ variant: "link" })}>
        <ArrowLeft aria-hidden="true" />
        {overview.data ? t("management.backToProject") : t("planner.back")}
      </Link>
      {overview.isError ? (
        <>
          <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight">{t("management.title")}</h1>
          <ProjectLoadError error={overview.error} onRetry={() => void overview.refetch()} />
        </>
      ) : overview.isPending ? (
        <>
          <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("management.title")}</h1>
          <Skeleton className="mt-6 h-10 w-full max-w-3xl" />
          <Skeleton className="mt-4 h-96 rounded-xl" />
        </>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={overview.data.project.status} />
            <PriorityBadge priority={overview.data.project.priority} />
            <PhaseBadge phase={overview.data.project.phase} />
          </div>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{t("management.titleOf", { name: overview.data.project.name })}</h1>
          <p className="mt-1 text-muted-foreground">{t("management.intro")}</p>
          <Tabs value={tab} onValueChange={(v) => setSearch(v === "plan" ? {} : { tab: v }, { replace: true })} className="mt-6">
            <TabsList aria-label={t("management.sections")} className="w-full justify-start">
              {tabs.map((k) => (
                <TabsTrigger key={k} value={k}>
                  {t(`management.tabs.${k}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="plan">
              <section aria-labelledby="plan-heading" className="rounded-xl border border-border bg-card p-5">
                <h2 id="plan-heading" className="mb-4 text-xl font-semibold">
                  {t("management.tabs.plan")}
                </h2>
                <NarrativeForm project={overview.data.project} fields={["objectives", "scope", "resources", "schedule"]} idPrefix="plan" />
              </section>
            </TabsContent>
            <TabsContent value="milestones">
              <Milestones projectId={projectId} />
            </TabsContent>
            <TabsContent value="stakeholders">
              <Stakeholders project={overview.data.project} />
            </TabsContent>
            <TabsContent value="risks">
              <Risks project={overview.data.project} />
            </TabsContent>
            <TabsContent value="communications">
              <Communications project={overview.data.project} />
            </TabsContent>
            <TabsContent value="changes">
              <Changes project={overview.data.project} />
            </TabsContent>
            <TabsContent value="closure">
              <ClosurePanel project={overview.data.project} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}

/** A register of the project and, under it, the project's narrative text on the same subject. */
function RegisterWithNarrative<R extends RegisterName>({ project, narrative, ...list }: Omit<RegisterListProps<R>, "projectId"> & { project: Project; narrative: "stakeholders" | "risks" | "communicationPlan" | "changeManagement" }) {
  return (
    <div className="grid gap-6">
      <RegisterList projectId={project.id} {...list} />
      <div className="rounded-xl border border-border bg-card p-5">
        <NarrativeForm project={project} fields={[narrative]} idPrefix={`narrative-${narrative}`} />
      </div>
    </div>
  );
}

function Milestones({ projectId }: { projectId: string }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const today = readerToday();
  const save = useSaveRegisterItem(projectId, "milestones");
  const fields: RegisterField[] = [
    { name: "name", label: t("management.milestoneFields.name"), kind: "text", max: 200 },
    { name: "dueDate", label: t("fields.dueDate"), kind: "date" },
    { name: "description", label: t("fields.description"), kind: "textarea", max: 5000 },
  ];
  const toggle = async (item: RegisterItem<"milestones">) => {
    try {
      await save.mutateAsync({ itemId: item.id, input: { completed: !item.completed } });
      toast({ title: item.completed ? t("milestones.reopened") : t("milestones.completed"), variant: "success" });
    } catch {
      toast({ title: t("milestones.saveFailed"), variant: "error" });
    }
  };
  return (
    <RegisterList
      projectId={projectId}
      register="milestones"
      fields={fields}
      icon={Flag}
      labels={{ title: t("milestones.title"), add: t("milestones.add"), edit: t("milestones.edit"), empty: t("milestones.empty"), emptyBody: t("milestones.emptyBody"), deleteTitle: t("milestones.deleteTitle") }}
      nameOf={(m) => m.name}
      defaultsOf={(m) => ({ name: m?.name ?? "", dueDate: m?.dueDate ?? null, description: m?.description ?? "" })}
      renderItem={(m) => {
        const isLate = !m.completed && m.dueDate !== null && m.dueDate < today;
        return (
          <div className="flex items-start gap-3">
            {m.completed ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-strong" /> : <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />}
            <div className="min-w-0">
              <p className={cn("font-medium break-words", m.completed && "text-muted-foreground line-through")}>{m.name}</p>
              <p className={cn("text-sm", isLate ? "font-medium text-destructive-strong" : "text-muted-foreground")}>
                {m.dueDate ? formatDay(m.dueDate, language, "long") : t("common.none")}
                {isLate ? ` · ${t("milestones.late")}` : ""}
                {m.completed ? ` · ${t("milestones.done")}` : ""}
              </p>
              {m.description ? <p className="mt-1 text-sm text-muted-foreground">{m.description}</p> : null}
            </div>
          </div>
        );
      }}
      itemActions={(m) => (
        <Button variant="outline" size="sm" onClick={() => void toggle(m)}>
          {m.completed ? t("milestones.markPending") : t("milestones.markDone")}
        </Button>
      )}
    />
  );
}

const quadrantOrder: Quadrant[] = ["keepSatisfied", "manageClosely", "monitor", "keepInformed"];

function Stakeholders({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const fields: RegisterField[] = [
    { name: "name", label: t("management.stakeholderFields.name"), kind: "text", max: 200 },
    { name: "role", label: t("management.stakeholderFields.role"), kind: "text", max: 200 },
    { name: "email", label: t("management.stakeholderFields.email"), kind: "email", max: 255 },
    { name: "influence", label: t("management.stakeholderFields.influence"), kind: "scale" },
    { name: "interest", label: t("management.stakeholderFields.interest"), kind: "scale" },
    { name: "notes", label: t("management.stakeholderFields.notes"), kind: "textarea", max: 5000 },
  ];
  return (
    <RegisterWithNarrative
      project={project}
      narrative="stakeholders"
      register="stakeholders"
      fields={fields}
      icon={Users}
      labels={{ title: t("stakeholders.title"), add: t("stakeholders.add"), edit: t("stakeholders.edit"), empty: t("stakeholders.empty"), emptyBody: t("stakeholders.emptyBody"), deleteTitle: t("stakeholders.deleteTitle") }}
      nameOf={(s) => s.name}
      defaultsOf={(s) => ({ name: s?.name ?? "", role: s?.role ?? "", email: s?.email ?? null, influence: s?.influence ?? 3, interest: s?.interest ?? 3, notes: s?.notes ?? "" })}
      summary={(items) => (
        <figure className="rounded-xl border border-border bg-card p-4">
          <figcaption className="mb-3 text-sm font-medium">{t("stakeholders.gridTitle")}</figcaption>
          <div className="grid grid-cols-[auto_1fr] gap-2">
            <span className="self-center text-xs text-muted-foreground [writing-mode:vertical-rl] rotate-180">{t("stakeholders.influenceAxis")}</span>
            <div className="grid grid-cols-2 gap-2">
              {quadrantOrder.map((q) => {
                const inQ = items.filter((s) => stakeholderQuadrant(s.influence, s.interest) === q);
                return (
                  <div key={q} className={cn("min-h-24 rounded-lg border p-3", q === "manageClosely" ? "border-primary-strong/50 bg-primary-soft" : "border-border bg-muted/40")}>
                    <p className="text-xs font-semibold">{t(`stakeholders.quadrants.${q}`)}</p>
                    <ul className="mt-1 grid gap-0.5 text-sm">
                      {inQ.map((s) => (
                        <li key={s.id} className="truncate">
                          {s.name}
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
            <span />
            <span className="text-center text-xs text-muted-foreground">{t("stakeholders.interestAxis")}</span>
          </div>
        </figure>
      )}
      renderItem={(s) => (
        <div>
          <p className="font-medium break-words">
            {s.name}
            {s.role ? <span className="font-normal text-muted-foreground"> · {s.role}</span> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {t("stakeholders.influenceInterest", { influence: s.influence, interest: s.interest })} · {t(`stakeholders.quadrants.${stakeholderQuadrant(s.influence, s.interest)}`)}
          </p>
          {s.email ? <p className="text-sm text-muted-foreground">{s.email}</p> : null}
        </div>
      )}
    />
  );
}

const bandTone = { low: "bg-success-strong/10 text-success-strong border-success-strong/40", medium: "bg-warning-strong/10 text-warning-strong border-warning-strong/40", high: "bg-destructive-strong/10 text-destructive-strong border-destructive-strong/40" } as const;

function Risks({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const fields: RegisterField[] = [
    { name: "title", label: t("management.riskFields.title"), kind: "text", max: 300, isWide: true },
    { name: "probability", label: t("management.riskFields.probability"), kind: "scale" },
    { name: "impact", label: t("management.riskFields.impact"), kind: "scale" },
    { name: "ownerName", label: t("management.riskFields.owner"), kind: "text", max: 200 },
    { name: "response", label: t("management.riskFields.response"), kind: "select", options: riskResponses.map((r) => ({ value: r, label: t(`management.responses.${r}`) })) },
    { name: "status", label: t("management.riskFields.status"), kind: "select", options: riskStatuses.map((r) => ({ value: r, label: t(`management.riskStatuses.${r}`) })) },
    { name: "description", label: t("fields.description"), kind: "textarea", max: 5000 },
    { name: "responsePlan", label: t("management.riskFields.responsePlan"), kind: "textarea", max: 5000 },
  ];
  return (
    <RegisterWithNarrative
      project={project}
      narrative="risks"
      register="risks"
      fields={fields}
      icon={AlertTriangle}
      labels={{ title: t("management.risksTitle"), add: t("management.riskAdd"), edit: t("management.riskEdit"), empty: t("management.risksEmpty"), emptyBody: t("management.risksEmptyBody"), deleteTitle: t("management.riskDeleteTitle") }}
      nameOf={(r) => r.title}
      defaultsOf={(r) => ({ title: r?.title ?? "", description: r?.description ?? "", probability: r?.probability ?? 3, impact: r?.impact ?? 3, ownerName: r?.ownerName ?? "", response: r?.response ?? "mitigate", responsePlan: r?.responsePlan ?? "", status: r?.status ?? "open" })}
      renderItem={(r) => {
        const { score, band } = riskScoreOf(r.probability, r.impact);
        return (
          <div className="flex items-start gap-3">
            <span className={cn("flex size-10 shrink-0 flex-col items-center justify-center rounded-lg border text-sm font-bold tabular-nums", bandTone[band])} title={t("management.riskScoreTitle")}>
              {score}
              <span className="sr-only"> {t("management.riskScoreOf", { score })}</span>
            </span>
            <div className="min-w-0">
              <p className="font-medium break-words">{r.title}</p>
              <p className="text-sm text-muted-foreground">
                {t("management.riskLine", { probability: r.probability, impact: r.impact })} · {t(`management.responses.${r.response as (typeof riskResponses)[number]}`)} ·{" "}
                {t(`management.riskStatuses.${r.status as (typeof riskStatuses)[number]}`)}
              </p>
              {r.ownerName ? <p className="text-sm text-muted-foreground">{t("management.riskOwner", { name: r.ownerName })}</p> : null}
              {r.responsePlan ? <p className="mt-1 text-sm">{r.responsePlan}</p> : null}
            </div>
          </div>
        );
      }}
    />
  );
}

function Communications({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const fields: RegisterField[] = [
    { name: "audience", label: t("management.commFields.audience"), kind: "text", max: 200 },
    { name: "channel", label: t("management.commFields.channel"), kind: "text", max: 200 },
    { name: "frequency", label: t("management.commFields.frequency"), kind: "text", max: 200 },
    { name: "ownerName", label: t("management.commFields.owner"), kind: "text", max: 200 },
    { name: "nextDate", label: t("management.commFields.nextDate"), kind: "date" },
    { name: "message", label: t("management.commFields.message"), kind: "textarea", max: 2000 },
  ];
  return (
    <RegisterWithNarrative
      project={project}
      narrative="communicationPlan"
      register="communications"
      fields={fields}
      icon={MessagesSquare}
      labels={{ title: t("management.commTitle"), add: t("management.commAdd"), edit: t("management.commEdit"), empty: t("management.commEmpty"), emptyBody: t("management.commEmptyBody"), deleteTitle: t("management.commDeleteTitle") }}
      nameOf={(c) => c.audience}
      defaultsOf={(c) => ({ audience: c?.audience ?? "", channel: c?.channel ?? "", frequency: c?.frequency ?? "", ownerName: c?.ownerName ?? "", nextDate: c?.nextDate ?? null, message: c?.message ?? "" })}
      renderItem={(c) => (
        <div>
          <p className="font-medium break-words">{c.audience}</p>
          <p className="text-sm text-muted-foreground">{[c.channel, c.frequency, c.ownerName].filter(Boolean).join(" · ") || t("common.notSet")}</p>
          {c.nextDate ? <p className="text-sm text-muted-foreground">{t("management.commNext", { date: formatDay(c.nextDate, language, "long") })}</p> : null}
          {c.message ? <p className="mt-1 text-sm">{c.message}</p> : null}
        </div>
      )}
    />
  );
}

const decisionTone: Record<string, string> = {
  pending: "border-border bg-muted text-foreground",
  approved: "border-success-strong/40 bg-success-strong/10 text-success-strong",
  rejected: "border-destructive-strong/40 bg-destructive-strong/10 text-destructive-strong",
  deferred: "border-warning-strong/40 bg-warning-strong/10 text-warning-strong",
};

function Changes({ project }: { project: Project }) {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  const fields: RegisterField[] = [
    { name: "title", label: t("management.changeFields.title"), kind: "text", max: 300, isWide: true },
    { name: "requestedBy", label: t("management.changeFields.requestedBy"), kind: "text", max: 200 },
    { name: "impactCost", label: t("management.changeFields.impactCost"), kind: "money" },
    { name: "impactSchedule", label: t("management.changeFields.impactSchedule"), kind: "text", max: 1000, isWide: true },
    { name: "decision", label: t("management.changeFields.decision"), kind: "select", options: changeRequestDecisions.map((d) => ({ value: d, label: t(`management.decisions.${d}`) })) },
    { name: "description", label: t("fields.description"), kind: "textarea", max: 5000 },
    { name: "decisionNote", label: t("management.changeFields.decisionNote"), kind: "textarea", max: 5000 },
  ];
  return (
    <RegisterWithNarrative
      project={project}
      narrative="changeManagement"
      register="change-requests"
      fields={fields}
      icon={GitPullRequest}
      labels={{ title: t("management.changesTitle"), add: t("management.changeAdd"), edit: t("management.changeEdit"), empty: t("management.changesEmpty"), emptyBody: t("management.changesEmptyBody"), deleteTitle: t("management.changeDeleteTitle") }}
      nameOf={(c) => c.title}
      defaultsOf={(c) => ({
        title: c?.title ?? "",
        requestedBy: c?.requestedBy ?? "",
        impactCost: c ? c.impactCostCents / 100 : 0,
        impactSchedule: c?.impactSchedule ?? "",
        decision: c?.decision ?? "pending",
        description: c?.description ?? "",
        decisionNote: c?.decisionNote ?? "",
      })}
      renderItem={(c) => (
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words">{c.title}</p>
            <span className={cn("rounded-full border px-2 py-0.5 text-xs font-medium", decisionTone[c.decision] ?? decisionTone.pending)}>
              {t(`management.decisions.${c.decision as (typeof changeRequestDecisions)[number]}`)}
            </span>
          </div>
          <p className="text-sm text-muted-foreground">
            {[c.requestedBy && t("management.changeRequestedBy", { name: c.requestedBy }), t("management.changeCost", { amount: formatMoney(c.impactCostCents, language) }), c.impactSchedule].filter(Boolean).join(" · ")}
          </p>
          {c.decidedAt ? <p className="text-xs text-muted-foreground">{t("management.changeDecidedOn", { date: formatDay(c.decidedAt.slice(0, 10), language, "long") })}</p> : null}
          {c.decisionNote ? <p className="mt-1 text-sm">{c.decisionNote}</p> : null}
        </div>
      )}
    />
  );
}
