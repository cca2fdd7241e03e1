import { createPostgresTemplate, POSTGRES_TEMPLATE_ENV } from "./test-database";

// Runs once before the PostgreSQL project's files: a migrated template that each test database is
// copied from (CREATE DATABASE … TEMPLATE), named to the test processes through the environment
// and dropped when the run ends, so nothing is left behind.
export default async function setup() {
  const template = await createPostgresTemplate();
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template.drop();
  };
}
