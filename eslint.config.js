import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { readdirSync } from "node:fs";

// Import boundaries (docs/architecture.md): domain imports nothing of the others; web never
// imports server or db; db never imports server or web.
const boundaries = [
  { target: "./src/domain", from: ["./src/db", "./src/server", "./src/web"], message: "src/domain is pure: no db, server or web." },
  { target: "./src/web", from: ["./src/server", "./src/db"], message: "The browser bundle must not reach server-only code." },
  { target: "./src/db", from: ["./src/server", "./src/web"], message: "src/db sits below the server and knows nothing of the web." },
];

// Features do not import each other's insides (docs/architecture.md): what two features share moves
// down to src/domain, src/web/{api,lib,components} or the server's shared modules. A screen that
// composes other features' sections lives in src/web/app/pages (settings), except the public home
// page, which shows the blog's latest articles and the sign-in card and is prerendered as a feature.
const composedBy = { home: ["./blog", "./auth/components/sign-in-card.tsx"] };
const featureZones = (root, { everyone = [], composed = {} } = {}) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`, ...everyone, ...(composed[name] ?? [])],
      message: "A feature does not import another feature's insides: move what they share down a layer.",
    }));
boundaries.push(...featureZones("./src/web/features", { composed: composedBy }));
// A server feature reaches other features' work through src/server/shared (a project looked up,
// its tasks, its insights), src/server/{plugins,rate-limit,...} and src/domain, src/db. The one
// exception is the OpenAPI vocabulary every route's schema uses (security, errorResponses, fileBody).
boundaries.push(...featureZones("./src/server/features", { everyone: ["./openapi/document.ts"] }));

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "src/db/migrations/**", "bench/results/**", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
