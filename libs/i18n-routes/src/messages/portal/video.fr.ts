/** The association's video on the "La vidéo" page (issue 15). */
export const video = {
  'video.frameTitle': 'Vidéo : {title}',
  'video.consent': 'La vidéo s’affiche ici si vous acceptez les cookies fonctionnels : son lecteur vient d’un autre site.',
  'video.watchOn': 'Regarder la vidéo sur {site}',
};
