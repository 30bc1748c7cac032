// The lead's contracts, one door: the entity (its fields and rules once), the form and notification a user sends,
// 'Connect with a professional', and Lead Management's call.
export * from './entity';
export * from './form';
export * from './connect';
export * from './admin';
