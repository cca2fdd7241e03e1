export function ProjectManagementPage() {
  return <h1>…</h1>;
}
