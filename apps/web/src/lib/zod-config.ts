// The site's Content-Security-Policy forbids eval: zod must not probe for it (the probe is
// reported as a policy violation), and validates without compiling functions. zod keeps its
// settings on `globalThis.__zod_globalConfig` and adopts an object already there, so setting it
// before any zod module loads configures every copy without putting zod in the entry chunk.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
