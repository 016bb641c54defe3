// The whole schema as one object: drizzle-kit and the query builder read it from here.
export * from './users';
export * from './content';
export * from './reading';
export * from './discussion';
export * from './payments';
export * from './mindmaps';
export * from './site';
export * from './learning';
export * from './following';
