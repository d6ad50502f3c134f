// Renders pages as the build does, in a Node process of its own: the unified packages the renderer
// uses are ES modules, which Jest's CommonJS sandbox cannot import. Reads the pages' inputs as JSON
// on stdin and writes, for each, its Markdown and what a reader reads of it.
import {readerText, renderPageMarkdown, type PageInput} from '../../src/features/page-markdown/render';

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const inputs = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PageInput[];
  const rendered = [];
  for (const input of inputs) {
    const markdown = await renderPageMarkdown(input);
    rendered.push({markdown, reader: await readerText(markdown)});
  }
  process.stdout.write(JSON.stringify(rendered));
}

main().catch((error: Error) => {
  process.stderr.write(error.message);
  process.exit(1);
});
