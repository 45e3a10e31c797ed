import { hello } from '@redakcja/api-sdk';
export const greet = (): string => hello('sandbox');
