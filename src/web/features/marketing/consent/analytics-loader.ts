// Loads the page-analytics and tag-manager scripts once the visitor has accepted analytics
// cookies (spec section 7, 'Other'): the tag manager 3 s after, the page analytics at the first
// scroll, click or touch, or after 5 s. The ids come from the server (GET /api/v1/public-config);
// a missing or placeholder id loads nothing.

export type PublicConfig = { analyticsId: string | null; tagManagerId: string | null };

export const analyticsDelayMs = 5000;
export const tagManagerDelayMs = 3000;
export const scriptHost = "https://www.googletagmanager.com";

const placeholder = /^(G|GTM)-(X+|0+|TEST.*|PLACEHOLDER.*|YOUR.*)$/i;

/** An id worth loading: the expected shape and not a placeholder such as G-XXXXXXXXXX. */
export function usableId(id: string | null | undefined, prefix: "G" | "GTM"): string | null {
  if (!id) return null;
  const value = id.trim().toUpperCase();
  if (!new RegExp(`^${prefix}-[A-Z0-9]{4,20}$`).test(value) || placeholder.test(value)) return null;
  return value;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch("/api/v1/public-config", { headers: { accept: "application/json" } });
  if (!response.ok) return { analyticsId: null, tagManagerId: null };
  return (await response.json()) as PublicConfig;
}

const interactions = ["scroll", "click", "touchstart", "keydown"] as const;

/**
 * Schedules both scripts; returns a function that cancels what has not loaded yet (the visitor
 * withdrew consent, or the page is going away).
 */
export function scheduleAnalytics(config: PublicConfig, target: Window = window): () => void {
  const cancels: (() => void)[] = [];
  const tagManagerId = usableId(config.tagManagerId, "GTM");
  const analyticsId = usableId(config.analyticsId, "G");
  const layer = target as DataLayerWindow;

  if (tagManagerId) {
    const timer = target.setTimeout(() => {
      layer.dataLayer = layer.dataLayer ?? [];
      layer.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      addScript(`${scriptHost}/gtm.js?id=${encodeURIComponent(tagManagerId)}`, "rumbo-tag-manager");
    }, tagManagerDelayMs);
    cancels.push(() => target.clearTimeout(timer));
  }

  if (analyticsId) {
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      stop();
      layer.dataLayer = layer.dataLayer ?? [];
      // gtag() pushes its arguments object, as Google's snippet does.
      const gtag = function gtag(..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object
        layer.dataLayer?.push(arguments);
      };
      gtag("js", new Date());
      gtag("config", analyticsId, { anonymize_ip: true });
      addScript(`${scriptHost}/gtag/js?id=${encodeURIComponent(analyticsId)}`, "rumbo-page-analytics");
    };
    const timer = target.setTimeout(load, analyticsDelayMs);
    for (const name of interactions) target.addEventListener(name, load, { once: true, passive: true });
    const stop = () => {
      target.clearTimeout(timer);
      for (const name of interactions) target.removeEventListener(name, load);
    };
    cancels.push(stop);
  }

  return () => {
    for (const cancel of cancels) cancel();
  };
}
