/**
 * Business constants of the specification (section 9 of the three documents, DECISIONS.md and the
 * SDK decisions in docs/decisions.md). Every limit, delay and enumeration lives once, in a module per
 * concern; the panel, the CLI and the sandbox read them through this barrel (both SDK entries carry it).
 */
export * from './defaults';
export * from './editor';
export * from './enumerations';
export * from './images';
export * from './lists';
export * from './newsletters';
export * from './passwords';
export * from './roles';
export * from './timing';
