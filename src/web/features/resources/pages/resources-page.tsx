import { Plus, Users } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/load-failure";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton, LoadingBlock } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { useDeleteResource, useResources, type Resource } from "../../../api/resources";
import { AllocationsSection } from "../components/allocations-section";
import { ResourceFormDialog } from "../components/resource-form-dialog";
import { ResourcesTable } from "../components/resources-table";
import { UtilisationChart } from "../components/utilisation-chart";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { PageHeading } from "../../../components/page-heading";
import { SkillsEditor } from "../components/skills-editor";
import { useMyPermissions } from "../../../lib/use-my-permissions";

function Section({ id, title, description, action, children }: { id: string; title: string; description: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <section aria-labelledby={`${id}-title`}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle as="h2" id={`${id}-title`}>
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** /resources: people and roles, their utilisation, and allocations of hours to projects. */
export function ResourcesPage() {
  const { t } = useTranslation("resources");
  const { t: tr } = useTranslation("rebalance");
  const { canDelete: canManage } = useMyPermissions();
  const resources = useResources();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<Resource | "new" | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const list = resources.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t("toast.deleted"), variant: "success" });
        setDeleting(null);
      },
      onError: (error) => toast({ title: t("errors.deleteFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
    });
  };

  let body;
  if (resources.isPending) {
    body = (
      <LoadingBlock label={t("loading")} className="grid gap-6">
        <Skeleton className="h-56" />
        <Skeleton className="h-64" />
      </LoadingBlock>
    );
  } else if (resources.isError) {
    body = (
      <LoadFailure
        error={resources.error}
        onRetry={() => void resources.refetch()}
        namespace="resources"
      />
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-6">
        {list.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
            <Users aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{t("empty.description")}</p>
            <Button onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" />
              {t("actions.new")}
            </Button>
          </div>
        ) : (
          <>
            <Section id="utilisation" title={t("utilisation.title")} description={t("utilisation.description")}>
              <UtilisationChart resources={list} />
            </Section>
            <Section id="people" title={t("table.title")} description={t("intro")}>
              <ResourcesTable resources={list} onEdit={setEditing} onDelete={setDeleting} />
            </Section>
            <Section id="skills" title={tr("skills.title")} description={tr("skills.description")}>
              <SkillsEditor canManage={canManage} />
            </Section>
          </>
        )}
        <Section id="allocations" title={t("allocations.title")} description={t("allocations.description")}>
          <AllocationsSection resources={list} />
        </Section>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between" title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-2xl">
        {resources.isSuccess ? (
          <Button onClick={() => setEditing("new")} className="self-start sm:self-auto">
            <Plus aria-hidden="true" />
            {t("actions.new")}
          </Button>
        ) : null}
      </PageHeading>
      {body}
      {editing ? <ResourceFormDialog resource={editing === "new" ? undefined : editing} isOpen onOpenChange={(open) => (open ? undefined : setEditing(null))} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("delete.title", { name: deleting?.name ?? "" })}
        description={t("delete.description")}
        confirmLabel={t("actions.delete")}
        cancelLabel={t("actions.cancel")}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
