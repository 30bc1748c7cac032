// The one way a function's Lambda code is built (esbuild, minified ESM, SDK bundled, code splitting): used by the CDK
// (infra/aws/lambda.ts), the bundle-size test (test/infra/bundles.test.ts) and the bench, so the three measure the
// same files.
import { isAbsolute, join } from 'node:path';
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

/** The file Lambda loads: `index.mjs` exporting the handler (so the function's handler is `index.<export>`). */
export const BUNDLE_ENTRY = 'index.mjs';

/**
 * esbuild options for one function's code in `outdir`, exactly as the CDK builds it: `index.mjs` plus chunks. Code
 * splitting puts what a dynamic import() reaches (the SES and Cognito clients, the consultant with its pest guides, the
 * OpenAI SDK) in chunks of its own, which a cold start neither loads nor parses. `entry` is a path under the
 * repository (functions/health/handler.ts) or absolute.
 */
export function bundleOptions(entry: string, outdir: string): BuildOptions {
  return { ...lambdaBuildOptions(outdir), entryPoints: { index: isAbsolute(entry) ? entry : join(ROOT, entry) } };
}

/** The entry of a catalogue function. */
export const functionEntry = (name: string) => join('functions', name, 'handler.ts');

function lambdaBuildOptions(outdir: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    minify: true,
    sourcemap: false,
    splitting: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    mainFields: BUNDLE_MAIN_FIELDS,
    alias: BUNDLE_ALIASES,
    banner: { js: BUNDLE_BANNER },
    tsconfig: join(ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'silent',
  };
}

/**
 * Bytes of one function's code: `total`, every file (entry and chunks); `init`, the files a cold start loads (the
 * entry and the chunks it imports statically, transitively); `initModules`, the modules in those files, which a cold
 * start evaluates. Chunks reached only through a dynamic import() load on first use.
 */
export function bundleBytes(meta: Metafile): { total: number; init: number; initModules: Set<string>; byPackage: [string, number][] } {
  const outputs = Object.entries(meta.outputs).filter(([file]) => file.endsWith('.mjs'));
  // The function's own file: a dynamic import's chunk has an entryPoint too (the module it starts from), under chunks/.
  const [entryFile] = outputs.find(([file, o]) => o.entryPoint && !file.includes('/chunks/')) ?? [];
  if (!entryFile) throw new Error('no entry point in the build');
  const loaded = new Set<string>();
  const stack = [entryFile];
  while (stack.length) {
    const file = stack.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
  }
  let total = 0;
  let init = 0;
  const initModules = new Set<string>();
  const packages = new Map<string, number>();
  for (const [file, output] of outputs) {
    total += output.bytes;
    if (loaded.has(file)) init += output.bytes;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (loaded.has(file)) initModules.add(input);
      packages.set(packageOf(input), (packages.get(packageOf(input)) ?? 0) + bytesInOutput);
    }
  }
  return { total, init, initModules, byPackage: [...packages].sort((a, b) => b[1] - a[1]) };
}

/** Every module in the build, with its bytes in the output (summed over the files it lands in). */
export function bundleInputs(meta: Metafile): Map<string, number> {
  const inputs = new Map<string, number>();
  for (const output of Object.values(meta.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
  return inputs;
}

/** `node_modules/@scope/name/...` → `@scope/name`; project files → their folder (functions/knowledge, ...). */
export function packageOf(file: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (m) return m[1];
  return file.split('/').slice(0, 2).join('/');
}
