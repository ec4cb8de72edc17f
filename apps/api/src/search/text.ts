// Kept for tags/suggest.ts (another feature's file), which should import @sam/search-engine itself.
export { fold, words } from '@sam/search-engine';
