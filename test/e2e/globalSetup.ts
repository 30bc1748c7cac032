// Starts the embedded stack serving the built app (npm test builds it first) and the run's Chromium for the browser journeys.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../infra/local/stack';
import { launchBrowserServer } from '../support/chromium';
import { provideStack } from '../support/stack';

export default async (project: TestProject) => {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('Build the web app first (npm run build)');
  const stopStack = await provideStack(project, 'built');
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await stopStack();
    throw error;
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stopStack();
  };
};
