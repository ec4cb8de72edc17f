import type { seo as fr } from './seo.fr';

/** Sharing and short links. In Dutch, with the French file’s keys (the type checks it). */
export const seo: Record<keyof typeof fr, string> = {
  'share.button': 'Deze pagina delen',
  'share.label': 'Korte link naar deze pagina',
  'share.failed': 'De korte link kon niet worden aangemaakt. Probeer het opnieuw.',
};
