/**
 * Shared shell components of @sam/ui (menu, toasts, cookie consent, banners, copy bar) and the
 * spec §8 toast catalogue. Keys are identical in fr and nl (tested).
 */
export const fr = {
  // Main menu (spec §2)
  'menu.open': 'Menu',
  'menu.close': 'Fermer le menu',
  'menu.dialog': 'Menu principal',
  'menu.overview': 'Présentation',
  'menu.whoAreSam': 'Qui sont les SAM ?',
  'menu.besoins': 'Recherche d’informations',
  'menu.servicesSam': 'Services aux pros',
  'menu.support': 'Soutenir l’ASBL',
  'menu.media': 'SAM et les médias',
  'menu.about': 'À propos de l’ASBL',
  'menu.faq': 'FAQ',
  'menu.contact': 'Contact',

  // Toasts (spec §8)
  'toast.close': 'Fermer la notification',
  'toast.type.success': 'Succès',
  'toast.type.info': 'Information',
  'toast.type.danger': 'Erreur',
  'toast.type.warning': 'Attention',
  'toast.type.denied': 'Accès refusé',
  'toast.copy.success': 'URL copiée dans le presse-papier',
  'toast.accountDeleted.message': 'Votre compte a bien été supprimé',
  'toast.profileSaved.title': 'Modifications enregistrées',
  'toast.profileSaved.message': 'Votre profil a été mis à jour',

  // Cookie consent (spec §2)
  'cookies.bar.title': 'Nous respectons votre vie privée',
  'cookies.bar.text': 'Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord, des cookies fonctionnels pour afficher des vidéos, des cartes et d’autres contenus intégrés.',
  'cookies.policy': 'En savoir plus sur les cookies',
  'cookies.acceptAll': 'Tout accepter',
  'cookies.declineAll': 'Tout refuser',
  'cookies.manage': 'Gérer mes préférences',
  'cookies.settings.title': 'Paramètres des cookies',
  'cookies.category.necessary': 'Cookies nécessaires (toujours actifs)',
  'cookies.category.necessary.hint': 'Indispensables au fonctionnement du site : session, sécurité et choix de la langue.',
  'cookies.category.functional': 'Cookies fonctionnels',
  'cookies.category.functional.hint': 'Permettent d’afficher les vidéos, les cartes et les autres contenus intégrés de services externes.',
  'cookies.save': 'Enregistrer mes choix',
  'cookies.cancel': 'Annuler',

  // Unverified email banner (spec §2, §4)
  'verifyBanner.text': 'Votre adresse e-mail <strong>{email}</strong> n’est pas encore vérifiée. Cliquez sur le lien de confirmation que nous vous avons envoyé pour accéder à toutes les fonctionnalités de votre compte.',
  'verifyBanner.resend': 'Renvoyer le lien',
  'verifyBanner.sending': 'Envoi en cours…',
  'verifyBanner.sent': 'Un nouveau lien de confirmation a été envoyé à {email}.',
  'verifyBanner.failed': 'Le lien n’a pas pu être envoyé. Veuillez réessayer dans quelques instants.',

  // Footer scroll buttons (spec §2, §9)
  'scroll.top': 'Remonter en haut de la page',
  'scroll.bottom': 'Descendre en bas de la page',

  // Search-URL bar and copy button (spec §2, §4)
  'searchUrl.label': 'URL de recherche:',
  'copy.copy': 'Copier',
  'copy.copied': 'Copié',
};

export const nl: typeof fr = {
  'menu.open': 'Menu',
  'menu.close': 'Menu sluiten',
  'menu.dialog': 'Hoofdmenu',
  'menu.overview': 'Overzicht',
  'menu.whoAreSam': 'Wie zijn de SAM?',
  'menu.besoins': 'Informatie zoeken',
  'menu.servicesSam': 'Diensten voor professionals',
  'menu.support': 'Steun de vzw',
  'menu.media': 'SAM in de media',
  'menu.about': 'Over de vzw',
  'menu.faq': 'FAQ',
  'menu.contact': 'Contact',

  'toast.close': 'Melding sluiten',
  'toast.type.success': 'Gelukt',
  'toast.type.info': 'Informatie',
  'toast.type.danger': 'Fout',
  'toast.type.warning': 'Let op',
  'toast.type.denied': 'Toegang geweigerd',
  'toast.copy.success': 'URL gekopieerd naar het klembord',
  'toast.accountDeleted.message': 'Uw account werd met succes verwijderd',
  'toast.profileSaved.title': 'Wijzigingen opgeslagen',
  'toast.profileSaved.message': 'Uw profiel werd bijgewerkt',

  'cookies.bar.title': 'Wij respecteren uw privacy',
  'cookies.bar.text': 'Wij gebruiken cookies die nodig zijn voor de werking van de site en, met uw toestemming, functionele cookies om video’s, kaarten en andere ingesloten inhoud te tonen.',
  'cookies.policy': 'Meer over cookies',
  'cookies.acceptAll': 'Alles aanvaarden',
  'cookies.declineAll': 'Alles weigeren',
  'cookies.manage': 'Mijn voorkeuren beheren',
  'cookies.settings.title': 'Cookie-instellingen',
  'cookies.category.necessary': 'Noodzakelijke cookies (altijd actief)',
  'cookies.category.necessary.hint': 'Onmisbaar voor de werking van de site: sessie, beveiliging en taalkeuze.',
  'cookies.category.functional': 'Functionele cookies',
  'cookies.category.functional.hint': 'Maken het mogelijk om video’s, kaarten en andere ingesloten inhoud van externe diensten te tonen.',
  'cookies.save': 'Mijn keuzes opslaan',
  'cookies.cancel': 'Annuleren',

  'verifyBanner.text': 'Uw e-mailadres <strong>{email}</strong> is nog niet bevestigd. Klik op de bevestigingslink die we u hebben gestuurd om alle functies van uw account te kunnen gebruiken.',
  'verifyBanner.resend': 'De link opnieuw versturen',
  'verifyBanner.sending': 'Bezig met versturen…',
  'verifyBanner.sent': 'Er werd een nieuwe bevestigingslink naar {email} gestuurd.',
  'verifyBanner.failed': 'De link kon niet worden verstuurd. Probeer het over enkele ogenblikken opnieuw.',

  'scroll.top': 'Terug naar boven',
  'scroll.bottom': 'Naar het einde van de pagina',

  'searchUrl.label': 'Zoek-URL:',
  'copy.copy': 'Kopiëren',
  'copy.copied': 'Gekopieerd',
};
