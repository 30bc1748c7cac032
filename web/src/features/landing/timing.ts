// When the home page's lazy parts appear: on phones (768 px and below) the features and the call-to-action are
// staggered 0.5 and 1 s; the footer (the shell's, in the page's HTML) appears about 2 s after load.
export const MOBILE_STAGGER_MS = { features: 500, callToAction: 1000 } as const;
export const FOOTER_DELAY_MS = 2000;
