// The provider suggestion's contracts, one door: the entity with its states and wire shape, the add-business form, and
// the admins' review calls.
export * from './entity';
export * from './form';
export * from './admin';
