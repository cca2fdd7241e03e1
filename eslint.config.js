import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Import boundaries (docs/architecture.md): domain imports nothing of the others; web never
// imports server or db; db never imports server or web.
const boundaries = [
  { target: "./src/domain", from: ["./src/db", "./src/server", "./src/web"], message: "src/domain is pure: no db, server or web." },
  { target: "./src/web", from: ["./src/server", "./src/db"], message: "The browser bundle must not reach server-only code." },
  { target: "./src/db", from: ["./src/server", "./src/web"], message: "src/db sits below the server and knows nothing of the web." },
];

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
