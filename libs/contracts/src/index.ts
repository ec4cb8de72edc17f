export * from './common';
export * from './auth';
export * from './geo';
export * from './prestataire';
export * from './account';
export * from './faq';
export * from './events';
