// Errors a service throws on purpose. The error handler turns them into
// { error: { code, message, fields? } } in the caller's language.

import type { Params } from "../domain/i18n/translate";


export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** A catalogue key, translated for the caller. */
    readonly messageKey: string,
    readonly params?: Params,
    /** Field path → catalogue key. */
    readonly fieldKeys?: Record<string, { key: string; params?: Params }>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new HttpError(404, "not_found", "errors.not_found");
export const forbidden = () => new HttpError(403, "forbidden", "errors.forbidden");
export const unauthorized = () => new HttpError(401, "unauthorized", "errors.unauthorized");
export const conflict = (messageKey = "errors.conflict", params?: Params) =>
  new HttpError(409, "conflict", messageKey, params);
