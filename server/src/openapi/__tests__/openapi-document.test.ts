import { type CallConfig, calls } from '@portal/shared/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument, openApiPath } from '../openapi-document';

const document = openApiDocument('1.2.3');

describe('the OpenAPI document', () => {
  it('when validated against the OpenAPI 3.1 schema, then it is valid', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('when read for each call of the contract, then it lists the call under its method and path', () => {
    const listed = Object.entries(calls).map(([name, call]: [string, CallConfig]) => {
      const operation = document.paths?.[openApiPath(call.path)]?.[
        call.method.toLowerCase() as 'get'
      ] as { operationId?: string } | undefined;
      return [name, operation?.operationId];
    });
    expect(listed).toEqual(Object.keys(calls).map((name) => [name, name]));
  });
});
