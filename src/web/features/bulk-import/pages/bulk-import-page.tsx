import { CheckCircle2, Download, FileSpreadsheet, FolderKanban, ListChecks, RotateCcw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, SectionCard } from "../../../components/ui/card";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupCard } from "../../../components/ui/radio-group";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format";
import { useCommitImport, type CommitResult, type ImportMode } from "../api/commit-import";
import { useProjectItems } from "../../../api/projects";
import { usePreviewImport, type ImportEntity, type ImportPreview } from "../api/preview-import";
import { useUploadImport, type UploadedImport } from "../api/upload-import";
import { FileDropzone } from "../components/file-dropzone";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { RowErrorsTable } from "../components/row-errors-table";
import { SampleTable } from "../components/sample-table";
import { useImportProgress } from "../hooks/use-import-progress";
import { cleanMapping, fileProblem, initialMapping, initialReading, mappableFields, maxUploadBytes, type ReadingChoice } from "../lib/import-model";
import { SourceSummary } from "../components/source-summary";
import { useLanguage } from "../../../lib/use-language";
import { FormError } from "../../../components/ui/form-field";

type Step = "file" | "mapping" | "review" | "result";
const steps: Step[] = ["file", "mapping", "review", "result"];
const fieldKeys = [
  "name", "description", "status", "priority", "phase", "startDate", "dueDate", "budget", "benefit", "title", "endDate", "estimateHours", "storyPoints",
  "type", "estimateSeconds", "key", "externalId", "parent", "epic", "assignees", "labels", "milestone", "milestoneDue", "sprint", "sprintStart", "sprintEnd", "dependsOn", "blocks", "timeEntries",
  "reporter", "watchers", "comments", "worklogs",
] as const;
type FieldKey = (typeof fieldKeys)[number];
const selectClass = cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs", focusRing);

