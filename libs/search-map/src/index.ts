// Light entry: no OpenLayers here (the map is '@sam/search-map/map', loaded on the client only).
export * from './layers';
export * from './zone';
export * from './areas';
export * from './url-state';
export * from './query-flags';
export * from './geocode';
export * from './geo-data';
