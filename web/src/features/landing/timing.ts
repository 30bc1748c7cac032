// When the home page's lazy parts appear: on phones (768 px and below) the features and the call-to-action are
// staggered 0.5 and 1 s (the footer is the shell's, painted with the page).
export const MOBILE_STAGGER_MS = { features: 500, callToAction: 1000 } as const;
