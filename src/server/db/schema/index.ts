export * from './countries.ts';
export * from './users.ts';
export * from './rateLimits.ts';
export * from './contactMessages.ts';
export * from './leagueApplications.ts';
export * from './catalog.ts';
export * from './cart.ts';
