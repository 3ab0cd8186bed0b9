import { createInterface } from 'node:readline';

/** Reads one line without echoing it (TTY), for password prompts. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(value);
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          return reject(new Error('Cancelled.'));
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Asks twice on a terminal; reads the first line of stdin when it is piped. */
export async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    const second = await askHidden('Repeat password: ');
    if (first !== second) throw new Error('The passwords do not match.');
    return first;
  }
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new Error('No password on stdin.');
}
