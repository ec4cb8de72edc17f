import { useLoaderData, type MetaFunction } from 'react-router';
import { ContactPage } from '../features/contact/ContactPage';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

/** §2 /fr/contact (route name 'contact'). */
export const loader = pageLoader('contact', 'page.contact', 'contact.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContactRoute() {
  const { locale } = useLoaderData<typeof loader>();
  return <ContactPage locale={locale} />;
}
