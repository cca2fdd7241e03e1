import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Check, Copy } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { createApiTokenSchema } from "../../../../domain/api-tokens/schemas";
import { tokenScopes } from "../../../../domain/api-tokens/scopes";
import { useProjectItems } from "../../../api/projects";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormDialogFooter } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useCreateApiToken, type CreateApiTokenBody, type CreatedApiToken } from "../api/api-tokens";
import { useLanguage } from "../../../lib/use-language";
import { validationMessage } from "../../../lib/shared-text";

const inputClass = cn("h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground", focusRing);
const expiryChoices = ["30", "90", "365", "never"] as const;
type FormValues = {
  name: string;
  expiresInDays: (typeof expiryChoices)[number];
  scope: (typeof tokenScopes)[number];
  projectLimit: "all" | "chosen";
  projectIds: string[];
};

const formSchema = z.preprocess(
  (v: FormValues) => ({
    name: v.name,
    expiresInDays: v.expiresInDays === "never" ? null : Number(v.expiresInDays),
    scope: v.scope,
    // One checkbox alone answers its value or false, several an array: normalised here.
    projectIds: v.projectLimit === "chosen" ? [v.projectIds as unknown].flat().filter((id): id is string => typeof id === "string" && id !== "") : null,
  }),
  createApiTokenSchema,
);

const choiceClass = "flex items-start gap-2 rounded-md border border-border p-2.5 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft";

function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation("api-tokens");
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setIsCopied(true);
    } catch {
      toast({ title: t("created.copyFailed"), variant: "warning" });
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("created.title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("created.warning")}</DialogDescription>
      </DialogHeader>
      <div role="alert" className="flex gap-3 rounded-lg border border-warning-strong/50 bg-warning-strong/10 p-3 text-sm">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-strong" />
        <p>{t("created.warning")}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="new-token-value">{t("created.tokenLabel")}</Label>
        <div className="flex gap-2">
          <input id="new-token-value" readOnly value={created.token} onFocus={(event) => event.target.select()} className={cn(inputClass, "font-mono text-xs")} data-testid="new-token" />
          <Button variant="outline" onClick={() => void copy()}>
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? t("created.copied") : t("created.copy")}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {isCopied ? t("created.copied") : ""}
        </p>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{t("created.done")}</Button>
      </DialogFooter>
    </>
  );
}

/** Name and expiry; then the secret, shown once with a copy button and a clear warning. Mounted while open. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("api-tokens");
  const language = useLanguage();
  const create = useCreateApiToken();
  const projects = useProjectItems();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useForm<FormValues, unknown, CreateApiTokenBody>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues, unknown, CreateApiTokenBody>,
    // Least privilege to start with: reading only, on every project, for 90 days.
    defaultValues: { name: "", expiresInDays: "90", scope: "read", projectLimit: "all", projectIds: [] },
  });
  const { errors } = form.formState;
  const projectLimit = form.watch("projectLimit");

  const submit = async (body: CreateApiTokenBody) => {
    try {
      setCreated(await create.mutateAsync(body));
      toast({ title: t("toast.created"), variant: "success" });
    } catch (error) {
      if (isApiError(error) && error.fields?.name) form.setError("name", { message: error.fields.name });
      if (isApiError(error) && error.fields?.projectIds) form.setError("projectIds", { message: error.fields.projectIds });
      toast({ title: t("errors.createFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  };
  const nameError = validationMessage(errors.name?.message, language, { max: 100 });
  const projectsMessage = errors.projectIds?.message ?? (errors.projectIds as { root?: { message?: string } } | undefined)?.root?.message;
  const projectsError = projectsMessage === "validation.required" ? t("create.projectsRequired") : validationMessage(projectsMessage, language, { max: 50 });

  return (
    // The secret is never shown again: closing by Escape or outside click is only possible before it exists.
    <Dialog open onOpenChange={(open) => (open ? undefined : created ? undefined : onClose())}>
      <DialogContent closeLabel={t("create.cancel")} hasCloseButton={!created} onEscapeKeyDown={(event) => (created ? event.preventDefault() : undefined)} onPointerDownOutside={(event) => (created ? event.preventDefault() : undefined)}>
        {created ? (
          <NewToken created={created} onDone={onClose} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("create.title")}</DialogTitle>
              <DialogDescription>{t("create.description")}</DialogDescription>
            </DialogHeader>
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
              <div className="grid gap-1.5">
                <Label htmlFor="token-name">{t("create.name")}</Label>
                <input
                  id="token-name"
                  className={inputClass}
                  placeholder={t("create.namePlaceholder")}
                  autoComplete="off"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? "token-name-error" : undefined}
                  {...form.register("name")}
                />
                {nameError ? (
                  <p id="token-name-error" className="text-sm text-destructive-strong">
                    {nameError}
                  </p>
                ) : null}
              </div>
              <fieldset className="grid gap-2">
                <legend className="mb-1.5 text-sm font-medium">{t("create.scope")}</legend>
                {tokenScopes.map((scope) => (
                  <label key={scope} className={choiceClass}>
                    <input type="radio" value={scope} className="mt-0.5 size-4 accent-[var(--color-primary)]" {...form.register("scope")} />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(`scope.${scope}`)}</span>
                      <span className="text-xs text-muted-foreground">{t(`scope.${scope}Hint`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <fieldset className="grid gap-2" aria-describedby={projectsError ? "token-projects-error" : undefined}>
                <legend className="mb-1.5 text-sm font-medium">{t("create.projects")}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {(["all", "chosen"] as const).map((limit) => (
                    <label key={limit} className={choiceClass}>
                      <input type="radio" value={limit} className="mt-0.5 size-4 accent-[var(--color-primary)]" {...form.register("projectLimit")} />
                      {t(`create.projectLimit.${limit}`)}
                    </label>
                  ))}
                </div>
                {projectLimit === "chosen" ? (
                  projects.isPending ? (
                    <p className="text-sm text-muted-foreground">{t("create.projectsLoading")}</p>
                  ) : projects.isError ? (
                    <p role="alert" className="text-sm text-destructive-strong">{t("create.projectsFailed")}</p>
                  ) : projects.data.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t("create.noProjects")}</p>
                  ) : (
                    <ul className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-border p-2" aria-label={t("create.projectsList")}>
                      {projects.data.map((project) => (
                        <li key={project.id}>
                          <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-subtle">
                            <input type="checkbox" value={project.id} className="size-4 accent-[var(--color-primary)]" {...form.register("projectIds")} />
                            <span className="min-w-0 truncate">{project.name}</span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  )
                ) : null}
                {projectsError ? (
                  <p id="token-projects-error" className="text-sm text-destructive-strong">
                    {projectsError}
                  </p>
                ) : null}
              </fieldset>
              <div className="grid gap-1.5">
                <Label htmlFor="token-expiry">{t("create.expires")}</Label>
                <select id="token-expiry" className={inputClass} {...form.register("expiresInDays")}>
                  {expiryChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice === "never" ? t("create.noExpiry") : t(`create.days${choice}`)}
                    </option>
                  ))}
                </select>
              </div>
              <FormDialogFooter cancelLabel={t("create.cancel")} onCancel={onClose} submitLabel={t("create.submit")} isPending={create.isPending} />
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
