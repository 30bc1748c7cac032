// The structured logger every function writes through (Powertools, JSON to CloudWatch).
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'pestpilot', logLevel: process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : 'INFO' });
