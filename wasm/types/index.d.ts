// The engine's requests and responses, one type per operation: the one declaration every
// JS/TS caller uses (the page imports it as '@wasm/types', the wrapper's engine.d.mts
// re-exports it). Written by hand from the engine's contracts, except model.d.ts, which is
// generated from docs/model.schema.json. tests/js/types-drift.test.mjs runs the golden
// vectors and a sample of every operation through the Node build and type-checks each
// request against RequestOf<Op> and each response against ResponseOf<Op>, and fails when
// keyscape:ListOperations and the operation table (operations.d.ts) differ.
//
//   values.d.ts             AttributeValue, Item, Key
//   errors.d.ts             ErrorBody and its members
//   dynamodb.d.ts           DynamoDB's responses and the descriptions they share
//   dynamodb-requests.d.ts  DynamoDB's requests
//   partitions.d.ts         keyscape's partition operations' responses
//   design.d.ts             keyscape's design operations' responses
//   requests.d.ts           keyscape's requests
//   operations.d.ts         the operation table: OperationRequests/Responses, RequestOf, ResponseOf
//   model.d.ts              the model file (GENERATED; `Model.X` here, ModelFile by name)

export type * from './values';
export type * from './errors';
export type * from './dynamodb';
export type * from './dynamodb-requests';
export type * from './partitions';
export type * from './design';
export type * from './requests';
export type * from './operations';
export type { ModelFile } from './model';
export type * as Model from './model';
