// The isomorphic contracts shared by the web and the functions.
export * from './api';
export * from './auth';
export * from './chat';
export * from './chatPhotos';
export * from './config';
export * from './messages';
export * from './profile';
export * from './links';
export * from './provider';
export * from './lead';
export * from './account';
export * from './analytics';
export * from './contact';
export * from './zod';
