export * from './assessment';
export * from './auth';
export * from './content';
export * from './feedback';
export * from './people';
export * from './security';
