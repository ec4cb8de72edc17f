export * from './schema';
export * from './database';
export * from './migrate';
export * from './password';
export * from './time';
export * from './environment';
export * from './scratch-database';
