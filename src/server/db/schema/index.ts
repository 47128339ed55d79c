export * from './assessment';
export * from './auth';
export * from './content';
export * from './people';
export * from './security';
