/** zod schemas of request and response bodies, free of React (the server imports them too). */
export * from './common';
export * from './auth';
