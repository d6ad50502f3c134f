/** The glossary page's route, where every term links (its entries are `#<id>` anchors). */
export const glossaryRoute = '/connect/resources/glossary';
