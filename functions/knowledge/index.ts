// Owns the public entry point of the isomorphic knowledge base (pest guides, locations, sample case studies).

export * from './pests';
export * from './locations';
export * from './caseStudies';
export * from './siteFaq';
export * from './knowledgebase';
export * from './preventionGuide';
