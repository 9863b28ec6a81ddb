export { Errors, Messages } from './catalogue';
export { ErrorCode, type ErrorCodeValue } from './codes';
export { describeCause, isSatchelError, SatchelError } from './satchel-error';
