/** Bookmark toggles of the portal (cards and detail pages of every bookmarkable item). In French. */
export const bookmarks = {
  'bookmarks.label': 'Favori',
  /** Accessible name of a toggle: says which item it bookmarks (aria-pressed says whether it is). */
  'bookmarks.name': 'Favori : {title}',
  'bookmarks.failed': 'L’action n’a pas abouti : rien n’a été modifié. Réessayez dans un instant.',
  'bookmarks.saved.event': 'Cet événement est dans vos favoris.',
  'bookmarks.saved.annonce': 'Cette annonce est dans vos favoris.',
  'bookmarks.saved.info': 'Cette information est dans vos favoris.',
  'bookmarks.saved.conseil': 'Ce conseil est dans vos favoris.',
  'bookmarks.saved.prestataire': 'Ce prestataire est dans vos favoris.',
  'bookmarks.loginHint.prestataire': 'Connectez-vous pour ajouter ce prestataire à vos favoris.',
  'bookmarks.login': 'Se connecter',
};
