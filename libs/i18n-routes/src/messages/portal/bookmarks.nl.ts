import type { bookmarks as fr } from './bookmarks.fr';

/** Bookmark toggles of the portal (cards and detail pages of every bookmarkable item). In Dutch, with the French file’s keys (the type checks it). */
export const bookmarks: Record<keyof typeof fr, string> = {
  'bookmarks.label': 'Favoriet',
  'bookmarks.name': 'Favoriet: {title}',
  'bookmarks.failed': 'De actie is niet gelukt: er is niets gewijzigd. Probeer het zo meteen opnieuw.',
  'bookmarks.saved.event': 'Dit evenement staat bij uw favorieten.',
  'bookmarks.saved.annonce': 'Dit zoekertje staat bij uw favorieten.',
  'bookmarks.saved.info': 'Deze informatie staat in uw favorieten.',
  'bookmarks.saved.conseil': 'Dit advies staat in uw favorieten.',
  'bookmarks.saved.prestataire': 'Deze zorgverlener staat in uw favorieten.',
  'bookmarks.loginHint.prestataire': 'Meld u aan om deze zorgverlener aan uw favorieten toe te voegen.',
  'bookmarks.login': 'Aanmelden',
};
