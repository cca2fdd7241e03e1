// Writes .br and .gz beside each text asset of dist/web, so the server sends compressed files
// without compressing on every request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2] ?? "dist/web";
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
let files = 0;
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(entry) && !entry.endsWith(".map")) {
      const body = readFileSync(path);
      if (body.length < 512) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
}
walk(root);
console.log(`precompressed ${files} files in ${root}`);
