// The definitions plugin.ts writes with createData (Docusaurus puts it under .docusaurus/<plugin>/<id>/, aliased @generated).
declare module '@generated/glossary/default/cards.json' {
  const cards: Record<string, {term: string; definition: string}>;
  export default cards;
}
