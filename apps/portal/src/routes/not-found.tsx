import { data } from 'react-router';

/** Unknown routes (spec §2): the root ErrorBoundary renders the localised 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
