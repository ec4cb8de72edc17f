export * from './layers';
