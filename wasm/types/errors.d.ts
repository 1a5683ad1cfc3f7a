// The engine's error bodies (ARCHITECTURE.md "exec stream"): any body with `__type` is an error.

import type { Item } from './values';

/**
 * Where in the request an error is: the span of an expression's syntax error, reserved
 * word or undefined placeholder. offset and length count bytes of the parameter's UTF-8
 * text (not UTF-16 code units); length is 0 at the end of the text. Sent by the exec
 * stream and wasm, never by `keyscape serve` (DynamoDB has no such member).
 */
export interface ErrorPosition {
  /** The request parameter holding the text, e.g. "KeyConditionExpression" (the engine always sends it). */
  parameter?: string;
  offset: number;
  length: number;
}

/** One entry of TransactionCanceledException's CancellationReasons, per action. */
export interface CancellationReason {
  /** "None" for actions that did not cause the cancellation. */
  Code: string;
  Message?: string;
  /** The item before the transaction (ReturnValuesOnConditionCheckFailure: ALL_OLD). */
  Item?: Item;
}

/**
 * An error response: any body with a `__type` member is an error. DynamoDB writes the text
 * as `message`, or as `Message` in errors that carry more members.
 */
export interface ErrorBody {
  /** e.g. "com.amazon.coral.validate#ValidationException". */
  __type: string;
  message?: string;
  Message?: string;
  /** TransactionCanceledException: one reason per action, in request order. */
  CancellationReasons?: CancellationReason[];
  /** ConditionalCheckFailedException under ReturnValuesOnConditionCheckFailure ALL_OLD: the
   * item the condition was checked against (absent when there was none). */
  Item?: Item;
  /** The span of the request text the error is about (expression errors), after message. */
  position?: ErrorPosition;
}
