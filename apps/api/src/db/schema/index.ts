export * from './plans';
export * from './accounts';
export * from './payments';
export * from './support';
export * from './blog';
export * from './partners';
export * from './gift-cards';
