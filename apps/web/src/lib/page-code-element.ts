/**
 * The element the server writes the page's code files into. On its own: the page's entry reads it,
 * and a module the entry shares with the app would make the entry wait for the whole app.
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';
