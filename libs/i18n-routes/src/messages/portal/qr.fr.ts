/** QR code page (§2 /fr/qr/{type?}/{id?}). In French. */
export const qr = {
  'qr.description': 'Un code QR à imprimer pour ouvrir une page de SAM en un geste : fiche d’un prestataire, événement de l’agenda ou page du portail.',
  'qr.lead': 'Imprimez ce code sur une affiche, un dépliant ou une carte de visite : en le scannant avec un smartphone, on arrive directement sur la page.',
  'qr.heading.page': 'Code QR : {title}',
  'qr.image': 'Code QR menant à {url}',
  'qr.shortLink': 'Lien court',
  'qr.target': 'Page ouverte par le code',
  'qr.downloads': 'Télécharger le code QR',
  'qr.download.png': 'Image PNG (pour l’impression et les documents)',
  'qr.download.svg': 'Image SVG (vectorielle, pour les graphistes)',
  'qr.form.heading': 'Créer un code QR pour une page de SAM',
  'qr.form.intro': 'Copiez l’adresse d’une page du portail (fiche de prestataire, événement de l’agenda ou autre page) et créez son code QR.',
  'qr.form.url': 'Adresse de la page',
  'qr.form.hint': 'Par exemple : {example}',
  'qr.form.submit': 'Créer le code QR',
  'qr.form.invalid': 'Cette adresse n’est pas une page de SAM pour laquelle un code QR peut être créé. Indiquez l’adresse d’une fiche de prestataire, d’un événement ou d’une page du portail.',
  'qr.another': 'Créer un autre code QR',
};
