// When the home page's lazy parts appear: on phones (768 px and below) the features,
// the call-to-action and the footer are staggered 0.5, 1 and 1.5 s; the footer appears about 2 s after load.
export const MOBILE_STAGGER_MS = { features: 500, callToAction: 1000, footer: 1500 } as const;
export const FOOTER_DELAY_MS = 2000;
