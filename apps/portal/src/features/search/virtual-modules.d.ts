declare module 'virtual:sam-geo-areas' {
  import type { AreaIndex } from '@sam/search-map';
  const index: AreaIndex;
  export default index;
}
