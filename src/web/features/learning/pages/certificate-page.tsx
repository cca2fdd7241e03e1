import { BadgeCheck, ShieldX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCertificateVerification } from "../../../api/learning";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { LoadingBlock, Skeleton } from "../../../components/ui/skeleton";
import { isApiError } from "../../../lib/api-client";
import { formatDay } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";

/** /certificates/:code: the public confirmation of a certificate (name, course, date; nothing else). */
export function CertificatePage() {
  const { t } = useTranslation("learning");
  const language = useLanguage();
  const { code = "" } = useParams();
  const verification = useCertificateVerification(code, language);
  const limited = verification.isError && isApiError(verification.error) && verification.error.status === 429;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("certificate.title")}</h1>
      <div className="mt-6">
        {verification.isPending ? (
          <LoadingBlock label={t("certificate.loading")}>
            <Skeleton className="h-48" />
          </LoadingBlock>
        ) : verification.isError ? (
          <Card>
            <CardContent className="flex flex-col items-start gap-3 p-6">
              <ShieldX aria-hidden="true" className="size-10 text-destructive-strong" />
              <h2 className="text-xl font-semibold">{limited ? t("certificate.limited") : t("certificate.invalid")}</h2>
              {limited ? null : <p className="text-muted-foreground">{t("certificate.invalidBody")}</p>}
              <Link to="/" className={buttonVariants({ variant: "outline" })}>
                {t("certificate.home")}
              </Link>
            </CardContent>
          </Card>
        ) : (
          <Card className="border-primary/40">
            <CardContent className="grid gap-4 p-6">
              <h2 className="flex items-center gap-2 text-xl font-semibold text-primary-strong">
                <BadgeCheck aria-hidden="true" className="size-7" />
                {t("certificate.valid")}
              </h2>
              <p>{t("certificate.body", { name: verification.data.name, course: verification.data.course, date: formatDay(verification.data.issuedOn, language, "long") })}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t("certificate.name")}</dt>
                <dd className="font-medium">{verification.data.name}</dd>
                <dt className="text-muted-foreground">{t("certificate.course")}</dt>
                <dd className="font-medium">{verification.data.course}</dd>
                <dt className="text-muted-foreground">{t("certificate.date")}</dt>
                <dd className="font-medium">{formatDay(verification.data.issuedOn, language, "long")}</dd>
                <dt className="text-muted-foreground">{t("certificate.code")}</dt>
                <dd className="font-mono">{code.toUpperCase()}</dd>
              </dl>
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}
