/**
 * Pure: the commands of a Shell sample, split into words as a POSIX shell
 * would split them, far enough to read a `curl` call: quotes, escapes, line
 * continuations, comments, and the operators that separate commands.
 *
 * Expansions are not performed. A word keeps `${NAME}` (and `$NAME`) as
 * written and lists the variables it uses, so that the caller can tell the
 * documented placeholders (`${TYPESENSE_HOST}`) from anything else; a command
 * substitution (`$(…)`, backticks) is recorded as such, since its value is
 * only known when the sample runs.
 */

export type ShellWord = {
  /** The word after quote removal, with variable references left as `${NAME}`. */
  text: string;
  /** Variables the word refers to, in order (`TYPESENSE_HOST`). */
  variables: string[];
  /** Whether a command substitution (`$(…)` or backticks) is part of the word. */
  substitution: boolean;
};

/** One simple command, and the operator that ends it (`|`, `&&`, `;`, a line end, or the end of the sample). */
export type ShellCommand = {words: ShellWord[]; followedBy: '|' | '||' | '&&' | ';' | '&' | '\n' | '>' | '>>' | '<' | 'end'; line: number};

export class ShellSyntaxError extends Error {}

const OPERATORS = ['&&', '||', '>>', '|', ';', '&', '>', '<'] as const;

/**
 * Splits `source` into commands and words. Redirections (`> file`) end the
 * command they follow: the file name becomes the next "command", which is
 * enough to see that a sample writes its output somewhere.
 */
export function shellCommands(source: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: ShellWord[] = [];
  let word: ShellWord | null = null;
  let line = 1;
  let commandLine = 1;
  const startWord = () => (word ??= {text: '', variables: [], substitution: false});
  const endWord = () => {
    if (word) {
      words.push(word);
      word = null;
    }
  };
  const endCommand = (followedBy: ShellCommand['followedBy']) => {
    endWord();
    if (words.length > 0) {
      commands.push({words, followedBy, line: commandLine});
    } else if (followedBy !== '\n' && followedBy !== 'end' && commands.length > 0) {
      // `a |\n b`: the operator belongs to the command before the blank.
      commands[commands.length - 1]!.followedBy = followedBy;
    }
    words = [];
  };
  /** Reads `$NAME`, `${NAME}`, `$(…)` at `i` (just after the `$`) into the current word; returns the next index. */
  const dollar = (i: number): number => {
    const current = startWord();
    const next = source[i];
    if (next === '{') {
      const close = source.indexOf('}', i);
      if (close < 0) {
        throw new ShellSyntaxError(`line ${line}: "\${" without a closing "}"`);
      }
      const name = source.slice(i + 1, close);
      const plain = /^[A-Za-z_]\w*/.exec(name)?.[0];
      if (!plain) {
        throw new ShellSyntaxError(`line ${line}: "\${${name}}" is not a variable reference`);
      }
      current.text += `\${${name}}`;
      current.variables.push(plain);
      if (plain !== name) {
        // `${PARENT_KEY:0:4}` and the like: a computed value.
        current.substitution = true;
      }
      return close + 1;
    }
    if (next === '(') {
      let depth = 0;
      let j = i;
      for (; j < source.length; j += 1) {
        if (source[j] === '(') depth += 1;
        if (source[j] === ')' && --depth === 0) break;
      }
      if (j >= source.length) {
        throw new ShellSyntaxError(`line ${line}: "$(" without a closing ")"`);
      }
      current.text += `$${source.slice(i, j + 1)}`;
      current.substitution = true;
      return j + 1;
    }
    const name = /^[A-Za-z_]\w*/.exec(source.slice(i))?.[0];
    if (name) {
      current.text += `\${${name}}`;
      current.variables.push(name);
      return i + name.length;
    }
    current.text += '$';
    return i;
  };

  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\' && source[i + 1] === '\n') {
      // A line continuation: the command goes on.
      i += 2;
      line += 1;
      continue;
    }
    if (c === '\n') {
      endCommand('\n');
      line += 1;
      commandLine = line;
      i += 1;
      continue;
    }
    if (c === ' ' || c === '\t') {
      endWord();
      i += 1;
      continue;
    }
    if (c === '#' && word === null) {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    const operator = OPERATORS.find((op) => source.startsWith(op, i));
    if (operator) {
      endCommand(operator);
      i += operator.length;
      if (words.length === 0) commandLine = line;
      continue;
    }
    if (c === "'") {
      const close = source.indexOf("'", i + 1);
      if (close < 0) {
        throw new ShellSyntaxError(`line ${line}: a single quote that is never closed`);
      }
      const text = source.slice(i + 1, close);
      startWord().text += text;
      line += text.split('\n').length - 1;
      i = close + 1;
      continue;
    }
    if (c === '"') {
      const current = startWord();
      i += 1;
      for (;;) {
        if (i >= source.length) {
          throw new ShellSyntaxError(`line ${line}: a double quote that is never closed`);
        }
        const d = source[i]!;
        if (d === '"') {
          i += 1;
          break;
        }
        if (d === '\\' && '"\\$`\n'.includes(source[i + 1] ?? '')) {
          if (source[i + 1] === '\n') {
            line += 1;
          } else {
            current.text += source[i + 1];
          }
          i += 2;
          continue;
        }
        if (d === '$') {
          i = dollar(i + 1);
          continue;
        }
        if (d === '`') {
          throw new ShellSyntaxError(`line ${line}: backtick command substitution; write $(…) instead`);
        }
        if (d === '\n') line += 1;
        current.text += d;
        i += 1;
      }
      continue;
    }
    if (c === '\\') {
      startWord().text += source[i + 1] ?? '';
      i += 2;
      continue;
    }
    if (c === '$') {
      i = dollar(i + 1);
      continue;
    }
    if (c === '`') {
      throw new ShellSyntaxError(`line ${line}: backtick command substitution; write $(…) instead`);
    }
    startWord().text += c;
    i += 1;
  }
  endCommand('end');
  return commands;
}
