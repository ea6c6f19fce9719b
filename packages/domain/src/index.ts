// Public API of @kestrel/domain: pure rules shared by the web app and the API (no I/O).
export * from './account-schemas';
export * from './api';
export * from './app-types';
export * from './blog-key';
export * from './brand';
export * from './constants';
export * from './countdown';
export * from './display-rules';
export * from './download-platforms';
export * from './forms';
export * from './interval';
export * from './languages';
export * from './messages';
export * from './password';
export * from './plans';
export * from './product-id';
export * from './tracking';
