// The case study's contracts, one door: the entity (its fields and rules once) with its wire form and the facts the
// pages and the console share, the management calls, and the editor's image upload.
export * from './entity';
export * from './admin';
export * from './images';
