export * from './locales';
export * from './routes';
export * from './paths';
export * from './locale-cookie';
export { messages, type MessageId } from './messages';
export { validationMessages, translateServerMessage, type ValidationMessageKey } from './messages/validation';
