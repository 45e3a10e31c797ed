/**
 * Building blocks of the contract, one module per concern, gathered here so the entity modules import
 * them from one place: IRIs and relations (./iris), tolerant readers of records (./readers), JSON-LD
 * (./jsonLd), select options (./options), dates (./dates), slugs (./slugs), the field rules of forms
 * and bodies (./fieldRules), the meta fields (./metaFields), the 422 body (./violationSchemas). The
 * messages, the booleanish reader and the violation helpers are zod-free, for the session-only client.
 */

export * from './dateBounds';
export * from './dates';
export * from './fieldRules';
export * from './iris';
export * from './jsonLd';
export { errorDialogTitle } from './mediaMessages';
export {
  charactersWord,
  type LengthLimit,
  lengthLimits,
  maxLengthMessage,
  minLengthMessage,
  sharedMessages,
} from './messages';
export * from './metaFields';
export * from './options';
export * from './readers';
export * from './slugs';
export { parseBooleanish } from './values';
export * from './violationSchemas';
export {
  type ConstraintViolationList,
  constraintViolationList,
  firstMessageByField,
  issuePath,
  readViolations,
  type Violation,
  violationsFromZodError,
} from './violations';
