import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useClientValue } from "../../../lib/use-client-value";
import { AuthTabs, type AuthTab } from "./auth-forms";

// The home page hero's sign-in card (spec section 2): the same tabs and forms as /auth. Unlike
// the specification's landing card it shows every error, under the field and as a toast.

function CardBody() {
  const { t } = useTranslation("auth");
  const [tab, setTab] = useState<AuthTab>("login");
  return (
    <>
      <CardHeader>
        <CardTitle as="h2">{tab === "register" ? t("card.registerTitle") : t("card.loginTitle")}</CardTitle>
        <CardDescription>{tab === "register" ? t("card.registerDescription") : t("card.loginDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <AuthTabs idPrefix="card" tab={tab} onTabChange={setTab} offerPasskey={false} />
      </CardContent>
    </>
  );
}

function CardSkeleton() {
  return (
    <div className="grid gap-4 p-6" aria-hidden="true">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/**
 * Before the app is live (the prerendered page, which starts the app at the visitor's first
 * interaction), the card offers the two ways in as links to /auth, which work without the app.
 */
function CardLinks() {
  const { t } = useTranslation("auth");
  return (
    <>
      <CardHeader>
        <CardTitle as="h2">{t("card.loginTitle")}</CardTitle>
        <CardDescription>{t("card.loginDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Link to="/auth" className={buttonVariants({ size: "lg", className: "w-full" })}>
          {t("actions.signIn")}
        </Link>
        <Link to="/auth?tab=register" className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}>
          {t("actions.signUp")}
        </Link>
      </CardContent>
    </>
  );
}

/**
 * The prerendered home page holds links, not the form: a form sent before the app is live would
 * go to the server as a plain submission with the password in it. The form replaces them once the
 * page is running, in a card that already has the form's height (measured at 360-1536 px in both
 * languages: 402.5 px, 414.5 px from sm), so nothing below it moves.
 */
export function SignInCard() {
  const isLive = useClientValue(() => true, false);
  return (
    <Card className="w-full max-w-md min-h-[25.25rem] sm:min-h-[26rem]">
      {isLive ? (
        <Suspense fallback={<CardSkeleton />}>
          <CardBody />
        </Suspense>
      ) : (
        <CardLinks />
      )}
    </Card>
  );
}
