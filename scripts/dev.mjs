// `npm run dev`: the server with reload on :3000 (tsx watch) and Vite with hot reload on :5173,
// which forwards /api to the server. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development", PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { if (code) stop(); });
