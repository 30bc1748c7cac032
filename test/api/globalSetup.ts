// Starts the embedded stack once for the API tests and hands its endpoints to the workers.
import type { TestProject } from 'vitest/node';
import { provideStack } from '../support/stack';

export default (project: TestProject) => provideStack(project, 'none');
