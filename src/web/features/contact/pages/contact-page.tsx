import { Building2, Headphones, Handshake } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { usePageMeta, catalogueMeta } from "../../../lib/page-meta";
import { ContactForm, topicFromSearch } from "../components/contact-form";

export function ContactPage() {
  const { t } = useTranslation("contact");
  const { search } = useLocation();
  usePageMeta(catalogueMeta(t("meta", { returnObjects: true }), "/contact"));
  const channels = [
    { icon: Handshake, title: t("channels.salesTitle"), body: t("channels.salesBody") },
    { icon: Headphones, title: t("channels.supportTitle"), body: t("channels.supportBody") },
    { icon: Building2, title: t("channels.officeTitle"), body: t("channels.officeBody") },
  ];
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.4fr] lg:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance">{t("title")}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t("lead")}</p>
        <h2 className="mt-10 text-lg font-semibold">{t("channels.title")}</h2>
        <ul className="mt-4 grid gap-4">
          {channels.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ContactForm initialTopic={topicFromSearch(search)} />
    </div>
  );
}
