import { greet } from './index';
console.log(greet());
