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
import {COMPILE_FAMILY_CLIENT, compileFamiliesOf} from '../../code-samples/guide/languages';
import {folders, HARNESSES} from './harness';

export type CompiledBlocks = {
  /** Block ids of the whole files that compiled. */
  compiled: Set<string>;
  /** Whole files not compiled here, by block id, and why. */
  notCompiled: Map<string, string>;
  /** The compiler's messages, by block name. */
  failures: Map<string, string>;
};

/** Compiles the pages' whole files of every family, or of those whose client language `languages` (a targeted run's) names. */
export async function compileGuideProjects(pages: readonly PageResult[], into: CompiledBlocks, languages?: ReadonlySet<string>): Promise<void> {
  for (const page of pages) {
    const blocks = page.blocks.map((result) => result.block);
    for (const family of compileFamiliesOf(languages)) {
      const language = COMPILE_FAMILY_CLIENT[family];
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
