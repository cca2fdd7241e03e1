import { Bell, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast-store";

export function PreviewCard() {
  const { t } = useTranslation("settings");
  return (
    <SectionCard title={t("preview.title")} description={t("preview.description")} contentClassName="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => toast({ title: t("preview.toastTitle"), description: t("preview.toastDescription"), variant: "success" })}>
          <Bell aria-hidden="true" />
          {t("preview.showToast")}
        </Button>
        <Button
          variant="outline"
          onClick={() => toast({ title: t("preview.warningTitle"), description: t("preview.warningDescription"), variant: "warning" })}
        >
          <TriangleAlert aria-hidden="true" />
          {t("preview.showWarning")}
        </Button>
        <span className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          {t("preview.badge")}
        </span>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">{t("preview.progress")}</span>
          <span className="font-medium tabular-nums">64%</span>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-[64%] rounded-full bg-primary" />
        </div>
      </div>
      <p className="text-sm">
        <Link to="/user-guides" className="font-medium text-primary-strong underline underline-offset-4 hover:no-underline">
          {t("preview.link")}
        </Link>
      </p>
    </SectionCard>
  );
}
