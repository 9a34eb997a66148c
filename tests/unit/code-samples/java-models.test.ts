/**
 * The model classes of a typesense-java release read from its git tag, derived
 * from the OpenAPI description its build downloads (scripts/code-samples/java-models.ts).
 * The derivation is held to a release Maven Central serves: typesense-java
 * 1.3.0 was built (2025-02-18) from typesense-api-spec's openapi.yml as it stood
 * then (de3c87a), which is code-samples/openapi/typesense-28.0.yml byte for
 * byte; its model classes, as surface.json read them from 1.3.0's sources jar,
 * are what the derivation makes of that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import java from '../../../code-samples/clients/java';
import type {MemberSurface, TypeSurface} from '../../../code-samples/surface/types';
import {javaRelease} from '../../../scripts/code-samples/extract-surface';
import {camelize, deriveJavaModels, enumConstant, modelName, variableName, yamlLines} from '../../../scripts/code-samples/java-models';

const SPEC_28 = fs.readFileSync(path.join(__dirname, '../../../code-samples/openapi/typesense-28.0.yml'), 'utf8');

/** A type's members without where they were read (a line of the sources jar, or of the description). */
function withoutPlaces(type: TypeSurface): Record<string, Omit<MemberSurface, 'line'>> {
  return Object.fromEntries(
    Object.entries(type.members).map(([name, member]) => {
      const {line: _line, inheritedFrom, ...rest} = member;
      return [name, {...rest, ...(inheritedFrom && {inheritedFrom: inheritedFrom.replace(/ \(.*\)$/, '')})}];
    }),
  );
}

describe('the model classes of typesense-java, derived from its OpenAPI description', () => {
  test("from 1.3.0's description, the model classes of 1.3.0's sources jar, setter for setter", () => {
    const released = java.surface.releases['1.3.0']!;
    // The resource classes that share a name with a model (api/StemmingDictionary): the model is then `model.StemmingDictionary`.
    const resources = Object.entries(released.types)
      .filter(([, type]) => type.source.includes('/api/'))
      .map(([name]) => ({path: `src/main/java/org/typesense/api/${name.split('.')[0]}.java`, text: `public class ${name.split('.')[0]} {\n}\n`}));
    const derived = deriveJavaModels(SPEC_28);
    expect(derived.leftOut).toEqual([]);
    const surface = javaRelease([...resources, ...derived.files], 'derived');
    const models = (types: Readonly<Record<string, TypeSurface>>) =>
      Object.fromEntries(Object.entries(types).filter(([, type]) => type.source.includes('/model/')).map(([name, type]) => [name, withoutPlaces(type)]));
    const expected = models(released.types);
    expect(Object.keys(expected).length).toBeGreaterThan(80);
    expect(models(surface.types)).toEqual(expected);
  });

  test('each line of a derived class comes from a line of the description', () => {
    const derived = deriveJavaModels(SPEC_28);
    const file = derived.files.find((candidate) => candidate.path.endsWith('/AnalyticsRuleUpsertSchema.java'))!;
    const lines = SPEC_28.split('\n');
    const at = (line: number) => derived.locate(file.path, line)!;
    expect(at(2).pointer).toBe('#/components/schemas/AnalyticsRuleUpsertSchema');
    expect(lines[at(2).line - 1]).toBe('    AnalyticsRuleUpsertSchema:');
    const setter = file.text.split('\n').findIndex((line) => line.includes(' type(TypeEnum type)')) + 1;
    expect(at(setter).pointer).toBe('#/components/schemas/AnalyticsRuleUpsertSchema/properties/type');
    expect(lines[at(setter).line - 1]!.trim()).toBe('type:');
  });

  test("swagger-codegen's names: classes, setters, enum constants", () => {
    expect(modelName('AnalyticsRuleParameters_source_events')).toBe('AnalyticsRuleParametersSourceEvents');
    expect(modelName('inline_response_200_1')).toBe('InlineResponse2001');
    expect(modelName('ApiResponse')).toBe('ModelApiResponse');
    expect(variableName('x-typesense-api-key')).toBe('xTypesenseApiKey');
    expect(variableName('min_len_1typo')).toBe('minLen1typo');
    expect(variableName('ConversationModelSchema_id')).toBe('conversationModelSchemaId');
    expect(camelize('enable_highlight_v1', true)).toBe('enableHighlightV1');
    expect(enumConstant('both_sides:3')).toBe('BOTH_SIDES_3');
  });

  test('the lines of a block YAML document, by JSON pointer', () => {
    const lines = yamlLines(['a:', '  b:', '    - c: 1', '      d: |', '        e: not a key', '    - f', '  "g/h": x', 'i:', '- 1'].join('\n'));
    expect(Object.fromEntries(lines)).toEqual({'/a': 1, '/a/b': 2, '/a/b/0': 3, '/a/b/0/c': 3, '/a/b/0/d': 4, '/a/b/1': 6, '/a/g~1h': 7, '/i': 8, '/i/0': 9});
  });
});

describe('javaRelease: what a resource class returns', () => {
  test('a method declared to return the model class that shares the resource\'s name returns the model (1.3.0\'s StemmingDictionary.retrieve())', () => {
    const surface = javaRelease(
      [
        {
          path: 'org/typesense/api/StemmingDictionary.java',
          text: 'package org.typesense.api;\n\npublic class StemmingDictionary {\n    public org.typesense.model.StemmingDictionary retrieve() throws Exception {\n        return null;\n    }\n}\n',
        },
        {path: 'org/typesense/model/StemmingDictionary.java', text: 'package org.typesense.model;\n\npublic class StemmingDictionary {\n}\n'},
        {
          path: 'org/typesense/api/StemmingDictionaries.java',
          text: 'package org.typesense.api;\n\npublic class StemmingDictionaries {\n    public StemmingDictionary dictionaries(String id) {\n        return null;\n    }\n}\n',
        },
      ],
      'maven:1.3.0',
    );
    expect(surface.types.StemmingDictionary?.members.retrieve?.returns).toBe('model.StemmingDictionary');
    // The resource class by its own name stays the resource.
    expect(Object.values(surface.types.StemmingDictionaries?.members ?? {}).map((member) => member.returns)).toContain('StemmingDictionary');
  });
});
