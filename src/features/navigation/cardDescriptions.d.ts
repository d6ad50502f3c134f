// What docsPlugin.ts writes with createData (Docusaurus puts it under .docusaurus/<plugin>/<id>/, aliased @generated).
declare module '@generated/docusaurus-plugin-content-docs/default/cardDescriptions.json' {
  import type {CardDescriptions} from './docsPlugin';

  const descriptions: CardDescriptions;
  export default descriptions;
}
