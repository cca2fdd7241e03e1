import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronLeft, ChevronRight, Download, FlaskConical, FolderKanban, LayoutGrid, LogIn, Plus, Search, Table2, Trash2, Upload, X } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { projectPhases, projectPriorities, projectStatuses } from "../../../../domain/project-fields";
import { useSession } from "../../../app/session";
import { Button, buttonVariants } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { Skeletons } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format";
import { usePageMeta } from "../../../lib/page-meta";
import { useLoadSampleData, useProjects, useRemoveSampleData, useSampleDataStatus } from "../../../api/projects";
import { useWorkspaceMembers } from "../../../api/account";
import { EmptyState, ErrorState } from "../components/empty-state";
import { inputClass } from "../components/field";
import { ProjectCards, ProjectTable } from "../components/project-collection";
import { phaseKeys, priorityKeys, statusKeys } from "../lib/field-labels";
import { defaultOrder, hasFilters, pageCount, readListParams, sortKeys, writeListParams, type ListParams, type SortKey } from "../lib/list-params";
import { readListView, storeListView, type ListView } from "../lib/view-preference";
import { useLanguage } from "../../../lib/use-language";
import { PageHeading } from "../../../components/page-heading";

/** The list's parameters as the address bar holds them right now. */
function currentListParams(): ListParams {
  return readListParams(new URLSearchParams(window.location.search));
}

