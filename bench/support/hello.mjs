// The start-up reference (issue 17): a hello-world Fastify answering /api/health, started like Rumbo.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
