import { Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
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
        <AuthTabs idPrefix="card" tab={tab} onTabChange={setTab} />
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
 * The prerendered home page holds the card's skeleton, not its form: a form sent before the app
 * is live would go to the server as a plain submission with the password in it. The form appears
 * once the page is running (same size, no layout shift).
 */
export function SignInCard() {
  const isLive = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <Card className="w-full max-w-md">
      {isLive ? (
        <Suspense fallback={<CardSkeleton />}>
          <CardBody />
        </Suspense>
      ) : (
        <CardSkeleton />
      )}
    </Card>
  );
}

const subscribeNever = () => () => {};
