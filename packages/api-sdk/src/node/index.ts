export const nodeOnly = 1;
