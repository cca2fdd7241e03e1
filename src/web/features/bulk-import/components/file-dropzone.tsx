import { FileSpreadsheet, UploadCloud } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { acceptedExtensions } from "../api/upload-import";
import { importLimits } from "../../../../domain/import/limits";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

const MB = 1024 * 1024;

/** Drag and drop, or the file picker, for one CSV, XLSX or JSON file. */
export function FileDropzone({ onFile, isDisabled }: { onFile: (file: File) => void; isDisabled?: boolean }) {
  const { t } = useTranslation("bulk-import");
  const language = useLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onFile(file);
  };
  return (
    <div
      data-testid="dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border bg-background px-6 py-10 text-center transition-colors",
        isOver && "border-primary-strong bg-primary-soft",
      )}
    >
      <UploadCloud aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{t("file.drop")}</p>
      <p className="text-sm text-muted-foreground">{t("file.or")}</p>
      <label htmlFor={inputId} className="sr-only">
        {t("file.inputLabel")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptedExtensions.join(",")}
        className="sr-only"
        tabIndex={-1}
        disabled={isDisabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
      <Button variant="outline" disabled={isDisabled} onClick={() => input.current?.click()}>
        <FileSpreadsheet aria-hidden="true" />
        {t("file.choose")}
      </Button>
      <p className="max-w-lg text-xs text-muted-foreground">{t("file.hint", {
          fileMb: formatNumber(importLimits.fileBytes / MB, language),
          rows: formatNumber(importLimits.rows, language),
          cells: formatNumber(importLimits.cells, language),
          unzippedMb: formatNumber(importLimits.unzippedBytes / MB, language),
        })}</p>
    </div>
  );
}
