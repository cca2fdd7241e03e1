// The one HTTP client of the web app. It sends the session cookie and JSON, and turns the server's
// error shape, { error: { code, message, fields? } } (ARCHITECTURE.md, "Errors"), into an ApiError
// whose message is already in the reader's language (the server reads the rumbo_lang cookie).
// Each API call lives in src/web/api/<resource>.ts with its schema, query key and hook (decision 0602).

import { READ_MARK_HEADER } from "../../domain/http/read-marks";
import { pageReadLedger, type ReadLedger, type RequestOutcome } from "./read-marks";

export type FieldErrors = Record<string, string>;

export type ApiErrorBody = { error: { code: string; message: string; fields?: FieldErrors } };

/** Codes the client itself uses when there is no answer from the server to report. */
export const clientErrorCodes = {
  network: "network_error",
  invalidResponse: "invalid_response",
  http: "http_error",
} as const;

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** No answer at all (offline, DNS, refused): status 0. */
  get isNetworkError(): boolean {
    return this.code === clientErrorCodes.network;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== "string" || typeof message !== "string") return false;
  if (fields === undefined) return true;
  return typeof fields === "object" && fields !== null && Object.values(fields).every((v) => typeof v === "string");
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Checks and types the answer, e.g. a zod schema's `parse`. Without it the answer is trusted. */
  parse?: (data: unknown) => T;
};

export type ApiClientOptions = {
  /** Prefix of every path; "/api/v1" by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Told when each answer was read, for the event stream's first opening (lib/read-marks.ts). */
  ledger?: ReadLedger;
};

function withQuery(url: string, query: RequestOptions<unknown>["query"]): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, clientErrorCodes.invalidResponse, response.statusText || "Invalid response");
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? "/api/v1";

  async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const { ledger } = options;
    if (!ledger) return send(path, init);
    const id = ledger.begin();
    let outcome: RequestOutcome = { failed: true };
    try {
      return await send(path, init, (mark) => (outcome = mark));
    } finally {
      ledger.settle(id, outcome);
    }
  }

  /** `onRead` hears the answer's read mark once its data is in hand. */
  async function send<T>(path: string, init: RequestOptions<T>, onRead?: (mark: string | null) => void): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    const hasBody = init.body !== undefined;
    if (hasBody) headers["Content-Type"] = "application/json";
    const url = withQuery(path.startsWith("http") ? path : `${baseUrl}${path}`, init.query);

    let response: Response;
    try {
      response = await doFetch(url, {
        method: init.method ?? (hasBody ? "POST" : "GET"),
        headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        credentials: "include",
        signal: init.signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, clientErrorCodes.network, error instanceof Error ? error.message : "Network error");
    }

    if (response.status === 204 || response.status === 205) {
      onRead?.(response.headers.get(READ_MARK_HEADER));
      return undefined as T;
    }
    if (!response.ok) {
      // A proxy may answer with HTML; anything but the error shape becomes a plain HTTP error.
      const body = await readJson(response).catch(() => undefined);
      if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.fields);
      throw new ApiError(response.status, clientErrorCodes.http, response.statusText || `HTTP ${response.status}`);
    }
    const data = await readJson(response);
    const parsed = init.parse ? init.parse(data) : (data as T);
    onRead?.(response.headers.get(READ_MARK_HEADER));
    return parsed;
  }

  return {
    request,
    get: <T>(path: string, init: Omit<RequestOptions<T>, "method" | "body"> = {}) => request<T>(path, { ...init, method: "GET" }),
    post: <T>(path: string, body?: unknown, init: Omit<RequestOptions<T>, "method" | "body"> = {}) =>
      request<T>(path, { ...init, method: "POST", body }),
    put: <T>(path: string, body?: unknown, init: Omit<RequestOptions<T>, "method" | "body"> = {}) =>
      request<T>(path, { ...init, method: "PUT", body }),
    patch: <T>(path: string, body?: unknown, init: Omit<RequestOptions<T>, "method" | "body"> = {}) =>
      request<T>(path, { ...init, method: "PATCH", body }),
    delete: <T>(path: string, init: Omit<RequestOptions<T>, "method" | "body"> = {}) => request<T>(path, { ...init, method: "DELETE" }),
  };
}


/** The shared client for /api/v1. */
export const apiClient = createApiClient({ ledger: pageReadLedger });
