// The one set of esbuild options a function's Lambda bundle is built with: used by the CDK (infra/aws/lambda.ts),
// the bundle-size test (test/infra/bundles.test.ts) and the bench, so the three measure the same file.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const BUNDLE_TARGET = 'node22';
/** ES module builds first, so esbuild can tree-shake the SDK (its CommonJS builds cannot be). */
export const BUNDLE_MAIN_FIELDS = ['module', 'main'];
/** CommonJS dependencies bundled into an ES module still call require(). */
export const BUNDLE_BANNER = "import { createRequire } from 'node:module';const require = createRequire(import.meta.url);";
/**
 * Modules replaced in Lambda bundles only (local runs use tsx and keep the originals). Each one is correct on
 * AWS Lambda: see the comment at the top of each shim.
 * - the default credential chain → the environment only (Lambda always provides the role's keys there);
 * - bowser, the browser user-agent parser → a stub (only a browser path of the SDK imports it).
 */
export const BUNDLE_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(ROOT, 'infra', 'aws', 'shims', 'credentials.ts'),
  bowser: join(ROOT, 'infra', 'aws', 'shims', 'bowser.ts'),
};

/** esbuild options for functions/<name>/handler.ts, exactly as the CDK passes them (minified ESM, SDK bundled). */
export function bundleOptions(name: string, outfile: string): BuildOptions {
  return { ...lambdaBuildOptions(outfile), entryPoints: [join(ROOT, 'functions', name, 'handler.ts')] };
}

/** The same options without an entry: the bench adds a stdin entry for its floor bundle. */
export function lambdaBuildOptions(outfile: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    minify: true,
    sourcemap: false,
    mainFields: BUNDLE_MAIN_FIELDS,
    alias: BUNDLE_ALIASES,
    banner: { js: BUNDLE_BANNER },
    tsconfig: join(ROOT, 'tsconfig.json'),
    outfile,
    metafile: true,
    logLevel: 'silent',
  };
}

/** The same aliases as CDK esbuildArgs (`--alias:name=path`). */
export function aliasArgs(): Record<string, string> {
  return Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([from, to]) => [`--alias:${from}`, to]));
}

/**
 * Bytes of the output that a cold start loads and runs: every module reachable from the entry through static
 * imports. Modules reached only through a dynamic import() (the consultant with its pest guides, the OpenAI SDK) are
 * in the same file (esbuild inlines them without code splitting) but wrapped, so they are evaluated only on first use.
 */
export function bundleBytes(meta: Metafile): { total: number; init: number; initModules: Set<string>; byPackage: [string, number][] } {
  const [output] = Object.values(meta.outputs);
  const entry = output.entryPoint!;
  const staticReach = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (staticReach.has(file)) continue;
    staticReach.add(file);
    for (const imp of meta.inputs[file]?.imports ?? []) if (imp.kind !== 'dynamic-import' && !imp.external) stack.push(imp.path);
  }
  let modules = 0;
  let init = 0;
  const packages = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
    modules += bytesInOutput;
    if (staticReach.has(file)) init += bytesInOutput;
    packages.set(packageOf(file), (packages.get(packageOf(file)) ?? 0) + bytesInOutput);
  }
  // The runtime glue and banner are not modules: count them as loaded at init.
  init += output.bytes - modules;
  return { total: output.bytes, init, initModules: staticReach, byPackage: [...packages].sort((a, b) => b[1] - a[1]) };
}

/** `node_modules/@scope/name/...` → `@scope/name`; project files → their folder (functions/knowledge, ...). */
export function packageOf(file: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (m) return m[1];
  return file.split('/').slice(0, 2).join('/');
}
