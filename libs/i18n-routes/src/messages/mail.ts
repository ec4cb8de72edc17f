/**
 * Mail texts the API sends (subjects and bodies), in the recipient's language.
 * Placeholders are {name}-style (react-intl compatible). Keys identical in fr and nl (tested).
 */
export const fr = {
  'mail.greeting': 'Bonjour {name},',
  'mail.greeting.anonymous': 'Bonjour,',
  'mail.signature': 'L’équipe SAM',
  'mail.footer': 'SAM asbl – le portail des services d’aide et de soins en Belgique. Cet e-mail a été envoyé automatiquement, merci de ne pas y répondre.',
  'mail.link_fallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',

  'mail.verify.subject': 'Confirmez votre adresse e-mail',
  'mail.verify.intro': 'Merci de votre inscription sur SAM. Cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail et accéder à votre tableau de bord.',
  'mail.verify.action': 'Confirmer mon adresse e-mail',
  'mail.verify.expiry': 'Ce lien est valable {hours} heures.',
  'mail.verify.ignore': 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',

  'mail.reset.subject': 'Réinitialisation de votre mot de passe',
  'mail.reset.intro': 'Vous recevez cet e-mail parce qu’une réinitialisation du mot de passe de votre compte SAM a été demandée.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
  'mail.reset.expiry': 'Ce lien est valable {minutes} minutes et ne peut servir qu’une fois.',
  'mail.reset.ignore': 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',

  'mail.email_changed.subject': 'L’adresse e-mail de votre compte a été modifiée',
  'mail.email_changed.intro': 'L’adresse e-mail de votre compte SAM vient d’être remplacée par {email}. Les prochains e-mails seront envoyés à cette adresse.',
  'mail.email_changed.ignore': 'Si vous n’êtes pas à l’origine de ce changement, contactez-nous sans tarder.',

  'mail.unregister.subject': 'Désinscription de la fiche « {title} »',
  'mail.unregister.intro': 'Une demande de suppression du référencement de la fiche « {title} » a été faite sur SAM. Cliquez sur le bouton ci-dessous pour confirmer la désinscription.',
  'mail.unregister.action': 'Confirmer la désinscription',
  'mail.unregister.expiry': 'Ce lien est valable {hours} heures.',
  'mail.unregister.ignore': 'Si vous n’avez rien demandé, ignorez cet e-mail : la fiche reste en ligne.',
};

export const nl: typeof fr = {
  'mail.greeting': 'Beste {name},',
  'mail.greeting.anonymous': 'Beste,',
  'mail.signature': 'Het SAM-team',
  'mail.footer': 'SAM vzw – het portaal van de hulp- en zorgdiensten in België. Deze e-mail werd automatisch verstuurd, gelieve er niet op te antwoorden.',
  'mail.link_fallback': 'Werkt de knop niet? Kopieer dan deze link in uw browser:',

  'mail.verify.subject': 'Bevestig uw e-mailadres',
  'mail.verify.intro': 'Bedankt voor uw registratie op SAM. Klik op de knop hieronder om uw e-mailadres te bevestigen en uw dashboard te openen.',
  'mail.verify.action': 'Mijn e-mailadres bevestigen',
  'mail.verify.expiry': 'Deze link is {hours} uur geldig.',
  'mail.verify.ignore': 'Hebt u geen account aangemaakt? Dan mag u deze e-mail negeren.',

  'mail.reset.subject': 'Uw wachtwoord opnieuw instellen',
  'mail.reset.intro': 'U ontvangt deze e-mail omdat gevraagd werd het wachtwoord van uw SAM-account opnieuw in te stellen.',
  'mail.reset.action': 'Een nieuw wachtwoord kiezen',
  'mail.reset.expiry': 'Deze link is {minutes} minuten geldig en kan maar één keer gebruikt worden.',
  'mail.reset.ignore': 'Hebt u niets gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',

  'mail.email_changed.subject': 'Het e-mailadres van uw account werd gewijzigd',
  'mail.email_changed.intro': 'Het e-mailadres van uw SAM-account werd zonet vervangen door {email}. Volgende e-mails worden naar dat adres gestuurd.',
  'mail.email_changed.ignore': 'Hebt u deze wijziging niet zelf gedaan? Neem dan meteen contact met ons op.',

  'mail.unregister.subject': 'Uitschrijving van de fiche “{title}”',
  'mail.unregister.intro': 'Op SAM werd gevraagd de vermelding van de fiche “{title}” te verwijderen. Klik op de knop hieronder om de uitschrijving te bevestigen.',
  'mail.unregister.action': 'De uitschrijving bevestigen',
  'mail.unregister.expiry': 'Deze link is {hours} uur geldig.',
  'mail.unregister.ignore': 'Hebt u niets gevraagd? Negeer dan deze e-mail: de fiche blijft online.',
};
