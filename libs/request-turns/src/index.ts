export { takingTurns } from './taking-turns';
