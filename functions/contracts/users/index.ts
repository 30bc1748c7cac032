// The user's contracts, one door: the entity as User Management shows it (its export's columns).
export * from './entity';
