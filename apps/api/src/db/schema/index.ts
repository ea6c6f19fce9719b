export * from './plans';
export * from './accounts';
