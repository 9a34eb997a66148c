/** Attribute on the not-found page's main element: tells scripts the served page is the 404 page. */
export const NOT_FOUND_MARKER = 'data-page-not-found';
