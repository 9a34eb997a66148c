/**
 * Compiles the whole files of the guide's pages (code-samples/guide/projects.ts),
 * each page's files of a language as one project, with the harness of the
 * client language that language calls (tests/samples/harness): Go, Java and
 * Python with their own, TypeScript and JavaScript modules and Vue and Astro
 * components with typesense-js's (tsc, vue-tsc, astro check or a Nuxt app's
 * `nuxi prepare` and vue-tsc, against the guide's npm project).
 */
import type {PageResult} from '../../code-samples/guide/check';
import {projectPasses} from '../../code-samples/guide/projects';
import type {CompileFamily} from '../../code-samples/guide/languages';
import type {ClientLanguage} from '../../code-samples/clients/types';
import {folders, HARNESSES} from './harness';

export type CompiledBlocks = {
  /** Block ids of the whole files that compiled. */
  compiled: Set<string>;
  /** Whole files not compiled here, by block id, and why. */
  notCompiled: Map<string, string>;
  /** The compiler's messages, by block name. */
  failures: Map<string, string>;
};

/** The harness whose toolchain compiles each family, by the client language it belongs to. */
const HARNESS_OF: Readonly<Record<CompileFamily, ClientLanguage>> = {go: 'go', java: 'java', python: 'python', typescript: 'javascript'};

export async function compileGuideProjects(pages: readonly PageResult[], into: CompiledBlocks): Promise<void> {
  for (const page of pages) {
    const blocks = page.blocks.map((result) => result.block);
    for (const family of Object.keys(HARNESS_OF) as CompileFamily[]) {
      const language = HARNESS_OF[family];
      const harness = HARNESSES[language];
      const passes = projectPasses(page.file, page.source, blocks, family);
      if (passes.length === 0 || !harness?.compileProject) continue;
      const failed = new Set<string>();
      const included = new Set<string>();
      for (const project of passes) {
        const {failures, notCompiled} = await harness.compileProject(project, page.releases.get(language), folders(language));
        for (const file of project.files) {
          included.add(file.id);
          if (notCompiled.has(file.id)) into.notCompiled.set(file.id, notCompiled.get(file.id)!);
          const failure = failures.get(file.id);
          if (failure) {
            failed.add(file.id);
            into.failures.set(file.name, failure);
          }
        }
      }
      for (const id of included) {
        if (!failed.has(id) && !into.notCompiled.has(id)) into.compiled.add(id);
      }
    }
  }
}
