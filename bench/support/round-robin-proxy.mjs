// A tiny round-robin HTTP proxy for bench/two-instances.ts: each request goes to the next upstream
// (UPSTREAMS="http://127.0.0.1:1,http://127.0.0.1:2"), over kept-alive connections. What an
// operator would put in front of several instances (nginx, HAProxy, a cloud balancer), reduced to
// the part that matters for the figure.
import http from "node:http";

const upstreams = process.env.UPSTREAMS.split(",").map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;
const server = http.createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length];
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, "x-forwarded-for": req.socket.remoteAddress }, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(Number(process.env.PORT), "127.0.0.1");
