// Stub of the AWS SDK for Java 2.x (software.amazon.awssdk:dynamodb-enhanced) annotation of
// the same name, for compiling the java key-builder export in tests/exports/builders.test.mjs:
// Maven Central is unreachable from the test machines, so the SDK jar cannot be fetched.
// Same package, name, targets, retention and members as the SDK's (DynamoDbBean's optional
// converterProviders and friends are left out: the export does not use them).
package software.amazon.awssdk.enhanced.dynamodb.mapper.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface DynamoDbAttribute {
  /** The attribute name in DynamoDB. */
  String value();
}
