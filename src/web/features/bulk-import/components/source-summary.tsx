import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Label } from "../../../components/ui/label";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { importLimits } from "../../../../domain/import/limits";
import type { ImportEntity } from "../api/preview-import";
import type { UploadedImport } from "../api/upload-import";
import type { ReadingChoice } from "../lib/import-model";

const selectClass = cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs", focusRing);

/**
 * The mapping step's head: which tool wrote the file, whether its mapping was remembered, how its
 * numbers and dates read (detected from the values, or chosen), and what an import can and cannot do.
 */
export function SourceSummary({ upload, entity, reading, disabled, onReading }: { upload: UploadedImport; entity: ImportEntity; reading: ReadingChoice; disabled: boolean; onReading: (next: ReadingChoice) => void }) {
  const { t } = useTranslation("bulk-import");
  const language = useLanguage();
  const detectedNumber = upload.reading.numberLocale ? t(`reading.number.${upload.reading.numberLocale}`) : t("reading.number.unknown");
  const detectedDate = t(`reading.date.${upload.reading.dateOrder}`);
  const MB = 1024 * 1024;
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4" data-testid="source-summary">
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t("source.detected", { source: t(`source.names.${upload.source}`) })}</p>
        {upload.remembered[entity] ? <p className="text-sm text-muted-foreground">{t("source.remembered", { source: t(`source.names.${upload.source}`) })}</p> : <p className="text-sm text-muted-foreground">{t("source.willRemember")}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="import-number-locale">{t("reading.numberLabel")}</Label>
          <select id="import-number-locale" className={selectClass} value={reading.numberLocale} disabled={disabled} aria-describedby="import-number-hint" onChange={(e) => onReading({ ...reading, numberLocale: e.target.value as ReadingChoice["numberLocale"] })}>
            <option value="auto">{t("reading.auto", { detected: detectedNumber })}</option>
            <option value="comma">{t("reading.number.comma")}</option>
            <option value="point">{t("reading.number.point")}</option>
          </select>
          <p id="import-number-hint" className="text-xs text-muted-foreground">
            {t("reading.numberHint")}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="import-date-order">{t("reading.dateLabel")}</Label>
          <select id="import-date-order" className={selectClass} value={reading.dateOrder} disabled={disabled} aria-describedby="import-date-hint" onChange={(e) => onReading({ ...reading, dateOrder: e.target.value as ReadingChoice["dateOrder"] })}>
            <option value="auto">{t("reading.auto", { detected: detectedDate })}</option>
            <option value="dmy">{t("reading.date.dmy")}</option>
            <option value="mdy">{t("reading.date.mdy")}</option>
          </select>
          <p id="import-date-hint" className="text-xs text-muted-foreground">
            {t("reading.dateHint")}
          </p>
        </div>
      </div>
      <p className="flex gap-2 text-xs text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t("limits.text", {
            rows: formatNumber(importLimits.rows, language),
            cells: formatNumber(importLimits.cells, language),
            fileMb: formatNumber(importLimits.fileBytes / MB, language),
            unzippedMb: formatNumber(importLimits.unzippedBytes / MB, language),
          })}{" "}
          {entity === "tasks" ? t("limits.tasks") : null}
        </span>
      </p>
    </div>
  );
}
