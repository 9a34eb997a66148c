import fs from 'node:fs';
import path from 'node:path';
import {gradleProperties, tagBuild} from '../../samples/harness/java-tag-build';

const VENDORED = path.join(__dirname, '../../samples/harness/vendored/typesense-java-v2.0.0');
const read = (file: string) => fs.readFileSync(path.join(VENDORED, file), 'utf8');

describe('tagBuild', () => {
  test("typesense-java v2.0.0 builds its models with swagger-codegen 3.0.36 and compiles against build.gradle's implementation dependencies", () => {
    expect(tagBuild(read('build.gradle'), read('gradle.properties'), 'v2.0.0')).toEqual({
      dependencies: [
        {groupId: 'javax.xml.bind', artifactId: 'jaxb-api', version: '2.3.1'},
        {groupId: 'com.fasterxml.jackson.core', artifactId: 'jackson-databind', version: '2.14.1'},
        {groupId: 'io.swagger.core.v3', artifactId: 'swagger-annotations', version: '2.0.0'},
        {groupId: 'org.slf4j', artifactId: 'slf4j-api', version: '2.0.5'},
        {groupId: 'com.squareup.okhttp3', artifactId: 'okhttp', version: '4.10.0'},
        {groupId: 'javax.annotation', artifactId: 'javax.annotation-api', version: '1.3.2'},
      ],
      generator: {groupId: 'io.swagger.codegen.v3', artifactId: 'swagger-codegen-cli', version: '3.0.36'},
      generation: {language: 'java', configFile: 'swagger-config.json', components: ['models']},
      javaRelease: '8',
    });
  });

  test('gradle.properties: key=value lines, comments skipped', () => {
    expect([...gradleProperties('# versions\nokhttp3Version=4.10.0\n! old\nslf4jVersion = 2.0.5\n')]).toEqual([
      ['okhttp3Version', '4.10.0'],
      ['slf4jVersion', '2.0.5'],
    ]);
  });

  test('what the harness would build differently is an error naming the file and line', () => {
    const gradle = read('build.gradle');
    expect(() => tagBuild(gradle, '', 'tag')).toThrow(/^tag\/build\.gradle:\d+: \$\{javaxXmlBindVersion\} is not set in gradle\.properties$/);
    expect(() => tagBuild(gradle.replace('implementation "org.slf4j', 'implementation platform("org.slf4j'), read('gradle.properties'), 'tag')).toThrow(
      /^tag\/build\.gradle:\d+: an implementation dependency the harness cannot read: implementation platform\(/,
    );
    expect(() => tagBuild(gradle.replace("components = ['models']", "components = ['models', 'apis']"), read('gradle.properties'), 'tag')).toThrow(
      'tag/build.gradle: swaggerSources generates java models, apis with swagger-config.json; the harness builds only Java models with a config file',
    );
    expect(() => tagBuild(gradle.replace(/^\s*swaggerCodegen .*$/m, ''), read('gradle.properties'), 'tag')).toThrow('no swaggerCodegen dependency');
  });
});
