/** Bookmark toggles of the portal (cards and detail pages of every bookmarkable item). Keys are identical in fr and nl (tested). */
export const fr = {
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

export const nl: typeof fr = {
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