/** /projects: the workspace's portfolio, newest first, as cards or a table. */
export function ProjectsPage() {
  const { t } = useTranslation("projects");
  const language = useLanguage();
  usePageMeta({ title: t("list.title"), description: t("list.intro"), noIndex: true });
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const [view, setView] = useState<ListView>(() => readListView());
  const { session } = useSession();
  const projects = useProjects(params);
  const sample = useSampleDataStatus();
  const members = useWorkspaceMembers(session?.activeWorkspaceId ?? null);
  const loadSample = useLoadSampleData();
  const removeSample = useRemoveSampleData();

  // Each change starts from the address bar, not from this render's params: the router commits a
  // search change in a transition, so two quick changes (clear one filter, set another) would
  // otherwise both start from the same stale params and the second would undo the first.
  const update = (next: Partial<ListParams>) => {
    const merged = { ...currentListParams(), page: 1, ...next };
    setSearch(writeListParams(merged), { replace: true });
  };

  // The search box types freely; the list follows a moment later.
  const [query, setQuery] = useState(params.q);
  const latestQ = useRef(params.q);
  latestQ.current = params.q;
  useEffect(() => {
    if (query === latestQ.current) return;
    const timer = setTimeout(() => setSearch(writeListParams({ ...currentListParams(), q: query.trim(), page: 1 }), { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [query, setSearch]);

  const loadFailed = projects.isError && !(isApiError(projects.error) && projects.error.status === 401);
  useEffect(() => {
    if (loadFailed) toast({ title: t("toast.loadFailed"), variant: "error" });
  }, [loadFailed, t]);

  const chooseView = (next: ListView) => {
    setView(next);
    storeListView(next);
  };

  const onLoadSample = async () => {
    try {
      await loadSample.mutateAsync();
      toast({ title: t("sample.loaded"), variant: "success" });
    } catch {
      toast({ title: t("sample.loadFailed"), variant: "error" });
    }
  };
  const onRemoveSample = async () => {
    try {
      await removeSample.mutateAsync();
      toast({ title: t("sample.removed"), variant: "success" });
    } catch {
      toast({ title: t("sample.removeFailed"), variant: "error" });
    }
  };

  // Rendered as a deferred value: the answer's arrival stays a cheap update, and the cards render
  // in a transition, in slices the browser can answer input between (issue 17, decision 1810).
  const data = useDeferredValue(projects.data);
  const isEmptyWorkspace = data !== undefined && data.total === 0 && !hasFilters(params);
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading textClassName="min-w-0" title={t("list.title")} intro={t("list.intro")}>
        <div className="flex flex-wrap gap-2">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" disabled={!data || data.total === 0}>
                <Download aria-hidden="true" />
                {t("list.export")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild>
                <a href="/api/v1/projects/export?format=csv" download>
                  {t("list.exportCsv")}
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href="/api/v1/projects/export?format=xlsx" download>
                  {t("list.exportXlsx")}
                </a>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Link to="/bulk-import" className={buttonVariants({ variant: "outline" })}>
            <Upload aria-hidden="true" />
            {t("list.import")}
          </Link>
          <Link to="/project-planner" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t("list.new")}
          </Link>
        </div>
      </PageHeading>

      {sample.data?.loaded ? (
        <div role="status" className="mt-6 flex flex-col gap-3 rounded-xl border border-primary-strong/40 bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            <div>
              <p className="font-semibold">{t("sample.bannerTitle")}</p>
              <p className="text-sm text-muted-foreground">{t("sample.bannerBody")}</p>
            </div>
          </div>
          <Button variant="outline" isLoading={removeSample.isPending} onClick={() => void onRemoveSample()}>
            <Trash2 aria-hidden="true" />
            {t("sample.remove")}
          </Button>
        </div>
      ) : null}

      {isEmptyWorkspace ? null : (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
          <div className="relative max-w-xl">
            <label htmlFor="projects-search" className="sr-only">
              {t("list.search")}
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <input id="projects-search" type="search" className={cn(inputClass, "pl-9")} placeholder={t("list.searchPlaceholder")} value={query} onChange={(e) => setQuery(e.target.value)} maxLength={200} />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
            <FilterSelect id="filter-status" label={t("fields.status")} value={params.status[0] ?? ""} onChange={(v) => update({ status: v ? [v] : [] })}>
              {projectStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`values.status.${statusKeys[s]}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect id="filter-priority" label={t("fields.priority")} value={params.priority[0] ?? ""} onChange={(v) => update({ priority: v ? [v] : [] })}>
              {projectPriorities.map((s) => (
                <option key={s} value={s}>
                  {t(`values.priority.${priorityKeys[s]}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect id="filter-phase" label={t("fields.phase")} value={params.phase[0] ?? ""} onChange={(v) => update({ phase: v ? [v] : [] })}>
              {projectPhases.map((s) => (
                <option key={s} value={s}>
                  {t(`values.phase.${phaseKeys[s]}`)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect id="filter-owner" label={t("fields.owner")} value={params.ownerId} onChange={(v) => update({ ownerId: v })}>
              {session ? <option value={session.userId}>{t("list.mine")}</option> : null}
              {(members.data ?? [])
                .filter((m) => m.userId !== session?.userId)
                .map((m) => (
                  <option key={m.userId} value={m.userId}>
                    {m.name || m.email}
                  </option>
                ))}
            </FilterSelect>
            <div className="col-span-2 flex items-center gap-1 sm:col-span-1">
              <label htmlFor="projects-sort" className="sr-only">
                {t("list.sortBy")}
              </label>
              <select
                id="projects-sort"
                className={cn(inputClass, "cursor-pointer sm:w-auto")}
                value={params.sort}
                onChange={(e) => {
                  const sort = e.target.value as SortKey;
                  update({ sort, order: defaultOrder(sort) });
                }}
              >
                {sortKeys.map((k) => (
                  <option key={k} value={k}>
                    {t(`list.sort.${k}`)}
                  </option>
                ))}
              </select>
              <Button
                variant="outline"
                size="icon"
                aria-label={params.order === "asc" ? t("list.ascending") : t("list.descending")}
                title={params.order === "asc" ? t("list.ascending") : t("list.descending")}
                onClick={() => update({ order: params.order === "asc" ? "desc" : "asc", page: params.page })}
              >
                {params.order === "asc" ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
              </Button>
            </div>
            <div role="group" aria-label={t("list.view")} className="col-span-2 flex w-fit rounded-md border border-border p-0.5 sm:col-span-1">
              <Button variant={view === "cards" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "cards"} onClick={() => chooseView("cards")}>
                <LayoutGrid aria-hidden="true" />
                {t("list.cards")}
              </Button>
              <Button variant={view === "table" ? "secondary" : "ghost"} size="sm" aria-pressed={view === "table"} onClick={() => chooseView("table")}>
                <Table2 aria-hidden="true" />
                {t("list.table")}
              </Button>
            </div>
          </div>
        </div>
      )}

      <div className="mt-6" aria-live="polite" aria-busy={projects.isFetching}>
        {projects.isError ? (
          isApiError(projects.error) && projects.error.status === 401 ? (
            <EmptyState icon={LogIn} title={t("common.signedOut")}>
              <Link to="/auth" className={buttonVariants()}>
                {t("common.signIn")}
              </Link>
            </EmptyState>
          ) : (
            <ErrorState message={t("toast.loadFailed")} retryLabel={t("common.retry")} onRetry={() => void projects.refetch()} />
          )
        ) : !data ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <span className="sr-only" role="status">
              {t("common.loading")}
            </span>
            <Skeletons count={6} className="h-64 rounded-xl" />
          </div>
        ) : isEmptyWorkspace ? (
          <EmptyState icon={FolderKanban} title={t("empty.title")} description={t("empty.body")}>
            <Link to="/project-planner" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {t("list.new")}
            </Link>
            <Link to="/bulk-import" className={buttonVariants({ variant: "outline" })}>
              <Upload aria-hidden="true" />
              {t("list.import")}
            </Link>
            <Button variant="outline" isLoading={loadSample.isPending} onClick={() => void onLoadSample()}>
              <FlaskConical aria-hidden="true" />
              {t("sample.load")}
            </Button>
          </EmptyState>
        ) : data.items.length === 0 ? (
          <EmptyState icon={Search} title={t("list.noMatches")} description={t("list.noMatchesBody")}>
            <Button
              variant="outline"
              onClick={() => {
                setQuery("");
                update({ q: "", status: [], priority: [], phase: [], ownerId: "" });
              }}
            >
              <X aria-hidden="true" />
              {t("list.clearFilters")}
            </Button>
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">{t("list.count", { count: data.total, formatted: formatNumber(data.total, language) })}</p>
            {view === "table" ? <ProjectTable projects={data.items} /> : <ProjectCards projects={data.items} />}
            {pages > 1 ? (
              <nav aria-label={t("list.pagination")} className="mt-6 flex items-center justify-center gap-3">
                <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>
                  <ChevronLeft aria-hidden="true" />
                  {t("list.previous")}
                </Button>
                <span className="text-sm tabular-nums">{t("list.pageOf", { page: params.page, pages })}</span>
                <Button variant="outline" size="sm" disabled={params.page >= pages} onClick={() => update({ page: params.page + 1 })}>
                  {t("list.next")}
                  <ChevronRight aria-hidden="true" />
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function FilterSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const { t } = useTranslation("projects");
  return (
    <div className="grid gap-1 sm:flex sm:items-center sm:gap-1.5">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </label>
      <select id={id} className={cn(inputClass, "min-w-0 cursor-pointer sm:w-auto sm:min-w-28", value && "border-primary-strong")} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("list.all")}</option>
        {children}
      </select>
    </div>
  );
}

