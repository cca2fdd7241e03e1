import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/account";
import { useMfaRequirement, useSetMfaRequirement } from "../../../api/mfa";
import { SectionCard } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/toast-store";
import { useReportError } from "../../../lib/report-error";

// The active workspace's MFA requirement (decision 0415), for its owners and admins only: members
// without MFA are then sent to set it up before they see the workspace's data.

function RequirementSwitch({ workspaceId, name }: { workspaceId: string; name: string }) {
  const { t } = useTranslation("mfa");
  const requirement = useMfaRequirement(workspaceId);
  const save = useSetMfaRequirement(workspaceId);
  const report = useReportError();
  const switchId = useId();
  const onChange = async (required: boolean) => {
    try {
      await save.mutateAsync(required);
      toast({ title: required ? t("requirement.saved_on") : t("requirement.saved_off"), variant: "success" });
    } catch (error) {
      report(error);
    }
  };
  return (
    <SectionCard title={t("requirement.title")} description={t("requirement.description", { name })}>
      {!requirement.data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <div className="grid gap-2">
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={requirement.data.required} disabled={save.isPending} onCheckedChange={(value) => void onChange(value)} />
            <Label htmlFor={switchId}>{t("requirement.label")}</Label>
          </div>
          <p className="text-sm text-muted-foreground">{t("requirement.members", { withMfa: requirement.data.membersWithMfa, members: requirement.data.members })}</p>
        </div>
      )}
    </SectionCard>
  );
}

export function MfaRequirementCard() {
  const me = useMe();
  const active = me.data?.workspaces.find((w) => w.id === me.data?.activeWorkspaceId);
  if (!active || (active.role !== "owner" && active.role !== "admin")) return null;
  return <RequirementSwitch workspaceId={active.id} name={active.name} />;
}
