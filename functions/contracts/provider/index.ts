// The provider's contracts, one door: the entity (its fields and rules once), the directory's calls, and Provider
// Management's form and calls.
export * from './entity';
export * from './directory';
export * from './admin';
