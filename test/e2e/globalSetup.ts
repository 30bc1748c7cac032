// Starts the embedded stack serving the built app (npm test builds it first) for the browser journeys.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../infra/local/stack';
import { provideStack } from '../support/stack';

export default (project: TestProject) => {
  if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) throw new Error('Build the web app first (npm run build)');
  return provideStack(project, 'built');
};
