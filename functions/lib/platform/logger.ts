// The structured logger every function writes through (Powertools, JSON to CloudWatch), and the middy middleware that
// stamps each invocation's log lines with its request id and cold-start flag without ever logging the event.
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';

export const logger = new Logger({ serviceName: 'pestpilot', logLevel: process.env.LOG_LEVEL === 'DEBUG' ? 'DEBUG' : 'INFO' });

/**
 * Adds the Lambda context (function_request_id, cold_start, function name) to every line logged during an invocation.
 * `logEvent: false` wins over POWERTOOLS_LOGGER_LOG_EVENT, so a request's body (user data) never reaches the logs;
 * `resetKeys` drops keys a handler appended, so nothing carries over to the next invocation.
 */
export const logContext = () => injectLambdaContext(logger, { logEvent: false, resetKeys: true });
