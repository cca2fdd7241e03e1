import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { setPreferences, usePreferences } from "../preferences-store";

function SwitchRow({
  label,
  hint,
  isChecked,
  onChange,
}: {
  label: string;
  hint: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={isChecked} onCheckedChange={onChange} className="mt-0.5" />
    </div>
  );
}

export function LayoutCard() {
  const { t } = useTranslation("settings");
  const preferences = usePreferences();
  return (
    <SectionCard title={t("layout.title")} description={t("layout.description")} contentClassName="grid gap-6">
      <SwitchRow
        label={t("compactSidebar.label")}
        hint={t("compactSidebar.hint")}
        isChecked={preferences.compactSidebar}
        onChange={(compactSidebar) => setPreferences({ compactSidebar })}
      />
      <SwitchRow
        label={t("animations.label")}
        hint={t("animations.hint")}
        isChecked={preferences.animations}
        onChange={(animations) => setPreferences({ animations })}
      />
    </SectionCard>
  );
}
