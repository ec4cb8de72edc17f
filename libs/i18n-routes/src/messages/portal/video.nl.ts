import type { video as fr } from './video.fr';

/** The association's video on the "De video" page, in Dutch (keys of the French file). */
export const video: Record<keyof typeof fr, string> = {
  'video.frameTitle': 'Video: {title}',
  'video.consent': 'De video verschijnt hier als u de functionele cookies aanvaardt: de speler komt van een andere site.',
  'video.watchOn': 'De video bekijken op {site}',
};
