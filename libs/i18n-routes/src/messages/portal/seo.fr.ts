/** Sharing and short links. In French. */
export const seo = {
  'share.button': 'Partager cette page',
  'share.label': 'Lien court vers cette page',
  'share.failed': 'Le lien court n’a pas pu être créé. Veuillez réessayer.',
};
