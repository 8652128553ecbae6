/** @portal/config: shared presets (jest, tsconfig, eslint) and the webpack + federation config factory. */
export {};
