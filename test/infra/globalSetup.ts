// Builds every catalogue function once for the infra project, as the CDK builds it (infra/bundle.ts): the bundle-size
// test reads the builds' metafiles and the stack test their code, rather than each building all of them again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { CATALOG } from '../../functions/catalog';
import { bundleOptions, functionEntry } from '../../infra/bundle';
import { metafilePath } from './builds';

export default async (project: TestProject) => {
  const dir = mkdtempSync(join(tmpdir(), 'pestpilot-builds-'));
  await Promise.all(
    CATALOG.map(async (entry) => {
      const result = await build(bundleOptions(functionEntry(entry.name), join(dir, entry.name)));
      writeFileSync(metafilePath(dir, entry.name), JSON.stringify(result.metafile));
    }),
  );
  project.provide('functionBuilds', dir);
  return () => rmSync(dir, { recursive: true, force: true });
};
