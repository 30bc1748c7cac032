// The stages a deploy can name with `-c stage=<name>`: each one's settings live in this folder, as code.
import type { StageSettings } from '../settings';
import { dev } from './dev';
import { prod } from './prod';

export const STAGES: Readonly<Record<string, StageSettings>> = { dev, prod };
export const DEFAULT_STAGE = 'dev';
