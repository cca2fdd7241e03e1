import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { notificationsKey } from "../api/notifications";
import { addWelcome, runSmartCheck } from "../api/run-check";
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, MIN_CHECKING_MS, WELCOME_DELAY_MS } from "../lib/timing";

// The load sequence (spec section 4): welcome after 2 s, the smart check after 5 s, every 30 minutes
// and on 'Actualizar'. A check never starts while one runs (the server also shares a running check
// per user). Failures are only logged: the user sees nothing broken (spec section 8).

// Signing out within the first seconds leaves a timer that answers 401: nothing went wrong.
const signedOut = (error: unknown) => isApiError(error) && error.status === 401;

export function useNotificationSchedule(): { isChecking: boolean; check: () => Promise<void> } {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [isChecking, setIsChecking] = useState(false);

  const check = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setIsChecking(true);
    const started = Date.now();
    try {
      await runSmartCheck();
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    } catch (error) {
      if (!signedOut(error)) console.error("notifications: smart check failed", error);
    } finally {
      const rest = MIN_CHECKING_MS - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      running.current = false;
      setIsChecking(false);
    }
  }, [queryClient]);

  useEffect(() => {
    const welcome = setTimeout(() => {
      addWelcome()
        .then((added) => (added ? queryClient.invalidateQueries({ queryKey: notificationsKey }) : undefined))
        .catch((error: unknown) => {
          if (!signedOut(error)) console.error("notifications: welcome failed", error);
        });
    }, WELCOME_DELAY_MS);
    const first = setTimeout(() => void check(), FIRST_CHECK_DELAY_MS);
    const every = setInterval(() => void check(), CHECK_INTERVAL_MS);
    return () => {
      clearTimeout(welcome);
      clearTimeout(first);
      clearInterval(every);
    };
  }, [check, queryClient]);

  return { isChecking, check };
}
