// The admins' search-URL bar as a module of its own, for SearchPage's lazy import (its copy button stays out of visitors' first load).
export { SearchUrlBar as default } from '@sam/ui';
