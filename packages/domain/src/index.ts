/** @portal/domain: zod schemas, types, enums and constants of the spec. No React, no I/O. */
export * from './roles';
export * from './constants';
export * from './messages';
export * from './errors';
export * from './auth';
export * from './organization';
export * from './user';
export * from './access';
export * from './account';
export * from './documents-constants';
export * from './documents';
export * from './customers';
export * from './rich-text';
export * from './announcements-constants';
export * from './announcements';
export * from './tickets-constants';
export * from './tickets';
