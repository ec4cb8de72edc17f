/** Sharing and short links. Keys are identical in fr and nl (tested). */
export const fr = {
  'share.button': 'Partager cette page',
  'share.label': 'Lien court vers cette page',
  'share.failed': 'Le lien court n’a pas pu être créé. Veuillez réessayer.',
};

export const nl: typeof fr = {
  'share.button': 'Deze pagina delen',
  'share.label': 'Korte link naar deze pagina',
  'share.failed': 'De korte link kon niet worden aangemaakt. Probeer het opnieuw.',
};
