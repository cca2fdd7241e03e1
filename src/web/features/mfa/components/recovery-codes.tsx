import { Copy, Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";

/** The recovery codes, shown once: a list, copy, download as text, and "done". */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation("mfa");
  const headingId = useId();
  const text = `${t("codes.fileHeading", { email })}\n\n${codes.join("\n")}\n`;
  const onCopy = async () => {
    await navigator.clipboard.writeText(codes.join("\n"));
    toast({ title: t("codes.copied"), variant: "success" });
  };
  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "rumbo-recovery-codes.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div role="region" aria-labelledby={headingId} className="grid gap-3 rounded-md border border-primary-strong/30 bg-primary/5 p-4">
      <h3 id={headingId} className="font-semibold">
        {t("codes.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("codes.help")}</p>
      <ul aria-label={t("codes.listLabel")} className="grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-sm min-[400px]:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="tabular-nums">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          {t("codes.copy")}
        </Button>
        <Button variant="outline" size="sm" onClick={onDownload}>
          <Download aria-hidden="true" />
          {t("codes.download")}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t("codes.done")}
        </Button>
      </div>
    </div>
  );
}
