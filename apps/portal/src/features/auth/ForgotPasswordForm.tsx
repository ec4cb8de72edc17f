import { useForgotPasswordMutation } from '../../shared/api';
import { EmailLinkRequestForm } from '../../shared/forms/EmailLinkRequestForm';

export function ForgotPasswordForm() {
  const [requestLink] = useForgotPasswordMutation();
  return <EmailLinkRequestForm request={(values) => requestLink(values).unwrap()} labelId="auth.email" submitId="auth.forgot.submit" sentId="auth.forgot.sent" />;
}
