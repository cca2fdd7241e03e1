import { useEffect, useState } from "react";

/** The current time, ticking every second while `isActive` (a running timer's display). */
export function useNow(isActive: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isActive) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [isActive]);
  return now;
}
