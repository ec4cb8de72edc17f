import { useRequestUnregisterMutation } from '../../shared/api';
import { EmailLinkRequestForm } from '../../shared/forms/EmailLinkRequestForm';

/** Spec §2 /fr/supprimer-mon-referencement: a link to unregister is mailed to the listing's address. */
export function UnregisterRequestForm() {
  const [requestLink] = useRequestUnregisterMutation();
  return (
    <EmailLinkRequestForm request={(values) => requestLink(values).unwrap()} labelId="unregister.email" submitId="unregister.submit" sentId="unregister.sent" />
  );
}
