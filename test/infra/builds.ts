// The infra project's one build of each catalogue function (test/infra/globalSetup.ts): its folder and its metafile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding each catalogue function's build (index.mjs and chunks, under its name) and its metafile. */
    functionBuilds: string;
  }
}

export const metafilePath = (dir: string, name: string) => join(dir, `${name}.meta.json`);

/** The folder of a catalogue function's build: index.mjs and its chunks. */
export const buildDir = (name: string) => join(inject('functionBuilds'), name);

/** The metafile of a catalogue function's build. */
export const buildMetafile = (name: string): Metafile => JSON.parse(readFileSync(metafilePath(inject('functionBuilds'), name), 'utf8')) as Metafile;
