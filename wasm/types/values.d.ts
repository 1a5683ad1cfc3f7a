// DynamoDB JSON values: the attribute values, items and keys every request and response carries.

export type AttributeValue =
  | { S: string }
  | { N: string }
  | { B: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { M: Record<string, AttributeValue> }
  | { L: AttributeValue[] }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

/** An item, or a key (the key attributes only), in DynamoDB JSON. */
export type Item = Record<string, AttributeValue>;
export type Key = Item;
