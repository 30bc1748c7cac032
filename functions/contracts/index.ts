// The isomorphic contracts shared by the web and the functions.
export * from './api';
export * from './auth';
export * from './config';
export * from './messages';
export * from './profile';
export * from './links';
export * from './provider';
