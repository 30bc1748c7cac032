// A page's preload links for the app's code (a pre-rendered page's and the shell's), held back until the page has
// painted: bin/prerender.ts puts them in a template, and the entry moves them into the head as it starts the app (all
// at once, so the modules still load side by side rather than one import after another).
export const APP_CODE_TEMPLATE = 'app-code';

/** Starts fetching the app's code the page names (the dev server's page has no template: its head has the links). */
export function fetchAppCode(): void {
  const template = document.getElementById(APP_CODE_TEMPLATE);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
