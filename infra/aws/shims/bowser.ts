// Lambda bundles only: stands in for bowser, the browser user-agent parser. The SDK reaches it only through
// createUserAgentStringParsingProvider (a browser path: it parses window.navigator.userAgent), never in Node,
// so infra/bundle.ts aliases it here; if it were ever called it would report an unknown browser, as with no window.
export const parse = (): Record<string, never> => ({});
export default { parse };
