import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contactMessageSchema, contactTopics, CONTACT_MESSAGE_MAX, type ContactMessage, type ContactMessageInput, type ContactTopic } from "../../../../domain/contact/schema";
import { Button } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { FieldShell, fieldAria, FormError } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/toast-store";
import type { Language } from "../../../i18n/language";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSendContactMessage } from "../api/send-contact-message";
import { validationMessage } from "../../../lib/shared-text";
import { useLanguage } from "../../../lib/use-language";

const fieldClass = cn(
  "w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs placeholder:text-muted-foreground aria-[invalid=true]:border-destructive-strong",
  focusRing,
);

const limits: Record<string, number> = { name: 100, company: 150, message: CONTACT_MESSAGE_MAX, email: 255 };

/** A shared schema's message key in the reader's language (the server sends its own text). */
function validationText(key: string | undefined, language: Language, field: string): string | undefined {
  return key?.startsWith("validation.") ? validationMessage(key, language, { max: limits[field] ?? 0, min: 10 }) : key;
}

export function ContactForm({ initialTopic }: { initialTopic: ContactTopic }) {
  const { t } = useTranslation("contact");
  const language = useLanguage();
  const send = useSendContactMessage();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: "", email: "", company: "", topic: initialTopic, message: "" },
  });
  const { errors } = form.formState;
  const error = (field: keyof ContactMessageInput) => validationText(errors[field]?.message, language, field);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      toast({ title: t("sent.toast"), variant: "success" });
      setSent({ name: values.name, email: values.email });
      form.reset({ name: "", email: "", company: "", topic: values.topic, message: "" });
    } catch (failure) {
      let message = t("errors.network");
      if (isApiError(failure)) {
        for (const [field, text] of Object.entries(failure.fields ?? {})) {
          if (field in values) form.setError(field as keyof ContactMessageInput, { message: text });
        }
        message = failure.status === 429 ? t("errors.rateLimited") : failure.fields ? t("errors.fix") : failure.status === 0 ? t("errors.network") : failure.message;
      }
      setFormError(message);
      toast({ title: t("errors.toast"), description: message, variant: "error" });
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl border border-border bg-card p-8 text-center shadow-xs">
        <CheckCircle2 aria-hidden="true" className="size-12 text-primary-strong" />
        <h2 className="mt-4 text-2xl font-semibold">{t("sent.title", { name: sent.name })}</h2>
        <p className="mt-2 text-muted-foreground">{t("sent.body", { email: sent.email })}</p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(null)}>
          {t("sent.another")}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" className="grid gap-5 rounded-2xl border border-border bg-card p-6 shadow-xs sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t("form.title")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell id="contact-name" label={t("form.name")} error={error("name")}>
          <input id="contact-name" autoComplete="name" className={cn(fieldClass, "h-10")} {...fieldAria("contact-name", error("name"))} {...form.register("name")} />
        </FieldShell>
        <FieldShell id="contact-email" label={t("form.email")} error={error("email")}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            className={cn(fieldClass, "h-10")}
            {...fieldAria("contact-email", error("email"))}
            {...form.register("email")}
          />
        </FieldShell>
        <FieldShell id="contact-company" label={t("form.company")} error={error("company")}>
          <input
            id="contact-company"
            autoComplete="organization"
            className={cn(fieldClass, "h-10")}
            {...fieldAria("contact-company", error("company"))}
            {...form.register("company")}
          />
        </FieldShell>
        <FieldShell id="contact-topic" label={t("form.topic")} error={error("topic")}>
          <select id="contact-topic" className={cn(fieldClass, "h-10")} {...fieldAria("contact-topic", error("topic"))} {...form.register("topic")}>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <FieldShell id="contact-message" label={t("form.message")} error={error("message")} hint={t("form.messageHint")}>
        <textarea
          id="contact-message"
          rows={6}
          className={cn(fieldClass, "py-2")}
          {...fieldAria("contact-message", error("message"), true)}
          {...form.register("message")}
        />
      </FieldShell>
      <FormError>{formError}</FormError>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-xs text-muted-foreground">
          {t("form.privacy")}{" "}
          <Link to="/privacy-policy" className="font-medium text-primary-strong underline underline-offset-4">
            {t("form.privacyLink")}
          </Link>
          .
        </p>
        <Button type="submit" isLoading={send.isPending} disabled={send.isPending}>
          <Send aria-hidden="true" />
          {t("form.submit")}
        </Button>
      </div>
    </form>
  );
}

export function topicFromSearch(search: string): ContactTopic {
  const topic = new URLSearchParams(search).get("topic");
  return (contactTopics as readonly string[]).includes(topic ?? "") ? (topic as ContactTopic) : "demo";
}
