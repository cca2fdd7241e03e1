// PostgreSQL's default shared_buffers (128 MB) is touched at start-up inside PGlite's WebAssembly
// memory, so all of it stayed resident: an embedded server with an existing database idled at
// ~450 MiB. A small team's database fits a smaller cache, and the operating system's page cache
// still holds the files PGlite reads; the list API measured no slower (issue 17, decision 1800).
// One value for the server's configuration default and for databases opened without it (tests).
export const DEFAULT_EMBEDDED_SHARED_BUFFERS = "16MB";
