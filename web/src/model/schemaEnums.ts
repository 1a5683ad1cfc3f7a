// The choices the model file allows where the designer offers a list, read from the model's
// JSON schema (docs/model.schema.json, the checked truth the engine's reader follows), not
// restated here.
import schema from '../../../docs/model.schema.json';

/** The operations an access pattern may run, in the schema's order. */
export const PATTERN_OPERATIONS: readonly string[] = schema.$defs.AccessPattern.properties.operation.enum;

/** The sort key conditions of a Query pattern, in the schema's order. */
export const SORT_OPS: readonly string[] = schema.$defs.SortCondition.properties.op.enum;

/** The formats an entity attribute may declare, in the schema's order. */
export const ATTRIBUTE_FORMATS: readonly string[] = schema.$defs.AttributeDefinition.properties.format.enum;