function Stepper({ current }: { current: Step }) {
  const { t } = useTranslation("bulk-import");
  const index = steps.indexOf(current);
  return (
    <ol aria-label={t("steps.label")} className="flex flex-wrap gap-2 text-sm">
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? "step" : undefined}
          className={cn(
            "flex items-center gap-2 rounded-full border px-3 py-1",
            i === index ? "border-primary-strong bg-primary-soft font-medium text-primary-strong" : i < index ? "border-border text-foreground" : "border-border text-muted-foreground",
          )}
        >
          <span aria-hidden="true" className="tabular-nums">
            {i < index ? <CheckCircle2 className="size-4" /> : i + 1}
          </span>
          {t(`steps.${step}`)}
          {i < index ? <span className="sr-only">({t("steps.done")})</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Templates({ entity }: { entity: ImportEntity }) {
  const { t } = useTranslation("bulk-import");
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{t("template.title")}</p>
      <p className="text-xs text-muted-foreground">{t("template.description")}</p>
      <div className="flex flex-wrap gap-2">
        {(["csv", "xlsx"] as const).map((format) => (
          <a key={format} href={`/api/v1/imports/template?entity=${entity}&format=${format}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" />
            {t(`template.${format}`)}
          </a>
        ))}
      </div>
    </div>
  );
}

/** /bulk-import: file → column mapping → review with per-row errors → import with progress → result. */
export function BulkImportPage() {
  const { t } = useTranslation("bulk-import");
  const language = useLanguage();
  const [entity, setEntity] = useState<ImportEntity>("projects");
  const [projectId, setProjectId] = useState("");
  const [upload, setUpload] = useState<UploadedImport | null>(null);
  const [uploadRatio, setUploadRatio] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [reading, setReading] = useState<ReadingChoice>({ numberLocale: "auto", dateOrder: "auto" });
  const [mappingErrors, setMappingErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mode, setMode] = useState<ImportMode>("valid_rows");
  const [result, setResult] = useState<CommitResult | null>(null);
  const [commitError, setCommitError] = useState<string | null>(null);
  const uploader = useUploadImport();
  const previewer = usePreviewImport();
  const committer = useCommitImport();
  const progress = useImportProgress(upload?.id ?? null, committer.isPending);
  const projects = useProjectItems({ sort: "name", pageSize: 200 }, { enabled: entity === "tasks" });
  const imported = useProjectItems({ sort: "created_at", pageSize: Math.min(10, Math.max(1, result?.imported ?? 1)) }, { enabled: result !== null && entity === "projects" && result.imported > 0 });

  const step: Step = result ? "result" : preview ? "review" : upload ? "mapping" : "file";
  const fields = upload ? mappableFields(upload, entity) : [];
  const fieldLabel = (key: string) => (key.startsWith("custom:") ? t("fields.custom", { name: key.slice("custom:".length) }) : (fieldKeys as readonly string[]).includes(key) ? t(`fields.${key as FieldKey}`) : key);

  const reset = () => {
    setUpload(null);
    setPreview(null);
    setResult(null);
    setMapping({});
    setMappingErrors({});
    setCommitError(null);
    setFileError(null);
    setUploadRatio(null);
  };

  const onFile = (file: File) => {
    setFileError(null);
    const problem = fileProblem(file);
    if (problem) {
      setFileError(t(`file.${problem}`, { max: formatNumber(maxUploadBytes / (1024 * 1024), language) }));
      return;
    }
    setUploadRatio(0);
    uploader.mutate(
      { file, onProgress: setUploadRatio },
      {
        onSuccess: (answer) => {
          // Another tool's export holds tasks.
          const target = answer.source !== "generic" ? "tasks" : entity;
          setEntity(target);
          setUpload(answer);
          setMapping(initialMapping(answer, target));
          setReading(initialReading(answer, target));
        },
        onError: (error) => {
          const message = isApiError(error) && error.status === 401 ? t("errors.signIn") : isApiError(error) ? error.message : t("errors.uploadFailed");
          setFileError(message);
          toast({ title: t("errors.uploadFailed"), description: message, variant: "error" });
        },
        onSettled: () => setUploadRatio(null),
      },
    );
  };

  const changeEntity = (next: ImportEntity) => {
    setEntity(next);
    setPreview(null);
    setMappingErrors({});
    if (upload) {
      setMapping(initialMapping(upload, next));
      setReading(initialReading(upload, next));
    }
  };

  const input = () => ({ entity, mapping: cleanMapping(mapping), ...reading, ...(entity === "tasks" ? { projectId } : {}) });

  const validate = () => {
    if (!upload) return;
    setMappingErrors({});
    previewer.mutate(
      { importId: upload.id, ...input() },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setMode("valid_rows");
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setMappingErrors(error.fields);
          toast({ title: t("errors.previewFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
        },
      },
    );
  };

  const commit = () => {
    if (!upload) return;
    setCommitError(null);
    committer.mutate(
      { importId: upload.id, ...input(), mode },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast({ title: t("toast.imported"), description: t("toast.importedDescription", { imported: formatNumber(answer.imported, language) }), variant: "success" });
        },
        onError: (error) => {
          const message = isApiError(error) ? error.message : t("errors.commitFailed");
          setCommitError(message);
          toast({ title: t("errors.commitFailed"), description: message, variant: "error" });
        },
      },
    );
  };

  const fieldOfColumn = (column: string) => {
    const key = Object.entries(mapping).find(([, c]) => c === column)?.[0];
    return key ? fieldLabel(key) : null;
  };
  const targetProjects = projects.data ?? [];
  const canValidate = !!upload && (entity === "projects" || projectId !== "");

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
        <p className="max-w-3xl text-muted-foreground">{t("intro")}</p>
      </div>
      <div className="mt-6">
        <Stepper current={step} />
      </div>

      {step !== "result" ? (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <Card className="h-fit">
            <CardContent className="grid gap-5 pt-5 sm:pt-6">
              <fieldset className="grid gap-3">
                <legend className="mb-2 text-sm font-medium">{t("entity.label")}</legend>
                <RadioGroup value={entity} onValueChange={(value) => changeEntity(value as ImportEntity)} aria-label={t("entity.label")} disabled={committer.isPending}>
                  <RadioGroupCard value="projects">
                    <FolderKanban aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t("entity.projects")}</span>
                      <span className="text-xs text-muted-foreground">{t("entity.projectsHint")}</span>
                    </span>
                  </RadioGroupCard>
                  <RadioGroupCard value="tasks">
                    <ListChecks aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t("entity.tasks")}</span>
                      <span className="text-xs text-muted-foreground">{t("entity.tasksHint")}</span>
                    </span>
                  </RadioGroupCard>
                </RadioGroup>
              </fieldset>
              {entity === "tasks" ? (
                <div className="grid gap-1.5">
                  <Label htmlFor="import-project">{t("entity.project")}</Label>
                  <select
                    id="import-project"
                    className={selectClass}
                    value={projectId}
                    onChange={(event) => {
                      setProjectId(event.target.value);
                      setPreview(null);
                    }}
                    aria-invalid={mappingErrors.projectId ? true : undefined}
                    aria-describedby={mappingErrors.projectId ? "import-project-error" : undefined}
                  >
                    <option value="">{t("entity.chooseProject")}</option>
                    {targetProjects.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                  {projects.isSuccess && targetProjects.length === 0 ? <p className="text-xs text-muted-foreground">{t("entity.noProjects")}</p> : null}
                  {mappingErrors.projectId ? (
                    <p id="import-project-error" className="text-sm text-destructive-strong">
                      {mappingErrors.projectId}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <Templates entity={entity} />
            </CardContent>
          </Card>

          <div className="grid min-w-0 content-start gap-6">
            {step === "file" ? (
              <SectionCard title={t("file.title")} contentClassName="grid gap-3">
                {uploadRatio !== null && uploader.isPending ? (
                  <div className="grid gap-2 rounded-xl border border-border p-6" aria-live="polite">
                    <p className="text-sm">{t("file.uploading", { name: uploader.variables?.file.name ?? "" })}</p>
                    <ProgressBar label={t("file.uploadProgress")} percent={uploadRatio * 100} className="h-2.5" />
                  </div>
                ) : (
                  <FileDropzone onFile={onFile} isDisabled={uploader.isPending} />
                )}
                <FormError>{fileError}</FormError>
              </SectionCard>
            ) : null}

            {upload ? (
              <Card>
                <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-1.5">
                    <CardTitle as="h2">{t("mapping.title")}</CardTitle>
                    <CardDescription>{t("mapping.description")}</CardDescription>
                    <p className="flex items-center gap-2 text-sm">
                      <FileSpreadsheet aria-hidden="true" className="size-4 text-muted-foreground" />
                      {t("file.uploaded", { name: upload.filename, rows: formatNumber(upload.rowCount, language), columns: formatNumber(upload.columns.length, language) })}
                    </p>
                  </div>
                  <Button variant="ghost" size="sm" onClick={reset} disabled={committer.isPending}>
                    <RotateCcw aria-hidden="true" />
                    {t("file.another")}
                  </Button>
                </CardHeader>
                <CardContent className="grid gap-5">
                  <SourceSummary
                    upload={upload}
                    entity={entity}
                    reading={reading}
                    disabled={committer.isPending}
                    onReading={(next) => {
                      setReading(next);
                      setPreview(null);
                    }}
                  />
                  <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                    {fields.map((field) => {
                      const id = `map-${field.key}`;
                      const error = mappingErrors[`mapping.${field.key}`];
                      return (
                        <div key={field.key} className="grid gap-1.5">
                          <Label htmlFor={id}>
                            {fieldLabel(field.key)}
                            {field.required ? <span className="ml-1 text-xs font-normal text-muted-foreground">({t("mapping.required")})</span> : null}
                          </Label>
                          <select
                            id={id}
                            className={selectClass}
                            value={mapping[field.key] ?? ""}
                            disabled={committer.isPending}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                            onChange={(event) => {
                              setMapping((m) => ({ ...m, [field.key]: event.target.value }));
                              setPreview(null);
                            }}
                          >
                            <option value="">{t("mapping.none")}</option>
                            {upload.columns.map((column) => (
                              <option key={column} value={column}>
                                {column}
                              </option>
                            ))}
                          </select>
                          {error ? (
                            <p id={`${id}-error`} className="text-sm text-destructive-strong">
                              {error}
                            </p>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                  <div className="grid gap-2">
                    <h3 className="text-sm font-medium">{t("mapping.sample")}</h3>
                    <SampleTable columns={upload.columns} rows={upload.sample} fieldOf={fieldOfColumn} />
                  </div>
                  {step === "mapping" ? (
                    <div className="flex flex-wrap gap-2">
                      <Button onClick={validate} isLoading={previewer.isPending} disabled={!canValidate}>
                        {t("mapping.validate")}
                      </Button>
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            ) : null}

            {preview ? (
              <SectionCard title={t("review.title")} contentClassName="grid gap-5">
                <dl className="grid grid-cols-3 gap-3" data-testid="preview-counts">
                  {(
                    [
                      ["rows", preview.rowCount, ""],
                      ["valid", preview.validCount, "text-success-strong"],
                      ["invalid", preview.invalidCount, preview.invalidCount ? "text-destructive-strong" : ""],
                    ] as const
                  ).map(([key, value, tone]) => (
                    <div key={key} className="rounded-lg bg-muted px-3 py-2">
                      <dt className="text-xs text-muted-foreground">{t(`review.${key}`)}</dt>
                      <dd className={cn("text-xl font-bold tabular-nums", tone)}>{formatNumber(value, language)}</dd>
                    </div>
                  ))}
                </dl>
                {preview.errors.length ? (
                  <div className="grid gap-2">
                    <h3 className="text-sm font-medium">{t("review.errorsTitle")}</h3>
                    <RowErrorsTable errors={preview.errors} isTruncated={preview.errorsTruncated} />
                  </div>
                ) : (
                  <p className="flex items-center gap-2 text-sm text-success-strong">
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {t("review.noErrors")}
                  </p>
                )}
                <fieldset className="grid gap-2">
                  <legend className="mb-2 text-sm font-medium">{t("review.mode")}</legend>
                  <RadioGroup value={mode} onValueChange={(value) => setMode(value as ImportMode)} aria-label={t("review.mode")} className="sm:grid-cols-2" disabled={committer.isPending}>
                    {(["valid_rows", "all_or_nothing"] as const).map((value) => (
                      <RadioGroupCard key={value} value={value}>
                        <span className="grid gap-0.5">
                          <span className="font-medium">{t(value === "valid_rows" ? "review.validRows" : "review.allOrNothing")}</span>
                          <span className="text-xs text-muted-foreground">{t(value === "valid_rows" ? "review.validRowsHint" : "review.allOrNothingHint")}</span>
                        </span>
                      </RadioGroupCard>
                    ))}
                  </RadioGroup>
                </fieldset>
                {preview.validCount === 0 ? <p className="text-sm text-destructive-strong">{t("review.nothingValid")}</p> : null}
                {committer.isPending ? (
                  <div className="grid gap-2" aria-live="polite">
                    <p className="text-sm">{progress ? t("review.progressText", { done: formatNumber(progress.done, language), total: formatNumber(progress.total, language) }) : t("review.importing")}</p>
                    <ProgressBar label={t("review.progress")} percent={progress ? (progress.done / Math.max(1, progress.total)) * 100 : null} className="h-2.5" />
                  </div>
                ) : null}
                <FormError>{commitError}</FormError>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={commit} isLoading={committer.isPending} disabled={preview.validCount === 0}>
                    {t("review.import")}
                  </Button>
                  <Button variant="outline" onClick={() => setPreview(null)} disabled={committer.isPending}>
                    {t("mapping.back")}
                  </Button>
                </div>
              </SectionCard>
            ) : null}
          </div>
        </div>
      ) : (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-5 text-success-strong" />
              {t("result.title")}
            </CardTitle>
            <CardDescription>{t("result.summary", { imported: formatNumber(result?.imported ?? 0, language), skipped: formatNumber(result?.skipped ?? 0, language) })}</CardDescription>
            {entity === "tasks" && result ? (
              <p className="text-sm text-muted-foreground" data-testid="import-links">
                {t("result.links", { milestones: formatNumber(result.milestones, language), dependencies: formatNumber(result.dependencies, language) })}
                {result.unresolved || result.unknownPeople ? ` ${t("result.leftOut", { unresolved: formatNumber(result.unresolved, language), people: formatNumber(result.unknownPeople, language) })}` : null}
                {result.comments || result.watchers || result.fieldsCreated ? ` ${t("result.activity", { comments: formatNumber(result.comments, language), watchers: formatNumber(result.watchers, language), fields: formatNumber(result.fieldsCreated, language) })}` : null}
              </p>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            {entity === "projects" && imported.data && imported.data.length ? (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{t("result.importedProjects")}</h3>
                <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="imported-projects">
                  {imported.data.map((p) => (
                    <li key={p.id}>
                      <Link to={`/project/${p.id}`} className={cn("text-sm text-primary-strong hover:underline", focusRing)}>
                        {p.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                {(result?.imported ?? 0) > imported.data.length ? <p className="text-xs text-muted-foreground">{t("result.more", { count: (result?.imported ?? 0) - imported.data.length })}</p> : null}
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {entity === "tasks" && projectId ? (
                <Link to={`/project/${projectId}`} className={buttonVariants()}>
                  {t("result.viewProject")}
                </Link>
              ) : (
                <Link to="/projects" className={buttonVariants()}>
                  {t("result.viewProjects")}
                </Link>
              )}
              <Button variant="outline" onClick={reset}>
                {t("result.again")}
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
