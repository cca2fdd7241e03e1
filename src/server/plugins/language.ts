import fp from "fastify-plugin";
import { defaultLanguage, pickLanguage, type Language } from "../../domain/i18n/translate";
import { readCookie } from "../../domain/cookies";
import { translate } from "../i18n/messages";
import type { Params } from "../../domain/i18n/translate";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: Params): string;
  }
}

// The caller's language: ?lang=, then the rumbo_lang cookie the web app sets, then
// Accept-Language; Spanish when nothing says otherwise.
export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest("lang", defaultLanguage);
    app.decorateRequest("t", function (this: { lang: Language }, key: string, params?: Params) {
      return translate(this.lang, key, params);
    });
    app.addHook("onRequest", async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang =
        pickLanguage(
          typeof query?.lang === "string" ? query.lang : undefined,
          readCookie(request.headers.cookie, "rumbo_lang"),
          request.headers["accept-language"],
        ) ?? defaultLanguage;
    });
  },
  { name: "rumbo-language" },
);
