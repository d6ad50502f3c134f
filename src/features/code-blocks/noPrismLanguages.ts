// Stands in for theme-classic's lib/prism-include-languages.js client module, which has no exports; see ./prismLanguages.ts.
export {};
