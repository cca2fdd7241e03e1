import { FileSpreadsheet, ImageDown } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { toast } from "../ui/toast-store";
import { downloadBlob, downloadCsv, fileSlug, type CsvCell } from "../../lib/csv";
import { svgToPngBlob } from "../../lib/export-png";

export type ChartData = { header: string[]; rows: CsvCell[][]; display?: ReactNode[][] };

type ChartCardProps = {
  title: string;
  description?: string;
  /** One sentence saying what the chart shows, read by screen readers in place of the drawing. */
  summary: string;
  data: ChartData;
  /** Base of the exported file names. */
  filename: string;
  children: ReactNode;
  testId?: string;
  /** Export buttons (analytics); the data table is always there. */
  isExportable?: boolean;
  headingLevel?: "h2" | "h3";
};

/**
 * A chart with its title, a text summary for screen readers, its data as a table (folded) and,
 * when exportable, PNG and CSV downloads.
 */
export function ChartCard({ title, description, summary, data, filename, children, testId, isExportable = false, headingLevel = "h3" }: ChartCardProps) {
  const { t } = useTranslation("intelligence");
  const id = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const [isExporting, setIsExporting] = useState(false);

  const exportPng = async () => {
    const svg = chartRef.current?.querySelector<SVGSVGElement>("svg[data-chart], .recharts-wrapper > svg");
    if (!svg) return;
    setIsExporting(true);
    try {
      const background = getComputedStyle(chartRef.current ?? document.body).getPropertyValue("--card").trim() || getComputedStyle(document.body).backgroundColor;
      downloadBlob(await svgToPngBlob(svg, background), `${fileSlug(filename)}.png`);
    } catch {
      toast({ title: t("export.failed"), variant: "error" });
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader className="gap-2 pb-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle as={headingLevel} id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription id={`${id}-desc`}>{description}</CardDescription> : null}
        </div>
        {isExportable ? (
          <div className="flex shrink-0 gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => void exportPng()} isLoading={isExporting} aria-label={t("export.pngOf", { title })}>
              <ImageDown aria-hidden="true" />
              PNG
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => downloadCsv(`${fileSlug(filename)}.csv`, data.header, data.rows)} aria-label={t("export.csvOf", { title })}>
              <FileSpreadsheet aria-hidden="true" />
              CSV
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <figure className="m-0 grid gap-2" aria-labelledby={`${id}-title`}>
          <div ref={chartRef} role="img" aria-label={summary} className="w-full min-w-0">
            {children}
          </div>
          <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
        </figure>
        <details className="group rounded-md border border-border text-sm">
          <summary className="cursor-pointer px-3 py-2 font-medium text-foreground select-none">{t("chart.showTable")}</summary>
          <div className="max-h-72 overflow-auto border-t border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  {data.header.map((h) => (
                    <th key={h} scope="col" className="px-3 py-1.5 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(data.display ?? data.rows).map((row, r) => (
                  <tr key={r} className="border-t border-border">
                    {row.map((cell, c) => (
                      <td key={c} className="px-3 py-1 tabular-nums">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
