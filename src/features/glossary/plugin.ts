import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readGlossary} from './glossaryData';

/**
 * Glossary cards: the definitions, read from the glossary page, as a JSON module that the card
 * code imports (its own chunk, loaded on the first hover or focus of a term), and the small client
 * module that waits for that first use on every page.
 */
export default function glossaryPlugin(context: LoadContext): Plugin {
  return {
    name: 'glossary',
    async contentLoaded({actions}) {
      const cards = Object.fromEntries(readGlossary(context.siteDir).map(({id, term, definition}) => [id, {term, definition}]));
      await actions.createData('cards.json', JSON.stringify(cards));
    },
    getClientModules() {
      return [path.join(__dirname, 'glossaryClient.ts'), path.join(__dirname, 'glossaryTerms.css')];
    },
  };
}
